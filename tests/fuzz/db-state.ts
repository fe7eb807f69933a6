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

/**
 * A fingerprint of the whole database, equal around a request that wrote nothing:
 * - `total_changes()`: every row inserted, updated or deleted on this connection (the app's own,
 *   shared with the test), so any write moves it, even one that restores the old value;
 * - row count and highest rowid of every table;
 * - the full content of the row the request aims at, when there is one.
 * `appendOnly` names audit tables a call may append to whatever its outcome (every login attempt is
 * recorded); they are left out.
 * All cheap enough to take twice per request at large FUZZ_RUNS.
 */
export function fingerprint(
  sqlite: Sqlite,
  focus?: { table: string; id?: number },
  appendOnly: readonly string[] = [],
): string {
  let list = cache.get(sqlite);
  if (!list) cache.set(sqlite, (list = tables(sqlite)));
  const hash = createHash('sha1');
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
  const changes = Number(sqlite.prepare('SELECT total_changes()').pluck().get()) - appended;
  hash.update(`changes:${changes}\n`);
  for (const t of list) {
    if (appendOnly.includes(t.name)) continue;
    hash.update(`${t.name}:${JSON.stringify(sqlite.prepare(t.summary).raw().get())}\n`);
  }
  if (focus?.id !== undefined) {
    const row = sqlite
      .prepare(`SELECT * FROM ${quote(focus.table)} WHERE id = ?`)
      .raw()
      .get(focus.id);
    hash.update(JSON.stringify(row ?? null));
  }
  return hash.digest('hex');
}

/** SQLite's own verdicts: the file is sound and no foreign key points at a missing row. */
export function soundness(sqlite: Sqlite): { integrity: string[]; foreignKeys: unknown[] } {
  const integrity = (sqlite.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]).map(
    (r) => r.integrity_check,
  );
  const foreignKeys = sqlite.prepare('PRAGMA foreign_key_check').all();
  return { integrity, foreignKeys };
}
