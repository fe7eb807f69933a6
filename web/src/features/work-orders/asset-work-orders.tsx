import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
import { WorkOrderTable } from '../../work-order-common/work-order-table';
import type { WorkOrder } from '../../work-order-common/work-order-row';

/** An asset's work orders (`maintenance/workorders/index?asset=N`), beside its maintenance records. */
export function AssetWorkOrders({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const table = useTable<WorkOrder>({
    endpoint: 'workorders.list',
    query: { asset: assetId },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  return (
    <Stack gap="3" data-testid="asset-work-orders">
      <WorkOrderTable
        rows={table.rows}
        failed={table.failed}
        error={table.error}
        retry={table.retry}
        emptyText={t('workOrders.assetEmpty')}
        testId="asset-work-orders-table"
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
