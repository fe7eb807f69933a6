import type { FieldDecl, ResourceDecl } from '@cmms/contracts';
import { optionLabelKey } from '../enum-option';
import { extraFilters, resourceExtension } from '../extensions/resource-extensions';
import type { FilterOption, ListFilter } from './filter-types';
import { fieldLabelKey } from '../resource-keys';

const YES_NO: FilterOption[] = [
  { value: '1', labelKey: 'common.yes' },
  { value: '0', labelKey: 'common.no' },
];

function declaredFilter(r: ResourceDecl, param: string, fieldKey: string, field: FieldDecl): ListFilter | null {
  const labelKey = fieldLabelKey(r.name, fieldKey);
  if (field.kind === 'reference' || field.kind === 'multi-reference') {
    return { param, labelKey, kind: 'reference', ref: field.ref };
  }
  if (field.kind === 'boolean') return { param, labelKey, kind: 'options', options: YES_NO };
  if (field.kind === 'enum') {
    return {
      param,
      labelKey,
      kind: 'options',
      options: field.options.map((value) => ({ value, labelKey: optionLabelKey(r.name, fieldKey, value) })),
    };
  }
  return null;
}

/**
 * The controls come from the declaration: each declared filter whose field (directly, or through
 * `filterColumns`, e.g. users `type` → `role_type`) is an enum, boolean or reference, plus every
 * multi-reference with a `filter` parameter (users `group_id`), and the extension's own, which may
 * replace a declared one by its parameter. Text filters stay with the search box.
 */
export function listFilters(r: ResourceDecl): ListFilter[] {
  const out: ListFilter[] = [];
  // Two parameters for one column (status labels take `type` and Snipe-IT's `status_type`) get one control.
  const shown = new Set<string>();
  for (const decl of r.filters) {
    const param = typeof decl === 'string' ? decl : decl.name;
    const fieldKey = r.filterColumns?.[param] ?? param;
    if (shown.has(fieldKey)) continue;
    shown.add(fieldKey);
    const field = r.fields[fieldKey];
    const filter = field ? declaredFilter(r, param, fieldKey, field) : null;
    if (filter) out.push(filter);
  }
  for (const [fieldKey, field] of Object.entries(r.fields)) {
    if (field.kind === 'multi-reference' && field.filter) {
      out.push({
        param: field.filter,
        labelKey: fieldLabelKey(r.name, fieldKey),
        kind: 'reference',
        ref: field.ref,
      });
    }
  }
  // An extension's own filters come first, in its order; the declared ones it does not name (or does
  // not keep on the bar) fold under 'more filters' (a long bar of rarely used filters hides the useful ones).
  const extras = extraFilters(r.name);
  const bar = resourceExtension(r.name).barFilters;
  if (extras.length === 0 && !bar) return out;
  const rest = out
    .filter((f) => !extras.some((x) => x.param === f.param))
    .map((f) => (bar?.includes(f.param) ? f : { ...f, advanced: true }));
  return [...extras, ...rest];
}

/** Multi filters hold their ids joined by commas in the list state; the query repeats the parameter. */
export const multiValues = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);

export function filterQuery(
  filters: readonly ListFilter[],
  values: Record<string, string>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [param, value] of Object.entries(values)) {
    const control = filters.find((f) => f.param === param);
    out[param] = control?.kind === 'multi' ? multiValues(value) : value;
  }
  return out;
}
