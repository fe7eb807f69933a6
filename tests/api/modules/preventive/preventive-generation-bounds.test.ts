import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTickJob } from '@cmms/server/clock-tick';
import { generationJob } from '@cmms/server/domain/preventive/generate';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

/**
 * Generation is bounded (issue 24): `until` at most 366 days ahead, at most 500 work orders a call
 * (or a plan in one tick) across all targets, made in slices that let other requests in, answered as
 * a count. Today is 2026-11-01.
 */
let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const sql = () => t.conn.sqlite;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

/** A model with at least ten assets: a daily plan on it makes one work order per asset per day. */
const bigModel = () =>
  sql()
    .prepare(
      'SELECT model_id FROM assets WHERE deleted_at IS NULL GROUP BY model_id HAVING count(*) >= 10 ORDER BY count(*) LIMIT 1',
    )
    .pluck()
    .get() as number;

let made = 0;
async function dailyModelPlan(extra: Record<string, unknown> = {}) {
  made += 1;
  const res = await wo.call('manager', 'POST', wo.path('schedulers.create'), {
    name: `Bounded plan ${made}`,
    target_type: 'model',
    model_id: bigModel(),
    frequency: 'daily',
    start_date: '2026-11-01',
    lead_days: 0,
    ...extra,
  });
  expect(res.body.status).toBe('success');
  return (res.body.payload as Json).id as number;
}
const generate = (id: number, body: object = {}) =>
  wo.call('manager', 'POST', wo.path('schedulers.generate', { id }), body);
const workOrdersOf = (plan: number) => t.count('work_orders', `scheduler_id = ${plan}`);

describe('generation horizon', () => {
  it('refuses `until` more than 366 days ahead with a message on until, and creates nothing', async () => {
    const plan = await dailyModelPlan();
    for (const until of ['9999-12-31', '2027-11-03']) {
      const res = await generate(plan, { until });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'error',
        messages: { until: ['The until field may be at most 366 days from today: generate a year ahead at most.'] },
      });
    }
    expect(workOrdersOf(plan)).toBe(0);
    // In French too.
    const fr = await t.call('manager', {
      method: 'POST',
      url: wo.path('schedulers.generate', { id: plan }),
      payload: { until: '9999-12-31' },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().messages.until[0]).toBe(
      'Le champ until peut être au plus 366 jours après aujourd’hui : générez au plus un an à l’avance.',
    );
  });
});

describe('generation cap', () => {
  it('a daily plan on ten or more assets for a year makes at most 500 work orders a call and answers a count', async () => {
    const assets = t.count('assets', `model_id = ${bigModel()} AND deleted_at IS NULL`);
    const plan = await dailyModelPlan();
    // 2026-11-01 to 2027-11-02: 367 days for each asset.
    const due = assets * 367;
    const res = await generate(plan, { until: '2027-11-02' });
    expect(res.body.status).toBe('success');
    const payload = res.body.payload as Json;
    expect(payload).toMatchObject({ created: 500, refused: 0, left: due - 500 });
    expect((payload.ids as number[]).length).toBe(20);
    expect(res.body.messages).toBe(
      `Generated 500 work orders, the most one call makes; ${due - 500} more are due by that day: generate again for them.`,
    );
    expect(workOrdersOf(plan)).toBe(500);
    // The ids answered are the plan's first work orders.
    const first = sql()
      .prepare('SELECT id FROM work_orders WHERE scheduler_id = ? ORDER BY id LIMIT 20')
      .pluck()
      .all(plan) as number[];
    expect(payload.ids).toEqual(first);
    // The next call makes the next 500.
    const again = (await generate(plan, { until: '2027-11-02' })).body.payload as Json;
    expect(again).toMatchObject({ created: 500, left: due - 1000 });
    expect(workOrdersOf(plan)).toBe(1000);
    expect(t.count('schedule_occurrences', `scheduler_id = ${plan}`)).toBe(1000);
  });

  it('the clock tick obeys the same cap for a plan whose lead time reaches a year', async () => {
    const plan = await dailyModelPlan({ lead_days: 365 });
    await runTickJob(t.app, generationJob(t.app));
    expect(workOrdersOf(plan)).toBe(500);
  });

  it('/health answers while a capped generation runs', async () => {
    const plan = await dailyModelPlan();
    const finished: string[] = [];
    const running = generate(plan, { until: '2027-11-02' }).then((res) => {
      finished.push('generate');
      return res;
    });
    // Let the generation start its first slice, then ask for /health.
    while (workOrdersOf(plan) === 0) await new Promise((resolve) => setImmediate(resolve));
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    finished.push('health');
    expect(health.json()).toEqual({ status: 'ok' });
    const res = await running;
    expect(finished).toEqual(['health', 'generate']);
    expect(res.body.payload).toMatchObject({ created: 500 });
  });
});
