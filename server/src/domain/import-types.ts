import {
  IMPORT_EXTRA_COLUMNS,
  getResource,
  referenceTargets,
  type ImportType,
  type ResourceDecl,
  type ResourceName,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** What each import type writes, and the column that finds a row already there ("update existing values"). */
export const IMPORT_TARGETS: Record<ImportType, { resource: ResourceName; matchKey: string }> = {
  assets: { resource: 'hardware', matchKey: 'asset_tag' },
  models: { resource: 'models', matchKey: 'name' },
  users: { resource: 'users', matchKey: 'username' },
  licenses: { resource: 'licenses', matchKey: 'name' },
  accessories: { resource: 'accessories', matchKey: 'name' },
  consumables: { resource: 'consumables', matchKey: 'name' },
  components: { resource: 'components', matchKey: 'name' },
  locations: { resource: 'locations', matchKey: 'name' },
};

export interface NameLookup {
  /** The declared reference field the name resolves to (`category` → `category_id`). */
  field: string;
  /** Only rows where this column holds this value (a reference's declared scope). */
  scope?: { column: string; value: unknown };
  table: string;
  /** A column or an SQL expression naming a row (users: first and last name). */
  title: string;
  softDelete: boolean;
  /** A multi-reference: the cell names several rows, separated by semicolons. */
  many: boolean;
}

/**
 * Columns a CSV may map by name rather than id: every reference field, under its row key (`status_label`)
 * or its key without `_id` (`status`, `category`, `rtd_location`), and every multi-reference (`groups`).
 */
export function nameLookups(r: ResourceDecl): Map<string, NameLookup> {
  const out = new Map<string, NameLookup>();
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind !== 'reference' && f.kind !== 'multi-reference') continue;
    const target = referenceTargets[f.ref];
    if (!target) continue;
    const scope = f.kind === 'reference' ? f.scope : undefined;
    const many = f.kind === 'multi-reference';
    const lookup = { field: key, scope, table: target.table, title: target.title, softDelete: target.softDelete, many };
    out.set(f.rowKey, lookup);
    out.set(key.replace(/_id$/, ''), lookup);
    out.set(key, lookup);
  }
  return out;
}

/** An asset's custom fields by column (`_snipeit_mac_address_1`) and name ("MAC Address"). */
export function customColumns(sqlite: Sqlite, type: ImportType): Map<string, string> {
  if (type !== 'assets') return new Map();
  const rows = sqlite
    .prepare('SELECT db_column_name AS key, name FROM custom_fields WHERE db_column_name IS NOT NULL ORDER BY id')
    .all() as { key: string; name: string }[];
  return new Map(rows.map((row) => [row.key, row.name]));
}

/**
 * The keys a column may be mapped to for an import type: the declared fields, the by-name keys, the
 * type's extra columns (an asset's holder) and, for assets, the custom field columns.
 */
export function mappableKeys(type: ImportType, sqlite: Sqlite): string[] {
  const r = getResource(IMPORT_TARGETS[type].resource);
  const fields = Object.entries(r.fields)
    .filter(([, f]) => !f.readOnly && f.kind !== 'permissions')
    .map(([k]) => k);
  const extra = (IMPORT_EXTRA_COLUMNS[type] ?? []).map((column) => column.key);
  return [...new Set([...fields, ...nameLookups(r).keys(), ...extra, ...customColumns(sqlite, type).keys()])];
}
