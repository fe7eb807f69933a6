import type { ResourceDecl, SelectList } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { ident, type Where } from './sql.js';

interface Item {
  id: number;
  text: string;
  parent: number | null;
}

/** Locations come back as an indented tree: depth shown as '--' per level before the name. */
function treeOrder(items: Item[]): Item[] {
  const byParent = new Map<number | null, Item[]>();
  const ids = new Set(items.map((i) => i.id));
  for (const item of items) {
    const parent = item.parent !== null && ids.has(item.parent) ? item.parent : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  const out: Item[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const item of byParent.get(parent) ?? []) {
      out.push({ ...item, text: `${'--'.repeat(depth)} ${item.text}` });
      walk(item.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Pages past this are empty anyway; the cap keeps page and offset exact integers (SQLite, the contract). */
const MAX_PAGE = 1_000_000_000;

/** `page` as the real backend reads it: a positive integer, anything else page 1, huge ones capped. */
export const pageParam = (raw: unknown): number => {
  const page = Number.parseInt(String(raw ?? '1'), 10);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
};

/**
 * `{ results, pagination }` of the rows' titles in name order, `perPage` at a time. A flat list pages in
 * SQL (work orders number hundreds of thousands); a tree is ordered in memory (locations, causes).
 * `scope` narrows the rows (the statuses a work order can move to).
 */
export function selectList(
  sqlite: Sqlite,
  r: ResourceDecl,
  input: Record<string, unknown>,
  scope?: Where | null,
): SelectList {
  const perPage = r.selectList?.perPage ?? 50;
  const page = pageParam(input.page);
  const search = typeof input.search === 'string' ? input.search.trim() : '';
  const title = ident(r.titleField);
  const parent = r.treeParent ? ident(r.treeParent) : 'NULL';
  const clauses = [
    r.softDelete ? 'deleted_at IS NULL' : '1',
    search ? `${title} LIKE ?` : '1',
    ...(scope?.clauses ?? []),
  ];
  const params = [...(search ? [`%${search}%`] : []), ...(scope?.params ?? [])];
  const from = `FROM ${ident(r.table)} WHERE ${clauses.join(' AND ')}`;
  const start = (page - 1) * perPage;
  let items: Item[];
  let total: number;
  if (r.selectList?.tree && !search) {
    const all = sqlite
      .prepare(`SELECT id, ${title} AS text, ${parent} AS parent ${from} ORDER BY ${title} COLLATE NOCASE`)
      .all(...params) as Item[];
    total = all.length;
    items = treeOrder(all).slice(start, start + perPage);
  } else {
    total = sqlite
      .prepare(`SELECT count(*) ${from}`)
      .pluck()
      .get(...params) as number;
    items = sqlite
      .prepare(
        `SELECT id, ${title} AS text, ${parent} AS parent ${from} ORDER BY ${title} COLLATE NOCASE, id LIMIT ? OFFSET ?`,
      )
      .all(...params, perPage, Math.min(start, total)) as Item[];
  }
  return {
    results: items.map((i) => ({ id: i.id, text: i.text, image: null })),
    pagination: { more: start + perPage < total, per_page: perPage },
    total_count: total,
    page,
    page_count: Math.max(1, Math.ceil(total / perPage)),
  };
}
