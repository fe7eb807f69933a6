import { DataTable, type TableColumn } from '../table/data-table';

export type SimpleColumn<T> = TableColumn<T>;

/** A bordered table of rows at hand or still loading (members, related records, files, activity). */
export function SimpleTable<T extends { id: number | string }>({
  columns,
  rows,
  emptyText,
  testId,
  failed,
  error,
  retry,
}: {
  columns: readonly SimpleColumn<T>[];
  rows: T[] | undefined;
  emptyText: string;
  testId: string;
  failed?: boolean;
  /** Why it failed: the failed state shows the server's message. */
  error?: unknown;
  retry?: () => void;
}) {
  return (
    <DataTable
      table={{ rows, failed, error, retry }}
      columns={columns}
      variant="inset"
      testId={testId}
      empty={{ text: emptyText }}
    />
  );
}
