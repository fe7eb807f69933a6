import { useState } from 'react';
import { Avatar, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import type { WatcherRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import { SimpleTable } from '../../resources/detail/simple-table';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { ConfirmRemove } from '../confirm-remove';
import { LabeledField } from '../labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../work-order-row';
import { ltr } from '../ltr-text';
import { displayDate } from '../../lib/display-date';

/** People who follow the work order (escalations add theirs); add and remove. */
export default function WatchersTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { call, loading, errors } = useWorkOrderCall();
  const [user, setUser] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const table = useTable<WatcherRow>({
    endpoint: 'workorders.watchers',
    params: { id: workOrder.id },
    request: ({ offset, limit }) => ({ offset, limit }),
  });

  const add = async () => {
    const saved = await call(
      'workorders.watcher-add',
      {},
      { method: 'POST', body: { user_id: user, work_order_id: workOrder.id } },
    );
    if (saved) {
      setUser(null);
      setRound((r) => r + 1);
    }
  };

  return (
    <Stack gap="5" data-testid="work-order-watchers">
      {canCallEndpoint(ability, 'workorders.watcher-add') && (
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="56" maxW="md">
            <LabeledField id="watcher-user" label={t('workOrders.watchers.person')} error={errors.user_id}>
              <ReferenceSelect
                key={round}
                id="watcher-user"
                refName="users"
                value={user}
                initialLabel=""
                invalid={Boolean(errors.user_id)}
                onChange={setUser}
              />
            </LabeledField>
          </Box>
          <Button
            colorPalette="teal"
            disabled={user === null}
            loading={loading}
            onClick={() => void add()}
            data-testid="watcher-add"
          >
            <LuEye />
            {t('workOrders.watchers.add')}
          </Button>
        </Flex>
      )}
      <SimpleTable
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('workOrders.watchers.empty')}
        testId="watchers"
        columns={[
          {
            key: 'user',
            label: t('workOrders.watchers.person'),
            render: (row) => (
              <HStack gap="2">
                <Avatar.Root size="xs" colorPalette="teal">
                  <Avatar.Fallback name={row.user?.name ?? '?'} />
                </Avatar.Root>
                <Text fontWeight="medium">{row.user?.name ?? '—'}</Text>
              </HStack>
            ),
          },
          {
            key: 'by',
            label: t('workOrders.watchers.addedBy'),
            render: (row) => (
              <Text fontSize="sm">
                {row.created_by?.name ?? '—'} · {row.created_at && ltr(displayDate(row.created_at) ?? '')}
              </Text>
            ),
          },
          {
            key: 'actions',
            label: '',
            align: 'end',
            render: (row) =>
              row.available_actions.delete !== false && canCallEndpoint(ability, 'workorders.watcher-remove') ? (
                <ConfirmRemove
                  name={row.user?.name ?? ''}
                  title={t('workOrders.watchers.removeTitle')}
                  label={t('workOrders.remove')}
                  onConfirm={() => call('workorders.watcher-remove', { id: row.id }, { method: 'DELETE' })}
                  testId={`watcher-remove-${row.id}`}
                />
              ) : null,
          },
        ]}
      />
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
