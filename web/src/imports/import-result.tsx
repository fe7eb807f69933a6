import { Badge, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';

export interface ImportRowError {
  row: number;
  messages: Record<string, string[] | string>;
}

export interface ImportOutcome {
  created: number;
  updated: number;
  rejected: number;
  errors: ImportRowError[];
}

/** The payload of `imports.process`, success or not; null when the answer has none. */
export function importOutcome(body: unknown): ImportOutcome | null {
  const payload = (body as { payload?: unknown } | null)?.payload as Partial<ImportOutcome> | null | undefined;
  if (!payload || typeof payload !== 'object') return null;
  return {
    created: Number(payload.created ?? 0),
    updated: Number(payload.updated ?? 0),
    rejected: Number(payload.rejected ?? 0),
    errors: Array.isArray(payload.errors) ? payload.errors : [],
  };
}

/** How many rows were created, updated and rejected, and why each rejected row failed. */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  const counts = [
    { key: 'created', value: outcome.created, palette: 'green' },
    { key: 'updated', value: outcome.updated, palette: 'blue' },
    { key: 'rejected', value: outcome.rejected, palette: outcome.rejected > 0 ? 'red' : 'gray' },
  ] as const;
  const rows = outcome.errors.map((error) => ({ ...error, id: error.row }));
  const columns: SimpleColumn<(typeof rows)[number]>[] = [
    {
      key: 'row',
      label: t('imports.row'),
      render: (row) => (
        <Badge colorPalette="red" variant="subtle">
          {t('imports.rowNumber', { number: row.row })}
        </Badge>
      ),
    },
    {
      key: 'messages',
      label: t('imports.why'),
      render: (row) => (
        <Stack gap="0.5">
          {Object.entries(row.messages).flatMap(([field, texts]) =>
            [texts].flat().map((text) => (
              <Text key={`${field}-${text}`} fontSize="sm" data-testid="import-error-message">
                <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr">
                  {field}
                </Text>{' '}
                {text}
              </Text>
            )),
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap="4" data-testid="import-result">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {counts.map((count) => (
          <Stat.Root
            key={count.key}
            borderWidth="1px"
            borderRadius="lg"
            p="4"
            borderColor={`${count.palette}.muted`}
            data-testid={`import-${count.key}`}
            data-count={count.value}
          >
            <Stat.Label>{t(`imports.counts.${count.key}`)}</Stat.Label>
            <HStack>
              <Stat.ValueText color={`${count.palette}.fg`}>{count.value}</Stat.ValueText>
            </HStack>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {outcome.rejected > 0 && outcome.created + outcome.updated === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('imports.allOrNothing')}
        </Text>
      )}
      {rows.length > 0 && <SimpleTable columns={columns} rows={rows} emptyText="" testId="import-errors" />}
    </Stack>
  );
}
