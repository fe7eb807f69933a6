import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_GROUPS, findResource, type ResourceDecl } from '@cmms/contracts';
import { hashPassword, openDatabase, type Sqlite } from '@cmms/db';
import { readRecording } from './recording.js';
import { rowColumns, type JoinRow } from './row-columns.js';

export interface ImportSummary {
  /** Rows written per table. */
  rows: Record<string, number>;
  /** References to rows the recording did not hold: emptied where the column allows, else the row dropped. */
  dangling: Dangling[];
  /** Rows a table refused, with why (first few). */
  refused: string[];
}

interface TableInfo {
  columns: Map<string, { notnull: boolean; pk: boolean; hasDefault: boolean; type: string }>;
}

const tableInfo = (sqlite: Sqlite, table: string): TableInfo => {
  const rows = sqlite.prepare(`PRAGMA table_info("${table}")`).all() as {
    name: string;
    notnull: number;
    dflt_value: unknown;
    type: string;
    pk: number;
  }[];
  return {
    columns: new Map(
      rows.map((c) => [
        c.name,
        { notnull: c.notnull === 1 || c.pk > 0, pk: c.pk > 0, hasDefault: c.dflt_value !== null, type: c.type },
      ]),
    ),
  };
};

/** Inserts (or replaces) one row with the columns the table has; required columns it lacks get an empty value. */
function put(sqlite: Sqlite, table: string, info: TableInfo, values: Record<string, unknown>): void {
  const row: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(values)) if (info.columns.has(name)) row[name] = v;
  for (const [name, c] of info.columns)
    if (c.notnull && !c.pk && !c.hasDefault && (row[name] === undefined || row[name] === null))
      row[name] = /INT|REAL|NUM/i.test(c.type) ? 0 : '';
  const keys = Object.keys(row);
  sqlite
    .prepare(
      `INSERT OR REPLACE INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
    )
    .run(...keys.map((k) => row[k]));
}

/** Empties or drops what points at rows the recording did not hold, until the foreign keys all hold. */
export interface Dangling {
  table: string;
  column: string;
  /** The table the recording lacked rows of. */
  parent: string;
  emptied: number;
  dropped: number;
}

function clearDangling(sqlite: Sqlite): Dangling[] {
  const found = new Map<string, Dangling>();
  for (let pass = 0; pass < 20; pass++) {
    const broken = sqlite.prepare('PRAGMA foreign_key_check').all() as {
      table: string;
      rowid: number;
      parent: string;
      fkid: number;
    }[];
    if (!broken.length) break;
    for (const b of broken) {
      const fks = sqlite.prepare(`PRAGMA foreign_key_list("${b.table}")`).all() as { id: number; from: string }[];
      const column = fks.find((f) => f.id === b.fkid)?.from ?? '?';
      const key = `${b.table}.${column}`;
      const entry = found.get(key) ?? { table: b.table, column, parent: b.parent, emptied: 0, dropped: 0 };
      found.set(key, entry);
      if (!tableInfo(sqlite, b.table).columns.get(column)?.notnull) {
        sqlite.prepare(`UPDATE "${b.table}" SET "${column}" = NULL WHERE rowid = ?`).run(b.rowid);
        entry.emptied++;
      } else {
        sqlite.prepare(`DELETE FROM "${b.table}" WHERE rowid = ?`).run(b.rowid);
        entry.dropped++;
      }
    }
  }
  return [...found.values()];
}

/** The demo accounts, so someone can sign in to the imported estate (its own users have no password here). */
function addDemoAccounts(sqlite: Sqlite): void {
  const groups = tableInfo(sqlite, 'permission_groups');
  const users = tableInfo(sqlite, 'users');
  const hash = hashPassword(DEMO_PASSWORD);
  for (const g of ROLE_GROUPS) {
    const found = sqlite.prepare('SELECT id FROM permission_groups WHERE name = ?').get(g.name) as
      { id: number } | undefined;
    if (!found) {
      put(sqlite, 'permission_groups', groups, {
        name: g.name,
        notes: g.notes,
        permissions: JSON.stringify(g.permissions),
      });
    }
  }
  for (const account of DEMO_ACCOUNTS) {
    if (sqlite.prepare('SELECT 1 FROM users WHERE email = ? OR username = ?').get(account.email, account.username))
      continue;
    const group = sqlite
      .prepare('SELECT id FROM permission_groups WHERE name = ?')
      .get(ROLE_GROUPS.find((g) => g.role === account.role)!.name) as { id: number };
    put(sqlite, 'users', users, {
      first_name: 'Demo',
      last_name: account.role,
      username: account.username,
      email: account.email,
      password: hash,
      activated: 1,
      permissions: '{}',
      role_type: account.role,
    });
    const id = (sqlite.prepare('SELECT id FROM users WHERE email = ?').get(account.email) as { id: number }).id;
    sqlite.prepare('INSERT INTO users_groups (user_id, group_id) VALUES (?, ?)').run(id, group.id);
  }
}

/**
 * Turns a recording into a database the mock starts from: the rows of every declared resource found in
 * the recorded list (and detail) answers, the latest answer for an id winning, mapped back to their
 * tables through the resource declarations, ids as recorded. References to rows the recording lacks are
 * emptied; the demo accounts are added so the console can be signed in to.
 */
export function importRecording(dir: string, dbFile: string): ImportSummary {
  const byResource = new Map<string, Map<number, Record<string, unknown>>>();
  for (const call of readRecording(dir)) {
    if (call.status !== 200 || !call.resource) continue;
    const r = findResource(call.resource);
    if (!r) continue;
    const body = call.body as { rows?: unknown[]; id?: unknown } | null;
    const rows =
      call.kind === 'list' ? (body?.rows ?? []) : call.kind === 'detail' && typeof body?.id === 'number' ? [body] : [];
    const kept = byResource.get(r.name) ?? new Map<number, Record<string, unknown>>();
    for (const row of rows as Record<string, unknown>[]) if (typeof row.id === 'number') kept.set(row.id, row);
    byResource.set(r.name, kept);
  }

  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  const conn = openDatabase(dbFile);
  const { sqlite } = conn;
  const summary: ImportSummary = { rows: {}, dangling: [], refused: [] };
  // Recorded users have no password: one unguessable hash for all, so none can sign in until reset.
  const lockedPassword = hashPassword(randomBytes(24).toString('hex'));
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      const joins: JoinRow[] = [];
      for (const [name, rows] of byResource) {
        const r = findResource(name) as ResourceDecl;
        const info = tableInfo(sqlite, r.table);
        for (const row of rows.values()) {
          const mapped = rowColumns(r, row);
          if (r.table === 'users') mapped.columns.password = lockedPassword;
          try {
            put(sqlite, r.table, info, mapped.columns);
            summary.rows[r.table] = (summary.rows[r.table] ?? 0) + 1;
            joins.push(...mapped.joins);
          } catch (error) {
            if (summary.refused.length < 20) summary.refused.push(`${r.table} #${String(row.id)}: ${String(error)}`);
          }
        }
      }
      for (const j of joins) put(sqlite, j.table, tableInfo(sqlite, j.table), j.row);
      summary.dangling = clearDangling(sqlite);
      addDemoAccounts(sqlite);
      // What the database holds now, dropped rows gone and demo accounts in.
      for (const table of Object.keys(summary.rows))
        summary.rows[table] = (sqlite.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
    conn.close();
  }
  return summary;
}
