import { normalizeListQuery, sortColumns, type ListQuery, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { countSelects, filterClauses, ident, orderBy, searchClause, whereSql, type Where } from './sql.js';
import type { RawRow } from './rows.js';

/** Reads of one declared resource's table: lists with the real backend's paging rules, and single rows. */
export class Repository {
  constructor(
    private readonly sqlite: Sqlite,
    readonly r: ResourceDecl,
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

  /** `scope` narrows the list before the caller's filters (a group's members, what points at a user). */
  list(input: Record<string, unknown>, scope?: Where): { total: number; rows: RawRow[] } {
    const q = this.parseQuery(input);
    const where: Where = { clauses: [...(scope?.clauses ?? [])], params: [...(scope?.params ?? [])] };
    if (this.r.softDelete) {
      const onlyDeleted = this.r.restorable && (input.deleted === 'true' || input.deleted === '1');
      where.clauses.push(onlyDeleted ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
    }
    filterClauses(this.r, input, where);
    searchClause(this.r, q.search, where);
    const clause = whereSql(where);
    const { total } = this.sqlite
      .prepare(`SELECT count(*) AS total FROM ${this.table} t ${clause}`)
      .get(...where.params) as {
      total: number;
    };
    // An offset past the end gives empty rows, never an error.
    const offset = Math.min(q.offset, total);
    const rows = this.sqlite
      .prepare(
        `SELECT t.*${countSelects(this.r)} FROM ${this.table} t ${clause} ${orderBy(this.r, q)} LIMIT ? OFFSET ?`,
      )
      .all(...where.params, q.limit, offset) as RawRow[];
    return { total, rows };
  }

  /** A row by id; soft-deleted rows only when asked (restore, restorable details). */
  find(id: number, withDeleted = false): RawRow | undefined {
    const deleted = this.r.softDelete && !withDeleted ? ' AND t.deleted_at IS NULL' : '';
    return this.sqlite
      .prepare(`SELECT t.*${countSelects(this.r)} FROM ${this.table} t WHERE t.id = ?${deleted}`)
      .get(id) as RawRow | undefined;
  }
}
