import { useState } from 'react';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REVISION_TYPES, type ListResponse, type RevisionRow } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { useApiQuery } from '../../api/use-api-query';
import { SimpleTable } from '../../resources/detail/simple-table';
import { ListPagination } from '../../resources/list/list-pagination';
import { useLocalPaging } from '../../resources/list/use-local-paging';
import { KindFilter } from '../kind-filter';
import type { WorkOrder } from '../work-order-row';
import { ltr } from '../ltr-text';

/** A field's label when the work order declares it, else the server's own name for it. */
function useFieldLabel() {
  const { t, i18n } = useTranslation();
  return (field: string) => {
    // The status is declared as `status_id`.
    const key = `resources.workorders.fields.${field === 'status' ? 'status_id' : field}`;
    return i18n.exists(key) ? t(key) : field.replace(/_/g, ' ');
  };
}

/** Every change to the work order, field by field, old and new, who and when; read only (the log is immutable). */
export default function RevisionsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [type, setType] = useState('');
  const paging = useLocalPaging(25);
  const { data } = useApiQuery<ListResponse<RevisionRow>>(
    apiKey('workorders.revisions', { id: workOrder.id }, { search: type, offset: paging.offset, limit: paging.limit }),
    { keepPreviousData: true },
  );
  const value = (text: string | null) =>
    text === null || text === '' ? (
      <Text color="fg.subtle">—</Text>
    ) : (
      <Text lineClamp={3} minW="28" maxW="xs" wordBreak="break-word">
        {text}
      </Text>
    );
  return (
    <Stack gap="4" data-testid="work-order-revisions">
      <KindFilter
        kinds={REVISION_TYPES}
        labelKey="workOrders.revisions.types"
        value={type}
        onChange={(next) => {
          setType(next);
          paging.reset();
        }}
        testId="revisions-filter"
      />
      <SimpleTable
        // One logged change gives a row per field, all with its id.
        rows={data?.rows.map((row, index) => ({ ...row, id: `${row.id}-${paging.offset + index}` }))}
        emptyText={t('workOrders.revisions.empty')}
        testId="revisions"
        columns={[
          {
            key: 'when',
            label: t('workOrders.revisions.when'),
            render: (row) => (
              <Text fontSize="sm" whiteSpace="nowrap">
                {row.created_at && ltr(row.created_at.formatted)}
              </Text>
            ),
          },
          { key: 'who', label: t('workOrders.revisions.who'), render: (row) => row.created_by?.name ?? '—' },
          {
            key: 'type',
            label: t('workOrders.revisions.type'),
            render: (row) => (
              <Badge variant="subtle" data-testid="revision-type">
                {t(`workOrders.revisions.types.${row.type}`)}
              </Badge>
            ),
          },
          {
            key: 'field',
            label: t('workOrders.revisions.field'),
            render: (row) => (
              <Text fontWeight="medium" maxW="xs" lineClamp={2} data-testid="revision-field">
                {fieldLabel(row.field)}
              </Text>
            ),
          },
          { key: 'old', label: t('workOrders.revisions.old'), render: (row) => value(row.old_value) },
          { key: 'new', label: t('workOrders.revisions.new'), render: (row) => value(row.new_value) },
        ]}
      />
      {data && data.total > 0 && <ListPagination {...paging.bar(data)} />}
    </Stack>
  );
}
