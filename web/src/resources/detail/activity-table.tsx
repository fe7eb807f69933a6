import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '@cmms/contracts';
import type { Query } from '../../api/http';
import { ListPagination } from '../list/list-pagination';
import { useTable } from '../table/use-table';
import { SimpleTable, type SimpleColumn } from './simple-table';
import { ShownDate } from '../../lib/shown-date';
import { fallback } from '../../i18n/keys';

type ActivityLine = Pick<ActivityRow, 'id' | 'action_type' | 'item' | 'target' | 'admin' | 'created_at' | 'note'> & {
  log_meta: Record<string, { old: unknown; new: unknown }> | null;
};

export const ACTION_PALETTE: Record<string, string> = {
  'create new': 'green',
  update: 'blue',
  delete: 'red',
  restore: 'teal',
  checkout: 'purple',
  'checkin from': 'orange',
  uploaded: 'cyan',
  audit: 'yellow',
};

/** The columns of an action log line: when, who, what, on which item, towards whom, what changed. */
export function useActivityColumns(): SimpleColumn<ActivityLine>[] {
  const { t } = useTranslation();
  // The log names kinds in English ('asset', 'user'); the interface language names them here.
  const typed = (ref: { name: string; type?: string } | null | undefined): string =>
    ref ? `${ref.name}${ref.type ? ` (${t(`reports.itemTypes.${ref.type}`, fallback(ref.type))})` : ''}` : '—';
  return [
    {
      key: 'date',
      label: t('userActivity.date'),
      render: (row) => <ShownDate value={row.created_at} />,
    },
    { key: 'admin', label: t('userActivity.admin'), render: (row) => row.admin?.name ?? '—' },
    {
      key: 'action',
      label: t('userActivity.action'),
      render: (row) => (
        <Badge variant="subtle" colorPalette={ACTION_PALETTE[row.action_type] ?? 'gray'} data-testid="activity-action">
          {row.action_type}
        </Badge>
      ),
    },
    { key: 'item', label: t('userActivity.item'), render: (row) => typed(row.item) },
    { key: 'target', label: t('activity.target'), render: (row) => typed(row.target) },
    {
      key: 'changes',
      label: t('userActivity.changes'),
      render: (row) => (
        <Stack gap="0.5" fontSize="xs" maxW="sm">
          {Object.entries(row.log_meta ?? {}).map(([field, change]) => (
            <Text key={field} lineClamp={1}>
              <Text as="span" fontWeight="semibold">
                {field}
              </Text>
              : {String(change.old ?? '—')} → {String(change.new ?? '—')}
            </Text>
          ))}
          {row.note && <Text color="fg.muted">{row.note}</Text>}
        </Stack>
      ),
    },
  ];
}

/** A page of `GET /reports/activity` narrowed by the query (a user's, an asset's, audits only), newest first. */
export function ActivityTable({ query, emptyText, testId }: { query: Query; emptyText?: string; testId: string }) {
  const { t } = useTranslation();
  const table = useTable<ActivityLine>({
    endpoint: 'reports.activity',
    query,
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const columns = useActivityColumns();
  return (
    <Box data-testid={`${testId}-log`}>
      <SimpleTable
        columns={columns}
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={emptyText ?? t('assets.historyEmpty')}
        testId={testId}
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Box>
  );
}
