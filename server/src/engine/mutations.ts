import { columnOf, toStoredDateTime, type FieldDecl, type ResourceDecl } from '@cmms/contracts';
import { hashPassword, type Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { writeActionLog } from './action-log.js';
import { ident, placeholders } from './sql.js';
import { HashedSecret } from './secrets.js';
import type { RawRow } from './rows.js';

/** The app's time (tests drive it with `buildApp({ clock })`). */
const now = (request: FastifyRequest) => toStoredDateTime(request.server.ctx.clock());

/** SQLite stores booleans as 0/1. */
const toColumn = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** What an empty field holds: booleans their default (false), enums and numbers their declared default; others null. */
const defaultFor = (f: FieldDecl | undefined): unknown =>
  f?.kind === 'boolean'
    ? (f.default ?? false)
    : f?.kind === 'enum' || f?.kind === 'integer' || f?.kind === 'number'
      ? (f.default ?? null)
      : null;

/**
 * Splits validated values into the table's columns and the join-table lists written after it:
 * passwords are hashed, JSON lists and permission maps serialised.
 */
function toStorage(
  r: ResourceDecl,
  values: Record<string, unknown>,
): { columns: Record<string, unknown>; joins: [string, number[]][] } {
  const columns: Record<string, unknown> = {};
  const joins: [string, number[]][] = [];
  for (const [key, value] of Object.entries(values)) {
    const f = r.fields[key];
    if (value === undefined || !f) continue;
    if (f.kind === 'password') {
      if (value instanceof HashedSecret) columns[key] = value.hash;
      else if (typeof value === 'string') columns[key] = hashPassword(value);
    } else if (f.kind === 'multi-reference') {
      const ids = [...new Set((value as number[] | null) ?? [])];
      if (f.through) joins.push([key, ids]);
      else columns[key] = JSON.stringify(ids);
    } else if (f.kind === 'permissions') columns[key] = JSON.stringify(value ?? {});
    else columns[columnOf(key, f)] = value;
  }
  return { columns, joins };
}

/** The ids a row's join-table list holds now, in insertion order. */
function joinIds(sqlite: Sqlite, r: ResourceDecl, id: number, key: string): number[] {
  const f = r.fields[key];
  if (f?.kind !== 'multi-reference' || !f.through) return [];
  const { table, self, other } = f.through;
  return sqlite
    .prepare(`SELECT ${ident(other)} FROM ${ident(table)} WHERE ${ident(self)} = ? ORDER BY rowid`)
    .pluck()
    .all(id) as number[];
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** Replaces a row's join-table list (users ↔ groups, fieldsets ↔ fields). */
function syncJoins(sqlite: Sqlite, r: ResourceDecl, id: number, joins: [string, number[]][]): void {
  for (const [key, ids] of joins) {
    const f = r.fields[key];
    if (f?.kind !== 'multi-reference' || !f.through) continue;
    const { table, self, other } = f.through;
    sqlite.prepare(`DELETE FROM ${ident(table)} WHERE ${ident(self)} = ?`).run(id);
    const insert = sqlite.prepare(`INSERT INTO ${ident(table)} (${ident(self)}, ${ident(other)}) VALUES (?, ?)`);
    for (const other of ids) insert.run(id, other);
  }
}

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
  after?: (id: number) => void,
  /** Why the row was made, on its action-log row ("Generated from plan …"). */
  note?: string,
): number {
  const { columns, joins } = toStorage(r, withDefaults(r, values));
  const row: Record<string, unknown> = {
    ...columns,
    created_by: request.principal?.user.id ?? null,
    created_at: now(request),
    updated_at: now(request),
  };
  const keys = Object.keys(row);
  return sqlite.transaction(() => {
    const result = sqlite
      .prepare(`INSERT INTO ${ident(r.table)} (${keys.map(ident).join(', ')}) VALUES (${placeholders(keys.length)})`)
      .run(...keys.map((k) => toColumn(row[k])));
    const id = Number(result.lastInsertRowid);
    syncJoins(sqlite, r, id, joins);
    after?.(id);
    writeActionLog(sqlite, request, { action: 'create', itemType: r.name, itemId: id, note });
    return id;
  })();
}

export function updateRow(
  sqlite: Sqlite,
  r: ResourceDecl,
  existing: RawRow,
  values: Record<string, unknown>,
  request: FastifyRequest,
  after?: (id: number) => void,
): void {
  const filled = Object.fromEntries(
    Object.entries(values).map(([key, value]) =>
      // Emptying a field with a default (an unticked box sent as '') restores the default, as on create;
      // a raw null would break the NOT NULL column and answer 500.
      [key, value === null ? defaultFor(r.fields[key]) : value],
    ),
  );
  const { columns, joins } = toStorage(r, filled);
  const changed = Object.keys(columns).filter((key) => existing[key] !== toColumn(columns[key]));
  // The log never carries a password, not even masked (the real backend leaves it out too): a note says it changed.
  const secret = (key: string) => r.fields[key]?.kind === 'password';
  const meta = Object.fromEntries(
    changed
      .filter((key) => !secret(key))
      .map((key) => [key, { old: existing[key] ?? null, new: toColumn(columns[key]) }]),
  );
  const note = changed.some(secret) ? 'The password was changed.' : null;
  sqlite.transaction(() => {
    // Join-table lists (a work order's supportees, a user's groups) are changes too: the log keeps them.
    for (const [key, ids] of joins) {
      const before = joinIds(sqlite, r, existing.id, key);
      if (!sameSet(before, ids)) meta[key] = { old: before, new: ids };
    }
    const sets = [...changed.map((k) => `${ident(k)} = ?`), 'updated_at = ?'].join(', ');
    sqlite
      .prepare(`UPDATE ${ident(r.table)} SET ${sets} WHERE id = ?`)
      .run(...changed.map((k) => toColumn(columns[k])), now(request), existing.id);
    syncJoins(sqlite, r, existing.id, joins);
    after?.(existing.id);
    writeActionLog(sqlite, request, { action: 'update', itemType: r.name, itemId: existing.id, meta, note });
  })();
}

/** Every declared guard that still has rows pointing here, as [count key, in-use text]. */
export function blockingGuards(r: ResourceDecl, existing: RawRow): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, c] of Object.entries(r.counts ?? {})) {
    const count = Number(existing[key] ?? 0);
    if (c.guard && count > 0) {
      const text = (c.message ?? r.messages.inUse ?? 'This item is in use and cannot be deleted.')
        .replaceAll('{type}', c.type ?? key)
        .replaceAll('{count}', String(count));
      out.push([key, text]);
    }
  }
  return out;
}

/** The first guard that still has rows pointing here, filled into the in-use text. */
export function blockingGuard(r: ResourceDecl, existing: RawRow): string | null {
  return blockingGuards(r, existing)[0]?.[1] ?? null;
}

export function deleteRow(
  sqlite: Sqlite,
  r: ResourceDecl,
  existing: RawRow,
  request: FastifyRequest,
  after?: () => void,
): void {
  sqlite.transaction(() => {
    after?.();
    if (r.softDelete)
      sqlite.prepare(`UPDATE ${ident(r.table)} SET deleted_at = ? WHERE id = ?`).run(now(request), existing.id);
    else sqlite.prepare(`DELETE FROM ${ident(r.table)} WHERE id = ?`).run(existing.id);
    writeActionLog(sqlite, request, { action: 'delete', itemType: r.name, itemId: existing.id });
  })();
}

export function restoreRow(
  sqlite: Sqlite,
  r: ResourceDecl,
  existing: RawRow,
  request: FastifyRequest,
  after?: () => void,
): void {
  sqlite.transaction(() => {
    after?.();
    sqlite
      .prepare(`UPDATE ${ident(r.table)} SET deleted_at = NULL, updated_at = ? WHERE id = ?`)
      .run(now(request), existing.id);
    writeActionLog(sqlite, request, { action: 'restore', itemType: r.name, itemId: existing.id });
  })();
}
