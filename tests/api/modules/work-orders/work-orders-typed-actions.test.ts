import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEndpoint, issuesToMessages } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

/**
 * Work-order routes moved onto `registerAction` (typed params, query and body from the declaration)
 * answer as they did by hand: the record in the path before the query or body is checked, a list's
 * POST body taking keys it does not declare, a bad body worded as before.
 */
let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const UNKNOWN = 999_999;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

describe('typed work-order actions', () => {
  it('answer an unknown work order or checklist before a malformed query or body', async () => {
    for (const id of ['workorders.revisions', 'workorders.updates']) {
      // A repeated parameter is no text: the declared query refuses it, but only once the work order is found.
      const res = await wo.call(
        'manager',
        'GET',
        `${wo.path(id, { id: UNKNOWN })}?search=a&search=b&filter=x&filter=y`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'error', messages: 'WorkOrder not found' });
    }
    for (const id of ['workorders.checklist-answer', 'workorders.checklist-reading']) {
      const res = await wo.call('technician', 'POST', wo.path(id, { id: UNKNOWN }), { item_id: 'x', value: 'y' });
      expect(res.body).toMatchObject({ status: 'error', messages: 'Checklist not found' });
    }
    const depend = await wo.call('manager', 'PATCH', wo.path('workorders.checklists-depend', { id: UNKNOWN }), {
      dependent_checklist_id: 'x',
    });
    expect(depend.body).toMatchObject({ status: 'error', messages: 'Checklist not found' });
  });

  it('list service reports whatever else the POST body carries, as before', async () => {
    const order = await wo.create();
    const res = await wo.call('viewer', 'POST', wo.path('workorders.service-reports'), {
      workorder_id: order.id,
      page: 2,
      _: 'cache-buster',
    });
    expect(res.body).toEqual({ total: 0, rows: [] });
  });

  it('word a refused body as parseBody did (the schema’s own texts)', async () => {
    const order = await wo.create();
    // The note has no text of its own for a number: the answer keeps the schema's wording, as before.
    const body = { work_order_id: order.id, note: 5 };
    const parsed = getEndpoint('workorders.upload').body!.safeParse(body);
    expect(parsed.success).toBe(false);
    const files = () => t.conn.sqlite.prepare('SELECT count(*) FROM work_order_media').pluck().get();
    const before = files();
    const res = await wo.call('technician', 'POST', wo.path('workorders.upload'), body);
    expect(res.body).toMatchObject({ status: 'error', messages: issuesToMessages(parsed.error!.issues) });
    expect(files()).toBe(before);
  });
});
