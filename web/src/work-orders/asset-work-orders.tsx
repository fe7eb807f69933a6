import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { ListPagination } from '../resources/list/list-pagination';
import { useLocalPaging } from '../resources/list/use-local-paging';
import { WorkOrderTable } from './work-order-table';
import type { WorkOrder } from './work-order-row';

/** An asset's work orders (`maintenance/workorders/index?asset=N`), beside its maintenance records. */
export function AssetWorkOrders({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const paging = useLocalPaging(10);
  const { data } = useApiQuery<ListResponse<WorkOrder>>(
    apiKey('workorders.list', {}, { asset: assetId, offset: paging.offset, limit: paging.limit }),
    { keepPreviousData: true },
  );
  return (
    <Stack gap="3" data-testid="asset-work-orders">
      <WorkOrderTable rows={data?.rows} emptyText={t('workOrders.assetEmpty')} testId="asset-work-orders-table" />
      {data && data.total > 0 && <ListPagination {...paging.bar(data)} />}
    </Stack>
  );
}
