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

/** Kinds that make no column: secrets, permission maps and long texts. */
const NO_COLUMN = new Set(['password', 'permissions', 'textarea']);

const fieldColumn = (r: ResourceDecl, sortable: Set<string>, key: string, f: FieldDecl): ListColumn => {
  const rowKey = f.kind === 'reference' || f.kind === 'multi-reference' ? f.rowKey : key;
  const sortKey = f.kind === 'reference' ? rowKey : key;
  return { key, rowKey, sortKey, field: f, sortable: sortable.has(sortKey), isTitle: key === r.titleField };
};

/**
 * The columns a user may add to the list beside the declared ones: the other fields rows carry
 * (not secrets, permission maps or long texts).
 */
export function optionalColumns(r: ResourceDecl): ListColumn[] {
  const sortable = new Set(sortColumns(r));
  return Object.entries(r.fields)
    .filter(([, f]) => !f.list && !NO_COLUMN.has(f.kind))
    .map(([key, f]) => fieldColumn(r, sortable, key, f));
}

/** Columns come from the declaration: fields marked `list`, then the counts. */
export function listColumns(r: ResourceDecl): ListColumn[] {
  const sortable = new Set(sortColumns(r));
  const fields = Object.entries(r.fields)
    // Server-written fields too when declared `list` (a work order's number, status and due date).
    .filter(([, f]) => f.list && f.kind !== 'password')
    .map(([key, f]) => fieldColumn(r, sortable, key, f));
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
