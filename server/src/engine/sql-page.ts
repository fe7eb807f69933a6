import type { Sqlite } from '@cmms/db';

/** A hand-written list's statement parts: `from` holds the joins and the WHERE clause. */
export interface SqlList {
  select: string;
  from: string;
  /** The ORDER BY, or one chosen by the total (a few matches sort faster than an index walk finds them). */
  order: string | ((total: number) => string);
  params?: readonly unknown[];
  /** The FROM of the count when the rows join more than the filter needs (titles, files). */
  countFrom?: string;
}

/**
 * One page of a list a route writes by hand, with the backend's paging: the exact total, then `limit` rows
 * from `offset` (an offset past the end reads none and keeps the total).
 */
export function sqlPage<T>(
  sqlite: Sqlite,
  list: SqlList,
  page: { limit: number; offset: number },
): {
  total: number;
  rows: T[];
} {
  const params = list.params ?? [];
  const total = sqlite
    .prepare(`SELECT count(*) ${list.countFrom ?? list.from}`)
    .pluck()
    .get(...params) as number;
  if (page.offset >= total) return { total, rows: [] };
  const order = typeof list.order === 'string' ? list.order : list.order(total);
  const rows = sqlite
    .prepare(`SELECT ${list.select} ${list.from} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, page.limit, page.offset) as T[];
  return { total, rows };
}
