import { DUE_STATES, RUNNING_STATES, isIsoDate, toStoredDateTime } from '@cmms/contracts';
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

/** Requester scoping, `status` (ids or `due`), `overdue`, and `date_range` on creation or due dates. */
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
  const range = dateRange(input);
  const statuses = queryValues(input, 'status');
  if (statuses.includes('due')) {
    // `due`: work still to do that falls due in the range; without one, today and the next six days.
    const today = toStoredDateTime(now).slice(0, 10);
    const start = range.start ?? (range.end ? null : today);
    const end = range.end ?? (range.start ? null : new Date(now.getTime() + 6 * 86_400_000).toISOString().slice(0, 10));
    where.clauses.push(inStates(DUE_STATES));
    where.params.push(...DUE_STATES);
    within(where, 't.due_at', start, end);
  } else {
    within(where, 't.created_at', range.start, range.end);
    if (statuses.length) {
      const ids = statuses.filter((v) => /^\d{1,15}$/.test(v)).map(Number);
      where.clauses.push(ids.length ? `t.status_id IN (${placeholders(ids.length)})` : '0');
      where.params.push(...ids);
    }
  }
  const overdue = queryValues(input, 'overdue')[0];
  if (overdue !== undefined) {
    const clause = `(t.due_at IS NOT NULL AND t.due_at < ? AND ${inStates(RUNNING_STATES)})`;
    const yes = overdue === '1' || overdue === 'true';
    where.clauses.push(yes ? clause : `NOT ${clause}`);
    where.params.push(toStoredDateTime(now), ...RUNNING_STATES);
  }
}

/** Priorities sort by rank (Critical first), statuses in workflow order: not by their names. */
export const workOrderSorts: Record<string, string> = {
  priority: '(SELECT p.rank FROM work_order_priorities p WHERE p.id = t.priority_id)',
  status: '(SELECT s.sort_order FROM work_order_statuses s WHERE s.id = t.status_id)',
};
