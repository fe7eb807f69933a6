import {
  getResource,
  referenceTargets,
  type ImportType,
  type ReferenceField,
  type ResourceDecl,
  type ResourceName,
} from '@cmms/contracts';

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
  decl: ReferenceField;
  table: string;
  title: string;
  softDelete: boolean;
}

/**
 * Columns a CSV may map by name rather than id: every reference field, under its row key (`status_label`)
 * or its key without `_id` (`status`, `category`, `rtd_location`).
 */
export function nameLookups(r: ResourceDecl): Map<string, NameLookup> {
  const out = new Map<string, NameLookup>();
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind !== 'reference') continue;
    const target = referenceTargets[f.ref];
    if (!target) continue;
    const lookup = { field: key, decl: f, table: target.table, title: target.title, softDelete: target.softDelete };
    out.set(f.rowKey, lookup);
    out.set(key.replace(/_id$/, ''), lookup);
  }
  return out;
}

/** The field keys a column may be mapped to for an import type: the declared fields and the by-name keys. */
export function mappableKeys(type: ImportType): string[] {
  const r = getResource(IMPORT_TARGETS[type].resource);
  const fields = Object.entries(r.fields)
    .filter(([, f]) => !f.readOnly && f.kind !== 'permissions' && f.kind !== 'multi-reference')
    .map(([k]) => k);
  return [...new Set([...fields, ...nameLookups(r).keys()])];
}
