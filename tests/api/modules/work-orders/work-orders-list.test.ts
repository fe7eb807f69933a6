import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ANCHOR } from '@cmms/seeds';
import { createTestApp, type TestApp } from '../../../support/app.js';
import type { Json } from '../../../support/requests.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const ids = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .all(...params) as number[];
const one = <T>(sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** Every matching row (the list pages at 500; the seed has more). */
async function all(
  query: string,
  role: Parameters<typeof wo.list>[1] = 'superuser',
): Promise<{ total: number; rows: Json[] }> {
  const first = await wo.list(`${query}&limit=500&sort=id&order=asc`, role);
  const rows = [...first.rows];
  for (let offset = 500; offset < first.total; offset += 500) {
    rows.push(...(await wo.list(`${query}&limit=500&sort=id&order=asc&offset=${offset}`, role)).rows);
  }
  return { total: first.total, rows };
}

/** The list answers exactly the work orders the SQL names, undeleted. */
async function expectSame(query: string, sql: string, ...params: unknown[]) {
  const expected = ids(`SELECT id FROM work_orders t WHERE deleted_at IS NULL AND (${sql}) ORDER BY id`, ...params);
  const got = await all(query);
  expect(
    got.rows.map((r) => r.id),
    query,
  ).toEqual(expected);
  expect(got.total, query).toBe(expected.length);
  expect(expected.length, `${query} matches something`).toBeGreaterThan(0);
  return got.rows;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

describe('filters of spec point 3', () => {
  it('by location, asset and supportee (through their join tables), repeatable', async () => {
    const location = one<number>(
      'SELECT location_id FROM work_order_locations GROUP BY location_id ORDER BY count(*) DESC',
    );
    await expectSame(
      `location=${location}`,
      'id IN (SELECT work_order_id FROM work_order_locations WHERE location_id = ?)',
      location,
    );
    const [a, b] = ids('SELECT asset_id FROM work_order_assets GROUP BY asset_id ORDER BY count(*) DESC LIMIT 2');
    await expectSame(
      `asset=${a}&asset=${b}`,
      'id IN (SELECT work_order_id FROM work_order_assets WHERE asset_id IN (?, ?))',
      a,
      b,
    );
    const supportee = one<number>('SELECT user_id FROM work_order_supportees GROUP BY user_id ORDER BY count(*) DESC');
    const rows = await expectSame(
      `supportee=${supportee}`,
      'id IN (SELECT work_order_id FROM work_order_supportees WHERE user_id = ?)',
      supportee,
    );
    expect(rows.every((r) => r.supportees.some((s: Json) => s.id === supportee))).toBe(true);
  });

  it('by assignee, status ids, priority, category, cause and customer: exact ids', async () => {
    const tech = wo.userId('technician');
    await expectSame(`assignee=${tech}`, 'assignee = ?', tech);
    const [open, held] = [wo.statusId('open'), wo.statusId('on_hold')];
    await expectSame(`status=${open}&status=${held}`, 'status_id IN (?, ?)', open, held);
    await expectSame('priority=1', 'priority_id = 1');
    const category = one<number>(
      'SELECT category_id FROM work_orders WHERE category_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC',
    );
    await expectSame(`category=${category}`, 'category_id = ?', category);
    const cause = one<number>(
      'SELECT cause_id FROM work_orders WHERE cause_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC',
    );
    await expectSame(`cause=${cause}`, 'cause_id = ?', cause);
    const customer = one<number>(
      'SELECT customer_id FROM work_orders WHERE customer_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC',
    );
    await expectSame(`customer_id=${customer}`, 'customer_id = ?', customer);
    // A status that is neither an id nor a named view is refused (issue 25), no longer an empty page.
    expect(await wo.list('status=not-a-status')).toEqual({
      status: 'error',
      messages: { status: ['The selected status is invalid.'] },
      payload: null,
    });
  });

  it('by title and description: the text anywhere, in any case, short terms too', async () => {
    const rows = await expectSame('title=SEAL', "title LIKE '%seal%'");
    expect(rows.every((r) => r.title.toLowerCase().includes('seal'))).toBe(true);
    await expectSame('title=li', "title LIKE '%li%'");
    await expectSame('description=asset%20CH', "description LIKE '%asset CH%'");
  });

  it('by created_at, updated_on and due_date: the calendar day', async () => {
    const created = one<string>('SELECT substr(created_at, 1, 10) FROM work_orders GROUP BY 1 ORDER BY count(*) DESC');
    const rows = await expectSame(`created_at=${created}`, 'substr(created_at, 1, 10) = ?', created);
    expect(rows.every((r) => r.created_at.datetime.startsWith(created))).toBe(true);
    const updated = one<string>('SELECT substr(updated_at, 1, 10) FROM work_orders GROUP BY 1 ORDER BY count(*) DESC');
    await expectSame(`updated_on=${updated}`, 'substr(updated_at, 1, 10) = ?', updated);
    const due = one<string>(
      'SELECT substr(due_at, 1, 10) FROM work_orders WHERE due_at IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC',
    );
    await expectSame(`due_date=${due}`, 'substr(due_at, 1, 10) = ?', due);
    expect((await wo.list('created_at=not-a-day')).total).toBe(0);
  });

  it('by date_range on the creation day (start and end included), also as start/end', async () => {
    const query = 'date_range[start]=2026-10-01&date_range[end]=2026-10-15';
    await expectSame(encodeURI(query), "created_at >= '2026-10-01' AND created_at < '2026-10-16'");
    const alias = await all('start=2026-10-01&end=2026-10-15');
    expect(alias.rows.map((r) => r.id)).toEqual((await all(encodeURI(query))).rows.map((r) => r.id));
    await expectSame('start=2026-10-25', "created_at >= '2026-10-25'");
  });

  it('by state, source, overdue, parent and preventive plan', async () => {
    await expectSame('state=on_hold&state=assigned', "state IN ('on_hold', 'assigned')");
    await expectSame('source=request', "source = 'request'");
    const now = `${TEST_ANCHOR} 08:00:00`;
    const overdue = await expectSame('overdue=1', `due_at < '${now}' AND state IN ('open', 'assigned', 'in_progress')`);
    expect(overdue.every((r) => r.overdue)).toBe(true);
    await expectSame(
      'overdue=0',
      `NOT (due_at IS NOT NULL AND due_at < '${now}' AND state IN ('open', 'assigned', 'in_progress'))`,
    );
    const parent = one<number>('SELECT parent_id FROM work_orders WHERE parent_id IS NOT NULL');
    await expectSame(`parent_id=${parent}`, 'parent_id = ?', parent);
    t.conn.sqlite.prepare('UPDATE work_orders SET scheduler_id = 7 WHERE id IN (1, 2)').run();
    await expectSame('scheduler_id=7', 'scheduler_id = 7');
  });

  it('status=due: work still to do due from today to the seventh day, or in the range given', async () => {
    const todo = "state IN ('requested', 'open', 'assigned', 'in_progress', 'on_hold')";
    const week = await expectSame('status=due', `${todo} AND due_at >= '${TEST_ANCHOR}' AND due_at < '2026-11-08'`);
    expect(week.length).toBeGreaterThan(5);
    await expectSame(
      encodeURI('status=due&date_range[start]=2026-10-20&date_range[end]=2026-10-31'),
      `${todo} AND due_at >= '2026-10-20' AND due_at < '2026-11-01'`,
    );
    // Ranges of `due` read the due date, not the creation day.
    const sorted = await wo.list('status=due&sort=due_at&order=asc&limit=500');
    const dues = sorted.rows.map((r) => r.due_at.datetime as string);
    expect(dues).toEqual([...dues].sort());
  });

  it('combines filters with search (number, title, description) and sorts by due date', async () => {
    const location = one<number>(
      'SELECT location_id FROM work_order_locations GROUP BY location_id ORDER BY count(*) DESC',
    );
    const res = await wo.list(`status=due&location=${location}&search=pump&sort=due_at&order=asc&limit=25`);
    for (const r of res.rows) {
      expect(r.locations.map((l: Json) => l.id)).toContain(location);
      expect(`${r.number} ${r.title} ${r.description}`.toLowerCase()).toContain('pump');
    }
    const byNumber = await wo.list('search=WO-000012');
    expect(byNumber.rows.map((r) => r.number)).toContain('WO-000012');
  });
});

describe('rows', () => {
  it('carry status, priority, tagged assets, counts, checklist progress and the overdue flag', async () => {
    const id = one<number>(
      `SELECT w.id FROM work_orders w WHERE EXISTS (SELECT 1 FROM work_order_checklists c WHERE c.work_order_id = w.id)
       AND EXISTS (SELECT 1 FROM work_order_comments m WHERE m.work_order_id = w.id) ORDER BY w.id`,
    );
    const row = await wo.read(id);
    expect(row.status).toEqual(
      expect.objectContaining({ id: expect.any(Number), state: row.state, color: expect.any(String) }),
    );
    expect(row.priority).toEqual(expect.objectContaining({ code: expect.stringMatching(/^P[1-4]$/) }));
    expect(row.inspectables[0]).toEqual(expect.objectContaining({ asset_tag: expect.stringMatching(/^AST-/) }));
    expect(row.comments_count).toBe(one('SELECT count(*) FROM work_order_comments WHERE work_order_id = ?', id));
    expect(row.checklists).toEqual({
      total: one('SELECT count(*) FROM work_order_checklists WHERE work_order_id = ?', id),
      completed: one('SELECT count(completed_at) FROM work_order_checklists WHERE work_order_id = ?', id),
    });
  });
});
