import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REVISION_TYPES, type RevisionRow } from '@cmms/contracts';
import { SimpleTable } from '../../resources/detail/simple-table';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
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
  // The type filter travels as `search`, as the spec names it.
  const table = useTable<RevisionRow>({
    endpoint: 'workorders.revisions',
    params: { id: workOrder.id },
    initial: { limit: 25 },
    request: ({ search, offset, limit }) => ({ search: search || undefined, offset, limit }),
  });
  const { offset } = table.state;
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
        value={table.state.search}
        onChange={table.setSearch}
        testId="revisions-filter"
      />
      <SimpleTable
        // One logged change gives a row per field, all with its id.
        rows={table.rows?.map((row, index) => ({ ...row, id: `${row.id}-${offset + index}` }))}
        failed={table.failed}
        retry={table.retry}
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
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
