import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  CUSTOMER_COUNT_LISTS,
  endpointIdOf,
  endpointPath,
  findResource,
  type EndpointId,
} from '@cmms/contracts';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { testClock } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

/**
 * Numbers that reconcile, over the demo seed: every dashboard tile that opens a list opens one whose
 * total is the tile's number, every rate equals its parts, every customer summary count is the total
 * of the list its tile opens, and every SLA row's measured work is met + breached + at risk + in progress.
 */

let t: TestApp;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const get = async (url: string, role: Role = 'manager'): Promise<Json> => {
  const res = await t.call(role, { url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json() as Json;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const queryText = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  return params.toString();
};
/** The API list behind a resource name (`hardware`, `workorders`...). */
const listPath = (name: string) => endpointPath(endpointIdOf(findResource(name)!, 'list') as EndpointId);
/** The API address of a tile's link: a resource's list (by its console path) or a report. */
const CONSOLE_LISTS: Record<string, () => string> = {
  '/maintenance/workorders': () => listPath('workorders'),
  // The logbooks module's tiles open its console lists, each on one of its list calls.
  '/logbooks/missed': () => endpointPath('logbooks.missed'),
  '/logbooks/entries': () => endpointPath('logbooks.submissions'),
};
const linkPath = (path: string) => CONSOLE_LISTS[path]?.() ?? `${API_BASE}${path}`;
const total = async (path: string, query: Record<string, unknown>) =>
  (await get(`${linkPath(path)}?${queryText({ ...query, limit: 1 })}`)).total as number;

/** One dashboard, every tile checked against the list or report it opens. */
async function reconcileDashboard(filter: Record<string, string>) {
  const board = await get(`${endpointPath('dashboard')}?${queryText(filter)}`);
  const tiles = new Map((board.tiles as Json[]).map((tile) => [tile.id as string, tile]));
  const checked: string[] = [];
  for (const tile of tiles.values()) {
    const link = tile.link as { path: string; query: Record<string, unknown> } | null;
    if (tile.unit === 'count' && link && !link.path.startsWith('/reports/')) {
      expect(await total(link.path, link.query), `${tile.id} vs its list`).toBe(tile.value);
      checked.push(tile.id as string);
    }
  }
  // The parts of counts: the open work by state, each state its own list; the age buckets and statuses sum up.
  const open = tiles.get('open_work_orders')!;
  const openQuery = (open.link as Json).query as Record<string, unknown>;
  for (const point of open.series as Json[])
    expect(await total('/maintenance/workorders', { ...openQuery, state: point.key }), `open ${point.key}`).toBe(
      point.value,
    );
  const sum = (id: string) => (tiles.get(id)!.series as Json[]).reduce((s, p) => s + (p.value as number), 0);
  for (const id of ['open_work_orders', 'backlog_age', 'assets_by_status'])
    expect(sum(id), `${id} = its series`).toBe(tiles.get(id)!.value);
  if (tiles.has('stock_below_minimum'))
    expect(sum('stock_below_minimum')).toBe(tiles.get('stock_below_minimum')!.value);

  // MTTR and MTBF are the breakdown report's, over the same window and places.
  const mttr = tiles.get('mttr_hours')!;
  const mttrLink = mttr.link as { path: string; query: Record<string, unknown> };
  const report = await get(`${API_BASE}${mttrLink.path}?${queryText(mttrLink.query)}`);
  const newer = await get(`${API_BASE}${mttrLink.path}-new?${queryText(mttrLink.query)}`);
  expect(mttr.value, 'MTTR tile vs report').toBe(report.totals.mttr_hours);
  expect((mttr.parts as Json).repaired).toBe(report.totals.repaired);
  // The chart is MTTR per month, a month without repairs a gap (null), never a zero drawn as data.
  expect(mttr.series).toEqual((newer.summary.series as Json[]).map((p) => ({ key: p.period, value: p.mttr_hours })));
  for (const point of mttr.series as Json[]) expect(point.value).not.toBe(0);
  const mtbf = tiles.get('mtbf_hours')!;
  expect(mtbf.value, 'MTBF tile vs report').toBe(report.totals.mtbf_hours);
  const p = mtbf.parts as {
    assets: number;
    failures: number;
    period_hours: number;
    downtime_hours: number;
    operating_hours: number;
  };
  if (p.failures > 0) {
    // Operating time ÷ failures, and the operating time is the assets' hours less their downtime.
    expect(mtbf.value).toBe(round1(p.operating_hours / p.failures));
    expect(Math.abs(p.operating_hours - (p.assets * p.period_hours - p.downtime_hours))).toBeLessThanOrEqual(0.2);
    expect(mtbf.value as number).toBeLessThanOrEqual(p.period_hours);
  }

  // PM compliance: the inspection report's, on time ÷ decided (the pending, not late yet, left out).
  const pm = tiles.get('pm_compliance')!;
  const pmLink = pm.link as { path: string; query: Record<string, unknown> };
  const inspections = await get(`${API_BASE}${pmLink.path}?${queryText(pmLink.query)}`);
  expect(pm.value).toBe(inspections.totals.compliance);
  const figures = Object.fromEntries((pm.series as Json[]).map((point) => [point.key, point.value as number]));
  const decided = figures.done_on_time! + figures.done_late! + figures.missed!;
  expect(decided).toBe(inspections.totals.due - inspections.totals.pending);
  if (decided) expect(pm.value).toBe(round1((100 * figures.done_on_time!) / decided));
  return { tiles, checked };
}

describe('the dashboard reconciles', () => {
  it('every count tile equals the total of the list it opens, every rate its parts (the whole estate)', async () => {
    const { checked, tiles } = await reconcileDashboard({});
    expect(checked).toEqual(
      expect.arrayContaining([
        'open_work_orders',
        'overdue_work_orders',
        'assets_by_status',
        'licences_expiring',
        'logbook_missed_entries',
        'logbook_out_of_range',
      ]),
    );
    // "Assets 343" opened a list of 326: the figure is what the asset list shows (archived left out).
    expect(tiles.get('assets_by_status')!.value).toBe(await total('/hardware', {}));
  });

  it('filtered to a site, and to a customer: tiles and the lists they open follow the filter', async () => {
    const site = t.conn.sqlite
      .prepare(
        `SELECT l.id FROM locations l WHERE l.parent_id IS NULL AND l.deleted_at IS NULL AND EXISTS (
           SELECT 1 FROM work_order_locations wl JOIN locations p ON p.id = wl.location_id
           WHERE p.id = l.id OR p.parent_id = l.id) ORDER BY l.id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const bySite = await reconcileDashboard({ location_id: String(site) });
    const customer = t.conn.sqlite
      .prepare("SELECT id FROM customers WHERE name LIKE 'Delmon%'")
      .pluck()
      .get() as number;
    const byCustomer = await reconcileDashboard({ customer_id: String(customer) });
    const all = (await reconcileDashboard({})).tiles;
    for (const filtered of [bySite.tiles, byCustomer.tiles]) {
      const value = (id: string) => filtered.get(id)!.value as number;
      expect(value('open_work_orders')).toBeGreaterThan(0);
      expect(value('open_work_orders')).toBeLessThan(all.get('open_work_orders')!.value as number);
      expect(value('assets_by_status')).toBeLessThan(all.get('assets_by_status')!.value as number);
      // Stock is not kept per site or customer: that tile is not offered filtered.
      expect(filtered.has('stock_below_minimum')).toBe(false);
    }
    expect(byCustomer.tiles.get('assets_by_status')!.link).toEqual({
      path: '/hardware',
      query: { customer_id: String(customer) },
    });
  });
});

describe('customer summaries reconcile', () => {
  it('each summary count equals the total of the list its tile opens, for every customer', async () => {
    const customers = (await get(`${listPath('customers')}?limit=100`, 'superuser')).rows as Json[];
    expect(customers.length).toBeGreaterThan(3);
    for (const customer of customers) {
      for (const [key, list] of Object.entries(CUSTOMER_COUNT_LISTS)) {
        const query = queryText({ ...list.query, customer_id: customer.id, limit: 1 });
        const listed = (await get(`${listPath(list.resource)}?${query}`, 'superuser')).total;
        expect(customer[key], `${customer.name as string}: ${key}`).toBe(listed);
      }
    }
  });
});

describe('SLA figures reconcile', () => {
  it('every commitment: measured = met + breached + at risk + in progress; percent met = met ÷ decided', async () => {
    const agreements = (await get(`${listPath('agreements')}?limit=100`, 'superuser')).rows as Json[];
    for (const agreement of agreements) {
      const compliance = await get(endpointPath('agreements.compliance', { id: agreement.id as number }), 'superuser');
      const rows = compliance.commitments as Json[];
      for (const row of rows) {
        const label = `${agreement.name as string} #${row.commitment.id as number}`;
        expect(row.measured, label).toBe(row.met + row.breached + row.at_risk + row.in_progress);
        const decidedCount = row.met + row.breached;
        expect(row.percent_met, label).toBe(decidedCount ? round1((100 * row.met) / decidedCount) : null);
        expect(row.breaches.length > 0 || row.breached === 0, label).toBe(true);
      }
      const sum = (key: string) => rows.reduce((s, r) => s + (r[key] as number), 0);
      const totals = compliance.totals as Json;
      for (const key of ['measured', 'met', 'breached', 'at_risk', 'in_progress'])
        expect(totals[key], `${agreement.name as string} ${key}`).toBe(sum(key));
      expect(totals.measured).toBe(totals.met + totals.breached + totals.at_risk + totals.in_progress);
    }
  });
});

describe('SLA scope', () => {
  it('a late call is judged by the priority it was triaged with, not the one its escalation raised it to', async () => {
    const sqlite = t.conn.sqlite;
    const agreement = 1;
    const period = 'start=2026-10-01&end=2026-11-01';
    const before = await get(`${endpointPath('agreements.compliance', { id: agreement })}?${period}`, 'superuser');
    const measured = (c: Json) => (c.commitments as Json[]).map((row) => [row.commitment.id, row.measured]);
    // Every measured call: reactive, not a sub-task, not preventive, on the equipment the SLA covers.
    const ids = (before.commitments as Json[]).flatMap((row) =>
      [...(row.breaches as Json[]), ...(row.at_risk_work_orders as Json[])].map((f) => f.work_order.id as number),
    );
    for (const id of new Set(ids)) {
      const wo = sqlite
        .prepare(
          `SELECT w.source, w.parent_id, c.code,
             (SELECT count(*) FROM work_order_assets wa JOIN assets a ON a.id = wa.asset_id
              WHERE wa.work_order_id = w.id AND a.agreement_id = ?) AS covered
           FROM work_orders w JOIN work_order_categories c ON c.id = w.category_id WHERE w.id = ?`,
        )
        .get(agreement, id) as { source: string; parent_id: number | null; code: string; covered: number };
      expect(wo.source).not.toBe('preventive');
      expect(wo.parent_id).toBeNull();
      expect(['CM', 'EMG', 'HSE']).toContain(wo.code);
      expect(wo.covered).toBeGreaterThan(0);
    }
    // The escalation matrix catches up on the seed's late work; its level 3 raises a call's priority.
    const sweep = async () =>
      ((await t.call('manager', { method: 'POST', url: endpointPath('workorders.escalations-run') })).json() as Json)
        .payload as Json;
    for (let i = 0; i < 20 && (await sweep()).escalated > 0; i++);
    const raised = sqlite
      .prepare(
        `SELECT count(DISTINCT l.item_id) FROM action_logs l JOIN work_orders w ON w.id = l.item_id
         WHERE l.item_type = 'workorders' AND l.action_type = 'escalation'
           AND json_extract(l.log_meta, '$.priority_id') IS NOT NULL AND w.created_at >= '2026-10-01'
           AND w.id IN (SELECT wa.work_order_id FROM work_order_assets wa JOIN assets a ON a.id = wa.asset_id
                        WHERE a.agreement_id = ?)`,
      )
      .pluck()
      .get(agreement) as number;
    expect(raised).toBeGreaterThan(0);
    const after = await get(`${endpointPath('agreements.compliance', { id: agreement })}?${period}`, 'superuser');
    expect(measured(after)).toEqual(measured(before));
  });
});
