import { normalizeListQuery, sortColumns, type ListQuery, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../principal.js';
import type { ServerLanguage } from '../i18n/languages.js';
import type { ResourceHooks } from './hooks.js';
import { seededTitleMatch, seededTitleOrder } from './seeded-names.js';
import {
  countSelects,
  filterClauses,
  ident,
  orderBy,
  placeholders,
  searchClause,
  whereSql,
  type SearchExtra,
  type Where,
} from './sql.js';
import { countReadable, refSelects, type RawRow } from './rows.js';
import { sortIndex, walkIndexIsCheaper } from './sort-index.js';
import { tablesIn, writeVersions, type WriteVersions } from './write-versions.js';

/** A filtered, sorted list before paging: its total and a way to read any window of it. */
export interface ListPlan {
  total: number;
  query: ListQuery;
  /** Row ids in list order, `limit` from `offset`; no limit reads to the end. */
  ids(offset: number, limit?: number): number[];
  /** Full rows (with their counts and referenced titles) of one page, in list order: one statement. */
  page(offset: number, limit: number): RawRow[];
}

/** A figure kept until a write could change it. */
interface Kept<T> {
  version: string;
  value: T;
}

/** How many totals, and rows' item counts, a resource keeps (the oldest go first). */
const KEPT_TOTALS = 256;
const KEPT_ITEM_COUNTS = 20_000;
/** Pages of rows kept per resource, and the longest page kept (a screen's page; not an export). */
const KEPT_PAGES = 64;
const KEPT_PAGE_ROWS = 100;

function keep<T>(map: Map<string | number, Kept<T>>, key: string | number, kept: Kept<T>, cap: number): void {
  map.delete(key);
  map.set(key, kept);
  if (map.size > cap) map.delete(map.keys().next().value as string | number);
}

/** Reads of one declared resource's table: lists with the real backend's paging rules, and single rows. */
export class Repository {
  private readonly versions: WriteVersions;
  private readonly totals = new Map<string, Kept<[number, number]>>();
  private readonly pages = new Map<string, Kept<RawRow[]>>();
  private readonly itemCounts = new Map<number, Kept<Record<string, unknown>>>();
  private readonly dependencies = new Map<string, string[]>();
  private readonly searchTerms = new Map<string, Kept<ReturnType<SearchExtra>> & { tables: string[] }>();
  /** The counted tables of the declared counts (`models_count`…), read by every row's counts. */
  private readonly countTables: string[];
  private readonly refs: string;
  /** A page's columns beyond the row's own: referenced titles, the hook's values and the declared counts. */
  private readonly pageColumns: string;

  constructor(
    private readonly sqlite: Sqlite,
    readonly r: ResourceDecl,
    private readonly hooks: ResourceHooks,
  ) {
    this.versions = writeVersions(sqlite);
    this.countTables = tablesIn(countSelects(r));
    this.refs =
      refSelects(r) +
      Object.entries(hooks.rowSelects ?? {})
        .map(([key, sql]) => `, (${sql}) AS ${ident(key)}`)
        .join('');
    this.pageColumns = this.refs + countSelects(r);
  }

  /** The tables a statement reads, once per text. */
  private dependsOn(sql: string): string[] {
    let found = this.dependencies.get(sql);
    if (!found) {
      found = tablesIn(sql);
      if (this.dependencies.size > 2000) this.dependencies.clear();
      this.dependencies.set(sql, found);
    }
    return found;
  }

  /**
   * The filtered count (and the table's row bound), kept until a write to a table it reads: at 100k rows a count is the costliest
   * part of a page, and lists are read far more often than written. Exact: any write to those tables
   * (or one the tracker cannot attribute) drops it.
   */
  private figuresOf(sql: string, params: readonly unknown[]): [number, number] {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const version = this.versions.of(this.dependsOn(sql));
    const kept = this.totals.get(key);
    if (kept && kept.version === version) return kept.value;
    const value = this.sqlite
      .prepare(sql)
      .raw()
      .get(...params) as [number, number];
    if (this.versions.canKeep()) keep(this.totals, key, { version, value }, KEPT_TOTALS);
    return value;
  }

  /**
   * A page's rows with their references, kept like the totals until a write to a table the statement reads
   * (a console revalidates the page it shows on every focus; the benchmark repeats it): exact, since any
   * write that could change a row drops it. Each caller gets its own copies (presenters shape rows in place).
   */
  private pageOf(sql: string, params: readonly unknown[], limit: number): RawRow[] {
    if (limit < 1 || limit > KEPT_PAGE_ROWS) return this.sqlite.prepare(sql).all(...params) as RawRow[];
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const version = this.versions.of(this.dependsOn(sql));
    const kept = this.pages.get(key);
    const rows = kept && kept.version === version ? kept.value : (this.sqlite.prepare(sql).all(...params) as RawRow[]);
    if (rows !== kept?.value && this.versions.canKeep()) keep(this.pages, key, { version, value: rows }, KEPT_PAGES);
    return rows.map((row) => ({ ...row }));
  }

  /**
   * Adds each row's declared counts (items per row: a manufacturer's assets through its models), kept per
   * row until a write to a counted table; the rows missing them are counted in one statement.
   */
  private withCounts(rows: RawRow[]): RawRow[] {
    const counts = countSelects(this.r);
    if (!counts || rows.length === 0) return rows;
    const version = this.versions.of(this.countTables);
    const missing = rows.filter((row) => this.itemCounts.get(row.id)?.version !== version).map((row) => row.id);
    if (missing.length) {
      const found = this.sqlite
        .prepare(`SELECT t.id${counts} FROM ${this.table} t WHERE t.id IN (${placeholders(missing.length)})`)
        .all(...missing) as RawRow[];
      const keepIt = this.versions.canKeep();
      for (const { id, ...value } of found) {
        if (keepIt) keep(this.itemCounts, id, { version, value }, KEPT_ITEM_COUNTS);
        else this.itemCounts.delete(id);
        Object.assign(rows.find((row) => row.id === id) ?? {}, value);
      }
    }
    for (const row of rows) {
      const kept = this.itemCounts.get(row.id);
      if (kept?.version === version) Object.assign(row, kept.value);
    }
    return rows;
  }

  private get table() {
    return ident(this.r.table);
  }

  parseQuery(input: Record<string, unknown>): ListQuery {
    return normalizeListQuery(
      input,
      sortColumns(this.r),
      this.r.sort.default,
      this.r.sort.order,
      this.r.paging?.defaultLimit,
    );
  }

  /**
   * The list's WHERE and ORDER BY, and its total. Paging selects ids first, so per-row work (count
   * subqueries, reference lookups) runs for the page's rows only, never for every matching row.
   */
  plan(
    input: Record<string, unknown>,
    scope?: Where,
    principal: Principal | null = null,
    lang: ServerLanguage = 'en',
  ): ListPlan {
    const asked = this.parseQuery(input);
    // A count the caller may not read does not order its list either (the order would tell it).
    const hidden = this.r.counts?.[asked.sort];
    const q = hidden && !countReadable(hidden, principal) ? { ...asked, sort: this.r.sort.default } : asked;
    const where: Where = { clauses: [...(scope?.clauses ?? [])], params: [...(scope?.params ?? [])] };
    if (this.r.softDelete) {
      const onlyDeleted = this.r.restorable && (input.deleted === 'true' || input.deleted === '1');
      where.clauses.push(onlyDeleted ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
    }
    filterClauses(this.r, input, where);
    this.hooks.listScope?.(input, where, principal, this.sqlite);
    searchClause(this.r, q.search, where, { fn: this.searchExtra(lang), sqlite: this.sqlite });
    const clause = whereSql(where);
    // The table's row bound rides along: whether walking the sort index beats sorting the matches.
    const [total, tableRows] = this.figuresOf(
      `SELECT count(*), (SELECT coalesce(max(rowid), 0) FROM ${this.table}) FROM ${this.table} t ${clause}`,
      where.params,
    );
    const order = orderBy(this.r, q, this.sortExpressions(lang));
    const index = order.column && sortIndex(this.sqlite, this.r.table, order.column);
    const idsSql = (offset: number, limit: number) => {
      const walk = index && limit > 0 && walkIndexIsCheaper(offset, limit, total, tableRows);
      return `SELECT t.id FROM ${this.table} t ${walk ? `INDEXED BY ${ident(index)}` : ''} ${clause} ${order.sql} LIMIT ? OFFSET ?`;
    };
    return {
      total,
      query: q,
      ids: (offset, limit = -1) => {
        if (offset >= total) return [];
        return this.sqlite
          .prepare(idsSql(offset, limit))
          .pluck()
          .all(...where.params, limit, offset) as number[];
      },
      // The page's ids, its rows, their referenced titles and their counts in one statement; the outer
      // ORDER BY (over the page's rows only) keeps the list's order.
      page: (offset, limit) => {
        if (offset >= total) return [];
        const sql = `SELECT t.*${this.pageColumns} FROM (${idsSql(offset, limit)}) p CROSS JOIN ${this.table} t ON t.id = p.id ${order.sql}`;
        return this.pageOf(sql, [...where.params, limit, offset], limit);
      },
    };
  }

  /** Full rows (with their counts) for ids, in the order given. */
  rowsFor(ids: readonly number[]): RawRow[] {
    if (ids.length === 0) return [];
    const rows = this.sqlite
      .prepare(`SELECT t.*${this.refs} FROM ${this.table} t WHERE t.id IN (${placeholders(ids.length)})`)
      .all(...ids) as RawRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return this.withCounts(ids.flatMap((id) => byId.get(id) ?? []));
  }

  /**
   * The resource's own search conditions, and a seeded vocabulary's rows by the names `lang` reads them
   * by (their stored names are English).
   */
  private searchExtra(lang: ServerLanguage): SearchExtra {
    const { name, titleField } = this.r;
    const own = this.hooks.searchExtra;
    return (term) => {
      const seeded = seededTitleMatch(name, titleField, lang, (c) => `t.${c}`, term);
      return [...(own ? this.ownSearch(own, term) : []), ...(seeded ? [{ sql: seeded, params: [] }] : [])];
    };
  }

  /**
   * A hook's conditions for a term (an asset's models, places, suppliers and people whose names hold it,
   * as id lists): kept per term until a write to a table the hook read, like the totals. At the large
   * profile these look-ups were the asset list's costliest part after the page itself.
   */
  private ownSearch(own: SearchExtra, term: string): ReturnType<SearchExtra> {
    const kept = this.searchTerms.get(term);
    if (kept && kept.version === this.versions.of(kept.tables)) return kept.value;
    const { value, tables } = this.versions.recording(() => own(term, this.sqlite));
    if (this.versions.canKeep()) {
      this.searchTerms.delete(term);
      this.searchTerms.set(term, { version: this.versions.of(tables), tables, value });
      if (this.searchTerms.size > 500) this.searchTerms.delete(this.searchTerms.keys().next().value as string);
    }
    return value;
  }

  private sortExpressions(lang: ServerLanguage): Record<string, string> | undefined {
    const { name, titleField } = this.r;
    const seeded = seededTitleOrder(name, titleField, lang, (c) => `t.${c}`);
    return seeded ? { ...this.hooks.sortExpressions, [titleField]: seeded } : this.hooks.sortExpressions;
  }

  /**
   * `scope` narrows the list before the caller's filters (a group's members, what points at a user);
   * `lang` is the reader's, for the names of seeded rows.
   */
  list(
    input: Record<string, unknown>,
    scope?: Where,
    principal: Principal | null = null,
    lang: ServerLanguage = 'en',
  ): { total: number; rows: RawRow[] } {
    const plan = this.plan(input, scope, principal, lang);
    // An offset past the end gives empty rows, never an error.
    const offset = Math.min(plan.query.offset, plan.total);
    return { total: plan.total, rows: plan.page(offset, plan.query.limit) };
  }

  /**
   * A row by id that the caller may see (hooks may hide some: a requester sees only its own). `presented`:
   * read with its referenced titles and the hook's page values, as a list page reads it (a detail: one
   * statement rather than one per referenced table); such a row is for presenting, not for writing back.
   */
  findVisible(id: number, principal: Principal | null, withDeleted = false, presented = false): RawRow | undefined {
    const raw = this.find(id, withDeleted, presented);
    return raw && (this.hooks.visible?.(this.sqlite, raw, principal) ?? true) ? raw : undefined;
  }

  /** A row by id; soft-deleted rows only when asked (restore, restorable details). */
  find(id: number, withDeleted = false, presented = false): RawRow | undefined {
    const deleted = this.r.softDelete && !withDeleted ? ' AND t.deleted_at IS NULL' : '';
    const columns = presented ? `t.*${this.refs}` : 't.*';
    const raw = this.sqlite.prepare(`SELECT ${columns} FROM ${this.table} t WHERE t.id = ?${deleted}`).get(id) as
      RawRow | undefined;
    return raw && this.withCounts([raw])[0];
  }
}
