import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_REASONS, WORK_LOG_ACTIONS, getEndpoint } from '@cmms/contracts';
import { createTestApp, type Role, type TestApp } from '../support/app.js';
import { testClock, workOrderCalls } from '../support/work-orders.js';
import { fingerprint, soundness } from './db-state.js';
import { expectSaneResponse } from './responses.js';
import { announceSeed, fuzzParams } from './settings.js';

/**
 * Any sequence of work-log entries, by any role, with or without reasons and minutes, in any order:
 * each answer is one the contract knows; a refusal writes nothing; a success writes exactly one
 * work-log entry; and the work order always tells the truth about itself (its state is its status's,
 * its stamps are those of the moves it made, a hold has its reason).
 */

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const workLog = getEndpoint('workorders.work-log');

beforeAll(async () => {
  announceSeed('work-log');
  t = await createTestApp({ clock: clock.now });
  // Signing in records a login attempt: every token is fetched before the properties fingerprint.
  for (const role of ['superuser', 'manager', 'technician', 'viewer', 'requester'] as const) await t.token(role);
});
afterAll(async () => t.close());

const roles = fc.constantFrom<Role>('superuser', 'manager', 'technician', 'viewer', 'requester');
const entry = fc.record(
  {
    action: fc.option(fc.constantFrom(...WORK_LOG_ACTIONS, 'dance'), { nil: undefined }),
    state: fc.option(
      fc.constantFrom('open', 'assigned', 'in_progress', 'on_hold', 'completed', 'closed', 'cancelled', 'rejected'),
      {
        nil: undefined,
      },
    ),
    reason: fc.option(fc.constantFrom(...HOLD_REASONS, 'Parts late', ''), { nil: undefined }),
    note: fc.option(fc.constantFrom('Checked on site', ''), { nil: undefined }),
    minutes: fc.option(fc.oneof(fc.integer({ min: 0, max: 600 }), fc.constant(-5)), { nil: undefined }),
    assignee: fc.option(fc.constantFrom(1, 3, 999_999), { nil: undefined }),
    hours: fc.integer({ min: 0, max: 30 }),
  },
  { requiredKeys: ['hours'] },
);

describe('work-log sequences', () => {
  it('keep every work order true to its moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.tuple(roles, entry), { minLength: 1, maxLength: 12 }),
        async (asRequest, steps) => {
          const order = await wo.create({ title: 'Fuzzed work order' }, asRequest ? 'requester' : 'manager');
          for (const [role, e] of steps) {
            clock.advance(e.hours);
            const body: Record<string, unknown> = {};
            if (e.action !== undefined) body.action = e.action;
            if (e.state !== undefined) body.status = wo.statusId(e.state);
            for (const key of ['reason', 'note', 'minutes', 'assignee'] as const)
              if (e[key] !== undefined) body[key] = e[key];
            const logs = t.count('work_order_logs', `work_order_id = ${order.id}`);
            const before = fingerprint(t.conn.sqlite, { table: 'work_orders', id: order.id });
            const res = await t.call(role, {
              method: 'POST',
              url: workLog.path,
              payload: { work_order_id: order.id, ...body },
            });
            const answer = expectSaneResponse(res, workLog) as { status?: string };
            if (answer.status !== 'success') {
              expect(fingerprint(t.conn.sqlite, { table: 'work_orders', id: order.id }), 'a refused entry wrote').toBe(
                before,
              );
              continue;
            }
            expect(t.count('work_order_logs', `work_order_id = ${order.id}`)).toBe(logs + 1);
            const row = await wo.read(order.id);
            expect(row.state).toBe(row.status.state);
            expect(row.completed_at !== null, 'completed_at').toBe(['completed', 'closed'].includes(row.state));
            expect(row.closed_at !== null, 'closed_at').toBe(row.state === 'closed');
            expect(row.hold_reason !== null, 'hold_reason').toBe(row.state === 'on_hold');
            if (['in_progress', 'on_hold', 'completed', 'closed'].includes(row.state))
              expect(row.first_response_at).not.toBeNull();
            if (row.state === 'assigned') expect(row.assignee).not.toBeNull();
            if (row.state === 'on_hold') expect(row.overdue).toBe(false);
          }
        },
      ),
      fuzzParams(),
    );
  });
});

describe('afterwards', () => {
  it('leaves a sound database: integrity_check ok, no dangling foreign keys', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
