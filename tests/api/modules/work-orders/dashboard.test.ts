import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const tiles = async (role: 'manager' | 'technician' | 'requester') => {
  const res = await t.call(role, { url: wo.path('dashboard') });
  expect(res.statusCode).toBe(200);
  return new Map(((res.json() as Json).tiles as Json[]).map((tile) => [tile.id as string, tile]));
};

describe('GET /dashboard', () => {
  it('shows a manager every tile, each figure equal to the list it links to', async () => {
    const board = await tiles('manager');
    expect([...board.keys()]).toEqual([
      'open_work_orders',
      'overdue_work_orders',
      'backlog_age',
      'mttr_hours',
      'mtbf_hours',
      'first_response_hours',
      'pm_compliance',
      'assets_by_status',
      'stock_below_minimum',
      'licences_expiring',
      // The logbooks module's tiles follow the core's (issue 28).
      'logbook_missed_entries',
      'logbook_out_of_range',
    ]);
    const overdue = board.get('overdue_work_orders')!;
    expect(overdue.link).toEqual({ path: '/maintenance/workorders', query: { overdue: '1' } });
    expect(overdue.value).toBeGreaterThan(0);
    expect((await wo.list('overdue=1&limit=1', 'manager')).total).toBe(overdue.value);
    const open = board.get('open_work_orders')!;
    const query = ((open.link as Json).query as Json).state as string[];
    expect((await wo.list(`${query.map((s) => `state=${s}`).join('&')}&limit=1`, 'manager')).total).toBe(open.value);
    const age = board.get('backlog_age')!;
    expect((age.series as Json[]).map((p) => p.key)).toEqual(['0-7', '8-30', '31-90', '90+']);
    expect(age.value).toBe(open.value);
    // The seeded October: mostly done on time.
    expect(board.get('pm_compliance')!.value).toBeGreaterThan(60);
  });

  it('follows a new overdue work order at once', async () => {
    const before = (await tiles('manager')).get('overdue_work_orders')!.value as number;
    await wo.create({ due_date: '2026-10-30' });
    expect((await tiles('manager')).get('overdue_work_orders')!.value).toBe(before + 1);
  });

  it('filters by site and customer, echoes the filter, and ignores what is not an id', async () => {
    const res = await t.call('manager', { url: `${wo.path('dashboard')}?customer_id=1&location_id=x` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(body.filters).toEqual({ customer_id: 1, location_id: null });
    const ids = (body.tiles as Json[]).map((tile) => tile.id);
    // Stock and licences are kept for the whole firm: they are not offered for one customer.
    expect(ids).not.toContain('stock_below_minimum');
    expect(ids).not.toContain('licences_expiring');
    const overdue = (body.tiles as Json[]).find((tile) => tile.id === 'overdue_work_orders')!;
    expect(overdue.link).toEqual({ path: '/maintenance/workorders', query: { overdue: '1', customer_id: '1' } });
    const plain = (await t.call('manager', { url: `${wo.path('dashboard')}?location_id=abc` })).json() as Json;
    expect(plain.filters).toEqual({ customer_id: null, location_id: null });
    expect((plain.tiles as Json[]).map((tile) => tile.id)).toContain('stock_below_minimum');
  });

  it('shows each role only the tiles it may read', async () => {
    const technician = await tiles('technician');
    expect(technician.has('open_work_orders')).toBe(true);
    expect(technician.has('pm_compliance')).toBe(false);
    expect([...(await tiles('requester')).keys()]).toEqual([]);
    expect((await t.call(null, { url: wo.path('dashboard') })).statusCode).toBe(401);
  });
});
