import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

/**
 * Escalations run on each rule's own clock, from when the work became work to do (its creation, or its
 * approval when it was a request): approving an old request fires no level at once, each level fires
 * when its own time has come and is stamped then, and the action that fires one says so.
 */

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const critical = () => t.conn.sqlite.prepare("SELECT id FROM work_order_priorities WHERE code = 'P1'").pluck().get();
const escalations = (id: number) =>
  t.conn.sqlite
    .prepare('SELECT level, trigger, created_at FROM work_order_escalations WHERE work_order_id = ? ORDER BY level')
    .all(id) as { level: number; trigger: string; created_at: string }[];
/** The work order's escalation lines of the activity log, with their times. */
const logged = (id: number) =>
  t.conn.sqlite
    .prepare(
      `SELECT created_at, log_meta FROM action_logs WHERE item_type = 'workorders' AND item_id = ?
       AND action_type = 'escalation' ORDER BY id`,
    )
    .all(id) as { created_at: string; log_meta: string }[];
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const sweep = async () => (await wo.call('manager', 'POST', wo.path('workorders.escalations-run'))).body;

describe('escalations on their own clock', () => {
  let request: Json;
  let approvedAt: number;

  let seeded: { created_at: string; due_at: string }[];
  let caughtUp: { created_at: string }[];
  let sweptAt: string;

  beforeAll(async () => {
    seeded = t.conn.sqlite
      .prepare(
        'SELECT e.created_at, w.due_at FROM work_order_escalations e JOIN work_orders w ON w.id = e.work_order_id',
      )
      .all() as typeof seeded;
    // The seed's late work that the matrix has not caught up with yet: a few sweeps work it off.
    const before = t.count('work_order_escalations');
    sweptAt = stamp(clock.now().getTime());
    for (let i = 0; i < 20 && ((await sweep()).payload as Json).escalated > 0; i++);
    caughtUp = t.conn.sqlite
      .prepare('SELECT created_at FROM work_order_escalations ORDER BY id LIMIT -1 OFFSET ?')
      .all(before) as typeof caughtUp;
    // A request raised three days ago, triaged only now as Critical (respond within 1 h; levels at 1, 2, 4 h).
    request = await wo.create({ title: 'Booster pump 2 cavitating' }, 'requester');
    clock.advance(72);
    for (let i = 0; i < 20 && ((await sweep()).payload as Json).escalated > 0; i++);
  });

  it('approving an old request fires no level at once: the clock starts at the approval', async () => {
    approvedAt = clock.now().getTime();
    const approve = await wo.call('manager', 'POST', wo.path('workorders.approve', { id: request.id as number }), {
      priority_id: critical(),
    });
    expect(approve.body.status, JSON.stringify(approve.body)).toBe('success');
    expect(approve.body.messages).toBe('The request was approved.');
    await sweep();
    expect(escalations(request.id as number)).toEqual([]);
    expect((await wo.read(request.id as number)).escalation_level).toBe(0);
  });

  it('an action past the first level fires that level alone, announced, in the log at its own time', async () => {
    clock.advance(1.5);
    const assign = await wo.log(request.id as number, { action: 'assign', assignee: wo.userId('technician') });
    expect(assign.body.status).toBe('success');
    expect(assign.body.messages).toBe('Work log entry added successfully. Escalated to level 1.');
    // Level 1 fell due 1 h after the approval: it is stamped then, and so is its line in the work order's log.
    expect(escalations(request.id as number)).toEqual([
      { level: 1, trigger: 'response', created_at: stamp(approvedAt + HOUR) },
    ]);
    const lines = logged(request.id as number);
    expect(lines.map((l) => l.created_at)).toEqual([stamp(approvedAt + HOUR)]);
    // The matrix carries the work order's own cause; it does not log it as a change.
    expect(JSON.parse(lines[0]!.log_meta)).not.toHaveProperty('cause');
  });

  it('after a long gap, each level the sweep catches up on carries the moment it fell due', async () => {
    clock.advance(10);
    await sweep();
    expect(escalations(request.id as number).map((e) => [e.level, e.created_at])).toEqual([
      [1, stamp(approvedAt + HOUR)],
      [2, stamp(approvedAt + 2 * HOUR)],
      [3, stamp(approvedAt + 4 * HOUR)],
    ]);
    expect(logged(request.id as number).map((l) => l.created_at)).toEqual([
      stamp(approvedAt + HOUR),
      stamp(approvedAt + 2 * HOUR),
      stamp(approvedAt + 4 * HOUR),
    ]);
  });

  it('seeded escalations carry their past times, and the sweep catching up stamps none at its own moment', () => {
    expect(seeded.length).toBeGreaterThan(0);
    // The seed's: resolution escalations, after their work order's due date and before the anchor.
    for (const e of seeded) {
      expect(e.created_at > e.due_at).toBe(true);
      expect(e.created_at < '2026-11-01 08:00:00').toBe(true);
    }
    // The first sweeps of a freshly seeded server catch up on late work: each level when it fell due.
    expect(caughtUp.length).toBeGreaterThan(0);
    for (const e of caughtUp) expect(e.created_at <= sweptAt).toBe(true);
    expect(caughtUp.filter((e) => e.created_at === sweptAt).length).toBeLessThan(caughtUp.length / 10);
  });
});
