import { sortColumns, type FieldDecl, type ResourceDecl } from '@cmms/contracts';

export interface ListColumn {
  /** Field or count key. */
  key: string;
  /** The `sort` parameter: the key, or a reference's row key (`model` sorts by the model's name). */
  sortKey: string;
  /** Where the row carries the value (reference fields use their rowKey). */
  rowKey: string;
  field: FieldDecl | null;
  sortable: boolean;
  isTitle: boolean;
}

/** Columns come from the declaration: fields marked `list`, then the counts. */
export function listColumns(r: ResourceDecl): ListColumn[] {
  const sortable = new Set(sortColumns(r));
  const fields = Object.entries(r.fields)
    // Server-written fields too when declared `list` (a work order's number, status and due date).
    .filter(([, f]) => f.list && f.kind !== 'password')
    .map(([key, f]) => {
      const rowKey = f.kind === 'reference' || f.kind === 'multi-reference' ? f.rowKey : key;
      const sortKey = f.kind === 'reference' ? rowKey : key;
      return { key, rowKey, sortKey, field: f, sortable: sortable.has(sortKey), isTitle: key === r.titleField };
    });
  const counts = Object.keys(r.counts ?? {}).map((key) => ({
    key,
    rowKey: key,
    sortKey: key,
    field: null,
    sortable: sortable.has(key),
    isTitle: false,
  }));
  // Server-written rows (login attempts) are about when they happened.
  const timestamps = r.readOnly
    ? [
        {
          key: 'created_at',
          rowKey: 'created_at',
          sortKey: 'created_at',
          field: null,
          sortable: sortable.has('created_at'),
          isTitle: false,
        },
      ]
    : [];
  return [...fields, ...counts, ...timestamps];
}
