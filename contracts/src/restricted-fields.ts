import { VERB_ACTION, type AppAbility } from './permissions.js';
import type { ResourceName } from './registry.js';

/**
 * Body fields that only some callers may set, beyond the endpoint's own key: the one table the server
 * enforces (server/src/domain/restricted-fields.ts, from each resource's hook) and the fuzz suite walks
 * (tests/fuzz/hostile.test.ts). A caller without `needs` that sends the field with a value is refused
 * with {@link RESTRICTED_TEXT} under the field, and nothing is written; on update only a changed value
 * counts, so a row read back and sent again passes. Add a module's fields here.
 */
export interface RestrictedField {
  resource: ResourceName;
  /** The body key. */
  field: string;
  /** The permission key that lets a caller set it. */
  needs: string;
  /** The stored column when it differs from the body key (a work order's `due_date` is `due_at`). */
  column?: string;
  /** `create`: only a new record's body (an update's own key — edit, approve — decides the rest). */
  on?: 'create';
}

export const RESTRICTED_FIELDS: readonly RestrictedField[] = [
  // Who works on a work order is the planner's call (`workorders.assign`): a technician raises work, a
  // manager assigns it. Supportees count: they gain the worker's moves.
  { resource: 'workorders', field: 'assignee', needs: 'workorders.assign' },
  { resource: 'workorders', field: 'supportees', needs: 'workorders.assign' },
  // A requester (no `workorders.create`) describes the fault; the triager sets when, how urgent, for
  // whom and under what. Its customer comes from its site. A triager sets them on approval.
  { resource: 'workorders', field: 'parent_id', needs: 'workorders.create', on: 'create' },
  { resource: 'workorders', field: 'due_date', needs: 'workorders.create', column: 'due_at', on: 'create' },
  { resource: 'workorders', field: 'priority_id', needs: 'workorders.create', on: 'create' },
  { resource: 'workorders', field: 'customer_id', needs: 'workorders.create', on: 'create' },
  { resource: 'workorders', field: 'vendor_id', needs: 'workorders.create', on: 'create' },
];

export const RESTRICTED_TEXT = (attribute: string): string => `You may not set the ${attribute} field.`;

/** The restricted fields of one resource. */
export const restrictedFieldsOf = (resource: string): readonly RestrictedField[] =>
  RESTRICTED_FIELDS.filter((f) => f.resource === resource);

/** Whether an ability holds a permission key (`workorders.assign` → may 'assign' 'workorders'). */
export function holdsKey(ability: AppAbility, key: string): boolean {
  const dot = key.indexOf('.');
  const verb = key.slice(dot + 1);
  return ability.can(VERB_ACTION[verb] ?? verb, key.slice(0, dot));
}

/** The fields of a resource this ability may not set: the console leaves them off its forms. */
export const deniedFields = (
  resource: string,
  ability: AppAbility,
  mode: 'create' | 'update' = 'create',
): Set<string> =>
  new Set(
    restrictedFieldsOf(resource)
      .filter((rule) => (mode === 'create' || rule.on !== 'create') && !holdsKey(ability, rule.needs))
      .map((rule) => rule.field),
  );
