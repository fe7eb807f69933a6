import { toStoredDateTime, type FieldDecl, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { writeActionLog } from './action-log.js';
import { ident, placeholders } from './sql.js';
import type { RawRow } from './rows.js';

const now = () => toStoredDateTime(new Date());

/** SQLite stores booleans as 0/1. */
const toColumn = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** What an empty field holds: booleans their default (false), enums their declared default; others null. */
const defaultFor = (f: FieldDecl | undefined): unknown =>
  f?.kind === 'boolean' ? (f.default ?? false) : f?.kind === 'enum' ? (f.default ?? null) : null;

function withDefaults(r: ResourceDecl, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [key, f] of Object.entries(r.fields)) {
    if (out[key] !== undefined && out[key] !== null) continue;
    const fallback = defaultFor(f);
    if (fallback !== null) out[key] = fallback;
  }
  return out;
}

/** Each mutation is one transaction with its action-log row: nothing is half-written. */
export function createRow(
  sqlite: Sqlite,
  r: ResourceDecl,
  values: Record<string, unknown>,
  request: FastifyRequest,
): number {
  const row: Record<string, unknown> = {
    ...withDefaults(r, values),
    created_by: request.principal?.user.id ?? null,
    created_at: now(),
    updated_at: now(),
  };
  const keys = Object.keys(row);
  return sqlite.transaction(() => {
    const result = sqlite
      .prepare(`INSERT INTO ${ident(r.table)} (${keys.map(ident).join(', ')}) VALUES (${placeholders(keys.length)})`)
      .run(...keys.map((k) => toColumn(row[k])));
    const id = Number(result.lastInsertRowid);
    writeActionLog(sqlite, request, { action: 'create', itemType: r.name, itemId: id });
    return id;
  })();
}

export function updateRow(
  sqlite: Sqlite,
  r: ResourceDecl,
  existing: RawRow,
  values: Record<string, unknown>,
  request: FastifyRequest,
): void {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    // Emptying a field with a default (an unticked box sent as '') restores the default, as on create;
    // a raw null would break the NOT NULL column and answer 500.
    const stored = toColumn(value ?? defaultFor(r.fields[key]));
    if (existing[key] !== stored) changes[key] = { old: existing[key] ?? null, new: stored };
  }
  sqlite.transaction(() => {
    const keys = Object.keys(changes);
    const sets = [...keys.map((k) => `${ident(k)} = ?`), 'updated_at = ?'].join(', ');
    sqlite
      .prepare(`UPDATE ${ident(r.table)} SET ${sets} WHERE id = ?`)
      .run(...keys.map((k) => changes[k]?.new), now(), existing.id);
    writeActionLog(sqlite, request, { action: 'update', itemType: r.name, itemId: existing.id, meta: changes });
  })();
}

/** The first guard that still has rows pointing here, filled into the in-use text. */
export function blockingGuard(r: ResourceDecl, existing: RawRow): string | null {
  for (const [key, c] of Object.entries(r.counts ?? {})) {
    if (c.guard && Number(existing[key] ?? 0) > 0) {
      return (r.messages.inUse ?? 'This item is in use and cannot be deleted.').replaceAll('{type}', c.type ?? key);
    }
  }
  return null;
}

export function deleteRow(sqlite: Sqlite, r: ResourceDecl, existing: RawRow, request: FastifyRequest): void {
  sqlite.transaction(() => {
    if (r.softDelete)
      sqlite.prepare(`UPDATE ${ident(r.table)} SET deleted_at = ? WHERE id = ?`).run(now(), existing.id);
    else sqlite.prepare(`DELETE FROM ${ident(r.table)} WHERE id = ?`).run(existing.id);
    writeActionLog(sqlite, request, { action: 'delete', itemType: r.name, itemId: existing.id });
  })();
}

export function restoreRow(sqlite: Sqlite, r: ResourceDecl, existing: RawRow, request: FastifyRequest): void {
  sqlite.transaction(() => {
    sqlite
      .prepare(`UPDATE ${ident(r.table)} SET deleted_at = NULL, updated_at = ? WHERE id = ?`)
      .run(now(), existing.id);
    writeActionLog(sqlite, request, { action: 'restore', itemType: r.name, itemId: existing.id });
  })();
}
