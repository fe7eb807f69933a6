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
import { INDEXED_TITLES, anyOf, escapeLike, ftsAnyOf, ident, trigramTerm } from '../engine/sql.js';
import { keptReads } from '../engine/kept-reads.js';
import { writeVersions } from '../engine/write-versions.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import { sqlPage } from '../engine/sql-page.js';

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

/**
 * Past this many distinct combinations of the searched log columns, the search falls back to a LIKE
 * per term and column (the values would cost more to read out than to match in place).
 */
const DISTINCT_CAP = 50_000;

/**
 * For each searched log column, the values that hold one of the terms, in any case (as LIKE matches):
 * matched once per distinct value rather than once per row, term and column (a log repeats its few
 * action types, sources and notes over every row); one scan reads them all. Undefined when the
 * columns have too many distinct combinations.
 */
function holdingValues(sqlite: Sqlite, terms: readonly string[]): string[][] | undefined {
  const distinct = distinctValues(sqlite);
  if (!distinct) return undefined;
  const lower = terms.map((term) => term.toLowerCase());
  return distinct.map((values) => values.filter((value) => lower.some((term) => value.toLowerCase().includes(term))));
}

interface KeptDistinct {
  version: string;
  values: string[][] | undefined;
}
const keptDistinct = new WeakMap<Sqlite, KeptDistinct>();

/**
 * Each searched column's distinct values, kept until the log is written (issue 27: the scan of 200k
 * log rows was most of a searched page, and froze the server for every other caller meanwhile).
 */
function distinctValues(sqlite: Sqlite): string[][] | undefined {
  const versions = writeVersions(sqlite);
  const version = versions.of(['action_logs']);
  const kept = keptDistinct.get(sqlite);
  if (kept?.version === version) return kept.values;
  const seen = SEARCHED.map(() => new Set<string>());
  const rows = sqlite
    .prepare(`SELECT DISTINCT ${SEARCHED.join(', ')} FROM action_logs l`)
    .raw()
    .iterate() as IterableIterator<unknown[]>;
  let count = 0;
  for (const row of rows) {
    if (++count > DISTINCT_CAP) {
      rows.return?.();
      break;
    }
    row.forEach((value, i) => {
      if (typeof value === 'string') seen[i]!.add(value);
    });
  }
  const values = count > DISTINCT_CAP ? undefined : seen.map((set) => [...set]);
  if (versions.canKeep()) keptDistinct.set(sqlite, { version, values });
  return values;
}

const PEOPLE_INDEX = findResource('users')?.searchIndex;
/** Names the trigram indexes answer for terms of three characters or more: people by their full name too. */
const SEARCH_INDEXES: Record<string, { index: string; columns: string[] }> = {
  ...INDEXED_TITLES,
  ...(PEOPLE_INDEX ? { users: { index: PEOPLE_INDEX, columns: ['full_name'] } } : {}),
};

/** Below this many matches, a searched page sorts the matches rather than walking the sort column's index. */
const SPARSE_MATCHES = 1_000;

const likeOf = (term: string) => `%${escapeLike(term)}%`;

/**
 * The search of the report, all terms at once (issue 24: each term ran six LIKEs and 61 name subqueries
 * over every log row, 50 terms 37 s at the large profile with the server frozen): the log's own columns
 * by the values that hold a term (one scan of their distinct values), the actor by one query of users,
 * items and targets by the ids each type names (looked up once, through the trigram index for assets
 * and work orders). Each row then costs a few set look-ups, however many terms.
 */
/** A search's conditions, kept per terms until a write to what they were looked up in. */
const searches = keptReads<{ sql: string; params: unknown[] }>();

function activitySearch(sqlite: Sqlite, terms: readonly string[]): { sql: string; params: unknown[] } {
  const parts: { sql: string; params: unknown[] }[] = [];
  /** `expression` holds one of the terms. */
  const anyLike = (expression: string, some: readonly string[]) => ({
    sql: anyOf(some.map(() => `${expression} LIKE ? ESCAPE '\\'`)),
    params: some.map(likeOf),
  });
  const values = holdingValues(sqlite, terms);
  SEARCHED.forEach((column, i) => {
    const holding = values?.[i];
    if (!holding) parts.push(anyLike(column, terms));
    else if (holding.length) {
      parts.push({ sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(holding)] });
    }
  });
  // Items and targets by name: the named rows' ids of each type the log holds, looked up once per
  // request (not once per statement and side), then each row checks only the types that named any.
  const long = terms.filter(trigramTerm);
  const short = terms.filter((term) => !trigramTerm(term));
  const namedIds = new Map<string, number[]>();
  const idsOf = (type: string): number[] => {
    const known = namedIds.get(type);
    if (known) return known;
    const target = referenceTargets[type];
    const ids = new Set<number>();
    if (target) {
      const indexed = SEARCH_INDEXES[type];
      if (indexed && long.length) {
        const match = ftsAnyOf(long, indexed.columns);
        const index = ident(indexed.index);
        for (const id of sqlite.prepare(`SELECT rowid FROM ${index} WHERE ${index} MATCH ?`).pluck().iterate(match)) {
          ids.add(id as number);
        }
      }
      const liked = indexed ? short : terms;
      if (liked.length) {
        const named = anyLike(searchedName(target), liked);
        const found = sqlite.prepare(`SELECT id FROM ${ident(target.table)} WHERE ${named.sql}`).pluck();
        for (const id of found.iterate(...named.params)) ids.add(id as number);
      }
    }
    namedIds.set(type, [...ids]);
    return namedIds.get(type)!;
  };
  // The actor by the same look-up as a user named as item or target: once, not inside the count and the page.
  const actors = idsOf('users');
  if (actors.length)
    parts.push({ sql: `l.created_by IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(actors)] });
  for (const side of ['item', 'target'] as const) {
    const types = sqlite
      .prepare(`SELECT DISTINCT ${side}_type FROM action_logs WHERE ${side}_type IS NOT NULL`)
      .pluck()
      .all() as string[];
    for (const type of types) {
      const ids = idsOf(type);
      if (ids.length === 0) continue;
      parts.push({
        sql: `(l.${side}_type = ? AND l.${side}_id IN (SELECT value FROM json_each(?)))`,
        params: [type, JSON.stringify(ids)],
      });
    }
  }
  // Nothing holds a term: no row matches.
  if (parts.length === 0) return { sql: '0', params: [] };
  return { sql: anyOf(parts.map((p) => p.sql)), params: parts.flatMap((p) => p.params) };
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
      const search = searches.read(sqlite, JSON.stringify(q.search), () => activitySearch(sqlite, q.search));
      where.push(search.sql);
      params.push(...search.params);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const column = q.sort === 'action_date' ? 'created_at' : q.sort;
    const dir = q.order === 'asc' ? 'ASC' : 'DESC';
    const { total, rows } = sqlPage<LogRow>(
      sqlite,
      {
        select: 'l.*, u.id AS upload_id, u.filename AS upload_name',
        from: `FROM action_logs l
          LEFT JOIN uploads u ON u.stored_name = l.filename AND u.item_type = l.item_type AND u.item_id = l.item_id
          ${clause}`,
        countFrom: `FROM action_logs l ${clause}`,
        // A search that finds few rows reads the log once and sorts them: walking the date index for a page
        // would visit every row of the log one look-up at a time to find a handful.
        order: (total) =>
          `${q.search.length && total < SPARSE_MATCHES ? '+' : ''}l.${ident(column)} ${dir}, l.id ${dir}`,
        params,
      },
      q,
    );
    return { total, rows: toActivityRows(sqlite, rows) };
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
