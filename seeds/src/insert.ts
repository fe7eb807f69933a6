import type { Sqlite } from '@cmms/db';

/** Inserts a row from a plain object and returns its id; statements are cached per column set. */
export function makeInserter(sqlite: Sqlite) {
  const cache = new Map<string, ReturnType<Sqlite['prepare']>>();

  return (table: string, row: Record<string, unknown>): number => {
    const keys = Object.keys(row);
    const cacheKey = `${table}:${keys.join(',')}`;
    let stmt = cache.get(cacheKey);
    if (!stmt) {
      stmt = sqlite.prepare(
        `INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
      );
      cache.set(cacheKey, stmt);
    }
    const values = keys.map((k) => (typeof row[k] === 'boolean' ? (row[k] ? 1 : 0) : row[k]));
    return Number(
      (stmt.run as (...args: unknown[]) => { lastInsertRowid: number | bigint })(...values).lastInsertRowid,
    );
  };
}
