import type { Sqlite } from '@cmms/db';
import { ident, type ColumnOrder } from './sql.js';

const cache = new WeakMap<Sqlite, Map<string, string | null>>();

/**
 * The index whose only key is `column` with the given collation (its rowid then breaks ties, as the
 * lists' `t.id` does), read once per table from SQLite's catalog; none when no such index exists.
 */
export function sortIndex(sqlite: Sqlite, table: string, order: ColumnOrder): string | undefined {
  let known = cache.get(sqlite);
  if (!known) cache.set(sqlite, (known = new Map()));
  const key = `${table}\u0000${order.column}\u0000${order.collate}`;
  if (!known.has(key)) {
    const indexes = sqlite.prepare(`PRAGMA index_list(${ident(table)})`).all() as { name: string; partial: number }[];
    const found = indexes.find((index) => {
      if (index.partial) return false;
      const keys = (
        sqlite.prepare(`PRAGMA index_xinfo(${ident(index.name)})`).all() as {
          name: string | null;
          coll: string;
          key: number;
          desc: number;
        }[]
      ).filter((c) => c.key === 1);
      const first = keys[0];
      return keys.length === 1 && first?.name === order.column && first.coll === order.collate && first.desc === 0;
    });
    known.set(key, found?.name ?? null);
  }
  return known.get(key) ?? undefined;
}

/**
 * Whether walking the sort index and stopping after `offset + limit` matches reads fewer rows than
 * sorting every match: with `total` of `tableRows` rows matching, spread evenly, the walk reads about
 * (offset + limit) × tableRows / total entries. SQLite's planner cannot know `total`; we just counted it.
 */
export const walkIndexIsCheaper = (offset: number, limit: number, total: number, tableRows: number): boolean =>
  total > 0 && (offset + limit) * tableRows < total * total;
