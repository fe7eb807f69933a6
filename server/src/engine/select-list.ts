import type { ResourceDecl, SelectList } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { ServerLanguage } from '../i18n/languages.js';
import { seededTitleMatch, seededTitleOrder } from './seeded-names.js';
import { escapeLike, ident, type Where } from './sql.js';

interface Item {
  id: number;
  text: string;
  depth: number;
}

/** Pages past this are empty anyway; the cap keeps page and offset exact integers (SQLite, the contract). */
const MAX_PAGE = 1_000_000_000;
/** Deeper trees are cut here (a cycle written past the rules cannot loop forever). */
const MAX_DEPTH = 64;

/** `page` as the real backend reads it: a positive integer, anything else page 1, huge ones capped. */
export const pageParam = (raw: unknown): number => {
  const page = Number.parseInt(String(raw ?? '1'), 10);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
};

/**
 * A tree in depth-first order, computed in SQL: each row's sort path is its ancestors' names
 * (case-folded, then the id to keep equal names apart) joined by a character that sorts before any
 * text, so children follow their parent and siblings go by name. A row whose parent is gone (deleted)
 * starts a tree of its own.
 */
function treeOrder(sqlite: Sqlite, r: ResourceDecl, parentColumn: string): Item[] {
  const title = ident(r.titleField);
  const parent = ident(parentColumn);
  const live = (alias: string) => (r.softDelete ? `${alias}.deleted_at IS NULL` : '1');
  const key = (alias: string) => `lower(${alias}.${title}) || char(2) || printf('%012d', ${alias}.id)`;
  return sqlite
    .prepare(
      `WITH RECURSIVE tree(id, text, depth, path) AS (
         SELECT t.id, t.${title}, 0, ${key('t')} FROM ${ident(r.table)} t
         WHERE ${live('t')} AND (t.${parent} IS NULL OR t.${parent} NOT IN (SELECT p.id FROM ${ident(r.table)} p WHERE ${live('p')}))
         UNION ALL
         SELECT c.id, c.${title}, tree.depth + 1, tree.path || char(1) || ${key('c')}
         FROM ${ident(r.table)} c JOIN tree ON c.${parent} = tree.id
         WHERE ${live('c')} AND tree.depth < ${MAX_DEPTH}
       )
       SELECT id, text, depth FROM tree ORDER BY path`,
    )
    .all() as Item[];
}

/**
 * Trees are ordered once and kept until their table changes: every write on the connection moves
 * `total_changes()`, and then a cheap signature of the table (live rows, latest id, latest update)
 * says whether this table was among them. A location picker at tens of thousands of rows then costs
 * one slice, not a walk of the whole tree per page.
 */
const trees = new WeakMap<Sqlite, Map<string, { changes: number; signature: string; items: Item[] }>>();
function treeSlice(sqlite: Sqlite, r: ResourceDecl, parentColumn: string, limit: number, offset: number): Item[] {
  const cache = trees.get(sqlite) ?? new Map();
  trees.set(sqlite, cache);
  const changes = sqlite.prepare('SELECT total_changes()').pluck().get() as number;
  let entry = cache.get(r.table);
  if (entry?.changes !== changes) {
    const table = ident(r.table);
    const live = r.softDelete ? 'WHERE deleted_at IS NULL' : '';
    const signature = sqlite
      .prepare(
        `SELECT (SELECT count(*) FROM ${table} ${live}) || ':' || (SELECT count(*) FROM ${table}) || ':' ||
                coalesce((SELECT max(id) FROM ${table}), 0) || ':' || coalesce((SELECT max(updated_at) FROM ${table}), '')`,
      )
      .pluck()
      .get() as string;
    if (entry?.signature !== signature) entry = { changes, signature, items: treeOrder(sqlite, r, parentColumn) };
    else entry.changes = changes;
    cache.set(r.table, entry);
  }
  return entry.items.slice(offset, offset + limit);
}

/**
 * A resource's select list, one page at a time: a search matches the title anywhere (paged in SQL);
 * without one, a tree (locations, causes) comes back indented, '--' per level before the name.
 * `scope` narrows the rows (the statuses a work order can move to); a scoped list is flat.
 */
export function selectList(
  sqlite: Sqlite,
  r: ResourceDecl,
  input: Record<string, unknown>,
  scope?: Where | null,
  lang: ServerLanguage = 'en',
): SelectList {
  const perPage = r.selectList?.perPage ?? 50;
  const page = pageParam(input.page);
  const offset = (page - 1) * perPage;
  const search = typeof input.search === 'string' ? input.search.replaceAll('\u0000', '').trim() : '';
  const title = r.refTitle ?? ident(r.titleField);
  const clauses = [r.softDelete ? 'deleted_at IS NULL' : '1', ...(scope?.clauses ?? [])];
  const params: unknown[] = [...(scope?.params ?? [])];
  if (search) {
    const like = `%${escapeLike(search)}%`;
    // A seeded status or priority is also found by the name the reader sees it by.
    const seeded = seededTitleMatch(r.name, r.titleField, lang, (c) => c, search);
    const also = seeded ? ` OR ${seeded}` : '';
    if (r.refTitle) {
      clauses.push(`(${title} LIKE ? ESCAPE '\\' OR ${ident(r.titleField)} LIKE ? ESCAPE '\\'${also})`);
      params.push(like, like);
    } else {
      clauses.push(`(${title} LIKE ? ESCAPE '\\'${also})`);
      params.push(like);
    }
  }
  const where = `WHERE ${clauses.join(' AND ')}`;
  const total = sqlite
    .prepare(`SELECT count(*) FROM ${ident(r.table)} ${where}`)
    .pluck()
    .get(...params) as number;
  const treeParent = r.selectList?.tree && !search && !scope ? r.treeParent : undefined;
  const items = treeParent
    ? treeSlice(sqlite, r, treeParent, perPage, offset)
    : (sqlite
        .prepare(
          `SELECT id, ${title} AS text, 0 AS depth FROM ${ident(r.table)} ${where}
           ORDER BY ${r.selectList?.orderBy ? `${ident(r.selectList.orderBy)}, ` : ''}${seededTitleOrder(r.name, r.titleField, lang, (c) => c) ?? title} COLLATE NOCASE, id
           LIMIT ? OFFSET ?`,
        )
        .all(...params, perPage, Math.min(offset, total)) as Item[]);
  return {
    results: items.map((i) => ({
      id: i.id,
      text: treeParent ? `${'--'.repeat(i.depth)} ${i.text}` : i.text,
      image: null,
    })),
    pagination: { more: offset + perPage < total, per_page: perPage },
    total_count: total,
    page,
    page_count: Math.max(1, Math.ceil(total / perPage)),
  };
}
