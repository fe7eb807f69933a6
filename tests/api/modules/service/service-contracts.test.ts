import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

/**
 * The service business's contracts: the customer → locations → assets narrowing the server enforces,
 * versions and their comparison, the expiry filters, a customer's sites, checked references.
 */
let t: TestApp;
const clock = testClock();
const api = workOrderCalls(() => t);
const sql = () => t.conn.sqlite;

const ok = (body: Json) => {
  expect(body.status, JSON.stringify(body.messages)).toBe('success');
  return body.payload as Json;
};
const create = async (resource: string, body: Record<string, unknown>) =>
  ok((await api.call('superuser', 'POST', api.path(`${resource}.create`), body)).body);
const update = (
  resource: string,
  id: number,
  body: Record<string, unknown>,
  role: 'superuser' | 'manager' = 'superuser',
) => api.call(role, 'PATCH', api.path(`${resource}.update`, { id }), body);
const list = async (resource: string, query: string) =>
  (await api.call('superuser', 'GET', `${api.path(`${resource}.list`)}?${query}`)).body as {
    total: number;
    rows: Json[];
  };
const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let hospital: number;
let mall: number;
let ward: number;
let wardBed: number;
let atrium: number;
let ventilator: number;
let escalator: number;

/** Two top-level locations without assets of the seed's pinned elsewhere: ours to give to customers. */
const freshLocation = async (name: string, customer: number) =>
  (await create('locations', { name, customer_id: customer })).id as number;
const assetAt = async (location: number, customer: number | null, offset: number) => {
  const id = sql()
    .prepare('SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL ORDER BY id LIMIT 1 OFFSET ?')
    .pluck()
    .get(offset) as number;
  ok((await update('hardware', id, { location_id: location, customer_id: customer })).body);
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  hospital = (await create('customers', { name: 'Delmon Healthcare Test', code: 'DHT', type: 'hospital' }))
    .id as number;
  mall = (await create('customers', { name: 'Seef Properties Test', code: 'SPT', type: 'mall' })).id as number;
  ward = await freshLocation('Delmon Ward Block', hospital);
  wardBed = (await create('locations', { name: 'Delmon Ward Block ICU', parent_id: ward })).id as number;
  atrium = await freshLocation('Seef Atrium', mall);
  ventilator = await assetAt(wardBed, hospital, 0);
  escalator = await assetAt(atrium, mall, 1);
});
afterAll(async () => t.close());

describe('customers and their sites', () => {
  it('gives a sub-location its parent location’s customer and filters locations by customer', async () => {
    const icu = (await api.call('superuser', 'GET', api.path('locations.detail', { id: wardBed }))).body;
    expect(icu).toMatchObject({ customer_id: hospital, customer: { id: hospital, name: 'Delmon Healthcare Test' } });
    const sites = await list('locations', `customer_id=${hospital}`);
    expect(sites.rows.map((r) => r.id).sort()).toEqual([ward, wardBed].sort());
    const refused = await update('locations', wardBed, { customer_id: mall });
    expect(refused.body.messages).toEqual({
      customer_id: ["A sub-location belongs to its parent location's customer."],
    });
  });

  it('moves the sub-locations along when a site changes customer', async () => {
    const spare = await freshLocation('Spare Plant Room', hospital);
    const child = (await create('locations', { name: 'Spare Plant Room B', parent_id: spare })).id as number;
    ok((await update('locations', spare, { customer_id: mall })).body);
    expect(sql().prepare('SELECT customer_id FROM locations WHERE id = ?').pluck().get(child)).toBe(mall);
  });

  it('counts a customer’s sites and assets', async () => {
    const row = (await api.call('superuser', 'GET', api.path('customers.detail', { id: hospital }))).body;
    expect(row).toMatchObject({ locations_count: 2, assets_count: 1, contracts_count: 0 });
  });
});

describe('contract narrowing: customer → locations → assets', () => {
  const base = () => ({ name: `Comprehensive FM ${Math.random()}`, party_type: 'customer', customer_id: hospital });

  it('refuses a location of another customer, naming it', async () => {
    const res = await api.call('superuser', 'POST', api.path('contracts.create'), {
      ...base(),
      locations: [ward, atrium],
    });
    expect(res.body.status).toBe('error');
    expect(res.body.messages).toEqual({
      locations: ['These locations do not belong to the selected customer: Seef Atrium.'],
    });
  });

  it('refuses an asset outside the chosen locations, and one of another customer without locations', async () => {
    const outside = await api.call('superuser', 'POST', api.path('contracts.create'), {
      ...base(),
      locations: [ward],
      assets: [ventilator, escalator],
    });
    expect(Object.keys(outside.body.messages as object)).toEqual(['assets']);
    expect(String((outside.body.messages as Json).assets)).toMatch(/^These assets are not at the selected locations: /);
    const foreign = await api.call('superuser', 'POST', api.path('contracts.create'), {
      ...base(),
      assets: [escalator],
    });
    expect(String((foreign.body.messages as Json).assets)).toMatch(/do not belong to the selected customer/);
  });

  it('takes assets below a chosen location, and answers in the caller’s language', async () => {
    const made = await create('contracts', { ...base(), locations: [ward], assets: [ventilator] });
    expect(made).toMatchObject({ version: 1, customer: { id: hospital }, assets: [{ id: ventilator }] });
    const fr = await t.call('superuser', {
      method: 'POST',
      url: api.path('contracts.create'),
      headers: { 'accept-language': 'fr' },
      payload: { ...base(), locations: [atrium] },
    });
    expect(String(fr.json().messages.locations)).toContain('n’appartiennent pas au client choisi');
  });

  it('needs the party it names, clears the other side and wants the expiry after the start', async () => {
    const vendor = (await create('vendors', { name: 'Gulf Lifts Test', type: 'service' })).id as number;
    const missing = await api.call('superuser', 'POST', api.path('contracts.create'), {
      name: 'Lift subcontract',
      party_type: 'vendor',
      customer_id: hospital,
      start_date: '2026-12-01',
      expiry_date: '2026-11-30',
    });
    expect(missing.body.messages).toEqual({
      vendor_id: ['The vendor field is required when the party is a vendor.'],
      expiry_date: ['The expiry date field must be a date after start date.'],
    });
    const made = await create('contracts', {
      name: 'Lift subcontract',
      party_type: 'vendor',
      vendor_id: vendor,
      customer_id: hospital,
    });
    expect(made).toMatchObject({ vendor: { id: vendor }, customer: null });
  });
});

describe('contract versions', () => {
  it('adds a version for a commented change, edits the current one in place otherwise, and compares two', async () => {
    const c = await create('contracts', {
      name: 'MEP maintenance Delmon',
      customer_id: hospital,
      locations: [ward],
      value: '1200',
      version_comment: 'Signed',
    });
    const id = c.id as number;
    expect(c).toMatchObject({ version: 1, value: '1200.000', value_fils: 1_200_000, version_comment: 'Signed' });
    const v2 = ok((await update('contracts', id, { value: '1500.250', version_comment: 'Annual price review' })).body);
    expect(v2).toMatchObject({ version: 2, version_comment: 'Annual price review', value_fils: 1_500_250 });
    const inPlace = ok((await update('contracts', id, { notes: 'Night shift access via gate 3' })).body);
    expect(inPlace).toMatchObject({ version: 2, version_comment: 'Annual price review' });

    const versions = (await api.call('superuser', 'GET', api.path('contracts.versions', { id }))).body;
    expect(versions.total).toBe(2);
    expect((versions.rows as Json[]).map((v) => [v.version, v.comment])).toEqual([
      [2, 'Annual price review'],
      [1, 'Signed'],
    ]);
    expect((versions.rows as Json[])[0]!.data).toMatchObject({
      value: '1500.250',
      notes: 'Night shift access via gate 3',
    });
    expect((versions.rows as Json[])[1]!.data).toMatchObject({ value: '1200.000', notes: null, locations: [ward] });

    const compare = (
      await api.call('superuser', 'GET', `${api.path('contracts.versions-compare', { id })}?from=1&to=2`)
    ).body;
    expect(compare.to).toMatchObject({ version: 2, comment: 'Annual price review' });
    expect(compare.changes).toEqual([
      { field: 'value', old: '1200.000', new: '1500.250' },
      { field: 'notes', old: null, new: 'Night shift access via gate 3' },
    ]);
    const bad = (await api.call('superuser', 'GET', `${api.path('contracts.versions-compare', { id })}?from=9&to=2`))
      .body;
    expect(bad).toMatchObject({ status: 'error', messages: { from: ['The selected from version is invalid.'] } });
  });
});

describe('expiring and expired contracts', () => {
  it('lists the contracts expiring within 30, 60 and 90 days, and the expired ones', async () => {
    const customer = (await create('customers', { name: 'Expiry Test Customer', type: 'school' })).id as number;
    const ids: Record<string, number> = {};
    for (const [name, offset] of [
      ['in20', 20],
      ['in50', 50],
      ['in80', 80],
      ['in200', 200],
      ['ago5', -5],
    ] as const) {
      ids[name] = (
        await create('contracts', { name, customer_id: customer, start_date: day(-400), expiry_date: day(offset) })
      ).id as number;
    }
    const names = async (filter: string) =>
      (await list('contracts', `customer_id=${customer}&${filter}`)).rows.map((r) => r.name).sort();
    expect(await names('expiring=30')).toEqual(['in20']);
    expect(await names('expiring=60')).toEqual(['in20', 'in50']);
    expect(await names('expiring=90')).toEqual(['in20', 'in50', 'in80']);
    expect(await names('expired=1')).toEqual(['ago5']);
    const row = (await list('contracts', `customer_id=${customer}&expiring=30`)).rows[0]!;
    expect(row).toMatchObject({ days_to_expiry: 20, currency: 'BHD' });
  });
});

describe('checked references', () => {
  it('refuses unknown customers, vendors, agreements and commitments on an asset, with field messages', async () => {
    const people = await update('hardware', escalator, { customer_id: 99_999, vendor_id: 99_998 });
    expect(people.body.messages).toEqual({
      customer_id: ['The selected customer id is invalid.'],
      vendor_id: ['The selected vendor id is invalid.'],
    });
    // The SLA side is checked by the asset's own rules, once the declared ones pass.
    const sla = await update('hardware', escalator, { agreement_id: 99_997, commitment_id: 99_996 });
    expect(sla.body.messages).toEqual({
      agreement_id: ['The selected agreement id is invalid.'],
      commitment_id: ['The selected commitment id is invalid.'],
    });
  });

  it('wants the asset’s customer to own its location, and shows the references by name beside their ids', async () => {
    const refused = await update('hardware', escalator, { customer_id: hospital });
    expect(refused.body.messages).toEqual({
      customer_id: ["The customer must own the asset's location (Seef Atrium)."],
    });
    const row = (await api.call('superuser', 'GET', api.path('hardware.detail', { id: escalator }))).body;
    expect(row).toMatchObject({ customer_id: mall, customer: { id: mall, name: 'Seef Properties Test' } });
    const filtered = await list('hardware', `customer_id=${mall}`);
    expect(filtered.rows.map((r) => r.id)).toContain(escalator);
  });

  it('gives a new work order the customer of its asset, and checks a given one', async () => {
    const wo = await api.create({ inspectables: [ventilator] });
    expect(wo).toMatchObject({ customer_id: hospital, customer: { id: hospital } });
    const bad = await api.call('manager', 'POST', api.path('workorders.create'), {
      title: 'Leak',
      customer_id: 99_999,
    });
    expect(bad.body.messages).toEqual({ customer_id: ['The selected customer id is invalid.'] });
  });
});

describe('permissions', () => {
  it('answers 403 to a role without contracts keys, and lets a technician read customers', async () => {
    expect((await api.call('technician', 'GET', api.path('contracts.list'))).status).toBe(403);
    expect((await api.call('requester', 'GET', api.path('customers.list'))).status).toBe(403);
    expect(
      (await api.call('technician', 'POST', api.path('contracts.create'), { name: 'x', customer_id: hospital })).status,
    ).toBe(403);
    expect((await api.call('technician', 'GET', api.path('contracts.versions', { id: 1 }))).status).toBe(403);
    expect((await api.call('technician', 'GET', api.path('customers.list'))).status).toBe(200);
  });
});
