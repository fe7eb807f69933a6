import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeName, resources } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { requests, type Json } from '../../../support/requests.js';
import { ANCHOR, testClock } from '../../../support/work-orders.js';
import { insertRow } from '../../../support/insert-row.js';

/**
 * Issue 24's money findings: an invoice past its draft and a quotation that became a contract stay as
 * they are (only pay or void moves an issued invoice), no amount or total passes the business cap of
 * 1,000,000,000.000 BHD, and a customer's finance counts reach only those who read contracts and invoices.
 */
let t: TestApp;
const clock = testClock();
const { get, send, value } = requests(() => t);
const TODAY = ANCHOR.toISOString().slice(0, 10);
const day = (offset: number) => new Date(ANCHOR.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let customerId = 0;
let contractId = 0;
let otherContractId = 0;

const insert = (table: string, row: Record<string, unknown>): number => insertRow(t.conn.sqlite, table, row, ANCHOR);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  customerId = insert('customers', { name: 'Locks Test Hospital', code: 'LTH', type: 'hospital' });
  const otherCustomerId = insert('customers', { name: 'Locks Test Mall', code: 'LTM', type: 'mall' });
  insert('contract_statuses', { name: 'Locks test draft', state: 'draft', sort_order: 0 });
  const contract = (name: string, customer: number) =>
    insert('contracts', {
      name,
      party_type: 'customer',
      customer_id: customer,
      start_date: day(-60),
      expiry_date: day(300),
    });
  contractId = contract('Locks test FM contract', customerId);
  otherContractId = contract('Locks test mall contract', otherCustomerId);
});
afterAll(async () => t.close());

const CAP = '1000000000.000';
const ISSUED = 'An issued invoice cannot be changed: record a payment or void it.';
const PAID = 'A paid invoice cannot be changed or deleted.';
const VOID = 'A void invoice cannot be changed or deleted.';
const CONVERTED = 'A quotation that became a contract cannot be changed or deleted.';

/** A draft invoice of 100.000 + 10 % VAT = 110.000 BHD. */
async function draftInvoice(): Promise<Json> {
  const res = await send('POST', '/contract-invoices', {
    contract_id: contractId,
    issue_date: TODAY,
    due_date: day(10),
    lines: [{ description: 'November FM', quantity: 1, unit_price: '100' }],
  });
  expect(res.status, JSON.stringify(res.messages)).toBe('success');
  return res.payload as Json;
}

async function issuedInvoice(): Promise<Json> {
  const inv = await draftInvoice();
  expect((await send('POST', `/contract-invoices/${inv.id}/issue`)).status).toBe('success');
  return inv;
}

/** A rewrite of the issue's kind: the total down to 0.001 BHD and the invoice moved to another customer. */
const REWRITE = {
  contract_id: 0,
  lines: [{ description: 'November FM', quantity: 1, unit_price: '0.001' }],
  tax_rate: 0,
};

async function expectUnchanged(id: number) {
  const row = await get(`/contract-invoices/${id}`);
  expect(row).toMatchObject({ total: '110.000', contract: { id: contractId }, customer: { id: customerId } });
  expect(row.deleted_at).toBeNull();
  expect(value('SELECT count(*) FROM contract_invoice_lines WHERE invoice_id = ?', id)).toBe(1);
}

describe('an invoice past its draft', () => {
  it('issued: PATCH, PUT and DELETE are refused and nothing is written; pay still works', async () => {
    const inv = await issuedInvoice();
    const body = { ...REWRITE, contract_id: otherContractId };
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await send(method, `/contract-invoices/${inv.id}`, body);
      expect(res).toMatchObject({ status: 'error', messages: { status: [ISSUED] } });
    }
    expect(await send('DELETE', `/contract-invoices/${inv.id}`)).toMatchObject({
      status: 'error',
      messages: { status: [ISSUED] },
    });
    await expectUnchanged(inv.id);
    expect((await get(`/contract-invoices/${inv.id}`)).available_actions).toMatchObject({
      update: false,
      delete: false,
    });

    // Overdue is issued past due: still locked.
    clock.set(new Date(ANCHOR.getTime() + 11 * 86_400_000));
    try {
      expect((await get(`/contract-invoices/${inv.id}`)).status).toBe('overdue');
      expect((await send('PATCH', `/contract-invoices/${inv.id}`, body)).messages).toEqual({ status: [ISSUED] });
      await expectUnchanged(inv.id);
      expect((await send('POST', `/contract-invoices/${inv.id}/pay`)).status).toBe('success');
    } finally {
      clock.set(ANCHOR);
    }
  });

  it('paid: neither edited nor deleted', async () => {
    const inv = await issuedInvoice();
    expect((await send('POST', `/contract-invoices/${inv.id}/pay`)).status).toBe('success');
    expect(await send('DELETE', `/contract-invoices/${inv.id}`)).toMatchObject({
      status: 'error',
      messages: { status: [PAID] },
    });
    expect((await send('PATCH', `/contract-invoices/${inv.id}`, { notes: 'rewritten' })).messages).toEqual({
      status: [PAID],
    });
    await expectUnchanged(inv.id);
    expect(value('SELECT notes FROM contract_invoices WHERE id = ?', inv.id)).toBeNull();
  });

  it('void: neither edited nor deleted', async () => {
    const inv = await issuedInvoice();
    expect((await send('POST', `/contract-invoices/${inv.id}/void`)).status).toBe('success');
    expect((await send('DELETE', `/contract-invoices/${inv.id}`)).messages).toEqual({ status: [VOID] });
    expect((await send('PATCH', `/contract-invoices/${inv.id}`, { notes: 'rewritten' })).messages).toEqual({
      status: [VOID],
    });
    await expectUnchanged(inv.id);
  });

  it('a draft is still edited and deleted', async () => {
    const inv = await draftInvoice();
    expect(inv.available_actions).toMatchObject({ update: true, delete: true });
    const res = await send('PATCH', `/contract-invoices/${inv.id}`, { ...REWRITE, contract_id: otherContractId });
    expect(res.status, JSON.stringify(res.messages)).toBe('success');
    expect(res.payload).toMatchObject({ total: '0.001', contract: { id: otherContractId } });
    expect((await send('DELETE', `/contract-invoices/${inv.id}`)).status).toBe('success');
  });
});

describe('a quotation that became a contract', () => {
  it('is neither edited nor deleted; one not converted still is', async () => {
    const created = await send('POST', '/contract-quotations', {
      title: 'Chiller maintenance',
      customer_id: customerId,
      status: 'sent',
      lines: [{ description: 'Chiller service', quantity: 12, unit_price: '250' }],
    });
    const q = created.payload as Json;
    expect(q.available_actions).toMatchObject({ update: true, delete: true });
    expect((await send('POST', `/contract-quotations/${q.id}/convert`)).status).toBe('success');

    const rewrite = { title: 'Rewritten', lines: [{ description: 'x', quantity: 1, unit_price: '0.001' }] };
    expect((await send('PATCH', `/contract-quotations/${q.id}`, rewrite)).messages).toEqual({ status: [CONVERTED] });
    expect((await send('DELETE', `/contract-quotations/${q.id}`)).messages).toEqual({ status: [CONVERTED] });
    const row = await get(`/contract-quotations/${q.id}`);
    expect(row).toMatchObject({ title: 'Chiller maintenance', total: '3300.000', deleted_at: null });
    expect(row.available_actions).toMatchObject({ update: false, delete: false });

    const other = (await send('POST', '/contract-quotations', { title: 'Draft offer', customer_id: customerId }))
      .payload as Json;
    expect((await send('PATCH', `/contract-quotations/${other.id}`, { title: 'Draft offer 2' })).status).toBe(
      'success',
    );
    expect((await send('DELETE', `/contract-quotations/${other.id}`)).status).toBe('success');
  });
});

describe('money within the business cap (1,000,000,000.000 BHD)', () => {
  const moneyFields = resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.kind === 'money' && !f.readOnly)
      .map(([key]) => ({ r, key })),
  );

  it('every declared money field refuses an amount past the cap and takes the cap itself', async () => {
    expect(moneyFields.length).toBeGreaterThan(0);
    for (const { r, key } of moneyFields) {
      for (const past of ['1000000000.001', 1_000_000_001, '99999999999.999']) {
        const res = await send('POST', r.path, { [key]: past });
        expect(res.status, `${r.name}.${key}`).toBe('error');
        expect(res.messages[key], `${r.name}.${key} = ${past}`).toEqual([
          `The ${attributeName(key)} field must not be greater than ${CAP}.`,
        ]);
      }
      const at = await send('POST', r.path, { [key]: CAP });
      expect(at.messages?.[key], `${r.name}.${key} at the cap`).toBeUndefined();
    }
  });

  it('refuses a line, a sum or a total past the cap on quotations and invoices, and writes nothing', async () => {
    const before = value('SELECT count(*) FROM contract_quotations');
    const cases: [Json, string][] = [
      // The issue's 999,999,999,999.999 × 999,999,999,999.999, which was stored and shown as a float.
      [
        { lines: [{ description: 'x', quantity: '999999999999.999', unit_price: '999999999999.999' }] },
        `The unit price of line 1 must not be greater than ${CAP}.`,
      ],
      [
        { lines: [{ description: 'x', quantity: '1000000', unit_price: '1000000' }] },
        `The amount of line 1 must not be greater than ${CAP}.`,
      ],
      [
        {
          tax_rate: 0,
          lines: [
            { description: 'a', quantity: 1, unit_price: '600000000' },
            { description: 'b', quantity: 1, unit_price: '600000000' },
          ],
        },
        `The total with tax must not be greater than ${CAP}.`,
      ],
      [
        { lines: [{ description: 'a', quantity: 1, unit_price: CAP }] },
        `The total with tax must not be greater than ${CAP}.`,
      ],
    ];
    for (const [body, text] of cases) {
      for (const path of ['/contract-quotations', '/contract-invoices']) {
        const res = await send('POST', path, {
          title: 'Too dear',
          customer_id: customerId,
          contract_id: contractId,
          issue_date: TODAY,
          due_date: day(10),
          ...body,
        });
        expect(res, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 'error', messages: { lines: [text] } });
      }
    }
    expect(value('SELECT count(*) FROM contract_quotations')).toBe(before);

    // At the cap without tax it is taken; a new rate on those kept lines would pass it.
    const at = await send('POST', '/contract-quotations', {
      title: 'At the cap',
      customer_id: customerId,
      tax_rate: 0,
      lines: [{ description: 'a', quantity: 1, unit_price: CAP }],
    });
    expect(at).toMatchObject({ status: 'success', payload: { total: CAP, total_fils: 1_000_000_000_000 } });
    expect((await send('PATCH', `/contract-quotations/${at.payload.id}`, { tax_rate: 1000 })).messages).toEqual({
      lines: [`The total with tax must not be greater than ${CAP}.`],
    });
    expect(value('SELECT tax_rate FROM contract_quotations WHERE id = ?', at.payload.id)).toBe(0);
  });

  it('refuses the same on a work order estimate', async () => {
    const id = value<number>('SELECT id FROM work_orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    const res = await send('PUT', `/workorder/${id}/quotation`, {
      lines: [{ kind: 'part', description: 'x', quantity: '1000000', unit_price: '1000000' }],
    });
    expect(res).toMatchObject({
      status: 'error',
      messages: { lines: [`The amount of line 1 must not be greater than ${CAP}.`] },
    });
  });
});

describe('finance figures on customers and vendors', () => {
  it('a technician gets null contract and overdue-invoice counts, the manager the numbers', async () => {
    const manager = await get(`/customers/${customerId}`, 'manager');
    expect(manager.contracts_count).toBeGreaterThan(0);
    expect(typeof manager.overdue_invoices_count).toBe('number');
    const tech = await get(`/customers/${customerId}`, 'technician');
    expect(tech.name).toBe('Locks Test Hospital');
    expect(tech.contracts_count).toBeNull();
    expect(tech.overdue_invoices_count).toBeNull();
    expect(tech.locations_count).toBe(0);

    const vendors = await get('/vendors?limit=5', 'technician');
    expect(vendors.rows.length).toBeGreaterThan(0);
    for (const row of vendors.rows) expect(row.contracts_count).toBeNull();
    expect((await get('/vendors?limit=5', 'manager')).rows[0].contracts_count).toEqual(expect.any(Number));
  });

  it('a technician cannot order customers by a figure it may not read', async () => {
    const ids = (q: string) =>
      get(`/customers?limit=500&${q}`, 'technician').then((r) => r.rows.map((x: Json) => x.id));
    // The default order (name) instead, in the direction asked.
    const byName = await ids('order=desc');
    expect(await ids('sort=overdue_invoices_count&order=desc')).toEqual(byName);
    expect(await ids('sort=contracts_count&order=desc')).toEqual(byName);
  });
});
