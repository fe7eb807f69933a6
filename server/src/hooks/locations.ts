import type { Messages } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { placeholders, queryValues, type Where } from '../engine/sql.js';
import { locationCustomer, withSubLocations } from '../domain/service/narrowing.js';

export const LOCATION_TEXT = {
  parentsCustomer: "A sub-location belongs to its parent location's customer.",
} as const;

/** A sub-location follows its parent's customer; a location may name another only when its parent has none. */
function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const parent = values.parent_id !== undefined ? values.parent_id : (existing?.parent_id ?? null);
  const inherited = locationCustomer(sqlite, parent);
  if (inherited === null) return null;
  if (values.customer_id != null && values.customer_id !== inherited)
    return { customer_id: [LOCATION_TEXT.parentsCustomer] };
  values.customer_id = inherited;
  return null;
}

/** A location that changes customer takes its sub-locations along. */
function afterSave({ sqlite }: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow): void {
  if (!existing || values.customer_id === undefined || values.customer_id === existing.customer_id) return;
  const below = withSubLocations(sqlite, [id]).filter((x) => x !== id);
  if (below.length === 0) return;
  sqlite
    .prepare(`UPDATE locations SET customer_id = ? WHERE id IN (${placeholders(below.length)})`)
    .run(values.customer_id ?? null, ...below);
}

/** `locations/selectlist?customer_id=`: a customer's sites (the contract form's narrowed choices). */
function selectListScope(_sqlite: Sqlite, input: Record<string, unknown>): Where | null {
  const ids = queryValues(input, 'customer_id').filter((v) => /^\d{1,15}$/.test(v));
  if (ids.length === 0) return null;
  return { clauses: [`customer_id IN (${placeholders(ids.length)})`], params: ids.map(Number) };
}

export const locationHooks: ResourceHooks = { beforeSave, afterSave, selectListScope };
