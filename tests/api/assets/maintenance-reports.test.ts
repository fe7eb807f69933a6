import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { testClock, workOrderCalls } from '../../support/work-orders.js';
import type { Json } from '../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const one = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const at = (moment: string) => clock.set(new Date(`${moment}:00Z`));

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const report = async (id: string, query: string, role: 'manager' | 'technician' = 'manager') => {
  const res = await t.call(role, { url: `${wo.path(id)}?${query}` });
  return { status: res.statusCode, body: res.json() as Json };
};

/** Two assets of one model, nothing else raised in 2027: the fixture is all the period holds. */
describe('asset breakdown count report: equal to a hand count', () => {
  let a: number;
  let b: number;
  const category = (name: string) => one('SELECT id FROM work_order_categories WHERE name = ?', name);
  const raise = async (moment: string, assets: number[], categoryName = 'Corrective', body: object = {}) => {
    at(moment);
    return (await wo.create({ category_id: category(categoryName), inspectables: assets, ...body })).id as number;
  };
  const complete = async (id: number, moment: string) => {
    at(moment);
    expect((await wo.log(id, { action: 'start' })).body.status).toBe('success');
    expect((await wo.log(id, { action: 'complete' })).body.status).toBe('success');
  };

  beforeAll(async () => {
    const ids = t.conn.sqlite
      .prepare('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 2 OFFSET 40')
      .pluck()
      .all() as number[];
    a = ids[0]!;
    b = ids[1]!;
    // A: 6 h (Jan 10), 12 h (Jan 20); B: 24 h (Feb 5); A and B: open since Feb 10 08:00.
    await complete(await raise('2027-01-10T08:00', [a!]), '2027-01-10T14:00');
    await complete(await raise('2027-01-20T08:00', [a!]), '2027-01-20T20:00');
    await complete(await raise('2027-02-05T08:00', [b!], 'Emergency'), '2027-02-06T08:00');
    await raise('2027-02-10T08:00', [a!, b!]);
    // Not breakdowns: planned work, and a cancelled call.
    await raise('2027-02-01T08:00', [a!], 'Preventive');
    const cancelled = await raise('2027-02-02T08:00', [b!]);
    expect((await wo.log(cancelled, { action: 'cancel', reason: 'Raised twice' })).body.status).toBe('success');
    at('2027-02-10T18:00');
  });
  afterAll(() => clock.set(new Date('2026-11-01T08:00:00Z')));

  it('per asset: count, repaired, downtime, MTTR and MTBF', async () => {
    const { body } = await report('reports.asset-breakdown', 'start=2027-01-01&end=2027-12-31');
    expect(body.total).toBe(2);
    expect(body.rows).toEqual([
      // A: 6 + 12 + 10 (still open) hours; MTTR (6 + 12) / 2. MTBF = operating time ÷ failures: the period
      // so far (Jan 1 00:00 to Feb 10 18:00, 978 h) less 28 h down, over 3 failures: 316.7 h.
      expect.objectContaining({
        id: a,
        breakdowns: 3,
        repaired: 2,
        downtime_hours: 28,
        mttr_hours: 9,
        mtbf_hours: 316.7,
      }),
      // B: 24 + 10 hours; (978 − 34) ÷ 2 = 472 h.
      expect.objectContaining({
        id: b,
        breakdowns: 2,
        repaired: 1,
        downtime_hours: 34,
        mttr_hours: 24,
        mtbf_hours: 472,
      }),
    ]);
    // The totals count each work order once: 4 breakdowns, 6 + 12 + 24 + 10 hours. MTBF: 2 assets × 978 h
    // less their 62 h down, over their 5 failures (the shared one fails both): 378.8 h.
    expect(body.totals).toEqual({
      breakdowns: 4,
      repaired: 3,
      downtime_hours: 52,
      mttr_hours: 14,
      mtbf_hours: 378.8,
    });
    expect((body.bad_actors as Json[]).map((x) => x.id)).toEqual([a, b]);
  });

  it('groups by model, filters with ids joined by commas, and pages', async () => {
    const model = one('SELECT model_id FROM assets WHERE id = ?', a);
    const byModel = await report(
      'reports.asset-breakdown',
      `start=2027-01-01&end=2027-12-31&group_by=model&asset_id=${a},${b}`,
    );
    const models = new Set([model, one('SELECT model_id FROM assets WHERE id = ?', b)]);
    expect(byModel.body.total).toBe(models.size);
    const onlyB = await report('reports.asset-breakdown', `start=2027-01-01&end=2027-12-31&asset_id=${b}`);
    expect(onlyB.body.rows).toEqual([expect.objectContaining({ id: b, breakdowns: 2 })]);
    expect(onlyB.body.totals).toMatchObject({ breakdowns: 2, downtime_hours: 34 });
    const page = await report('reports.asset-breakdown', 'start=2027-01-01&end=2027-12-31&limit=1&offset=1');
    expect(page.body).toMatchObject({ total: 2, rows: [expect.objectContaining({ id: b })] });
  });

  it('-new: the same figures nested, with a monthly series', async () => {
    const { body } = await report('reports.asset-breakdown-new', 'start=2027-01-01&end=2027-03-31');
    const rows = body.rows as Json[];
    expect(rows[0]).toMatchObject({ id: a, metrics: { breakdowns: 3, downtime_hours: 28, mtbf_hours: 316.7 } });
    // A month without a repair has no MTTR: null (a gap in a chart), not 0.
    expect(rows[0]!.series).toEqual([
      { period: '2027-01', breakdowns: 2, downtime_hours: 18, mttr_hours: 9 },
      { period: '2027-02', breakdowns: 1, downtime_hours: 10, mttr_hours: null },
      { period: '2027-03', breakdowns: 0, downtime_hours: 0, mttr_hours: null },
    ]);
    expect(body.summary).toMatchObject({ metrics: { breakdowns: 4, downtime_hours: 52 } });
  });

  it('sorts by each metric, and open breakdowns keep counting downtime between calls', async () => {
    const ids = async (query: string) =>
      ((await report('reports.asset-breakdown', `start=2027-01-01&end=2027-12-31&${query}`)).body.rows as Json[]).map(
        (r) => r.id,
      );
    expect(await ids('sort=breakdowns&order=asc')).toEqual([b, a]);
    expect(await ids('sort=repaired&order=asc')).toEqual([b, a]);
    expect(await ids('sort=mttr_hours&order=desc')).toEqual([b, a]);
    expect(await ids('sort=downtime_hours&order=desc')).toEqual([b, a]);
    expect(await ids('sort=mtbf_hours&order=asc')).toEqual([a, b]);
    expect(await ids('sort=breakdowns&order=desc&limit=1&offset=1')).toEqual([b]);
    // Two hours later the shared open breakdown has run two hours more on both assets (and once in the totals).
    at('2027-02-10T20:00');
    const later = await report('reports.asset-breakdown', 'start=2027-01-01&end=2027-12-31&sort=breakdowns');
    expect(later.body.rows).toEqual([
      expect.objectContaining({ id: a, breakdowns: 3, downtime_hours: 30 }),
      expect.objectContaining({ id: b, breakdowns: 2, downtime_hours: 36 }),
    ]);
    expect(later.body.totals).toMatchObject({ breakdowns: 4, downtime_hours: 54 });
    at('2027-02-10T18:00');
  });

  it('answers bad filters with the error envelope and checks the reports permission', async () => {
    expect((await report('reports.asset-breakdown', 'group_by=colour')).body).toEqual({
      status: 'error',
      messages: { group_by: ['The selected group by is invalid.'] },
      payload: null,
    });
    expect((await report('reports.asset-breakdown-new', 'start=yesterday')).body.status).toBe('error');
    expect((await report('reports.asset-breakdown', '', 'technician')).status).toBe(403);
  });
});

describe('inspections report (PM compliance): equal to a hand count', () => {
  let plan: number;
  const generate = async () => {
    const res = await wo.call('manager', 'POST', wo.path('schedulers.generate', { id: plan }));
    return ((res.body.payload as Json).ids as number[])[0]!;
  };
  const done = async (id: number) => {
    expect((await wo.log(id, { action: 'start' })).body.status).toBe('success');
    expect((await wo.log(id, { action: 'complete' })).body.status).toBe('success');
  };
  const compliance = async (query = '') =>
    (await report('reports.inspections', `start=2027-03-01&end=2027-03-31&scheduler_id=${plan}${query}`)).body;

  beforeAll(async () => {
    at('2027-02-28T08:00');
    const asset = one('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET 60');
    const res = await wo.call('manager', 'POST', wo.path('schedulers.create'), {
      name: 'Weekly compliance fixture',
      assets: [asset],
      frequency: 'weekly',
      weekdays: 'mon',
      start_date: '2027-03-01',
      lead_days: 0,
    });
    plan = (res.body.payload as Json).id as number;
    at('2027-03-01T08:00');
    await done(await generate()); // Mar 1: on time
    at('2027-03-08T08:00');
    const late = await generate(); // Mar 8: done the next morning
    at('2027-03-09T09:00');
    await done(late);
    at('2027-03-15T08:00');
    await generate(); // Mar 15: never done
    at('2027-03-22T08:00');
    await generate(); // Mar 22: due today, still open
    at('2027-03-22T12:00');
  });
  afterAll(() => clock.set(new Date('2026-11-01T08:00:00Z')));

  it('counts due, on time, late, missed and pending by month, and the percentage', async () => {
    const body = await compliance();
    // On time ÷ decided: the one due today and still open is not late yet, so it is not held against it.
    const figures = { due: 4, done_on_time: 1, done_late: 1, missed: 1, pending: 1, compliance: 33.3 };
    expect(body.rows).toEqual([{ key: '2027-03', label: '2027-03', ...figures }]);
    expect(body.totals).toEqual(figures);
  });

  it('groups by week and by asset; completing today’s work on time raises the figure', async () => {
    const weeks = await compliance('&group_by=week');
    expect((weeks.rows as Json[]).map((r) => [r.key, r.compliance])).toEqual([
      ['2027-03-01', 100],
      ['2027-03-08', 0],
      ['2027-03-15', 0],
      // Only today's, still open: nothing decided yet, no figure (it was 0 % while dividing by pending).
      ['2027-03-22', null],
    ]);
    const open = one("SELECT id FROM work_orders WHERE scheduler_id = ? AND occurrence_date = '2027-03-22'", plan);
    await done(open);
    const after = await compliance('&group_by=asset');
    expect(after.rows).toHaveLength(1);
    expect(after.totals).toEqual({ due: 4, done_on_time: 2, done_late: 1, missed: 1, pending: 0, compliance: 50 });
  });

  it('answers a bad group with the error envelope; readers without reports get 403', async () => {
    expect((await compliance('&group_by=fortnight')).status).toBe('error');
    expect((await report('reports.inspections', '', 'technician')).status).toBe(403);
  });
});
