import { RESTRICTED_TEXT, attributeName, restrictedFieldsOf, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import type { RawRow } from '../engine/rows.js';

/** A value that says nothing: left out, null, blank or an empty list. */
const empty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const sameIds = (a: readonly unknown[], b: readonly unknown[]) => {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((v) => left.has(v));
};

/** Whether the caller holds the key (a superuser holds them all). */
const holds = (principal: Principal | null, key: string): boolean =>
  principal !== null && (principal.granted.has('superuser') || principal.granted.has(key));

/**
 * The table's fields (contracts' RESTRICTED_FIELDS) this caller sent without the key that lets it set
 * them, each refused under its own name. On update a value equal to the stored one is no change (a row
 * read back and sent again). Call from a resource's `beforeSave` with the validated values; the
 * server's own writes (system requests) do not call it.
 */
export function restrictedFieldMessages(
  sqlite: Sqlite,
  r: ResourceDecl,
  principal: Principal | null,
  values: Record<string, unknown>,
  existing?: RawRow,
): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const rule of restrictedFieldsOf(r.name)) {
    const value = values[rule.field];
    if (empty(value) || holds(principal, rule.needs) || (existing && rule.on === 'create')) continue;
    if (existing) {
      const field = r.fields[rule.field];
      const through = field?.kind === 'multi-reference' ? field.through : undefined;
      const stored = through
        ? sqlite
            .prepare(`SELECT "${through.other}" FROM "${through.table}" WHERE "${through.self}" = ?`)
            .pluck()
            .all(existing.id)
        : existing[rule.column ?? rule.field];
      if (Array.isArray(value) ? Array.isArray(stored) && sameIds(value, stored) : value === stored) continue;
    }
    messages[rule.field] = [RESTRICTED_TEXT(attributeName(rule.field))];
  }
  return messages;
}
