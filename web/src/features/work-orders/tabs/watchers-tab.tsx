import { Avatar, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEye } from 'react-icons/lu';
import type { WatcherRow } from '@cmms/contracts';
import { PickList } from '../../../components/pick-list/pick-list';
import { useWorkOrderRefresh } from '../use-work-order-refresh';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';

/** People who follow the work order (escalations add theirs); add and remove. */
export default function WatchersTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const refresh = useWorkOrderRefresh();
  return (
    <PickList<WatcherRow>
      testId="work-order-watchers"
      tableTestId="watchers"
      source={{ endpoint: 'workorders.watchers', params: { id: workOrder.id } }}
      changed={refresh}
      emptyText={t('work-orders:watchers.empty')}
      add={{
        endpoint: 'workorders.watcher-add',
        body: (picked) => ({ ...picked, work_order_id: workOrder.id }),
        fields: [
          {
            kind: 'reference',
            name: 'user_id',
            id: 'watcher-user',
            label: t('work-orders:watchers.person'),
            refName: 'users',
          },
        ],
        label: t('work-orders:watchers.add'),
        icon: <LuEye />,
        testId: 'watcher-add',
      }}
      remove={{
        endpoint: 'workorders.watcher-remove',
        params: (row) => ({ id: row.id }),
        allowed: (row) => row.available_actions.delete !== false,
        title: t('work-orders:watchers.removeTitle'),
        question: (row) => t('list.deleteBody', { name: row.user?.name ?? '' }),
        label: t('workOrders.remove'),
        testId: (row) => `watcher-remove-${row.id}`,
      }}
      columns={[
        {
          key: 'user',
          label: t('work-orders:watchers.person'),
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
          label: t('work-orders:watchers.addedBy'),
          render: (row) => (
            <Text fontSize="sm">
              {row.created_by?.name ?? '—'} · {row.created_at && ltr(displayDate(row.created_at) ?? '')}
            </Text>
          ),
        },
      ]}
    />
  );
}
