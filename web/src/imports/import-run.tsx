import { useMemo, useState } from 'react';
import { Box, Button, Field, Flex, Heading, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuPlay } from 'react-icons/lu';
import { callEndpoint } from '../api/http';
import { useRequestCycle } from '../api/use-request-cycle';
import { IMPORT_TYPES, type ListResponse, type Row } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { canCallEndpoint } from '../api/endpoint-exists';
import { useApiQuery } from '../api/use-api-query';
import { useAppAbility } from '../auth/use-app-ability';
import { DataTable } from '../resources/table/data-table';
import { guessField, importFields } from './import-types';
import { ImportResult, importOutcome, type ImportOutcome } from './import-result';
import { ImportProgressBar } from './import-progress';
import { useImportProgress } from './use-import-progress';
import { dynamicKey } from '../i18n/keys';

export interface ImportRow {
  id: number;
  name: string;
  filesize: string | number | null;
  import_type: string | null;
  created_at: unknown;
  header_row: string[] | null;
  first_row: string[][] | string[] | null;
  field_map: Record<string, string> | null;
}

/** The preview's sample rows: `first_row` may be one row or several. */
const sampleRows = (row: ImportRow): string[][] => {
  const first = row.first_row ?? [];
  if (first.length === 0) return [];
  return Array.isArray(first[0]) ? (first as string[][]) : [first as string[]];
};

type CustomColumns = readonly (readonly [string, string])[];

/**
 * The asset custom fields a column can fill (`[column, name]`), read once when the user may list
 * them; the form waits for them so its guessed mapping includes them ("MAC Address").
 */
export function ImportRun({ file, onDone }: { file: ImportRow; onDone: () => void }) {
  const ability = useAppAbility();
  const allowed = canCallEndpoint(ability, 'fields.list');
  const { data, error } = useApiQuery<ListResponse<Row>>(allowed ? apiKey('fields.list', {}, { all: 1 }) : null);
  const custom: CustomColumns = useMemo(
    () =>
      (data?.rows ?? []).flatMap((row) =>
        typeof row.db_column_name === 'string' && typeof row.name === 'string'
          ? [[row.db_column_name, row.name] as const]
          : [],
      ),
    [data],
  );
  if (allowed && !data && !error) return null;
  return <ImportRunForm file={file} onDone={onDone} custom={custom} />;
}

/**
 * Steps two to four for one uploaded file: choose the import type, look at the header and the first
 * rows, map each column to a field (guessed from the header), choose whether existing records are
 * updated, run, and read the result.
 */
function ImportRunForm({ file, onDone, custom }: { file: ImportRow; onDone: () => void; custom: CustomColumns }) {
  const { t } = useTranslation();
  const header = file.header_row ?? [];
  const samples = sampleRows(file);
  const [type, setType] = useState<string>(file.import_type ?? 'assets');
  const fields = useMemo(() => importFields(type, custom), [type, custom]);
  const guessFor = (typeKey: string) => {
    const options = importFields(typeKey, custom);
    // The contracts name an import field's label key (`resources.<name>.fields.<key>`, a column's own).
    const labelsOf = (labelKey: string) => [t(dynamicKey(labelKey)), t(dynamicKey(labelKey), { lng: 'en' })];
    return Object.fromEntries(
      header.map((column) => [column, file.field_map?.[column] ?? guessField(column, options, labelsOf)]),
    );
  };
  const [mapping, setMapping] = useState<Record<string, string>>(() => guessFor(type));
  const [update, setUpdate] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const { run, loading } = useRequestCycle();
  const progress = useImportProgress(file.id, loading);

  const changeType = (next: string) => {
    setType(next);
    setMapping(guessFor(next));
    setOutcome(null);
  };

  const process = async () => {
    setOutcome(null);
    const column_mappings = Object.fromEntries(Object.entries(mapping).filter(([, key]) => key));
    const result = await run((signal) =>
      callEndpoint(
        'imports.process',
        { id: file.id },
        {
          method: 'POST',
          body: { import_type: type, update_existing: update, column_mappings },
          signal,
        },
      ),
    );
    setOutcome(importOutcome(result.data));
    onDone();
  };

  return (
    <Stack gap="6" data-testid="import-run">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root>
          <Field.Label htmlFor="import-type">{t('imports.type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="import-type"
              value={type}
              onChange={(e) => changeType(e.target.value)}
              data-testid="import-type"
            >
              {IMPORT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`imports.types.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root justifyContent="flex-end">
          <Switch.Root
            colorPalette="teal"
            checked={update}
            onCheckedChange={({ checked }) => setUpdate(checked)}
            data-testid="import-update-existing"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('imports.updateExisting')}</Switch.Label>
          </Switch.Root>
          <Field.HelperText>{t('imports.updateExistingHint')}</Field.HelperText>
        </Field.Root>
      </SimpleGrid>

      <Stack gap="2">
        <Heading size="sm">{t('imports.preview')}</Heading>
        <DataTable
          table={{ rows: samples.map((cells, id) => ({ id, cells })) }}
          columns={header.map((column, i) => ({
            key: column,
            label: <bdi>{column}</bdi>,
            render: (line: { cells: string[] }) => (
              <Text as="span" dir="auto" whiteSpace="nowrap">
                {line.cells[i] ?? ''}
              </Text>
            ),
          }))}
          variant="inset"
          interactive={false}
          testId="import-preview"
          empty={{ text: t('imports.noRows') }}
        />
      </Stack>

      <Stack gap="2">
        <Heading size="sm">{t('imports.mapping')}</Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('imports.mappingHint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="8" gapY="2" data-testid="import-mapping">
          {header.map((column) => (
            <Flex key={column} align="center" gap="3">
              <Text flex="1" fontFamily="mono" fontSize="sm" lineClamp={1} dir="auto">
                {column}
              </Text>
              <Box color="fg.subtle" className="rtl-mirror">
                <LuArrowRight />
              </Box>
              <NativeSelect.Root size="sm" flex="1">
                <NativeSelect.Field
                  aria-label={t('imports.mapColumn', { column })}
                  value={mapping[column] ?? ''}
                  onChange={(e) => setMapping((m) => ({ ...m, [column]: e.target.value }))}
                  data-testid={`import-map-${column}`}
                >
                  <option value="">{t('imports.ignore')}</option>
                  {fields.map((field) => (
                    <option key={field.key} value={field.key}>
                      {field.labelKey ? t(dynamicKey(field.labelKey)) : field.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Flex>
          ))}
        </SimpleGrid>
      </Stack>

      <Flex justify="flex-end">
        <Button colorPalette="teal" loading={loading} onClick={() => void process()} data-testid="import-process">
          <LuPlay className="rtl-mirror" />
          {t('imports.run')}
        </Button>
      </Flex>

      {loading && <ImportProgressBar progress={progress} />}
      {outcome && <ImportResult outcome={outcome} />}
    </Stack>
  );
}
