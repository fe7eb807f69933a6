import { useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EndpointId } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import { SimpleTable, type SimpleColumn } from '../../resources/detail/simple-table';
import { ConfirmDialog } from '../../resources/list/confirm-dialog';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
import { DeleteRowButton } from '../delete-row-button';
import { LoadFailed } from '../load-failed';
import { PickBar } from './pick-bar';
import type { PickAdd, PickRemove } from './pick-list-types';
import { usePickCall } from './use-pick-call';

type Id = { id: number | string };

/** Where the rows come from: a list endpoint read page by page, or rows the screen already holds. */
export type PickSource<T> = { endpoint: EndpointId; params?: Record<string, string | number> } | { rows: T[] };

/**
 * The records attached to something (a work order's watchers and links, a group's members, a field
 * set's fields): a picker and Add above, the rows with a Remove each, which asks first and spins on
 * its row while the server answers; loading, empty and failed states with a retry. Each screen declares
 * only what differs; the add and remove endpoints' declared auth decides who sees the controls.
 */
export function PickList<T extends Id>({
  source,
  columns,
  add,
  remove,
  changed,
  emptyText,
  testId,
  tableTestId,
  summary,
}: {
  source: PickSource<T>;
  /** What a row shows; the remove column comes after them. */
  columns: SimpleColumn<T>[];
  add?: PickAdd;
  remove?: PickRemove<T>;
  /** What reads again after an add or a remove (the answer's payload given); the list itself by default. */
  changed?: (payload: unknown) => Promise<unknown>;
  emptyText: string;
  /** The whole block's test id. */
  testId: string;
  /** The table's (rows are `<tableTestId>-row`, its failed state `<tableTestId>-failed`). */
  tableTestId: string;
  /** A line above the rows (a count). */
  summary?: ReactNode;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const held = 'rows' in source ? source.rows : undefined;
  const table = useTable<T>({
    endpoint: 'endpoint' in source ? source.endpoint : null,
    params: 'endpoint' in source ? source.params : undefined,
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const afterChange = changed ?? (() => table.refresh());
  const removal = usePickCall(afterChange);
  // The row asked about stays while the dialog closes (its sentence must not go blank mid-animation).
  const [asked, setAsked] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<T['id'] | null>(null);
  const rows = held ?? table.rows;

  const confirm = async () => {
    if (!asked || !remove) return;
    const row = asked;
    setOpen(false);
    setRemoving(row.id);
    await removal.run(remove.endpoint, remove.params(row), {
      method: remove.method ?? 'DELETE',
      body: remove.body?.(row),
    });
    setRemoving(null);
  };

  const all = [...columns];
  if (remove && canCallEndpoint(ability, remove.endpoint)) {
    all.push({
      key: 'actions',
      label: t('list.actions'),
      align: 'end',
      sticky: true,
      render: (row) =>
        remove.allowed?.(row) === false ? null : (
          <DeleteRowButton
            label={remove.label}
            icon={remove.icon}
            loading={removing === row.id}
            onClick={() => {
              setAsked(row);
              setOpen(true);
            }}
            testId={remove.testId(row)}
          />
        ),
    });
  }

  return (
    <Stack gap="4" data-testid={testId}>
      {add && <PickBar add={add} changed={afterChange} />}
      {summary}
      {!held && table.failed && rows === undefined ? (
        <LoadFailed
          title={t('list.loadFailed')}
          error={table.error}
          retry={table.retry}
          testId={`${tableTestId}-failed`}
          retryTestId={`${tableTestId}-retry`}
          compact
        />
      ) : (
        <SimpleTable columns={all} rows={rows} emptyText={emptyText} testId={tableTestId} />
      )}
      {!held && table.total > 0 && <ListPagination {...table.pagination} />}
      {remove && (
        <ConfirmDialog
          open={open}
          title={remove.title}
          body={asked ? remove.question(asked) : ''}
          confirmLabel={remove.label}
          loading={false}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
