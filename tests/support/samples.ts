import { referenceTargets, type FieldDecl, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** A valid value for one declared field; `n` keeps unique fields unique. */
export function sampleValue(sqlite: Sqlite, key: string, f: FieldDecl, n: number): unknown {
  if (f.sample !== undefined) return f.sample;
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const text = `Test ${key} ${n}`;
      return f.max !== undefined && f.max < text.length ? `T${n}`.slice(0, f.max) : text;
    }
    case 'email':
      return `test${n}@example.test`;
    case 'url':
      return `https://example.test/${n}`;
    case 'phone':
      return `+973 1700 ${String(n).padStart(4, '0')}`;
    case 'color':
      return '#1E88E5';
    case 'integer':
    case 'number':
      return Math.min(f.max ?? 12, Math.max(f.min ?? 0, 12));
    case 'date':
      return '2026-03-15';
    case 'boolean':
      return true;
    case 'enum':
      return f.options[0];
    case 'password':
      return 'Sample-pass-123';
    case 'permissions':
      return { 'assets.view': '1', 'assets.delete': '-1' };
    case 'money':
      return '12.345';
    case 'multi-reference': {
      const target = referenceTargets[f.ref];
      if (!target) return [1, 2];
      const deleted = target.softDelete ? 'WHERE deleted_at IS NULL' : '';
      return (
        sqlite.prepare(`SELECT id FROM "${target.table}" ${deleted} ORDER BY id LIMIT 2`).all() as { id: number }[]
      ).map((x) => x.id);
    }
    case 'reference': {
      const target = referenceTargets[f.ref]!;
      const where = [target.softDelete ? 'deleted_at IS NULL' : '1'];
      // A scoped reference (a model's category) must point at a row of the right kind.
      if (f.scope) where.push(`"${f.scope.column}" = '${f.scope.value}'`);
      return (
        sqlite.prepare(`SELECT id FROM "${target.table}" WHERE ${where.join(' AND ')} ORDER BY id LIMIT 1`).get() as {
          id: number;
        }
      ).id;
    }
  }
}

/**
 * A join-table list that one of the resource's own delete guards counts (a fieldset's fields): filling
 * it would make the sample row undeletable, so samples leave it empty.
 */
const guardedList = (r: ResourceDecl, f: FieldDecl): boolean =>
  f.kind === 'multi-reference' &&
  f.through !== undefined &&
  Object.values(r.counts ?? {}).some((c) => c.guard && c.table === f.through?.table && c.column === f.through.self);

/** A complete, valid create body for the resource, for a row that can be deleted again. */
export function sampleBody(sqlite: Sqlite, r: ResourceDecl, n: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.readOnly || guardedList(r, f)) continue;
    body[key] = sampleValue(sqlite, key, f, n);
    if (f.kind === 'password' && f.confirm) body[`${key}_confirmation`] = body[key];
  }
  // An SLA's contract is one of its customer's: the sample takes the contract's customer.
  if (r.name === 'agreements' && body.contract_id != null) {
    const owner = sqlite.prepare('SELECT customer_id FROM contracts WHERE id = ?').pluck().get(body.contract_id);
    if (owner != null) body.customer_id = owner;
    else body.contract_id = null;
  }
  // A work order's customer is its sites' and assets' (issue 24): the samples' first ones have none.
  if (r.name === 'workorders') body.customer_id = null;
  return body;
}

/** The keys whose absence the backend must report on create. */
export const requiredKeys = (r: ResourceDecl): string[] =>
  Object.entries(r.fields)
    .filter(([, f]) => f.required && !f.readOnly && !f.autoFilled)
    .map(([k]) => k);
