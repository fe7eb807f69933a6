import type { FieldDecl, ResourceDecl } from '@cmms/contracts';

type Json = Record<string, unknown>;

/** A join-table row a multi-reference keeps outside its own table (users ↔ groups). */
export interface JoinRow {
  table: string;
  row: Record<string, number>;
}

const datetimeOf = (v: unknown): string | null => (v as { datetime?: string } | null)?.datetime ?? null;
const idOf = (v: unknown): number | null => {
  const id = (v as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
};

function columnValue(f: FieldDecl, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (f.kind) {
    case 'boolean':
      return value ? 1 : 0;
    case 'date':
      return f.display === 'datetime'
        ? datetimeOf(value)
        : ((value as { date?: string }).date ?? (typeof value === 'string' ? value : null));
    case 'datetime':
      return datetimeOf(value);
    case 'integer':
    case 'number':
      return typeof value === 'string' ? Number.parseFloat(value) : value;
    case 'enum':
      return f.display === 'capitalize' && typeof value === 'string' ? value.toLowerCase() : value;
    case 'permissions':
      return JSON.stringify(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : value;
  }
}

/**
 * A row as the API shows it, turned back into its table's columns by the resource declaration (the
 * inverse of the engine's `toRows`): `{id, name}` references become their ids, dates their stored form,
 * money its fils, multi-references their JSON id list or join rows. Passwords are never in a row.
 */
export function rowColumns(r: ResourceDecl, row: Json): { columns: Json; joins: JoinRow[] } {
  const columns: Json = { id: row.id };
  const joins: JoinRow[] = [];
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind === 'password') continue;
    if (f.kind === 'money') columns[`${key}_fils`] = row[`${key}_fils`] ?? null;
    else if (f.kind === 'reference')
      columns[key] = f.keepId && typeof row[key] === 'number' ? row[key] : idOf(row[f.rowKey]);
    else if (f.kind === 'multi-reference') {
      const cell = row[f.rowKey];
      const refs = (Array.isArray(cell) ? cell : ((cell as { rows?: unknown[] } | null)?.rows ?? [])) as unknown[];
      const ids = refs.map(idOf).filter((id): id is number => id !== null);
      const through = f.through;
      if (!through) columns[key] = JSON.stringify(ids);
      else
        for (const id of ids)
          joins.push({ table: through.table, row: { [through.self]: row.id as number, [through.other]: id } });
    } else if (key in row) columns[key] = columnValue(f, row[key]);
  }
  columns.created_by = idOf(row.created_by);
  columns.created_at = datetimeOf(row.created_at);
  columns.updated_at = datetimeOf(row.updated_at);
  if (r.softDelete) columns.deleted_at = datetimeOf(row.deleted_at);
  return { columns, joins };
}
