import type { ResourceDecl, SelectList } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { ident } from './sql.js';

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

/** `scope` narrows the rows first (the categories of one type). */
export function selectList(
  sqlite: Sqlite,
  r: ResourceDecl,
  input: Record<string, unknown>,
  scope?: { clause: string; params: unknown[] },
): SelectList {
  const perPage = r.selectList?.perPage ?? 50;
  const page = pageParam(input.page);
  const search = typeof input.search === 'string' ? input.search.trim() : '';
  const title = ident(r.titleField);
  const parent = r.treeParent ? ident(r.treeParent) : 'NULL';
  const clauses = [r.softDelete ? 'deleted_at IS NULL' : '1', search ? `${title} LIKE ?` : '1', scope?.clause ?? '1'];
  let items = sqlite
    .prepare(
      `SELECT id, ${title} AS text, ${parent} AS parent FROM ${ident(r.table)} WHERE ${clauses.join(' AND ')} ORDER BY ${title} COLLATE NOCASE`,
    )
    .all(...(search ? [`%${search}%`] : []), ...(scope?.params ?? [])) as Item[];
  if (r.selectList?.tree && !search) items = treeOrder(items);
  const start = (page - 1) * perPage;
  const pageItems = items.slice(start, start + perPage);
  return {
    results: pageItems.map((i) => ({ id: i.id, text: i.text, image: null })),
    pagination: { more: start + perPage < items.length, per_page: perPage },
    total_count: items.length,
    page,
    page_count: Math.max(1, Math.ceil(items.length / perPage)),
  };
}
