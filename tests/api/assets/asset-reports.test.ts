import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

/** yyyy-MM-dd, whole months before today (same day of the month, so the month count is exact). */
const monthsAgo = (months: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

describe('depreciation report', () => {
  it('computes book value and monthly depreciation from the depreciation class', async () => {
    // 36 months, floor 300 (amount): (3,900 - 300) / 36 = 100 a month; after 12 months 2,700.
    const dep = await send('POST', '/depreciations', { name: 'Test 3y to 300', months: 36, depreciation_min: 300 });
    const category = value<number>("SELECT id FROM categories WHERE category_type = 'asset' LIMIT 1");
    const model = await send('POST', '/models', {
      name: 'Depreciating laptop',
      category_id: category,
      depreciation_id: dep.payload.id,
    });
    const status = value<number>("SELECT id FROM status_labels WHERE type = 'deployable' LIMIT 1");
    const make = async (tag: string, months: number, cost: number) =>
      (
        await send('POST', '/hardware', {
          asset_tag: tag,
          model_id: model.payload.id,
          status_id: status,
          purchase_cost: cost,
          purchase_date: monthsAgo(months),
        })
      ).payload as Json;
    const young = await make('DEP-1', 12, 3900);
    const old = await make('DEP-2', 48, 3900);
    const report = await get('/reports/depreciation?search=DEP-&limit=500');
    const row = (id: number) => report.rows.find((r: Json) => r.id === id) as Json;
    expect(row(young.id)).toMatchObject({
      asset_tag: 'DEP-1',
      purchase_cost: 3900,
      book_value: 2700,
      monthly_depreciation: 100,
      diff: 1200,
      number_of_months: 36,
      depreciation: 'Test 3y to 300',
      model: 'Depreciating laptop',
    });
    // Past its months it stays at the floor.
    expect(row(old.id)).toMatchObject({ book_value: 300, monthly_depreciation: 100, diff: 3600 });
    // The asset row shows the same book value.
    expect((await get(`/hardware/${young.id}`)).book_value).toBe(2700);

    // A percent floor: 10% of 5,000 = 500; (5,000 - 500) / 60 = 75 a month; after 24 months 3,200.
    const pct = await send('POST', '/depreciations', {
      name: 'Test 5y to 10%',
      months: 60,
      depreciation_type: 'percent',
      depreciation_min: 10,
    });
    await send('PATCH', `/models/${model.payload.id}`, { depreciation_id: pct.payload.id });
    const van = await make('DEP-3', 24, 5000);
    const again = await get('/reports/depreciation?search=DEP-3');
    expect(again.rows[0]).toMatchObject({ id: van.id, book_value: 3200, monthly_depreciation: 75, diff: 1800 });
  });

  it('lists only assets whose model depreciates', async () => {
    const report = await get('/reports/depreciation?limit=1');
    expect(report.total).toBe(
      t.count('assets', 'deleted_at IS NULL AND model_id IN (SELECT id FROM models WHERE depreciation_id IS NOT NULL)'),
    );
  });
});

describe('unaccepted assets report', () => {
  it('lists assets out to people in categories that need acceptance, not yet accepted', async () => {
    const report = await get('/reports/unaccepted_assets?limit=500');
    const where = `deleted_at IS NULL AND assigned_type = 'user' AND accepted_at IS NULL AND model_id IN
      (SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id WHERE c.require_acceptance = 1)`;
    expect(report.total).toBe(t.count('assets', where));
    // A fresh checkout in such a category shows up; one in another category does not.
    const needs = value<number>(
      'SELECT id FROM categories WHERE require_acceptance = 1 AND category_type = ? LIMIT 1',
      'asset',
    );
    const free = value<number>(
      `SELECT a.id FROM assets a JOIN models m ON m.id = a.model_id WHERE m.category_id = ? AND a.assigned_to IS NULL
        AND a.deleted_at IS NULL AND a.status_id IN (SELECT id FROM status_labels WHERE type = 'deployable') LIMIT 1`,
      needs,
    );
    await send('POST', `/hardware/${free}/checkout`, { checkout_to_type: 'user', assigned_user: 5 });
    const after = await get('/reports/unaccepted_assets?limit=500');
    expect(after.total).toBe(report.total + 1);
    expect(after.rows.find((r: Json) => r.id === free)).toMatchObject({ assigned_to: { id: 5, type: 'user' } });
  });
});

describe('licenses report', () => {
  it('gives seats, used and free seats, and expiry', async () => {
    const report = await get('/reports/licenses?limit=500');
    expect(report.total).toBe(t.count('licenses', 'deleted_at IS NULL'));
    for (const row of report.rows as Json[]) {
      const used = t.count(
        'license_seats',
        `license_id = ${row.id} AND deleted_at IS NULL AND (assigned_to IS NOT NULL OR asset_id IS NOT NULL)`,
      );
      expect(row.used_seats).toBe(used);
      expect(row.free_seats).toBe(row.seats - used);
    }
    expect(report.rows.some((r: Json) => r.free_seats === 0)).toBe(true);
    expect((await t.call('viewer', { url: '/admin/public/api/v1/reports/licenses' })).statusCode).toBe(403);
  });
});

describe('report search finds what the report shows', () => {
  it('finds depreciation rows by category and by location', async () => {
    const row = t.conn.sqlite
      .prepare(
        `SELECT c.name AS category, l.name AS location FROM assets a JOIN models m ON m.id = a.model_id
         JOIN categories c ON c.id = m.category_id JOIN locations l ON l.id = a.location_id
         WHERE a.deleted_at IS NULL AND m.depreciation_id IS NOT NULL ORDER BY a.id LIMIT 1`,
      )
      .get() as { category: string; location: string };
    for (const [term, column] of [
      [row.category, 'category'],
      [row.location, 'location'],
    ] as const) {
      const found = await get(`/reports/depreciation?limit=500&search=${encodeURIComponent(term)}`);
      expect(found.total).toBeGreaterThan(0);
      expect(found.rows.every((r: Json) => JSON.stringify(r).includes(term))).toBe(true);
      expect(found.rows.some((r: Json) => r[column]?.name === term || r[column] === term)).toBe(true);
    }
  });

  it('finds activity by the person who acted and by the item’s name or tag', async () => {
    const asset = t.conn.sqlite
      .prepare('SELECT a.id, a.asset_tag, a.name FROM assets a WHERE a.name IS NOT NULL ORDER BY a.id LIMIT 1')
      .get() as { id: number; asset_tag: string; name: string };
    await send('POST', `/hardware/${asset.id}/audit`, { note: 'searchable audit' });
    const byTag = await get(`/reports/activity?limit=50&search=${encodeURIComponent(asset.asset_tag)}`);
    expect(byTag.rows.some((r: Json) => r.item?.id === asset.id && r.action_type === 'audit')).toBe(true);
    expect(byTag.rows.every((r: Json) => r.item?.id === asset.id || r.target?.id === asset.id || r.note)).toBe(true);
    const admin = t.conn.sqlite
      .prepare("SELECT first_name || ' ' || last_name FROM users WHERE username = 'admin'")
      .pluck()
      .get() as string;
    const byPerson = await get(`/reports/activity?limit=50&search=${encodeURIComponent(admin)}`);
    expect(byPerson.total).toBeGreaterThan(0);
    expect(byPerson.rows.some((r: Json) => r.admin?.name === admin)).toBe(true);
  });
});
