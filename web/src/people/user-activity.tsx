import { useState } from 'react';
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { ListPagination } from '../resources/list/list-pagination';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';

interface ActivityRow {
  id: number;
  action_type: string;
  item: { id: number; name: string; type: string } | null;
  admin: { id: number; name: string } | null;
  created_at: { datetime: string; formatted: string } | null;
  log_meta: Record<string, { old: unknown; new: unknown }> | null;
  note: string | null;
}

const ACTION_PALETTE: Record<string, string> = {
  'create new': 'green',
  update: 'blue',
  delete: 'red',
  restore: 'teal',
  checkout: 'purple',
  'checkin from': 'orange',
  uploaded: 'cyan',
};

/** What happened to a user (`GET /reports/activity?target_type=user&target_id=:id`), newest first. */
export function UserActivity({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(10);
  const { data } = useApiQuery<ListResponse<ActivityRow>>(
    apiKey('reports.activity', {}, { target_id: userId, target_type: 'user', offset, limit }),
    { keepPreviousData: true },
  );
  const columns: SimpleColumn<ActivityRow>[] = [
    {
      key: 'date',
      label: t('userActivity.date'),
      render: (row) => <Text whiteSpace="nowrap">{row.created_at?.formatted ?? '—'}</Text>,
    },
    { key: 'admin', label: t('userActivity.admin'), render: (row) => row.admin?.name ?? '—' },
    {
      key: 'action',
      label: t('userActivity.action'),
      render: (row) => (
        <Badge variant="subtle" colorPalette={ACTION_PALETTE[row.action_type] ?? 'gray'}>
          {row.action_type}
        </Badge>
      ),
    },
    {
      key: 'item',
      label: t('userActivity.item'),
      render: (row) => (row.item ? `${row.item.name}${row.item.type ? ` (${row.item.type})` : ''}` : '—'),
    },
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
  return (
    <Box data-testid="user-activity">
      <SimpleTable columns={columns} rows={data?.rows} emptyText={t('userActivity.empty')} testId="activity" />
      {data && data.total > 0 && (
        <ListPagination
          offset={offset}
          limit={limit}
          rowCount={data.rows.length}
          total={data.total}
          onPage={(page) => setOffset(page * limit)}
          onLimit={(next) => {
            setLimit(next);
            setOffset(Math.floor(offset / next) * next);
          }}
        />
      )}
    </Box>
  );
}
