import {
  API_BASE,
  findResource,
  formatDateTime,
  getEndpoint,
  normalizeListQuery,
  referenceTargets,
  resources,
  UPLOAD_HOLDERS,
  type ActivityRow,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { anyOf, escapeLike, ftsPhrase, ident, trigramTerm } from '../engine/sql.js';
import { registerEndpoint } from '../http/register-endpoint.js';

export interface LogRow {
  id: number;
  action_type: string;
  item_type: string;
  item_id: number;
  target_type: string | null;
  target_id: number | null;
  note: string | null;
  filename: string | null;
  log_meta: string | null;
  remote_ip: string | null;
  user_agent: string | null;
  action_source: string | null;
  created_by: number | null;
  created_at: string;
  upload_id: number | null;
  upload_name: string | null;
}

interface Actor {
  id: number;
  first_name: string;
  last_name: string | null;
}

const SORTS = ['id', 'created_at', 'target_id', 'created_by', 'action_type', 'note', 'remote_ip', 'user_agent'];
const SORTS_MORE = ['target_type', 'item_type', 'action_source', 'action_date'];
const SEARCHED = ['l.action_type', 'l.item_type', 'l.note', 'l.remote_ip', 'l.user_agent', 'l.action_source'];

/**
 * A search term also finds rows by the names the report shows: the person who acted, and the item
 * and target of any type (asset, user, location...), each looked up in its own table.
 */
const searchedName = (target: { table: string; title: string }) =>
  // An asset is found by its tag as well as its name.
  target.table === 'assets' ? "coalesce(name, '') || ' ' || asset_tag" : target.title;

/** Names held in a trigram index (the large tables): a term of three characters or more is looked up there. */
const INDEXED_NAMES: Record<string, { index: string; columns: string[] }> = {
  hardware: { index: 'assets_search', columns: ['name', 'asset_tag'] },
  workorders: { index: 'work_orders_search', columns: ['title'] },
};

/**
 * `holds_any(terms, text…)`: whether one of the texts holds one of the terms (a JSON list, lower case),
 * in any case. One call per row for every term and column: 50 terms over six columns as LIKEs were 300
 * pattern matches per row (0.16 s over 13k rows); this is one (0.06 s).
 */
const HOLDS_ANY = 'holds_any';
function registerHoldsAny(sqlite: Sqlite): void {
  let key = '';
  let terms: string[] = [];
  sqlite.function(HOLDS_ANY, { deterministic: true, varargs: true }, (list: unknown, ...texts: unknown[]) => {
    if (list !== key) {
      key = String(list);
      terms = JSON.parse(key) as string[];
    }
    for (const text of texts) {
      if (typeof text !== 'string' || text === '') continue;
      const lower = text.toLowerCase();
      if (terms.some((term) => lower.includes(term))) return 1;
    }
    return 0;
  });
}

const likeOf = (term: string) => `%${escapeLike(term)}%`;

/**
 * The search of the report, all terms at once (issue 24: 50 terms cost 50 × 60 subqueries and froze the
 * server for seconds): one call per row over the log's own columns, and per type and side one id
 * lookup that matches every term, through the trigram index where the table has one.
 */
function activitySearch(terms: readonly string[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  /** `expression` holds one of the terms (all of them unless given). */
  const anyLike = (expression: string, some: readonly string[] = terms) => {
    params.push(...some.map(likeOf));
    return anyOf(some.map(() => `${expression} LIKE ? ESCAPE '\\'`));
  };
  parts.push(`${HOLDS_ANY}(?, ${SEARCHED.join(', ')})`);
  params.push(JSON.stringify(terms.map((term) => term.toLowerCase())));
  const users = referenceTargets.users!;
  parts.push(`l.created_by IN (SELECT id FROM users WHERE ${anyLike(users.title)})`);
  const long = terms.filter(trigramTerm);
  const short = terms.filter((term) => !trigramTerm(term));
  for (const [type, target] of Object.entries(referenceTargets)) {
    const indexed = INDEXED_NAMES[type];
    const liked = indexed ? short : terms;
    for (const side of ['item', 'target'] as const) {
      const ids: string[] = [];
      params.push(type);
      if (indexed && long.length) {
        ids.push(`SELECT rowid FROM ${ident(indexed.index)} WHERE ${ident(indexed.index)} MATCH ?`);
        params.push(`{${indexed.columns.join(' ')}} : (${long.map(ftsPhrase).join(' OR ')})`);
      }
      if (liked.length) ids.push(`SELECT id FROM ${ident(target.table)} WHERE ${anyLike(searchedName(target), liked)}`);
      parts.push(`(l.${side}_type = ? AND l.${side}_id IN (${ids.join(' UNION ALL ')}))`);
    }
  }
  return { sql: anyOf(parts), params };
}

const ICONS: Record<string, string> = {
  users: 'fas fa-user',
  groups: 'fas fa-users',
  locations: 'fas fa-map-marker-alt',
  companies: 'far fa-building',
  fields: 'fas fa-wrench',
  fieldsets: 'fas fa-wrench',
  hardware: 'fas fa-barcode',
  models: 'fas fa-boxes',
  licenses: 'far fa-save',
  accessories: 'far fa-keyboard',
  components: 'far fa-hdd',
  consumables: 'fas fa-tint',
  maintenances: 'fas fa-tools',
};

/** The real backend names a few types its own way ('model', not 'assetmodel'). */
const TYPE_NAMES: Record<string, string> = { models: 'model', maintenances: 'maintenance' };

/** The stored item type of a request's `item_type` / `target_type`: a registry name or an entity ('user'). */
const storedType = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const lower = raw.toLowerCase();
  const named = Object.entries(TYPE_NAMES).find(([, shown]) => shown === lower)?.[0];
  return (findResource(lower) ?? resources.find((r) => r.entity.toLowerCase() === lower))?.name ?? named ?? lower;
};
/** How rows name the type: the entity in lower case ('user', 'location'), as the real backend does. */
const shownType = (stored: string) => TYPE_NAMES[stored] ?? findResource(stored)?.entity.toLowerCase() ?? stored;
const positiveId = (raw: unknown) => (typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined);

/** `{id, name}` of the rows of each stored type, one query per type for the whole page. */
function names(sqlite: Sqlite, refs: { type: string; id: number }[]): Map<string, string> {
  const out = new Map<string, string>();
  const byType = new Map<string, number[]>();
  for (const ref of refs) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  for (const [type, ids] of byType) {
    const t = referenceTargets[type];
    if (!t) continue;
    const rows = sqlite
      .prepare(`SELECT id, ${t.title} AS name FROM ${ident(t.table)} WHERE id IN (${ids.map(() => '?').join(', ')})`)
      .all(...ids) as { id: number; name: string }[];
    for (const row of rows) out.set(`${type}:${row.id}`, row.name);
  }
  return out;
}

const parseMeta = (text: string | null): ActivityRow['log_meta'] => {
  try {
    const value = text ? (JSON.parse(text) as unknown) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ActivityRow['log_meta']) : null;
  } catch {
    return null;
  }
};

/**
 * `/reports/activity`: the action log, filtered, searched, sorted and paged like the settings lists.
 * `target_type=user&target_id=N` is a user's activity tab, so it matches three kinds of rows: actions
 * aimed at the user (added to a group), actions on the user's own record (created, updated, files),
 * and actions the user performed (`created_by`). The real backend matches the target only; its
 * console fetches the other two separately.
 */
export function registerActivityReport(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  registerHoldsAny(sqlite);

  registerEndpoint(app, getEndpoint('reports.activity'), async (request) => {
    const input = (request.query ?? {}) as Record<string, unknown>;
    const q = normalizeListQuery(input, [...SORTS, ...SORTS_MORE], 'created_at', 'desc');
    const where: string[] = [];
    const params: unknown[] = [];
    const targetType = storedType(input.target_type);
    const targetId = positiveId(input.target_id);
    if (targetType && targetId !== undefined) {
      const clauses = ['(l.target_type = ? AND l.target_id = ?)', '(l.item_type = ? AND l.item_id = ?)'];
      params.push(targetType, targetId, targetType, targetId);
      if (targetType === 'users') {
        clauses.push('l.created_by = ?');
        params.push(targetId);
      }
      where.push(`(${clauses.join(' OR ')})`);
    }
    const itemType = storedType(input.item_type);
    const itemId = positiveId(input.item_id);
    if (itemType && itemId !== undefined) {
      // As the real backend: the item filter matches the row's item or its target.
      where.push('((l.item_type = ? AND l.item_id = ?) OR (l.target_type = ? AND l.target_id = ?))');
      params.push(itemType, itemId, itemType, itemId);
    }
    if (typeof input.action_type === 'string' && input.action_type !== '') {
      where.push('l.action_type = ?');
      params.push(input.action_type);
    }
    if (q.search.length) {
      const search = activitySearch(q.search);
      where.push(search.sql);
      params.push(...search.params);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = sqlite
      .prepare(`SELECT count(*) FROM action_logs l ${clause}`)
      .pluck()
      .get(...params) as number;
    const column = q.sort === 'action_date' ? 'created_at' : q.sort;
    const dir = q.order === 'asc' ? 'ASC' : 'DESC';
    const logs = sqlite
      .prepare(
        `SELECT l.*, u.id AS upload_id, u.filename AS upload_name FROM action_logs l
         LEFT JOIN uploads u ON u.stored_name = l.filename AND u.item_type = l.item_type AND u.item_id = l.item_id
         ${clause} ORDER BY l.${ident(column)} ${dir}, l.id ${dir} LIMIT ? OFFSET ?`,
      )
      .all(...params, q.limit, Math.min(q.offset, total)) as LogRow[];
    return { total, rows: toActivityRows(sqlite, logs) };
  });
}

export function toActivityRows(sqlite: Sqlite, logs: LogRow[]): ActivityRow[] {
  if (logs.length === 0) return [];
  const refs = logs.flatMap((l) => [
    { type: l.item_type, id: l.item_id },
    ...(l.target_type && l.target_id !== null ? [{ type: l.target_type, id: l.target_id }] : []),
  ]);
  const titles = names(sqlite, refs);
  const actorIds = [...new Set(logs.map((l) => l.created_by).filter((id): id is number => id !== null))];
  const actors = new Map(
    (actorIds.length
      ? (sqlite
          .prepare(`SELECT id, first_name, last_name FROM users WHERE id IN (${actorIds.map(() => '?').join(', ')})`)
          .all(...actorIds) as Actor[])
      : []
    ).map((a) => [
      a.id,
      {
        id: a.id,
        name: [a.first_name, a.last_name].filter(Boolean).join(' '),
        first_name: a.first_name,
        last_name: a.last_name,
      },
    ]),
  );
  const ref = (type: string, id: number) => ({
    id,
    name: titles.get(`${type}:${id}`) ?? `#${id}`,
    type: shownType(type),
  });
  return logs.map((l) => {
    const actor = l.created_by !== null ? (actors.get(l.created_by) ?? null) : null;
    const holder = UPLOAD_HOLDERS.find((h) => h.resource === l.item_type);
    return {
      id: l.id,
      icon: ICONS[l.item_type] ?? 'fas fa-cog',
      file:
        l.upload_id !== null && l.upload_name !== null && holder
          ? {
              url: `${API_BASE}${holder.path.replace(':id', String(l.item_id))}/uploads/${l.upload_id}`,
              filename: l.upload_name,
            }
          : null,
      item: ref(l.item_type, l.item_id),
      created_at: formatDateTime(l.created_at),
      updated_at: formatDateTime(l.created_at),
      // The real backend shows 'create' as 'create new'; the other values read as stored.
      action_type: l.action_type === 'create' ? 'create new' : l.action_type,
      admin: actor,
      created_by: actor,
      target: l.target_type && l.target_id !== null ? ref(l.target_type, l.target_id) : null,
      note: l.note,
      log_meta: parseMeta(l.log_meta),
      remote_ip: l.remote_ip,
      user_agent: l.user_agent,
      action_source: l.action_source,
      action_date: formatDateTime(l.created_at),
    };
  });
}
