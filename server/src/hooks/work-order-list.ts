import { ASSIGNED_TO_ME, DUE_STATES, RUNNING_STATES, isIsoDate, toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { clockOf } from '../clock.js';
import { nextDay, placeholders, queryValues, type Where } from '../engine/sql.js';
import { requesterOnly } from '../domain/work-orders/access.js';

/** The work-order list's own filters (spec point 3 and 4) and who sees which rows. */

const day = (v: unknown): string | null => (typeof v === 'string' && isIsoDate(v.trim()) ? v.trim() : null);
const first = (input: Record<string, unknown>, ...keys: string[]) =>
  keys.map((k) => day(queryValues(input, k)[0])).find((v) => v !== null) ?? null;

/** Days of `date_range[start]`/`[end]` (or `start`/`end`), inclusive; either may be missing. */
function dateRange(input: Record<string, unknown>): { start: string | null; end: string | null } {
  return { start: first(input, 'date_range[start]', 'start'), end: first(input, 'date_range[end]', 'end') };
}

const inStates = (states: readonly string[]) => `t.state COLLATE NOCASE IN (${placeholders(states.length)})`;

/** Adds `column` within the days of the range (the end day included). */
function within(where: Where, column: string, start: string | null, end: string | null): void {
  if (start) {
    where.clauses.push(`${column} >= ?`);
    where.params.push(start);
  }
  if (end) {
    where.clauses.push(`${column} < ?`);
    where.params.push(nextDay(end));
  }
}

const yes = (v: string | undefined) => v === '1' || v === 'true';

/** Running work past its due time: `overdue=1` and `status=overdue`. */
function overdueClause(now: Date): { sql: string; params: unknown[] } {
  return {
    sql: `(t.due_at IS NOT NULL AND t.due_at < ? AND ${inStates(RUNNING_STATES)})`,
    params: [toStoredDateTime(now), ...RUNNING_STATES],
  };
}

/**
 * `status`: a status id, or one of the named views of `WORK_ORDER_STATUS_VIEWS` (contracts): `todo`,
 * `overdue`, `today`, `due`. The views read the due date (and `date_range` with it); ids the creation day.
 */
function statusClauses(input: Record<string, unknown>, where: Where, now: Date): void {
  const range = dateRange(input);
  const statuses = queryValues(input, 'status');
  const today = toStoredDateTime(now).slice(0, 10);
  const todo = () => {
    where.clauses.push(inStates(DUE_STATES));
    where.params.push(...DUE_STATES);
  };
  if (statuses.includes('due')) {
    // `due`: work still to do that falls due in the range; without one, today and the next six days.
    const start = range.start ?? (range.end ? null : today);
    const end = range.end ?? (range.start ? null : new Date(now.getTime() + 6 * 86_400_000).toISOString().slice(0, 10));
    todo();
    within(where, 't.due_at', start, end);
  } else if (statuses.includes('today')) {
    todo();
    within(where, 't.due_at', today, today);
  } else if (statuses.includes('todo')) {
    // Everything still to do, overdue included; a range narrows it by due date.
    todo();
    within(where, 't.due_at', range.start, range.end);
  } else if (statuses.includes('overdue')) {
    const overdue = overdueClause(now);
    where.clauses.push(overdue.sql);
    where.params.push(...overdue.params);
    within(where, 't.due_at', range.start, range.end);
  } else {
    within(where, 't.created_at', range.start, range.end);
    if (statuses.length) {
      const ids = statuses.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
      where.clauses.push(ids.length ? `t.status_id IN (${placeholders(ids.length)})` : '0');
      where.params.push(...ids);
    }
  }
}

/** Requester scoping, `status` (ids or a named view), `overdue`, `assigned_to_me`, and `date_range`. */
export function workOrderListScope(
  input: Record<string, unknown>,
  where: Where,
  principal: Principal | null,
  sqlite: Sqlite,
): void {
  if (requesterOnly(principal)) {
    where.clauses.push('t.requested_by = ?');
    where.params.push(principal?.user.id ?? 0);
  }
  const now = clockOf(sqlite)();
  statusClauses(input, where, now);
  const overdue = queryValues(input, 'overdue')[0];
  if (overdue !== undefined) {
    const clause = overdueClause(now);
    where.clauses.push(yes(overdue) ? clause.sql : `NOT ${clause.sql}`);
    where.params.push(...clause.params);
  }
  // Work orders have no group assignee (groups grant permissions): "mine or my crew's" is the
  // assignee or a supportee. Without a caller nothing is theirs.
  if (yes(queryValues(input, ASSIGNED_TO_ME)[0])) {
    const me = principal?.user.id ?? 0;
    where.clauses.push(
      '(t.assignee = ? OR t.id IN (SELECT s.work_order_id FROM work_order_supportees s WHERE s.user_id = ?))',
    );
    where.params.push(me, me);
  }
}

/** Priorities sort by rank (Critical first), statuses in workflow order: not by their names. */
export const workOrderSorts: Record<string, string> = {
  priority: '(SELECT p.rank FROM work_order_priorities p WHERE p.id = t.priority_id)',
  status: '(SELECT s.sort_order FROM work_order_statuses s WHERE s.id = t.status_id)',
};
