import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REVISION_TYPES, type RevisionRow } from '@cmms/contracts';
import { SimpleTable } from '../../../resources/detail/simple-table';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { KindFilter } from '../kind-filter';
import { revisionFieldKeys, revisionNumber, revisionValueKey } from '../revision-text';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import { dynamicKey } from '../../../i18n/keys';

type Change = Pick<RevisionRow, 'type' | 'field'>;

/** A change's field and values as people read them, in the interface language. */
function useRevisionText() {
  const { t, i18n } = useTranslation(['translation', 'work-orders']);
  const field = (row: Change) => {
    const key = revisionFieldKeys(row).find((k) => i18n.exists(k));
    // A key of revisionFieldKeys that i18n.exists found.
    return key ? t(dynamicKey(key)) : row.field.replace(/_/g, ' ');
  };
  const value = (row: Change, text: string) => {
    const key = revisionValueKey(row, text);
    return (key && i18n.exists(key) ? t(dynamicKey(key)) : null) ?? revisionNumber(row, text) ?? text;
  };
  return { field, value };
}

/** Every change to the work order, field by field, old and new, who and when; read only (the log is immutable). */
export default function RevisionsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const text = useRevisionText();
  // The type filter travels as `search`, as the spec names it.
  const table = useTable<RevisionRow>({
    endpoint: 'workorders.revisions',
    params: { id: workOrder.id },
    initial: { limit: 25 },
    request: ({ search, offset, limit }) => ({ search: search || undefined, offset, limit }),
  });
  const { offset } = table.state;
  const value = (row: Change, raw: string | null) =>
    raw === null || raw === '' ? (
      <Text color="fg.subtle">—</Text>
    ) : (
      <Text lineClamp={3} minW="28" maxW="xs" wordBreak="break-word">
        {text.value(row, raw)}
      </Text>
    );
  return (
    <Stack gap="4" data-testid="work-order-revisions">
      <KindFilter
        kinds={REVISION_TYPES}
        labelKey="work-orders:revisions.types"
        value={table.state.search}
        onChange={table.setSearch}
        testId="revisions-filter"
      />
      <SimpleTable
        // One logged change gives a row per field, all with its id.
        rows={table.rows?.map((row, index) => ({ ...row, id: `${row.id}-${offset + index}` }))}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('work-orders:revisions.empty')}
        testId="revisions"
        columns={[
          {
            key: 'when',
            label: t('work-orders:revisions.when'),
            render: (row) => (
              <Text fontSize="sm" whiteSpace="nowrap">
                {row.created_at && ltr(displayDate(row.created_at) ?? '')}
              </Text>
            ),
          },
          { key: 'who', label: t('work-orders:revisions.who'), render: (row) => row.created_by?.name ?? '—' },
          {
            key: 'type',
            label: t('work-orders:revisions.type'),
            render: (row) => (
              <Badge variant="subtle" data-testid="revision-type">
                {t(`work-orders:revisions.types.${row.type}`)}
              </Badge>
            ),
          },
          {
            key: 'field',
            label: t('work-orders:revisions.field'),
            render: (row) => (
              <Text fontWeight="medium" maxW="xs" lineClamp={2} data-testid="revision-field">
                {text.field(row)}
              </Text>
            ),
          },
          { key: 'old', label: t('work-orders:revisions.old'), render: (row) => value(row, row.old_value) },
          { key: 'new', label: t('work-orders:revisions.new'), render: (row) => value(row, row.new_value) },
        ]}
      />
      {table.total > 0 && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
