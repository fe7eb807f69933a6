import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

/**
 * Issue 24: a work order stays within its customer, and within what each role may set. Every refusal
 * is a field message and writes nothing (rows counted, the work order read back).
 */

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const one = <T>(sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const raise = (body: Record<string, unknown>, role: Role) =>
  wo.call(role, 'POST', wo.path('workorders.create'), { title: 'Chiller 2 tripped', ...body });
/** Everything a create or an update could have written. */
const written = () => ({
  orders: t.count('work_orders'),
  places: t.count('work_order_locations'),
  assets: t.count('work_order_assets'),
  people: t.count('work_order_supportees'),
  logs: t.count('action_logs'),
});
const refused = (messages: Record<string, string[]>) => ({ status: 'error', messages, payload: null });

/** A site of the customer and one of its assets (by its own customer or its location's), named as texts name them. */
const customerSite = (customer: number) => one<number>('SELECT min(id) FROM locations WHERE customer_id = ?', customer);
const customerAsset = (customer: number) =>
  t.conn.sqlite
    .prepare(
      `SELECT a.id, coalesce(a.name || ' (' || a.asset_tag || ')', a.asset_tag) AS name, a.asset_tag AS tag
       FROM assets a LEFT JOIN locations l ON l.id = a.location_id
       WHERE a.deleted_at IS NULL AND coalesce(a.customer_id, l.customer_id) = ? ORDER BY a.id LIMIT 1`,
    )
    .get(customer) as { id: number; name: string; tag: string };
const locationName = (id: number) => one<string>('SELECT name FROM locations WHERE id = ?', id);

describe('customer narrowing', () => {
  it("refuses another customer's site and asset on create, naming them, and writes nothing", async () => {
    const [mine, theirs] = [1, 2];
    const site = customerSite(theirs);
    const asset = customerAsset(theirs);
    const before = written();
    const res = await raise({ customer_id: mine, locations: [site], inspectables: [asset.id] }, 'manager');
    expect(res.body).toEqual(
      refused({
        locations: [`These locations do not belong to the selected customer: ${locationName(site)}.`],
        inspectables: [`These assets do not belong to the selected customer: ${asset.name}.`],
      }),
    );
    expect(written()).toEqual(before);
    // Left out, the customer is the site's and the asset's.
    const ok = await raise({ locations: [site], inspectables: [asset.id] }, 'manager');
    expect(ok.body.payload).toMatchObject({ customer_id: theirs, locations: [{ id: site }] });
  });

  it('refuses an update that moves a work order to another customer than its sites', async () => {
    const site = customerSite(2);
    const order = await wo.create({ locations: [site] });
    const before = { ...written(), row: await wo.read(order.id) };
    const res = await wo.call('manager', 'PATCH', wo.path('workorders.update', { id: order.id }), { customer_id: 1 });
    expect(res.body).toEqual(
      refused({ locations: [`These locations do not belong to the selected customer: ${locationName(site)}.`] }),
    );
    expect({ ...written(), row: await wo.read(order.id) }).toEqual(before);
    // A row read back and sent again passes.
    const same = await wo.call('manager', 'PATCH', wo.path('workorders.update', { id: order.id }), {
      customer_id: 2,
      locations: [site],
    });
    expect(same.body.status).toBe('success');
  });
});

describe('a requester', () => {
  const requesterLocation = () => one<number>("SELECT location_id FROM users WHERE username = 'requester'");
  const requesterCompany = () => one<number>("SELECT company_id FROM users WHERE username = 'requester'");

  it('files under the customer of its site, never the body’s', async () => {
    const before = written();
    const told = await raise({ customer_id: 2 }, 'requester');
    expect(told.body).toEqual(refused({ customer_id: ['You may not set the customer id field.'] }));
    expect(written()).toEqual(before);
    // A site of its company that is a customer's: the request is that customer's.
    const site = one<number>(
      'SELECT min(id) FROM locations WHERE company_id = ? AND customer_id IS NOT NULL',
      requesterCompany(),
    );
    const filed = await raise({ locations: [site] }, 'requester');
    expect(filed.body.payload).toMatchObject({
      source: 'request',
      customer_id: one<number>('SELECT customer_id FROM locations WHERE id = ?', site),
      locations: [{ id: site }],
    });
    // No site named: its own location's customer (the demo requester's head office has none).
    const plain = await raise({}, 'requester');
    expect(plain.body.payload.customer_id).toBe(
      one<number | null>('SELECT customer_id FROM locations WHERE id = ?', requesterLocation()),
    );
  });

  it("may not file at another company's site: refused as an unknown id, unnamed", async () => {
    const foreign = one<number>(
      'SELECT min(id) FROM locations WHERE company_id <> ? AND customer_id IS NOT NULL',
      requesterCompany(),
    );
    const before = written();
    const res = await raise({ locations: [foreign] }, 'requester');
    expect(res.body).toEqual(refused({ locations: ['The selected locations is invalid.'] }));
    expect(JSON.stringify(res.body)).not.toContain(locationName(foreign));
    expect(written()).toEqual(before);
  });

  it('sets no due date, priority, vendor or parent: the triager does', async () => {
    const before = written();
    const top = one<number>('SELECT id FROM work_order_priorities ORDER BY rank LIMIT 1');
    const res = await raise(
      {
        due_date: '2020-01-01',
        priority_id: top,
        vendor_id: 1,
        parent_id: one<number>('SELECT min(id) FROM work_orders'),
      },
      'requester',
    );
    expect(res.body).toEqual(
      refused({
        parent_id: ['You may not set the parent id field.'],
        due_date: ['You may not set the due date field.'],
        priority_id: ['You may not set the priority id field.'],
        vendor_id: ['You may not set the vendor id field.'],
      }),
    );
    expect(written()).toEqual(before);
  });

  it('never sees the tag or name of an asset it may not read: the id is refused like an unknown one', async () => {
    const asset = customerAsset(2);
    const before = written();
    const res = await raise({ inspectables: [asset.id] }, 'requester');
    expect(res.body).toEqual(refused({ inspectables: ['The selected inspectables is invalid.'] }));
    expect(JSON.stringify(res.body)).not.toContain(asset.tag);
    expect((await raise({ inspectables: [999_999] }, 'requester')).body).toEqual(res.body);
    expect(written()).toEqual(before);
  });
});

describe('assigning', () => {
  it('a technician raises work but does not assign it, not even to itself', async () => {
    const before = written();
    for (const [body, field] of [
      [{ assignee: wo.userId('viewer') }, 'assignee'],
      [{ assignee: wo.userId('technician') }, 'assignee'],
      [{ supportees: [wo.userId('manager')] }, 'supportees'],
    ] as const) {
      const res = await raise(body, 'technician');
      expect(res.body).toEqual(refused({ [field]: [`You may not set the ${field} field.`] }));
    }
    expect(written()).toEqual(before);
    const open = await raise({ assignee: null, supportees: [] }, 'technician');
    expect(open.body.payload).toMatchObject({ state: 'open', assignee: null, supportees: [] });
  });

  it('puts only people who work on work orders on one, whoever assigns', async () => {
    const before = written();
    expect((await raise({ assignee: wo.userId('viewer') }, 'manager')).body).toEqual(
      refused({ assignee: ['The selected assignee cannot work on work orders.'] }),
    );
    expect((await raise({ supportees: [wo.userId('technician'), wo.userId('requester')] }, 'superuser')).body).toEqual(
      refused({ supportees: ['The selected supportees cannot work on work orders.'] }),
    );
    expect(written()).toEqual(before);

    const order = await wo.create();
    const logs = t.count('work_order_logs');
    const assign = await wo.log(order.id, { action: 'assign', assignee: wo.userId('viewer') });
    expect(assign.body).toEqual(refused({ assignee: ['The selected assignee cannot work on work orders.'] }));
    const request = await wo.create({ title: 'Lobby door sticks' }, 'requester');
    const approve = await wo.call('manager', 'POST', wo.path('workorders.approve', { id: request.id }), {
      assignee: wo.userId('requester'),
    });
    expect(approve.body).toEqual(refused({ assignee: ['The selected assignee cannot work on work orders.'] }));
    expect(t.count('work_order_logs')).toBe(logs);
    expect([(await wo.read(order.id)).state, (await wo.read(request.id)).state]).toEqual(['open', 'requested']);
  });
});

describe('sub-tasks', () => {
  it("go only under a work order the caller works on: someone else's cannot be blocked", async () => {
    const others = await wo.create({ assignee: wo.userId('manager') });
    const before = written();
    const res = await raise({ title: 'Order a seal kit', parent_id: others.id }, 'technician');
    expect(res.body).toEqual(refused({ parent_id: ['A sub-task can only be added to a work order you work on.'] }));
    expect(written()).toEqual(before);
    expect((await wo.read(others.id)).subtasks_count).toBe(0);

    const mine = await wo.create({ assignee: wo.userId('technician') });
    const child = await raise({ title: 'Order a seal kit', parent_id: mine.id }, 'technician');
    expect(child.body.payload).toMatchObject({ parent: { id: mine.id } });
  });
});

describe('triage', () => {
  it('an approver without workorders.create still sets the priority and due date as it approves', async () => {
    const viewers = "name = 'Viewers'";
    const saved = one<string>(`SELECT permissions FROM permission_groups WHERE ${viewers}`);
    const grant = (permissions: string) =>
      t.conn.sqlite.prepare(`UPDATE permission_groups SET permissions = ? WHERE ${viewers}`).run(permissions);
    grant(JSON.stringify({ ...(JSON.parse(saved) as object), 'workorders.approve': '1' }));
    try {
      const request = await wo.create({ title: 'Cold room 2 warm' }, 'requester');
      const top = one<number>('SELECT id FROM work_order_priorities ORDER BY rank LIMIT 1');
      const res = await wo.call('viewer', 'POST', wo.path('workorders.approve', { id: request.id }), {
        priority_id: top,
        due_date: '2026-11-03',
      });
      expect(res.body.payload).toMatchObject({
        state: 'open',
        priority: { id: top },
        due_at: { datetime: '2026-11-03 23:59:59' },
      });
    } finally {
      grant(saved);
    }
  });
});
