import { openDatabase, type Sqlite } from '@cmms/db';
import { normalizeListQuery, sortColumns, type ResourceDecl } from '@cmms/contracts';
import { orderBy, whereSql, type Where } from '@cmms/server/engine/sql';

const STAMP = '2026-01-02 03:04:05';

/** An empty database with the committed schema, and a way to put rows in it for the engine's unit tests. */
export function engineDb() {
  const { sqlite } = openDatabase(':memory:');
  const stamped = (table: string) =>
    (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).some((c) => c.name === 'created_at');
  const insert = (table: string, row: Record<string, unknown>): number => {
    const full = stamped(table) ? { created_at: STAMP, updated_at: STAMP, ...row } : row;
    const keys = Object.keys(full);
    const result = sqlite
      .prepare(
        `INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      )
      .run(...keys.map((k) => full[k]));
    return Number(result.lastInsertRowid);
  };
  return { sqlite, insert };
}

export const noWhere = (): Where => ({ clauses: [], params: [] });

/** The ids a WHERE (and an ORDER BY for the query) selects, in order: what a list would show. */
export function selectIds(
  sqlite: Sqlite,
  r: ResourceDecl,
  where: Where,
  query: Record<string, unknown> = {},
  expressions?: Record<string, string>,
): number[] {
  const q = normalizeListQuery(query, sortColumns(r), r.sort.default, r.sort.order);
  return sqlite
    .prepare(`SELECT t.id FROM "${r.table}" t ${whereSql(where)} ${orderBy(r, q, expressions).sql}`)
    .pluck()
    .all(...where.params) as number[];
}
