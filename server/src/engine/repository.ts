import { normalizeListQuery, sortColumns, type ListQuery, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
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
import { countReadable, type RawRow } from './rows.js';
import { sortIndex, walkIndexIsCheaper } from './sort-index.js';

/** A filtered, sorted list before paging: its total and a way to read any window of it. */
export interface ListPlan {
  total: number;
  query: ListQuery;
  /** Row ids in list order, `limit` from `offset`; no limit reads to the end. */
  ids(offset: number, limit?: number): number[];
}

/** Reads of one declared resource's table: lists with the real backend's paging rules, and single rows. */
export class Repository {
  constructor(
    private readonly sqlite: Sqlite,
    readonly r: ResourceDecl,
    private readonly hooks: ResourceHooks,
  ) {}

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
    const total = this.sqlite
      .prepare(`SELECT count(*) FROM ${this.table} t ${clause}`)
      .pluck()
      .get(...where.params) as number;
    const order = orderBy(this.r, q, this.sortExpressions(lang));
    const index = order.column && sortIndex(this.sqlite, this.r.table, order.column);
    const select = (hint: string) =>
      this.sqlite.prepare(`SELECT t.id FROM ${this.table} t ${hint} ${clause} ${order.sql} LIMIT ? OFFSET ?`).pluck();
    return {
      total,
      query: q,
      ids: (offset, limit = -1) => {
        if (offset >= total) return [];
        const walk = index && limit > 0 && walkIndexIsCheaper(offset, limit, total, this.tableRows());
        return select(walk ? `INDEXED BY ${ident(index)}` : '').all(...where.params, limit, offset) as number[];
      },
    };
  }

  /** An upper bound of the table's row count, without counting. */
  private tableRows(): number {
    return (this.sqlite.prepare(`SELECT max(rowid) FROM ${this.table}`).pluck().get() as number | null) ?? 0;
  }

  /** Full rows (with their counts) for ids, in the order given. */
  rowsFor(ids: readonly number[]): RawRow[] {
    if (ids.length === 0) return [];
    const rows = this.sqlite
      .prepare(`SELECT t.*${countSelects(this.r)} FROM ${this.table} t WHERE t.id IN (${placeholders(ids.length)})`)
      .all(...ids) as RawRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The resource's own search conditions, and a seeded vocabulary's rows by the names `lang` reads them
   * by (their stored names are English).
   */
  private searchExtra(lang: ServerLanguage): SearchExtra {
    const { name, titleField } = this.r;
    const own = this.hooks.searchExtra;
    return (term, sqlite) => {
      const seeded = seededTitleMatch(name, titleField, lang, (c) => `t.${c}`, term);
      return [...(own?.(term, sqlite) ?? []), ...(seeded ? [{ sql: seeded, params: [] }] : [])];
    };
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
    return { total: plan.total, rows: this.rowsFor(plan.ids(offset, plan.query.limit)) };
  }

  /** A row by id that the caller may see (hooks may hide some: a requester sees only its own). */
  findVisible(id: number, principal: Principal | null, withDeleted = false): RawRow | undefined {
    const raw = this.find(id, withDeleted);
    return raw && (this.hooks.visible?.(this.sqlite, raw, principal) ?? true) ? raw : undefined;
  }

  /** A row by id; soft-deleted rows only when asked (restore, restorable details). */
  find(id: number, withDeleted = false): RawRow | undefined {
    const deleted = this.r.softDelete && !withDeleted ? ' AND t.deleted_at IS NULL' : '';
    return this.sqlite
      .prepare(`SELECT t.*${countSelects(this.r)} FROM ${this.table} t WHERE t.id = ?${deleted}`)
      .get(id) as RawRow | undefined;
  }
}
