import type { CountDecl, FieldDecl, ListQuery, ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import {
  attributeName,
  filterName,
  filterValueOk,
  isIsoDate,
  referenceTargets,
  sortColumns,
  validationText,
} from '@cmms/contracts';

/** A list's ORDER BY on one plain column, which an index on that column alone can answer in order. */
export interface ColumnOrder {
  column: string;
  collate: 'NOCASE' | 'BINARY';
}

/** Identifiers come only from declarations, never from requests; quoting guards reserved words. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

const TEXT_KINDS = new Set<FieldDecl['kind']>(['text', 'textarea', 'email', 'url', 'phone', 'color', 'enum']);
const DATE_ONLY = /^[\d\s:-]+$/;

/** The count (or sum) of rows elsewhere pointing at `t`, as a correlated subquery. */
export function countSql(decl: CountDecl): string {
  const deleted = decl.softDelete ? ' AND c.deleted_at IS NULL' : '';
  const when = decl.when ? ` AND ${decl.when}` : '';
  const value = decl.sum ? `coalesce(sum(c.${ident(decl.sum)}), 0)` : 'count(*)';
  const match = decl.through
    ? `c.${ident(decl.column)} IN (SELECT m.id FROM ${ident(decl.through.table)} m WHERE m.${ident(decl.through.column)} = t.id)`
    : `c.${ident(decl.column)} = t.id`;
  return `(SELECT ${value} FROM ${ident(decl.table)} c WHERE ${match}${deleted}${when})`;
}

export const countSelects = (r: ResourceDecl): string =>
  Object.entries(r.counts ?? {})
    .map(([key, c]) => `, ${countSql(c)} AS ${ident(key)}`)
    .join('');

export interface Where {
  clauses: string[];
  params: unknown[];
}

/** A query value, or a repeated one (`?model_id=1&model_id=2`, `?model_id[]=1`), as a list of texts. */
export function queryValues(input: Record<string, unknown>, key: string): string[] {
  const raw = input[key] ?? input[`${key}[]`];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * Declared filters whose value is not one they accept (`?cause_id=abc`, `?is_active=maybe`), with the
 * field's validation text as Laravel words a bad choice (`The selected cause id is invalid.`). Bare-name
 * filters accept any text, and keys that are no declared filter are left alone (clients add `_`, cache
 * busters...), as the real backend ignores them.
 */
export function filterRefusals(r: ResourceDecl, input: Record<string, unknown>): Record<string, string[]> | null {
  const refused: Record<string, string[]> = {};
  for (const f of r.filters) {
    if (typeof f === 'string') continue;
    if (queryValues(input, f.name).some((raw) => !filterValueOk(f, raw))) {
      refused[f.name] = [validationText.invalidChoice(attributeName(f.name))];
    }
  }
  return Object.keys(refused).length ? refused : null;
}

function typed(field: FieldDecl | undefined, raw: string): unknown {
  if (field?.kind === 'boolean') return raw === 'true' || raw === '1' ? 1 : 0;
  if (field?.kind === 'reference' || field?.kind === 'integer') return Number.parseInt(raw, 10);
  if (field?.kind === 'number') return Number(raw);
  return raw;
}

const inList = (column: string, values: unknown[]) =>
  values.length === 1 ? `${column} = ?` : `${column} IN (${placeholders(values.length)})`;

/** Columns every table has, filterable where a resource declares them (`?created_by=1`). */
const STAMPS = new Set(['created_by', 'created_at', 'updated_at']);

/**
 * A declared filter that is no field: a column every row has, or a count (`?assets_count=0`, the users
 * with no assets, as the real backend's `has(relation, '=', n)`). Others are the resource hooks' own.
 */
function rowColumnFilter(r: ResourceDecl, key: string, raws: string[], where: Where): void {
  const count = r.counts?.[key];
  if (!count && !STAMPS.has(key)) return;
  const values = raws.map((raw) => (key === 'created_by' || count ? Number.parseInt(raw, 10) : raw));
  where.clauses.push(inList(count ? countSql(count) : `t.${ident(key)}`, values));
  where.params.push(...values);
}

/**
 * Explicit filters are exact matches, AND-ed with the search (design §2); a repeated filter matches
 * any of its values. Declared modes match otherwise (a text anywhere, a calendar day). Filters that are
 * neither a field, a declared join nor a mode are the resource hooks' own.
 */
export function filterClauses(r: ResourceDecl, input: Record<string, unknown>, where: Where): void {
  for (const key of r.filters.map(filterName)) {
    const raws = queryValues(input, key);
    if (raws.length === 0 || r.hookFilters?.includes(key)) continue;
    const join = r.filterJoins?.[key];
    if (join) {
      const values = raws.map((v) => Number.parseInt(v, 10));
      where.clauses.push(
        `t.${ident(join.via)} IN (SELECT j.id FROM ${ident(join.table)} j WHERE ${inList(`j.${ident(join.column)}`, values)})`,
      );
      where.params.push(...values);
      continue;
    }
    const column = r.filterColumns?.[key] ?? key;
    const mode = r.filterModes?.[key];
    if (mode) {
      modeClause(r, column, mode, raws, where);
      continue;
    }
    const field = r.fields[column];
    if (!field) {
      rowColumnFilter(r, column, raws, where);
      continue;
    }
    const values = raws.map((raw) => typed(field, raw));
    // Text matches ignore case, as the real backend's collation does (and the NOCASE list indexes answer).
    const collate = TEXT_KINDS.has(field.kind) ? ' COLLATE NOCASE' : '';
    where.clauses.push(inList(`t.${ident(column)}${collate}`, values));
    where.params.push(...values);
  }
  // Multi-reference filters match rows whose list includes one of the ids (users `?group_id=`).
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind !== 'multi-reference' || !f.filter) continue;
    const ids = queryValues(input, f.filter)
      .filter((v) => /^\d{1,15}$/.test(v))
      .map(Number);
    if (ids.length === 0) continue;
    if (f.through) {
      where.clauses.push(
        `t.id IN (SELECT ${ident(f.through.self)} FROM ${ident(f.through.table)} WHERE ${inList(ident(f.through.other), ids)})`,
      );
    } else {
      where.clauses.push(`EXISTS (SELECT 1 FROM json_each(t.${ident(key)}) WHERE ${inList('value', ids)})`);
    }
    where.params.push(...ids);
  }
}

/** The day after an ISO date, as text. */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * `day`: the column's value falls on one of the days (text compares keep the column's index usable);
 * `contains`: the text holds one of the terms, through the trigram index when the column is in it.
 */
function modeClause(r: ResourceDecl, column: string, mode: 'contains' | 'day', raws: string[], where: Where): void {
  const col = `t.${ident(column)}`;
  const parts: string[] = [];
  for (const raw of raws) {
    if (mode === 'day') {
      const day = raw.trim().slice(0, 10);
      if (!isIsoDate(day)) continue;
      parts.push(`(${col} >= ? AND ${col} < ?)`);
      where.params.push(day, nextDay(day));
    } else if (r.searchIndex && r.search.includes(column) && trigramTerm(raw)) {
      const match = ftsRowids(r.searchIndex, raw, [column]);
      parts.push(`t.id IN (${match.sql})`);
      where.params.push(match.param);
    } else {
      parts.push(`${col} LIKE ? ESCAPE '\\'`);
      where.params.push(`%${escapeLike(raw)}%`);
    }
  }
  where.clauses.push(parts.length ? `(${parts.join(' OR ')})` : '0');
}

export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Extra per-term search conditions a resource adds (an asset's model or assignee names); each binds its
 * own params. It may read the database first (turn names into ids) so the list query stays indexable.
 */
export type SearchExtra = (term: string, sqlite: Sqlite) => { sql: string; params: unknown[] }[];

/** A term as one FTS5 phrase: with the trigram tokenizer, rows containing it anywhere, in any case. */
export const ftsPhrase = (term: string): string => `"${term.replace(/"/g, '""')}"`;

/** The rowids of a trigram index's rows holding the term (only in `columns`, when named). */
export const ftsRowids = (index: string, term: string, columns?: readonly string[]) => ({
  sql: `SELECT rowid FROM ${ident(index)} WHERE ${ident(index)} MATCH ?`,
  param: columns ? `{${columns.join(' ')}} : ${ftsPhrase(term)}` : ftsPhrase(term),
});

/** Whether a term is long enough for a trigram index (shorter ones fall back to LIKE). */
export const trigramTerm = (term: string): boolean => [...term].length >= 3;

/**
 * `a OR b OR c …` as a balanced tree of parentheses: SQLite parses a flat chain into a tree as deep
 * as it is long, and refuses one past 1000 levels (many terms times many columns).
 */
export function anyOf(parts: readonly string[]): string {
  if (parts.length <= 2) return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
  const middle = Math.ceil(parts.length / 2);
  return `(${anyOf(parts.slice(0, middle))} OR ${anyOf(parts.slice(middle))})`;
}

/**
 * Referenced rows whose titles a trigram index holds (the large tables): a term of three characters or
 * more finds them there rather than by a LIKE over every row (an asset by its name or its tag).
 */
export const INDEXED_TITLES: Record<string, { index: string; columns: string[] }> = {
  hardware: { index: 'assets_search', columns: ['name', 'asset_tag'] },
  workorders: { index: 'work_orders_search', columns: ['title'] },
};

/** An FTS5 query for rows holding any of the terms (only in `columns`, when named). */
export const ftsAnyOf = (terms: readonly string[], columns?: readonly string[]): string => {
  const any = terms.map(ftsPhrase).join(' OR ');
  return columns ? `{${columns.join(' ')}} : (${any})` : any;
};

/**
 * Each " OR "-separated term is matched with LIKE across the searchable columns; date columns only
 * when the term looks like a date (digits, spaces, ':' and '-'), as the real backend does. A searched
 * reference field matches the title of the row it points at (a model's category name).
 *
 * All terms at once (issue 24: 50 terms were 50 trigram look-ups and 50 scans of each referenced
 * table): one trigram look-up for every term long enough, and per reference one look-up of the rows
 * whose title holds any term (through its trigram index when it has one).
 */
export function searchClause(
  r: ResourceDecl,
  terms: readonly string[],
  where: Where,
  extra?: { fn: SearchExtra; sqlite: Sqlite },
): void {
  if (terms.length === 0) return;
  const parts: string[] = [];
  const likes = (expression: string, some: readonly string[]) => {
    where.params.push(...some.map((term) => `%${escapeLike(term)}%`));
    return anyOf(some.map(() => `${expression} LIKE ? ESCAPE '\\'`));
  };
  // The trigram index finds a substring of three characters or more in any of its columns at once.
  const indexed = r.searchIndex ? terms.filter(trigramTerm) : [];
  if (r.searchIndex && indexed.length) {
    parts.push(`t.id IN (SELECT rowid FROM ${ident(r.searchIndex)} WHERE ${ident(r.searchIndex)} MATCH ?)`);
    where.params.push(ftsAnyOf(indexed));
  }
  for (const col of r.search) {
    const f = r.fields[col];
    const isDate = col === 'created_at' || col === 'updated_at' || f?.kind === 'date';
    const inIndex = f?.kind !== 'reference' && f?.kind !== 'date';
    const some = terms.filter((term) => !(inIndex && indexed.includes(term)) && (!isDate || DATE_ONLY.test(term)));
    if (some.length === 0) continue;
    const target = f?.kind === 'reference' ? referenceTargets[f.ref] : undefined;
    if (!target || f?.kind !== 'reference') {
      parts.push(likes(`t.${ident(col)}`, some));
      continue;
    }
    const titled = INDEXED_TITLES[f.ref];
    const long = titled ? some.filter(trigramTerm) : [];
    const short = some.filter((term) => !long.includes(term));
    const ids: string[] = [];
    if (titled && long.length) {
      ids.push(`SELECT rowid FROM ${ident(titled.index)} WHERE ${ident(titled.index)} MATCH ?`);
      where.params.push(ftsAnyOf(long, titled.columns));
    }
    if (short.length) ids.push(`SELECT s.id FROM ${ident(target.table)} s WHERE ${likes(target.title, short)}`);
    parts.push(`t.${ident(col)} IN (${ids.join(' UNION ALL ')})`);
  }
  for (const term of terms) {
    for (const e of extra?.fn(term, extra.sqlite) ?? []) {
      parts.push(e.sql);
      where.params.push(...e.params);
    }
  }
  where.clauses.push(parts.length ? anyOf(parts) : '0');
}

/**
 * The ORDER BY of a list: a column of the row, a count, a referenced row's title (`sort=model`), or an
 * expression a resource hook names (`sort=category`, through the model). Ties break on the id.
 */
export function orderBy(
  r: ResourceDecl,
  q: ListQuery,
  expressions: Record<string, string> = {},
): { sql: string; column?: ColumnOrder } {
  const column = sortColumns(r).includes(q.sort) ? q.sort : r.sort.default;
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const count = r.counts?.[column];
  if (count) return { sql: `ORDER BY ${countSql(count)} ${dir}, t.id ${dir}` };
  if (expressions[column]) return { sql: `ORDER BY ${expressions[column]} COLLATE NOCASE ${dir}, t.id ${dir}` };
  const ref = Object.entries(r.fields).find(([, f]) => f.kind === 'reference' && f.rowKey === column);
  if (ref && ref[1].kind === 'reference') {
    const target = referenceTargets[ref[1].ref];
    if (target) {
      const title = `(SELECT ${target.title} FROM ${ident(target.table)} s WHERE s.id = t.${ident(ref[0])})`;
      return { sql: `ORDER BY ${title} COLLATE NOCASE ${dir}, t.id ${dir}` };
    }
  }
  const field = r.fields[column];
  const text = field !== undefined && TEXT_KINDS.has(field.kind);
  return {
    sql: `ORDER BY t.${ident(column)}${text ? ' COLLATE NOCASE' : ''} ${dir}, t.id ${dir}`,
    column: { column, collate: text ? 'NOCASE' : 'BINARY' },
  };
}

export const whereSql = (where: Where): string => (where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '');
