import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointIdOf, endpointPath, findResource, type EndpointId } from '@cmms/contracts';
import { DELAY_NOTES } from '@cmms/seeds/data/work-order-data';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

/**
 * The SLA story of the demo seed as a customer's facilities manager reads it on the anchor day (the last 30
 * days, the compliance page's default): every SLA mostly met, and each breach explained in the work log of
 * the call behind it — the technician's reason for arriving or finishing late, a hold with its reason, or a
 * repeat failure of the equipment.
 */

let t: TestApp;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const get = async (url: string): Promise<Json> => {
  const res = await t.call('manager', { url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json() as Json;
};

const agreementList = endpointPath(endpointIdOf(findResource('agreements')!, 'list') as EndpointId);
const agreements = async () =>
  ((await get(`${agreementList}?limit=100`)).rows as Json[]).map((a) => ({
    id: a.id as number,
    name: a.name as string,
    status: a.status as string,
  }));

/** Whether a call's work log says why it was late: a hold with its reason, or a delay note. */
async function explained(workOrderId: number): Promise<boolean> {
  const log = (await get(`${endpointPath('workorders.work-log-list', { id: workOrderId })}?limit=100`)).rows as Json[];
  return log.some(
    (entry) =>
      (entry.reason !== null && entry.reason !== '') ||
      (typeof entry.note === 'string' && DELAY_NOTES.some((reason) => (entry.note as string).includes(reason))),
  );
}

describe('the seeded SLA story', () => {
  it('has every seeded SLA with calls to judge mostly met (80 % or more), with a few breaches', async () => {
    const all = await agreements();
    expect(all.length).toBeGreaterThan(5);
    const judged: string[] = [];
    let breaches = 0;
    for (const agreement of all) {
      const compliance = await get(endpointPath('agreements.compliance', { id: agreement.id }));
      const totals = compliance.totals as Json;
      breaches += totals.breached as number;
      if (totals.percent_met === null) continue;
      judged.push(agreement.name);
      expect(totals.percent_met, `${agreement.name}: ${JSON.stringify(totals)}`).toBeGreaterThanOrEqual(80);
    }
    // Every active SLA has calls in the period; the draft one (not signed) may have none.
    const active = all.filter((a) => a.status === 'active').map((a) => a.name);
    expect(judged).toEqual(expect.arrayContaining(active));
    expect(breaches).toBeGreaterThan(0);
  });

  it('gives each breached call a reason in its work log (uptime: one of each missed asset’s breakdowns)', async () => {
    const assetsOf = (workOrderId: number) =>
      t.conn.sqlite
        .prepare('SELECT asset_id FROM work_order_assets WHERE work_order_id = ?')
        .pluck()
        .all(workOrderId) as number[];
    const unexplained: string[] = [];
    let checked = 0;
    for (const agreement of await agreements()) {
      const compliance = await get(endpointPath('agreements.compliance', { id: agreement.id }));
      for (const row of compliance.commitments as Json[]) {
        const what = `${agreement.name} ${row.commitment.kind as string} ${(row.commitment.priority?.name ?? row.commitment.category?.name) as string}`;
        const breaches = row.breaches as Json[];
        if (row.commitment.kind !== 'uptime') {
          for (const breach of breaches) {
            checked += 1;
            if (!(await explained(breach.work_order.id as number)))
              unexplained.push(`${what}: ${breach.work_order.number as string} ${breach.work_order.title as string}`);
          }
          continue;
        }
        // An uptime breach is an asset's: the reason may be in any of its breakdowns listed.
        const byAsset = new Map<number, boolean>();
        for (const breach of breaches) {
          const why = await explained(breach.work_order.id as number);
          for (const asset of assetsOf(breach.work_order.id as number))
            byAsset.set(asset, (byAsset.get(asset) ?? false) || why);
        }
        checked += byAsset.size;
        for (const [asset, why] of byAsset)
          if (!why)
            unexplained.push(`${what}: asset ${asset} (${breaches.map((b) => b.work_order.number).join(', ')})`);
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(unexplained).toEqual([]);
  });
});
