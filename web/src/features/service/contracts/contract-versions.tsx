import { useState } from 'react';
import { Badge, Box, Button, Grid, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuGitCompare } from 'react-icons/lu';
import type { ContractCompare, ContractVersion, ListResponse } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { useApiQuery } from '../../../api/use-api-query';
import { LoadFailed } from '../../../components/load-failed';
import { SimpleTable, type SimpleColumn } from '../../../resources/detail/simple-table';
import { ShownDate } from '../../../lib/shown-date';
import { fallback, type TranslationKey } from '../../../i18n/keys';

/** A snapshot's or a change's value as text: names of references, lists joined, empty as a dash. */
export function versionValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(versionValue).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; id?: unknown };
    if (typeof named.name === 'string') return named.name;
    if (typeof named.id === 'number') return `#${named.id}`;
    return JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}

function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => t(`resources.contracts.fields.${field}`, fallback(field));
}

/** One version read whole: every field of its snapshot. */
function VersionSnapshot({ version }: { version: ContractVersion }) {
  const label = useFieldLabel();
  return (
    <Grid templateColumns={{ base: '1fr', md: '12rem 1fr' }} gapX="4" gapY="1.5" data-testid="version-snapshot">
      {Object.entries(version.data).map(([field, value]) => [
        <Text key={`${field}-label`} color="fg.muted" fontSize="sm">
          {label(field)}
        </Text>,
        <Text key={`${field}-value`} fontSize="sm" wordBreak="break-word">
          {versionValue(value)}
        </Text>,
      ])}
    </Grid>
  );
}

/** Two versions side by side: the fields that changed, old beside new. */
function VersionCompare({ contractId, from, to }: { contractId: number; from: number; to: number }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const { data, error, mutate } = useApiQuery<ContractCompare>(
    apiKey('contracts.versions-compare', { id: contractId }, { from, to }),
  );
  if (!data && error) {
    const title = t('service.versions.failed');
    return <LoadFailed title={title} error={error} retry={() => void mutate()} testId="compare-failed" compact />;
  }
  if (!data) return <Skeleton h="24" borderRadius="lg" />;
  return (
    <Stack gap="2" data-testid="version-compare">
      <Grid
        templateColumns="minmax(7rem, 12rem) 1fr 1fr"
        gap="2"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        px="2"
      >
        <Text>{t('service.versions.field')}</Text>
        <Text>{t('service.versions.versionN', { version: data.from.version })}</Text>
        <Text>{t('service.versions.versionN', { version: data.to.version })}</Text>
      </Grid>
      {data.changes.length === 0 && <Text color="fg.muted">{t('service.versions.noChanges')}</Text>}
      {data.changes.map((change) => (
        <Grid
          key={change.field}
          templateColumns="minmax(7rem, 12rem) 1fr 1fr"
          gap="2"
          p="2"
          borderRadius="md"
          bg="orange.subtle"
          data-testid={`change-${change.field}`}
        >
          <HStack gap="1.5" align="flex-start">
            <Badge colorPalette="orange" size="xs">
              {t('service.versions.changed')}
            </Badge>
            <Text fontSize="sm" fontWeight="medium">
              {label(change.field)}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted" textDecoration="line-through" wordBreak="break-word">
            {versionValue(change.old)}
          </Text>
          <Text fontSize="sm" fontWeight="medium" wordBreak="break-word" data-testid={`change-${change.field}-new`}>
            {versionValue(change.new)}
          </Text>
        </Grid>
      ))}
    </Stack>
  );
}

/**
 * A contract's versions: each with its comment, who made it and when; one read whole, or two compared
 * side by side with the changed fields marked.
 */
export function ContractVersions({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApiQuery<ListResponse<ContractVersion>>(
    apiKey('contracts.versions', { id: contractId }),
  );
  const versions = data?.rows;
  const [reading, setReading] = useState<number | null>(null);
  const [pair, setPair] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const newest = versions?.[0]?.version;
  const oldest = versions?.[versions.length - 1]?.version;
  const from = pair.from || (versions && versions.length > 1 ? String(versions[1]?.version) : '');
  const to = pair.to || (newest !== undefined ? String(newest) : '');

  const columns: SimpleColumn<ContractVersion>[] = [
    {
      key: 'version',
      label: t('service.versions.version'),
      render: (row) => (
        <HStack gap="2">
          <Text fontWeight="semibold" dir="ltr">
            v{row.version}
          </Text>
          {row.version === newest && (
            <Badge colorPalette="teal" size="xs">
              {t('service.versions.current')}
            </Badge>
          )}
        </HStack>
      ),
    },
    { key: 'comment', label: t('service.versions.comment'), render: (row) => row.comment || '—' },
    { key: 'by', label: t('service.versions.by'), render: (row) => row.created_by?.name ?? '—' },
    {
      key: 'at',
      label: t('detail.createdAt'),
      render: (row) => <ShownDate value={row.created_at} />,
    },
    {
      key: 'read',
      label: t('list.actions'),
      align: 'end',
      render: (row) => (
        <Button
          size="xs"
          variant={reading === row.version ? 'solid' : 'outline'}
          colorPalette="teal"
          onClick={() => setReading(reading === row.version ? null : row.version)}
          data-testid={`version-read-${row.version}`}
        >
          {t('service.versions.read')}
        </Button>
      ),
    },
  ];
  const readVersion = versions?.find((v) => v.version === reading);
  const choice = (value: string, onChange: (next: string) => void, labelKey: TranslationKey, testId: string) => (
    <NativeSelect.Root size="sm" w="auto">
      <NativeSelect.Field
        aria-label={t(labelKey)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {versions?.map((v) => (
          <option key={v.version} value={v.version}>
            v{v.version}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap="5" data-testid="contract-versions">
      <SimpleTable
        columns={columns}
        rows={versions}
        emptyText={t('service.versions.empty')}
        testId="versions-table"
        failed={error !== undefined}
        error={error}
        retry={() => void mutate()}
      />
      {readVersion && (
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <Text fontWeight="semibold" mb="3">
            {t('service.versions.versionN', { version: readVersion.version })}
          </Text>
          <VersionSnapshot version={readVersion} />
        </Box>
      )}
      {versions && versions.length > 1 && oldest !== newest && (
        <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{t('service.versions.compare')}</Text>
            {choice(from, (next) => setPair((p) => ({ ...p, from: next })), 'service.versions.from', 'compare-from')}
            <Text aria-hidden>→</Text>
            {choice(to, (next) => setPair((p) => ({ ...p, to: next })), 'service.versions.to', 'compare-to')}
            <Button
              size="sm"
              colorPalette="teal"
              onClick={() => setCompared({ from: Number(from), to: Number(to) })}
              data-testid="compare-run"
            >
              <LuGitCompare />
              {t('service.versions.compareAction')}
            </Button>
          </HStack>
          {compared && <VersionCompare contractId={contractId} from={compared.from} to={compared.to} />}
        </Stack>
      )}
    </Stack>
  );
}
