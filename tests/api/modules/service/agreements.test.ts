import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const one = <T = number>(sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params) as T;
const at = (moment: string) => clock.set(new Date(`${moment}:00Z`));
const path = (id: string, params: Record<string, number> = {}) => endpointPath(id, params);
const send = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  role: 'superuser' | 'manager' | 'viewer' = 'superuser',
) => {
  const res = await t.call(role, { method, url, payload });
  return { status: res.statusCode, body: res.json() as Json };
};

/**
 * A customer of our own, straight into its table, owning nothing yet: the fixture owns every work
 * order, asset and place it measures (seeded rows that happen to carry its id are let go).
 */
function insertCustomer(name: string): number {
  const now = '2026-11-01 08:00:00';
  const id = Number(
    t.conn.sqlite
      .prepare('INSERT INTO customers (name, code, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(name, name.slice(0, 6).toUpperCase(), 'hospital', now, now).lastInsertRowid,
  );
  for (const table of ['assets', 'work_orders', 'locations'])
    t.conn.sqlite.prepare(`UPDATE ${table} SET customer_id = NULL WHERE customer_id = ?`).run(id);
  return id;
}

async function createAgreement(body: Record<string, unknown>): Promise<Json> {
  const res = await send('POST', path('agreements.create'), body);
  expect(res.body.status, JSON.stringify(res.body.messages)).toBe('success');
  return res.body.payload as Json;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

describe('agreements', () => {
  let customer: number;
  let other: number;
  beforeAll(() => {
    customer = insertCustomer('Delmon Healthcare SLA test');
    other = insertCustomer('Seef Properties SLA test');
  });

  it('keep business hours as days and times, and refuse what does not hold together, field by field', async () => {
    const made = await createAgreement({
      name: 'Radiology response SLA',
      customer_id: customer,
      status: 'active',
      start_date: '2027-01-01',
      end_date: '2027-12-31',
      hours_mode: 'business',
      business_days: 'thu,sun,mon,tue,wed',
      business_start: '07:00',
      business_end: '15:00',
    });
    expect(made).toMatchObject({
      customer: { id: customer },
      hours_mode: 'business',
      business_days: 'sun,mon,tue,wed,thu',
      business_start: '07:00',
    });
    expect(one<string>('SELECT business_days FROM agreements WHERE id = ?', made.id)).toBe('sun,mon,tue,wed,thu');

    const refused = await send('POST', path('agreements.create'), {
      name: 'Broken SLA',
      customer_id: customer,
      start_date: '2027-02-01',
      end_date: '2027-01-01',
      hours_mode: 'business',
      business_start: '7am',
      business_end: '06:00',
    });
    expect(refused.body.status).toBe('error');
    expect(refused.body.messages).toEqual({
      end_date: ['The end date field must be a date after or equal to start date.'],
      business_days: ['The business days field is required when hours mode is “In business hours only”.'],
      business_start: ['The business start field format is invalid.'],
    });
    const noCustomer = await send('POST', path('agreements.create'), { name: 'Nobody SLA', hours_mode: '24x7' });
    expect(noCustomer.body.messages).toEqual({ customer_id: ['The customer id field is required.'] });
    // The same refusal in the caller's language.
    const french = await t.call('superuser', {
      method: 'POST',
      url: path('agreements.create'),
      payload: { name: 'x', customer_id: customer, hours_mode: 'business', business_days: 'sun' },
      headers: { 'accept-language': 'fr' },
    });
    expect(JSON.stringify(french.json().messages)).not.toContain('is required when');
  });

  it('take a contract of the customer only', async () => {
    const now = '2026-11-01 08:00:00';
    const contract = Number(
      t.conn.sqlite
        .prepare('INSERT INTO contracts (name, party_type, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
        .run('Seef FM 2027', 'customer', other, now, now).lastInsertRowid,
    );
    const refused = await send('POST', path('agreements.create'), {
      name: 'Wrong contract',
      customer_id: customer,
      contract_id: contract,
    });
    expect(refused.body.messages).toEqual({ contract_id: ["The contract must be one of the customer's contracts."] });
    const taken = await createAgreement({ name: 'Seef SLA', customer_id: other, contract_id: contract });
    expect(taken.contract).toEqual({ id: contract, name: 'Seef FM 2027' });
  });

  it('list 5 at a time unless asked (the SLA list pages by 5)', async () => {
    for (let i = 0; i < 6; i++) await createAgreement({ name: `Paging SLA ${i}`, customer_id: other });
    const page = await send('GET', path('agreements.list'));
    expect(page.body.total).toBeGreaterThanOrEqual(6);
    expect(page.body.rows).toHaveLength(5);
    expect((await send('GET', `${path('agreements.list')}?limit=7`)).body.rows).toHaveLength(7);
  });
});

describe('commitments and signatories', () => {
  let agreement: number;
  let elsewhere: number;
  const priority = () => one("SELECT id FROM work_order_priorities WHERE code = 'P2'");
  beforeAll(async () => {
    const customer = insertCustomer('Arabian Cold Chain SLA test');
    agreement = (await createAgreement({ name: 'Cold chain SLA', customer_id: customer })).id as number;
    elsewhere = (await createAgreement({ name: 'Other SLA', customer_id: customer })).id as number;
  });

  it('are added, listed and deleted by id, each under its own agreement', async () => {
    const list = path('agreements.commitments', { id: agreement });
    const added = await send('POST', list, {
      kind: 'response',
      priority_id: priority(),
      target_hours: 4,
      target_percent: 99,
      description: 'High priority: on site within 4 hours',
    });
    expect(added.body).toMatchObject({
      status: 'success',
      messages: 'Commitment added successfully.',
      payload: { kind: 'response', priority: { id: priority(), name: 'High' }, target_hours: 4, target_percent: null },
    });
    const id = added.body.payload.id as number;
    // Seeded assets carry bare commitment ids from before commitments existed.
    t.conn.sqlite.prepare('UPDATE assets SET commitment_id = NULL WHERE commitment_id = ?').run(id);
    const rows = (await send('GET', list)).body;
    expect(rows.total).toBe(1);
    expect(rows.rows[0]).toMatchObject({ id, agreement: { id: agreement, name: 'Cold chain SLA' } });
    expect((await send('GET', path('agreements.commitments', { id: elsewhere }))).body.total).toBe(0);

    // Under another agreement the commitment does not exist: 404 and nothing deleted.
    const wrong = await send('DELETE', path('agreements.commitments-delete', { id: elsewhere, commitmentId: id }));
    expect(wrong).toEqual({ status: 404, body: { status: 'error', messages: 'Commitment not found', payload: null } });
    expect(t.count('agreement_commitments', `id = ${id}`)).toBe(1);
    const gone = await send('DELETE', path('agreements.commitments-delete', { id: agreement, commitmentId: id }));
    expect(gone.body).toMatchObject({ status: 'success', messages: 'The commitment was deleted successfully.' });
    expect(t.count('agreement_commitments', `id = ${id}`)).toBe(0);
    const unknownAgreement = await send('GET', path('agreements.commitments', { id: 999_999 }));
    expect(unknownAgreement.body).toMatchObject({ status: 'error', messages: 'Agreement not found' });
  });

  it('refuse a body with a message for each field', async () => {
    const uptime = await send('POST', path('agreements.commitments', { id: agreement }), {
      kind: 'uptime',
      target_percent: 140,
    });
    expect(uptime.body).toEqual({
      status: 'error',
      messages: {
        target_percent: ['The target percent field must not be greater than 100.'],
      },
      payload: null,
    });
    const missing = await send('POST', path('agreements.commitments', { id: agreement }), { kind: 'uptime' });
    expect(missing.body.messages).toEqual({
      category_id: ['The category id field is required when kind is “Uptime”.'],
      target_percent: ['The target percent field is required when kind is “Uptime”.'],
    });
    const signatory = await send('POST', path('agreements.signatories', { id: agreement }), {
      side: 'landlord',
      email: 'not-an-email',
    });
    expect(signatory.body.messages).toEqual({
      name: ['The name field is required.'],
      side: ['The selected side is invalid.'],
      email: ['The email field must be a valid email address.'],
    });
  });

  it('a commitment an asset holds cannot be deleted, and says so', async () => {
    const made = await send('POST', path('agreements.commitments', { id: agreement }), {
      kind: 'resolution',
      priority_id: priority(),
      target_hours: 24,
    });
    const id = made.body.payload.id as number;
    const asset = one('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    t.conn.sqlite.prepare('UPDATE assets SET commitment_id = NULL WHERE commitment_id = ?').run(id);
    t.conn.sqlite.prepare('UPDATE assets SET commitment_id = ? WHERE id = ?').run(id, asset);
    const row = (await send('GET', path('agreements.commitments', { id: agreement }))).body.rows.find(
      (r: Json) => r.id === id,
    );
    expect(row).toMatchObject({ assets_count: 1, available_actions: { delete: false } });
    const refused = await send('DELETE', path('agreements.commitments-delete', { id: agreement, commitmentId: id }));
    expect(refused.body).toMatchObject({
      status: 'error',
      messages: 'This commitment is currently used by at least one asset and cannot be deleted.',
    });
    expect(t.count('agreement_commitments', `id = ${id}`)).toBe(1);
    t.conn.sqlite.prepare('UPDATE assets SET commitment_id = NULL WHERE id = ?').run(asset);
  });

  it('signatories: both sides, listed and deleted by id', async () => {
    const list = path('agreements.signatories', { id: agreement });
    const ours = await send('POST', list, {
      name: 'Khalid Al Mahmood',
      title: 'Operations Director',
      side: 'provider',
      email: 'khalid@gfs.example',
      signed_at: '2027-01-02',
    });
    expect(ours.body.payload).toMatchObject({ side: 'provider', signed_at: { date: '2027-01-02' } });
    await send('POST', list, { name: 'Fatima Nasser', side: 'customer' });
    expect((await send('GET', `${list}?search=fatima`)).body.rows.map((r: Json) => r.name)).toEqual(['Fatima Nasser']);
    const id = ours.body.payload.id as number;
    expect(
      (await send('DELETE', path('agreements.signatories-delete', { id: elsewhere, signatoryId: id }))).status,
    ).toBe(404);
    expect(
      (await send('DELETE', path('agreements.signatories-delete', { id: agreement, signatoryId: id }))).body.status,
    ).toBe('success');
    expect((await send('GET', list)).body.total).toBe(1);
  });

  it('readers list them; only holders of the collection keys add or delete', async () => {
    expect((await send('GET', path('agreements.signatories', { id: agreement }), undefined, 'viewer')).status).toBe(
      200,
    );
    const denied = await send(
      'POST',
      path('agreements.signatories', { id: agreement }),
      { name: 'X Y', side: 'customer' },
      'viewer',
    );
    expect(denied.status).toBe(403);
  });
});

/**
 * Compliance equal to a hand count. Business hours Sun–Thu 07:00–15:00 (UTC); 2027-01-03 is a Sunday.
 * Response target 2 h and resolution 8 h for High (P2); uptime 95 % for the category of two assets.
 */
describe('compliance: equal to a hand count', () => {
  let customer: number;
  let agreement: number;
  let assetA: number;
  let assetB: number;
  const ids: Record<string, number> = {};
  const priority = (code: string) => one(`SELECT id FROM work_order_priorities WHERE code = ?`, code);
  const category = (name: string) => one('SELECT id FROM work_order_categories WHERE name = ?', name);
  const raise = async (key: string, moment: string, body: Record<string, unknown> = {}) => {
    at(moment);
    ids[key] = (
      await wo.create({
        priority_id: priority('P2'),
        customer_id: customer,
        // SLAs time reactive work: a reported fault (an inspection round would not be measured).
        category_id: category('Corrective'),
        ...body,
      })
    ).id as number;
  };
  const move = async (key: string, moment: string, entry: Record<string, unknown>) => {
    at(moment);
    const res = await wo.log(ids[key]!, entry);
    expect(res.body.status, JSON.stringify(res.body)).toBe('success');
  };

  beforeAll(async () => {
    customer = insertCustomer('Juffair Hotel SLA test');
    // Two assets of one model that no work order has touched, made the customer's.
    const [a, b] = t.conn.sqlite
      .prepare(
        `SELECT a.id FROM assets a WHERE a.deleted_at IS NULL
           AND a.id NOT IN (SELECT asset_id FROM work_order_assets)
           AND a.model_id = (SELECT model_id FROM assets x WHERE x.deleted_at IS NULL
                             AND x.id NOT IN (SELECT asset_id FROM work_order_assets)
                             GROUP BY model_id HAVING count(*) >= 2 ORDER BY model_id LIMIT 1)
         ORDER BY a.id LIMIT 2`,
      )
      .pluck()
      .all() as number[];
    assetA = a!;
    assetB = b!;
    t.conn.sqlite.prepare('UPDATE assets SET customer_id = ? WHERE id IN (?, ?)').run(customer, assetA, assetB);
    agreement = (
      await createAgreement({
        name: 'Juffair Hotel SLA',
        customer_id: customer,
        status: 'active',
        hours_mode: 'business',
        business_days: 'sun,mon,tue,wed,thu',
        business_start: '07:00',
        business_end: '15:00',
      })
    ).id as number;
    const commit = (body: object) => send('POST', path('agreements.commitments', { id: agreement }), body);
    await commit({ kind: 'response', priority_id: priority('P2'), target_hours: 2 });
    await commit({ kind: 'resolution', priority_id: priority('P2'), target_hours: 8 });
    const assetCategory = one(
      'SELECT m.category_id FROM assets a JOIN models m ON m.id = a.model_id WHERE a.id = ?',
      assetA,
    );
    await commit({ kind: 'uptime', category_id: assetCategory, target_percent: 95 });

    // WO1 (on asset A only, a breakdown): Sun 08:00, started 09:00 (1 h), completed 12:00 (4 h; A down 4 h).
    await raise('wo1', '2027-01-03T08:00', {
      customer_id: null,
      inspectables: [assetA],
      category_id: category('Corrective'),
    });
    await move('wo1', '2027-01-03T09:00', { action: 'start' });
    await move('wo1', '2027-01-03T12:00', { action: 'complete' });
    // WO2: Thu 14:00, started Sun 07:30 (1 h Thursday + 0.5 h Sunday), completed Sun 12:00 (1 + 5 = 6 h).
    await raise('wo2', '2027-01-07T14:00');
    await move('wo2', '2027-01-10T07:30', { action: 'start' });
    await move('wo2', '2027-01-10T12:00', { action: 'complete' });
    // WO3: Mon 08:00, started 08:30, on hold 09:00 to Tue 09:00, completed Tue 11:00: 1 + 2 = 3 h (11 h with the hold).
    await raise('wo3', '2027-01-11T08:00');
    await move('wo3', '2027-01-11T08:30', { action: 'start' });
    await move('wo3', '2027-01-11T09:00', { action: 'hold', reason: 'parts' });
    await move('wo3', '2027-01-12T09:00', { action: 'resume' });
    await move('wo3', '2027-01-12T11:00', { action: 'complete' });
    // WO4 (on asset B, an emergency): Tue 08:00, started 12:00 (4 h), completed Wed 14:00 (7 + 7 = 14 h; B down 30 h).
    await raise('wo4', '2027-01-12T08:00', { inspectables: [assetB], category_id: category('Emergency') });
    await move('wo4', '2027-01-12T12:00', { action: 'start' });
    await move('wo4', '2027-01-13T14:00', { action: 'complete' });
    // WO5: Wed 09:00, never answered: at 14:30 5.5 h (response breached; resolution 69 % of 8 h).
    await raise('wo5', '2027-01-13T09:00');
    // WO6: Wed 07:00, started 07:30: at 14:30 7.5 h of 8 (94 %): at risk.
    await raise('wo6', '2027-01-13T07:00');
    await move('wo6', '2027-01-13T07:30', { action: 'start' });
    // Not measured: another priority, another customer, a cancelled call.
    await raise('other-priority', '2027-01-11T08:00', { priority_id: priority('P3') });
    await raise('other-customer', '2027-01-11T08:00', { customer_id: null });
    await raise('cancelled', '2027-01-11T08:00');
    await move('cancelled', '2027-01-11T08:10', { action: 'cancel', reason: 'Raised twice' });
    at('2027-01-13T14:30');
  });
  afterAll(() => clock.set(new Date('2026-11-01T08:00:00Z')));

  const woRef = (key: string) => expect.objectContaining({ work_order: expect.objectContaining({ id: ids[key] }) });

  it('per commitment: met, breached, at risk, percentage, and the breaches with their work orders', async () => {
    const res = await send(
      'GET',
      `${path('agreements.compliance', { id: agreement })}?start=2027-01-01&end=2027-01-13`,
    );
    expect(res.status).toBe(200);
    const [response, resolution, uptime] = res.body.commitments as Json[];
    expect(response).toMatchObject({ measured: 6, met: 4, breached: 2, at_risk: 0, in_progress: 0, percent_met: 66.7 });
    expect(response!.breaches).toEqual([woRef('wo4'), woRef('wo5')]);
    expect(response!.breaches.map((b: Json) => b.hours)).toEqual([4, 5.5]);
    expect(resolution).toMatchObject({ measured: 6, met: 3, breached: 1, at_risk: 1, in_progress: 1, percent_met: 75 });
    expect(resolution!.breaches).toEqual([woRef('wo4')]);
    expect(resolution!.at_risk_work_orders).toEqual([woRef('wo6')]);
    expect(resolution!.status).toBe('breached');
    // 2 assets over 302.5 h (Jan 1 00:00 to Jan 13 14:30): 34 h down of 605 → 94.4 % together. Each asset
    // is measured: A down 4 h (98.7 %) met its 95 %, B down 30 h (90.1 %) breached it.
    expect(uptime).toMatchObject({ assets: 2, downtime_hours: 34, uptime_percent: 94.4, status: 'breached' });
    expect(uptime).toMatchObject({ measured: 2, met: 1, breached: 1, percent_met: 50 });
    expect(uptime!.breaches.map((b: Json) => [b.work_order.id, b.hours])).toEqual([[ids.wo4, 30]]);
    expect(res.body.totals).toMatchObject({ measured: 14, met: 8, breached: 4, at_risk: 1, in_progress: 1 });
  });

  it('the same figures per customer, and a period before the work orders measures nothing', async () => {
    const mine = await send(
      'GET',
      `${path('customers.sla-compliance', { id: customer })}?start=2027-01-01&end=2027-01-13`,
    );
    expect(mine.body.agreements).toHaveLength(1);
    expect(mine.body.agreements[0].commitments[1]).toMatchObject({ met: 3, breached: 1, at_risk: 1 });
    const before = await send(
      'GET',
      `${path('agreements.compliance', { id: agreement })}?start=2026-12-01&end=2026-12-31`,
    );
    expect(before.body.commitments[0]).toMatchObject({ measured: 0, percent_met: null, status: 'no_data' });
  });

  it('refuses a bad period field by field, and unknown records', async () => {
    const bad = await send(
      'GET',
      `${path('agreements.compliance', { id: agreement })}?start=2027-13-01&end=2026-01-01`,
    );
    expect(bad.body).toEqual({
      status: 'error',
      messages: { start: ['The start field must be a valid date.'] },
      payload: null,
    });
    const reversed = await send(
      'GET',
      `${path('agreements.compliance', { id: agreement })}?start=2027-02-01&end=2027-01-01`,
    );
    expect(reversed.body.messages).toEqual({ end: ['The end field must be a date after or equal to start.'] });
    expect((await send('GET', path('agreements.compliance', { id: 999_999 }))).body.messages).toBe(
      'Agreement not found',
    );
    expect((await send('GET', path('customers.sla-compliance', { id: 999_999 }))).body.messages).toBe(
      'Customer not found',
    );
  });
});
