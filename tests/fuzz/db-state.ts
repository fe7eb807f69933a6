import { createHash } from 'node:crypto';
import type { Sqlite } from '@cmms/db';

interface TableInfo {
  name: string;
  summary: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function tables(sqlite: Sqlite): TableInfo[] {
  // Ordinary tables only: a full-text index (the asset search) and its shadow tables mirror a table
  // that is already here, and some of them have no rowid.
  const names = sqlite
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  return names.map((name) => ({ name, summary: `SELECT count(*), max(rowid) FROM ${quote(name)}` }));
}

const cache = new WeakMap<Sqlite, TableInfo[]>();

const changesOf = (sqlite: Sqlite) => Number(sqlite.prepare('SELECT total_changes()').pluck().get());
const schemaOf = (sqlite: Sqlite) => Number(sqlite.pragma('schema_version', { simple: true }));

/** Row count and highest rowid of every ordinary table but the `except` ones: what a write leaves behind. */
function tableSummary(sqlite: Sqlite, except: readonly string[] = []): string {
  let list = cache.get(sqlite);
  if (!list) cache.set(sqlite, (list = tables(sqlite)));
  const hash = createHash('sha1');
  for (const t of list) {
    if (except.includes(t.name)) continue;
    hash.update(`${t.name}:${JSON.stringify(sqlite.prepare(t.summary).raw().get())}\n`);
  }
  return hash.digest('hex');
}

/** The first look at a connection (one per fuzz file): what {@link soundness} checks the cheap oracle against. */
const firstLook = new WeakMap<Sqlite, { changes: number; schema: number; tables: string }>();

/**
 * A fingerprint of the whole database, equal around a request that wrote nothing, cheap enough for
 * every request at large FUZZ_RUNS:
 * - `total_changes()`: every row inserted, updated or deleted on this connection (the app's own,
 *   shared with the test), by a statement or a trigger, so any write moves it, even one that restores
 *   the old value, and any insert or delete (what a table's row count or highest rowid would show);
 * - `schema_version`: any table, index or trigger created, altered or dropped (DDL is not a change);
 * - the full content of the row the request aims at, when there is one.
 * `appendOnly` names audit tables a call may append to whatever its outcome (every login attempt is
 * recorded); rows appended there are not counted.
 * Hashing every table's row count and highest rowid ({@link fullFingerprint}) would see nothing more and
 * costs as much as the request: it is taken once per connection (per file), and {@link soundness}
 * checks at the end that no table moved while these counters stood still.
 */
export function fingerprint(
  sqlite: Sqlite,
  focus?: { table: string; id?: number },
  appendOnly: readonly string[] = [],
): string {
  if (!firstLook.has(sqlite)) {
    firstLook.set(sqlite, { changes: changesOf(sqlite), schema: schemaOf(sqlite), tables: tableSummary(sqlite) });
  }
  // Rows only ever appended to an audit table (login attempts) move total_changes by one each and
  // max(rowid) by one each: subtracting the latter keeps the counter blind to them, and to them only.
  const appended = appendOnly.reduce(
    (sum, table) =>
      sum +
      Number(
        sqlite
          .prepare(`SELECT coalesce(max(rowid), 0) FROM ${quote(table)}`)
          .pluck()
          .get(),
      ),
    0,
  );
  let mark = `changes:${changesOf(sqlite) - appended} schema:${schemaOf(sqlite)}`;
  if (focus?.id !== undefined) {
    const row = sqlite
      .prepare(`SELECT * FROM ${quote(focus.table)} WHERE id = ?`)
      .raw()
      .get(focus.id);
    mark += ` ${focus.table}#${focus.id}:${JSON.stringify(row ?? null)}`;
  }
  return mark;
}

/** {@link fingerprint} and, on top, every table's row count and highest rowid (the cross-check's witness). */
export function fullFingerprint(
  sqlite: Sqlite,
  focus?: { table: string; id?: number },
  appendOnly: readonly string[] = [],
): string {
  return `${fingerprint(sqlite, focus, appendOnly)} tables:${tableSummary(sqlite, appendOnly)}`;
}

/**
 * SQLite's own verdicts: the file is sound and no foreign key points at a missing row. When the cheap
 * counters of {@link fingerprint} have not moved since its first look at this connection, every table's
 * row count and highest rowid must not have either: a write they missed is reported as an integrity entry.
 */
export function soundness(sqlite: Sqlite): { integrity: string[]; foreignKeys: unknown[] } {
  const integrity = (sqlite.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map(
    (r) => r.integrity_check,
  );
  const first = firstLook.get(sqlite);
  if (first && first.changes === changesOf(sqlite) && first.schema === schemaOf(sqlite)) {
    if (tableSummary(sqlite) !== first.tables) integrity.push('a table changed while total_changes() stood still');
  }
  const foreignKeys = sqlite.prepare('PRAGMA foreign_key_check').all();
  return { integrity, foreignKeys };
}
