import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ANCHOR } from '@cmms/seeds';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

/**
 * Issue 26: a technician's "to do" includes overdue work, each list view is named for what it holds,
 * and "assigned to me" lists the caller's work (assignee, or on the crew as a supportee).
 */
let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const NOW = `${TEST_ANCHOR} 08:00:00`;
const TODO = "state IN ('requested', 'open', 'assigned', 'in_progress', 'on_hold')";
const RUNNING_LATE = `due_at < '${NOW}' AND state IN ('open', 'assigned', 'in_progress')`;

const ids = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(`SELECT id FROM work_orders t WHERE deleted_at IS NULL AND (${sql}) ORDER BY id`)
    .pluck()
    .all(...params) as number[];

/** The ids the list answers (every page), sorted. */
async function listed(query: string, role: Role = 'superuser'): Promise<number[]> {
  const out: number[] = [];
  for (let offset = 0; ; offset += 500) {
    const page = await wo.list(`${query}&limit=500&offset=${offset}&sort=id&order=asc`, role);
    out.push(...page.rows.map((r) => r.id as number));
    if (offset + 500 >= page.total) return out;
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

describe('status views of the work-order list', () => {
  it('todo: every work order still to do, the overdue ones included', async () => {
    const expected = ids(TODO);
    const got = await listed('status=todo');
    expect(got).toEqual(expected);
    const overdue = ids(RUNNING_LATE);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((id) => got.includes(id))).toBe(true);
    // The week's view (kept for its clients) still leaves the overdue ones out: that is why `todo` exists.
    const week = await listed('status=due');
    expect(overdue.some((id) => week.includes(id))).toBe(false);
  });

  it('overdue, today, and a date range on todo read the due date', async () => {
    expect(await listed('status=overdue')).toEqual(ids(RUNNING_LATE));
    expect(await listed('status=overdue')).toEqual(await listed('overdue=1'));
    const today = ids(`${TODO} AND due_at >= '${TEST_ANCHOR}' AND due_at < '2026-11-02'`);
    expect(today.length).toBeGreaterThan(0);
    expect(await listed('status=today')).toEqual(today);
    expect(await listed(encodeURI('status=todo&date_range[end]=2026-10-31'))).toEqual(
      ids(`${TODO} AND due_at < '2026-11-01'`),
    );
  });
});

describe('assigned to me', () => {
  it("lists the technician's own work and the work whose crew they are on, nobody else's", async () => {
    const me = wo.userId('technician');
    const mine = ids(
      'assignee = ? OR id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?)',
      me,
      me,
    );
    const crewOnly = ids(
      'assignee IS NOT ? AND id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?)',
      me,
      me,
    );
    expect(crewOnly.length).toBeGreaterThan(0);
    const got = await listed('assigned_to_me=1', 'technician');
    expect(got).toEqual(mine);
    // The same query names another person's work for the manager.
    const manager = wo.userId('manager');
    expect(await listed('assigned_to_me=1', 'manager')).toEqual(
      ids(
        'assignee = ? OR id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?)',
        manager,
        manager,
      ),
    );
  });

  it("a technician's to do: overdue work of theirs included", async () => {
    const me = wo.userId('technician');
    const got = await listed('status=todo&assigned_to_me=1', 'technician');
    const mineLate = ids(
      `${RUNNING_LATE} AND (assignee = ? OR id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?))`,
      me,
      me,
    );
    expect(mineLate.length).toBeGreaterThan(0);
    expect(mineLate.every((id) => got.includes(id))).toBe(true);
    expect(got).toEqual(
      ids(
        `${TODO} AND (assignee = ? OR id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?))`,
        me,
        me,
      ),
    );
  });
});
