import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
import { WorkOrderTable } from '../../work-order-common/work-order-table';
import type { WorkOrder } from '../../work-order-common/work-order-row';

/** The work orders a plan generated (the work-order list filtered by `scheduler_id`). */
export function PlanWorkOrdersTab({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const table = useTable<WorkOrder>({
    endpoint: 'workorders.list',
    query: { scheduler_id: planId },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  return (
    <Stack gap="3" data-testid="plan-work-orders">
      <WorkOrderTable
        rows={table.rows}
        failed={table.failed}
        error={table.error}
        retry={table.retry}
        emptyText={t('preventive.noWorkOrders')}
        testId="plan-work-orders-table"
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
