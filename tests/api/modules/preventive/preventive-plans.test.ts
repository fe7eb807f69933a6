import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const sql = () => t.conn.sqlite;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const assetAt = (n: number) =>
  sql().prepare('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET ?').pluck().get(n) as number;
const checklistId = () =>
  sql().prepare('SELECT id FROM checklists WHERE status = 1 ORDER BY id LIMIT 1').pluck().get() as number;

let made = 0;
async function createPlan(body: Record<string, unknown>) {
  made += 1;
  const res = await wo.call('manager', 'POST', wo.path('schedulers.create'), {
    name: `Plan ${made} ${Date.now()}`,
    target_type: 'assets',
    assets: [assetAt(made)],
    frequency: 'monthly',
    start_date: '2026-11-01',
    ...body,
  });
  return res.body;
}
const generate = (id: number, body: object = {}, role: 'manager' | 'technician' = 'manager') =>
  wo.call(role, 'POST', wo.path('schedulers.generate', { id }), body);
/** The work orders a generate call made, read back by the ids it answers (the answer is a count). */
const generatedRows = async (res: { body: Json }) =>
  Promise.all(((res.body.payload as Json).ids as number[]).map((id) => wo.read(id)));
const generated = async (id: number, body: object = {}) => generatedRows(await generate(id, body));

describe('plans at /Scheduler', () => {
  it('lives at the documented path with the capital S', () => {
    expect(wo.path('schedulers.list')).toMatch(/\/Scheduler$/);
  });

  it('creates a plan with its defaults and its next date', async () => {
    const res = await createPlan({ frequency: 'weekly', weekdays: 'THU, mon' });
    expect(res.status).toBe('success');
    expect(res.payload).toMatchObject({
      interval: 1,
      lead_days: 7,
      weekdays: 'mon,thu',
      basis: 'fixed',
      paused: false,
      priority: { name: 'Medium' },
      work_order_category: { name: 'Preventive' },
      // 2026-11-01 is a Sunday: the first Monday after it.
      next_date: '2026-11-02',
    });
  });

  it('refuses a target without what it names, bad weekdays and skip dates, and an end before the start', async () => {
    const res = await createPlan({
      target_type: 'model',
      frequency: 'weekly',
      weekdays: 'mon,funday',
      skip_dates: '2026-12-16, 2026-13-01',
      end_date: '2026-10-01',
    });
    expect(res.status).toBe('error');
    expect(res.messages).toEqual({
      model_id: ['The model id field is required when the target is a model.'],
      weekdays: ['The selected weekdays is invalid.'],
      skip_dates: ['The skip dates field must be a valid date.'],
      end_date: ['The end date field must be a date after or equal to start date.'],
    });
    const noAssets = await createPlan({ assets: [] });
    expect(noAssets.messages).toEqual({ assets: ['The assets field is required when the target is assets.'] });
  });

  it('ignores and clears the recurrence fields its frequency does not use (the form hides them)', async () => {
    // Weekdays on a monthly plan are not checked, not kept: the plan falls on its day of the month.
    const res = await createPlan({ weekdays: 'funday', day_of_month: 15, ordinal: 'last', weekday: 'thu', month: 3 });
    expect(res.status).toBe('success');
    expect(res.payload).toMatchObject({ weekdays: null, day_of_month: 15, ordinal: null, weekday: null, month: null });
    expect(res.payload.next_date).toBe('2026-11-15');
    const id = res.payload.id as number;
    // Turned weekly, the day of the month goes and the monthly mode returns to its default.
    const weekly = await wo.call('manager', 'PATCH', wo.path('schedulers.update', { id }), {
      frequency: 'weekly',
      weekdays: 'fri',
    });
    expect(weekly.body.payload).toMatchObject({ weekdays: 'fri', day_of_month: null, monthly_mode: 'day_of_month' });
    const nth = await wo.call('manager', 'PATCH', wo.path('schedulers.update', { id }), {
      frequency: 'monthly',
      monthly_mode: 'nth_weekday',
      ordinal: 'last',
      weekday: 'thu',
    });
    expect(nth.body.payload).toMatchObject({ weekdays: null, day_of_month: null, ordinal: 'last', weekday: 'thu' });
    expect(nth.body.payload.next_date).toBe('2026-11-26');
  });
});

describe('generation', () => {
  it('creates the occurrences within lead time as preventive work orders with the plan’s checklists', async () => {
    const assignee = wo.userId('technician');
    const plan = (
      await createPlan({
        frequency: 'daily',
        interval: 3,
        lead_days: 5,
        assignee,
        inter_checklists: [checklistId()],
        estimated_minutes: 90,
      })
    ).payload as Json;
    const res = await generate(plan.id as number);
    expect(res.body.status).toBe('success');
    expect(res.body.payload).toMatchObject({ created: 2, refused: 0, left: 0 });
    const rows = await generatedRows(res);
    // Today is 2026-11-01: every 3 days from it, up to 5 days ahead.
    expect(rows.map((r) => (r.due_at as Json).datetime)).toEqual(['2026-11-01 23:59:59', '2026-11-04 23:59:59']);
    expect(rows[0]).toMatchObject({
      source: 'preventive',
      scheduler_id: plan.id,
      occurrence_date: { date: '2026-11-01' },
      state: 'assigned',
      assignee: { id: assignee },
      category: { name: 'Preventive' },
      checklists: { total: 1, completed: 0 },
    });
    expect(res.body.messages).toBe('2 work orders generated.');
    const log = sql()
      .prepare(
        "SELECT note, action_source FROM action_logs WHERE item_type = 'workorders' AND action_type = 'create' AND item_id = ?",
      )
      .get(rows[0]!.id) as Json;
    expect(log).toEqual({ note: `Generated from plan ${plan.name as string}`, action_source: 'system' });
  });

  it('is idempotent: a second run creates nothing; `until` reaches further', async () => {
    const plan = (await createPlan({ frequency: 'weekly', weekdays: 'sun' })).payload as Json;
    const first = await generate(plan.id as number);
    expect((first.body.payload as Json).created).toBe(2);
    const again = await generate(plan.id as number);
    expect(again.body).toMatchObject({ status: 'success', payload: { created: 0, ids: [] } });
    const further = await generated(plan.id as number, { until: '2026-11-30' });
    expect(further.map((r) => (r.occurrence_date as Json).date)).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    expect(t.count('work_orders', `scheduler_id = ${plan.id as number}`)).toBe(5);
    const bad = await generate(plan.id as number, { until: '2026-02-30' });
    expect(bad.body).toMatchObject({ status: 'error', messages: { until: ['The until field must be a valid date.'] } });
  });

  it('makes one work order per asset per occurrence for a model plan', async () => {
    const model = sql()
      .prepare(
        `SELECT model_id FROM assets WHERE deleted_at IS NULL GROUP BY model_id HAVING count(*) BETWEEN 2 AND 6 ORDER BY model_id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const assets = t.count('assets', `model_id = ${model} AND deleted_at IS NULL`);
    const plan = (await createPlan({ target_type: 'model', model_id: model, lead_days: 0 })).payload as Json;
    expect(plan.assets).toEqual([]);
    const res = await generate(plan.id as number);
    expect((res.body.payload as Json).created).toBe(assets);
    expect(t.count('schedule_occurrences', `scheduler_id = ${plan.id as number}`)).toBe(assets);
  });

  it('pausing stops generation; resuming does not back-fill', async () => {
    const plan = (await createPlan({ frequency: 'daily', lead_days: 0 })).payload as Json;
    const id = plan.id as number;
    const paused = await wo.call('manager', 'POST', wo.path('schedulers.pause', { id }));
    expect(paused.body).toMatchObject({ status: 'success', payload: { paused: true, next_date: null } });
    const refused = await generate(id);
    expect(refused.body).toMatchObject({ status: 'error' });
    expect(t.count('work_orders', `scheduler_id = ${id}`)).toBe(0);
    clock.advance(72);
    try {
      const resumed = await wo.call('manager', 'POST', wo.path('schedulers.resume', { id }));
      expect(resumed.body).toMatchObject({ status: 'success', payload: { paused: false, next_date: '2026-11-04' } });
      const res = await generated(id);
      expect(res.map((r) => (r.occurrence_date as Json).date)).toEqual(['2026-11-04']);
    } finally {
      clock.set(new Date('2026-11-01T08:00:00Z'));
    }
  });

  it('a technician may read plans but not generate them', async () => {
    const plan = (await createPlan({})).payload as Json;
    expect((await wo.call('technician', 'GET', wo.path('schedulers.detail', { id: plan.id as number }))).status).toBe(
      200,
    );
    expect((await generate(plan.id as number, {}, 'technician')).status).toBe(403);
  });
});

describe('floating plans', () => {
  it('run on from the completion of the last, late or not', async () => {
    const plan = (
      await createPlan({ frequency: 'monthly', interval: 6, basis: 'floating', start_date: '2026-11-03', lead_days: 7 })
    ).payload as Json;
    const id = plan.id as number;
    const first = await generated(id);
    expect(first.map((r) => (r.occurrence_date as Json).date)).toEqual(['2026-11-03']);
    // Nothing more while the first is open, however far ahead one asks.
    expect(((await generate(id, { until: '2027-11-01' })).body.payload as Json).created).toBe(0);
    // Done three weeks late, on 2026-11-24: the next falls six months after that, made at once.
    clock.set(new Date('2026-11-24T10:00:00Z'));
    try {
      const woId = first[0]!.id as number;
      expect((await wo.log(woId, { action: 'start' })).body.status).toBe('success');
      expect((await wo.log(woId, { action: 'complete' })).body.status).toBe('success');
      const detail = (await wo.call('manager', 'GET', wo.path('schedulers.detail', { id }))).body;
      expect(detail.next_date).toBe('2027-05-24');
      // It is made within its lead time (or asked for), not at once.
      expect(((await generate(id)).body.payload as Json).created).toBe(0);
      const next = await generated(id, { until: '2027-11-24' });
      expect(next.map((r) => (r.occurrence_date as Json).date)).toEqual(['2027-05-24']);
    } finally {
      clock.set(new Date('2026-11-01T08:00:00Z'));
    }
  });

  it('make the next at once when its completion brings it within the lead time', async () => {
    const plan = (
      await createPlan({ frequency: 'weekly', interval: 1, basis: 'floating', start_date: '2026-11-03', lead_days: 7 })
    ).payload as Json;
    const id = plan.id as number;
    const first = await generated(id);
    expect(first).toHaveLength(1);
    const count = () =>
      t.conn.sqlite.prepare('SELECT count(*) FROM work_orders WHERE scheduler_id = ?').pluck().get(id) as number;
    clock.set(new Date('2026-11-03T10:00:00Z'));
    try {
      const woId = first[0]!.id as number;
      expect((await wo.log(woId, { action: 'start' })).body.status).toBe('success');
      expect(count()).toBe(1);
      expect((await wo.log(woId, { action: 'complete' })).body.status).toBe('success');
      // Nothing asked for it: the completion's event made it.
      expect(count()).toBe(2);
    } finally {
      clock.set(new Date('2026-11-01T08:00:00Z'));
    }
  });
});
