import type Database from 'better-sqlite3';

type Statement = Database.Statement<unknown[], unknown>;

/**
 * better-sqlite3 compiles the SQL on every `prepare`, and a list request prepares the same dozen texts
 * each time. This keeps the most recently used compiled statements, handing each back in its default
 * mode (callers switch on `pluck` or `raw` themselves); a statement still iterating is never shared.
 */
export function cacheStatements(sqlite: Database.Database, size = 400): void {
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    const cached = cache.get(sql);
    if (cached && !cached.busy) {
      cache.delete(sql); // re-inserted below: the Map's order is the recency order
      cache.set(sql, cached);
      return cached.reader ? cached.raw(false).pluck(false).expand(false) : cached;
    }
    const statement = compile(sql) as Statement;
    if (cached) return statement;
    cache.set(sql, statement);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  sqlite.prepare = prepare as typeof sqlite.prepare;
}
