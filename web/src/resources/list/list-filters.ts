import type { FieldDecl, ResourceDecl } from '@cmms/contracts';

/** A filter control the list offers: a declared filter over an enum, boolean or reference field. */
export interface ListFilter {
  /** The query parameter (`type`, `company_id`, `group_id`). */
  param: string;
  /** The field it filters on, for its label and options. */
  fieldKey: string;
  field: FieldDecl;
  kind: 'enum' | 'boolean' | 'reference';
  /** Referenced resource for reference filters. */
  ref?: string;
}

const kindOf = (f: FieldDecl): ListFilter['kind'] | null =>
  f.kind === 'enum' || f.kind === 'boolean' || f.kind === 'reference' ? f.kind : null;

/**
 * The controls come from the declaration: each declared filter whose field (directly, or through
 * `filterColumns`, e.g. users `type` → `role_type`) is an enum, boolean or reference, plus every
 * multi-reference with a `filter` parameter (users `group_id`). Text filters stay with the search box.
 */
export function listFilters(r: ResourceDecl): ListFilter[] {
  const out: ListFilter[] = [];
  for (const param of r.filters) {
    const fieldKey = r.filterColumns?.[param] ?? param;
    const field = r.fields[fieldKey];
    const kind = field ? kindOf(field) : null;
    if (!field || !kind) continue;
    out.push({ param, fieldKey, field, kind, ref: field.kind === 'reference' ? field.ref : undefined });
  }
  for (const [fieldKey, field] of Object.entries(r.fields)) {
    if (field.kind === 'multi-reference' && field.filter) {
      out.push({ param: field.filter, fieldKey, field, kind: 'reference', ref: field.ref });
    }
  }
  return out;
}
