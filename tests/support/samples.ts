import { referenceTargets, type FieldDecl, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** A valid value for one declared field; `n` keeps unique fields unique. */
export function sampleValue(sqlite: Sqlite, key: string, f: FieldDecl, n: number): unknown {
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
    case 'reference': {
      const target = referenceTargets[f.ref]!;
      const deleted = target.softDelete ? 'WHERE deleted_at IS NULL' : '';
      return (sqlite.prepare(`SELECT id FROM "${target.table}" ${deleted} ORDER BY id LIMIT 1`).get() as { id: number })
        .id;
    }
  }
}

/** A complete, valid create body for the resource. */
export function sampleBody(sqlite: Sqlite, r: ResourceDecl, n: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    body[key] = sampleValue(sqlite, key, f, n);
  }
  return body;
}

/** The keys whose absence the backend must report on create. */
export const requiredKeys = (r: ResourceDecl): string[] =>
  Object.entries(r.fields)
    .filter(([, f]) => f.required && !f.readOnly)
    .map(([k]) => k);
