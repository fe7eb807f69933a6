import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { buildApp } from '@cmms/server';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const one = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const schedules = async (query: string, role: 'manager' | 'viewer' | 'requester' = 'manager') => {
  const res = await t.call(role, { url: `${wo.path('schedules.list')}?${query}` });
  return {
    status: res.statusCode,
    body: res.json() as { total: number; rows: Json[]; status?: string; messages?: Json },
  };
};

describe('GET /schedules', () => {
  it('lists the stored occurrences of a month with their states and work orders, as the rows say', async () => {
    const { body } = await schedules('start=2026-07-01&end=2026-07-31&limit=500');
    const stored = one(
      "SELECT count(*) FROM schedule_occurrences WHERE occurrence_date BETWEEN '2026-07-01' AND '2026-07-31'",
    );
    expect(body.total).toBe(stored);
    const states = new Set(body.rows.map((r) => r.state));
    // July was the summer peak: some done late, some missed, most on time.
    expect([...states].sort()).toEqual(['done_late', 'done_on_time', 'missed']);
    const done = body.rows.find((r) => r.state === 'done_on_time')!;
    const wo = done.work_order as Json;
    const stamps = t.conn.sqlite.prepare('SELECT completed_at, due_at FROM work_orders WHERE id = ?').get(wo.id) as {
      completed_at: string;
      due_at: string;
    };
    expect(stamps.completed_at <= stamps.due_at).toBe(true);
    expect(done.date).toBe((done.key as string).split(':')[1]);
  });

  it('computes the upcoming ones past the lead time, and narrows by plan, state, asset and place', async () => {
    const plan = one("SELECT id FROM schedulers WHERE name = 'Monthly lift inspection'");
    const lifts = one(
      `SELECT count(*) FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
       WHERE c.name = 'Elevators' AND a.deleted_at IS NULL`,
    );
    const { body } = await schedules(`start=2026-12-01&end=2027-01-31&scheduler_id=${plan}&limit=500`);
    // Every lift on the 5th of December and of January: not generated yet, so upcoming.
    expect(body.total).toBe(2 * lifts);
    expect(new Set(body.rows.map((r) => r.date))).toEqual(new Set(['2026-12-05', '2027-01-05']));
    expect(body.rows.every((r) => r.state === 'upcoming' && r.work_order === null && r.id === null)).toBe(true);
    const asset = (body.rows[0]!.asset as Json).id as number;
    const byAsset = await schedules(`start=2026-12-01&end=2027-01-31&scheduler_id=${plan},999999&asset_id=${asset}`);
    expect(byAsset.body.rows.map((r) => r.date)).toEqual(['2026-12-05', '2027-01-05']);
    const generated = await schedules(`start=2026-10-01&end=2026-11-30&scheduler_id=${plan}&state=generated,missed`);
    expect(generated.body.total).toBeGreaterThan(0);
    expect(generated.body.rows.every((r) => ['generated', 'missed'].includes(r.state as string))).toBe(true);
  });

  it('answers bad dates and spans with the error envelope, and checks permissions', async () => {
    expect((await schedules('start=2026-02-30')).body).toEqual({
      status: 'error',
      messages: { start: ['The start field must be a valid date.'] },
      payload: null,
    });
    expect((await schedules('start=2026-03-01&end=2026-02-01')).body.status).toBe('error');
    expect((await schedules('start=2026-01-01&end=2028-01-01')).body.status).toBe('error');
    expect((await schedules('', 'viewer')).status).toBe(200);
    expect((await schedules('', 'requester')).status).toBe(403);
  });
});

describe('generation across restarts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cmms-pm-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates at start what fell due while the server was down, and never twice', async () => {
    const dbFile = join(dir, 'app.sqlite');
    const conn = openDatabase(dbFile);
    seedDatabase(conn, { anchor: TEST_ANCHOR });
    conn.close();
    const count = () => {
      const c = openDatabase(dbFile);
      const n = c.sqlite
        .prepare("SELECT count(*) FROM work_orders WHERE source = 'preventive'")
        .pluck()
        .get() as number;
      c.close();
      return n;
    };
    const seeded = count();
    const start = async (day: string) => {
      const app = await buildApp({ dbFile, moduleJobs: true, clock: () => new Date(`${day}T08:00:00Z`) });
      await app.close();
    };
    const newest = () => {
      const c = openDatabase(dbFile);
      const ids = c.sqlite
        .prepare("SELECT max(id) FROM work_orders WHERE source = 'preventive'")
        .pluck()
        .get() as number;
      c.close();
      return ids;
    };
    // The seed made everything within lead time of its anchor for the programme's estate. The plant the
    // customers' new sites were fitted out with (the service seed, after the programme) is taken in by
    // the first start: its upcoming work orders are made then, on that plant only, and never again.
    const lastSeeded = newest();
    await start(TEST_ANCHOR);
    const fitOut = (() => {
      const c = openDatabase(dbFile);
      const outside = c.sqlite
        .prepare(
          `SELECT count(*) FROM work_orders w JOIN work_order_assets wa ON wa.work_order_id = w.id
           JOIN assets a ON a.id = wa.asset_id JOIN locations l ON l.id = coalesce(a.location_id, a.rtd_location_id)
           WHERE w.source = 'preventive' AND w.id > ?
             AND l.name NOT LIKE '%Isa Town%' AND l.name NOT LIKE 'Al Danah%'`,
        )
        .pluck()
        .get(lastSeeded) as number;
      c.close();
      return outside;
    })();
    expect(fitOut).toBe(0);
    const anchorCount = count();
    await start(TEST_ANCHOR);
    expect(count()).toBe(anchorCount);
    expect(anchorCount - seeded).toBeLessThan(20);
    // Ten days later the weekly runs and the next lead windows are due: made once, not again.
    await start('2026-11-11');
    const after = count();
    expect(after).toBeGreaterThan(anchorCount);
    await start('2026-11-11');
    expect(count()).toBe(after);
    const c = openDatabase(dbFile);
    const dupes = c.sqlite
      .prepare(
        `SELECT count(*) FROM (SELECT scheduler_id, occurrence_date, coalesce(asset_id, 0) FROM schedule_occurrences
         GROUP BY 1, 2, 3 HAVING count(*) > 1)`,
      )
      .pluck()
      .get();
    const unlinked = c.sqlite
      .prepare(
        "SELECT count(*) FROM work_orders w WHERE source = 'preventive' AND NOT EXISTS (SELECT 1 FROM schedule_occurrences o WHERE o.work_order_id = w.id)",
      )
      .pluck()
      .get();
    c.close();
    expect([dupes, unlinked]).toEqual([0, 0]);
  });
});
