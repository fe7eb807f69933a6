import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuLink } from 'react-icons/lu';
import { LINK_TYPES, type LinkRow } from '@cmms/contracts';
import { PickList } from '../../../components/pick-list/pick-list';
import { useWorkOrderRefresh } from '../use-work-order-refresh';
import { StatusChip } from '../../../work-order-common/work-order-chips';
import { workOrderPath } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import type { SubKey } from '../../../i18n/keys';

/** Related work orders, each link read from this side (this one "blocks" that one); add and remove. */
export default function LinksTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const refresh = useWorkOrderRefresh();
  const typeText = (type: SubKey<'links.types', 'work-orders'>) => t(`work-orders:links.types.${type}`);
  return (
    <PickList<LinkRow>
      testId="work-order-links"
      tableTestId="links"
      source={{ endpoint: 'workorders.links', params: { id: workOrder.id } }}
      changed={refresh}
      emptyText={t('work-orders:links.empty')}
      add={{
        endpoint: 'workorders.link',
        body: (picked) => ({ ...picked, work_order_id: workOrder.id }),
        fields: [
          {
            kind: 'choice',
            name: 'link_type',
            id: 'link-type',
            label: t('work-orders:links.type'),
            options: LINK_TYPES.map((value) => ({ value, label: typeText(value) })),
            initial: 'related_to',
          },
          {
            kind: 'reference',
            name: 'linked_id',
            id: 'link-target',
            label: t('work-orders:links.target'),
            refName: 'workorders',
          },
        ],
        label: t('work-orders:links.add'),
        icon: <LuLink />,
        testId: 'link-add',
      }}
      remove={{
        endpoint: 'workorders.unlink',
        params: (row) => ({ id: row.id }),
        title: t('work-orders:links.removeTitle'),
        question: (row) => t('list.deleteBody', { name: `${typeText(row.link_type)} ${row.work_order.number}` }),
        label: t('workOrders.remove'),
        testId: (row) => `link-remove-${row.id}`,
      }}
      columns={[
        {
          key: 'type',
          label: t('work-orders:links.type'),
          render: (row) => (
            <Badge variant="subtle" colorPalette="purple">
              {typeText(row.link_type)}
            </Badge>
          ),
        },
        {
          key: 'work_order',
          label: t('resources.workorders.singular'),
          render: (row) => (
            <Stack gap="0.5">
              <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
                <Link to={workOrderPath(row.work_order.id)}>{row.work_order.title}</Link>
              </ChakraLink>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {ltr(row.work_order.number)}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'status',
          label: t('resources.workorders.fields.status_id'),
          render: (row) => <StatusChip status={row.work_order.status} state={row.work_order.state} />,
        },
        {
          key: 'by',
          label: t('detail.createdAt'),
          render: (row) => (
            <Text fontSize="sm" whiteSpace="nowrap">
              {row.created_by?.name ?? '—'} · {row.created_at && ltr(displayDate(row.created_at) ?? '')}
            </Text>
          ),
        },
      ]}
    />
  );
}
