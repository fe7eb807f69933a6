import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { requests, type Json } from '../../../support/requests.js';
import { ANCHOR, testClock } from '../../../support/work-orders.js';
import { insertRow } from '../../../support/insert-row.js';

/**
 * Contract quotations and invoices: exact money in fils, a quotation becoming a contract, invoice
 * moves and the overdue filter, their own permission keys, bad bodies answered field by field.
 */
let t: TestApp;
const clock = testClock();
const { get, send, value } = requests(() => t);
const TODAY = ANCHOR.toISOString().slice(0, 10);
const day = (offset: number) => new Date(ANCHOR.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

let customerId = 0;
let otherCustomerId = 0;
let contractId = 0;
let serviceId = 0;

const insert = (table: string, row: Record<string, unknown>): number => insertRow(t.conn.sqlite, table, row, ANCHOR);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  customerId = insert('customers', { name: 'Money Test Hospital', code: 'MTH', type: 'hospital' });
  otherCustomerId = insert('customers', { name: 'Money Test Mall', code: 'MTM', type: 'mall' });
  serviceId = insert('services', { name: 'Money test chiller service', type: 'hard' });
  insert('contract_statuses', { name: 'Money test draft', state: 'draft', sort_order: 0 });
  contractId = insert('contracts', {
    name: 'Money test FM contract',
    party_type: 'customer',
    customer_id: customerId,
    start_date: day(-60),
    expiry_date: day(300),
  });
});
afterAll(async () => t.close());

const quotation = (body: Json, role: 'superuser' | 'manager' | 'technician' = 'superuser') =>
  send('POST', '/contract-quotations', { title: 'Chiller maintenance', customer_id: customerId, ...body }, role);
const invoice = (body: Json) =>
  send('POST', '/contract-invoices', { contract_id: contractId, issue_date: TODAY, due_date: day(30), ...body });

describe('money in fils, without floating-point drift', () => {
  it('3 × 0.115 BHD with 10 % VAT is 0.345 + 0.035 = 0.380 (the 0.0345 of tax rounds half up)', async () => {
    const res = await quotation({ lines: [{ description: 'Filter cartridge', quantity: 3, unit_price: '0.115' }] });
    expect(res.status, JSON.stringify(res.messages)).toBe('success');
    const row = await get(`/contract-quotations/${res.payload.id}`);
    expect(row).toMatchObject({
      tax_rate: 1000,
      currency: 'BHD',
      subtotal_fils: 345,
      subtotal: '0.345',
      tax_fils: 35,
      tax: '0.035',
      total_fils: 380,
      total: '0.380',
      status: 'draft',
    });
    expect(row.lines).toEqual([
      expect.objectContaining({
        position: 1,
        description: 'Filter cartridge',
        quantity: 3000,
        quantity_text: '3.000',
        unit_price_fils: 115,
        unit_price: '0.115',
        amount_fils: 345,
        amount: '0.345',
        service: null,
      }),
    ]);
    // The list sorts and shows the same sums: they are stored with the row.
    expect(value('SELECT total_fils FROM contract_quotations WHERE id = ?', res.payload.id)).toBe(380);
  });

  it('0.1 + 0.2 is exactly 0.300, and 1.5 × 0.333 rounds half up to 0.500', async () => {
    const sum = await quotation({
      tax_rate: 0,
      lines: [
        { description: 'A', quantity: '1', unit_price: 0.1 },
        { description: 'B', quantity: '1', unit_price: '0.2' },
      ],
    });
    expect(sum.payload).toMatchObject({ subtotal: '0.300', tax: '0.000', total: '0.300', total_fils: 300 });
    const half = await quotation({
      lines: [{ description: 'Half visit', quantity: '1.5', unit_price: '0.333', service_id: serviceId }],
    });
    expect(half.payload.lines[0]).toMatchObject({
      quantity: 1500,
      amount_fils: 500,
      amount: '0.500',
      service: { id: serviceId, name: 'Money test chiller service' },
    });
    expect(half.payload).toMatchObject({ subtotal_fils: 500, tax_fils: 50, total_fils: 550, total: '0.550' });
  });

  it('numbers quotations QT-<year>-NNNN, one after the other', async () => {
    const a = await quotation({});
    const b = await quotation({});
    expect(a.payload.number).toMatch(/^QT-2026-\d{4}$/);
    expect(Number(b.payload.number.slice(-4))).toBe(Number(a.payload.number.slice(-4)) + 1);
  });

  it('replaces the lines on update and recomputes the sums; an emptied rate is VAT again', async () => {
    const q = await quotation({ tax_rate: 500, lines: [{ description: 'Visit', quantity: 2, unit_price: '10' }] });
    expect(q.payload).toMatchObject({ subtotal: '20.000', tax: '1.000', total: '21.000' });
    const updated = await send('PATCH', `/contract-quotations/${q.payload.id}`, {
      tax_rate: '',
      lines: [{ description: 'Visit', quantity: 1, unit_price: '12.345' }],
    });
    expect(updated.status, JSON.stringify(updated.messages)).toBe('success');
    expect(updated.payload).toMatchObject({ tax_rate: 1000, subtotal: '12.345', tax: '1.235', total: '13.580' });
    expect(updated.payload.lines).toHaveLength(1);
    expect(value('SELECT count(*) FROM contract_quotation_lines WHERE quotation_id = ?', q.payload.id)).toBe(1);
  });
});

describe('bad bodies', () => {
  it('answers each field with its message and writes nothing', async () => {
    const before = t.count('contract_quotations');
    const res = await send('POST', '/contract-quotations', {
      valid_until: 'soon',
      status: 'won',
      tax_rate: 20_000,
      lines: [
        { description: 'Bad', quantity: 'three', unit_price: '1.2345' },
        { description: 'Ghost service', quantity: 1, unit_price: 1, service_id: 999_999 },
      ],
    });
    expect(res.status).toBe('error');
    expect(res.messages.title).toEqual(['The title field is required.']);
    expect(res.messages.valid_until).toEqual(['The valid until field must be a valid date.']);
    expect(res.messages.status).toEqual(['The selected status is invalid.']);
    expect(res.messages.tax_rate).toEqual(['The tax rate field must not be greater than 10000.']);
    expect(t.count('contract_quotations')).toBe(before);

    const lines = await quotation({
      lines: [
        { description: 'Bad', quantity: 'three', unit_price: '1.2345' },
        { description: 'Ghost service', quantity: 1, unit_price: 1, service_id: 999_999 },
      ],
    });
    expect(lines.messages.lines).toEqual([
      'The quantity of line 1 must be a positive number with at most three decimals.',
      'The unit price of line 1 must be an amount with at most three decimals.',
      'The selected service of line 2 is invalid.',
    ]);
    expect((await quotation({ lines: 'many' })).messages.lines).toEqual(['The lines field must be an array.']);
    expect(t.count('contract_quotations')).toBe(before);
  });

  it('refuses an invoice due before its issue date, or ending its period before it starts', async () => {
    const before = t.count('contract_invoices');
    const res = await invoice({ due_date: day(-1), period_start: day(0), period_end: day(-5) });
    expect(res.messages).toEqual({
      due_date: ['The due date field must be a date after or equal to issue date.'],
      period_end: ['The period end field must be a date after or equal to period start.'],
    });
    expect((await send('POST', '/contract-invoices', {})).messages).toEqual({
      contract_id: ['The contract id field is required.'],
    });
    expect(t.count('contract_invoices')).toBe(before);
  });
});

describe('a quotation becomes a contract', () => {
  it('converts a sent quotation into a draft contract once; the quotation is accepted', async () => {
    const q = (
      await quotation({
        title: 'Comprehensive FM 2027',
        lines: [{ description: 'Monthly PPM', quantity: 12, unit_price: '1250.500' }],
      })
    ).payload;
    const convert = () => send('POST', `/contract-quotations/${q.id}/convert`);
    const contractsBefore = t.count('contracts');

    const fromDraft = await convert();
    expect(fromDraft).toMatchObject({
      status: 'error',
      messages: { status: ['Only a sent or accepted quotation can become a contract.'] },
    });
    expect(t.count('contracts')).toBe(contractsBefore);

    await send('PATCH', `/contract-quotations/${q.id}`, { status: 'sent' });
    const res = await convert();
    expect(res.status, JSON.stringify(res.messages)).toBe('success');
    expect(res.messages).toBe('The quotation became a draft contract.');
    expect(res.payload).toMatchObject({
      name: 'Comprehensive FM 2027',
      customer: { id: customerId },
      quotation_amount_fils: 16_506_600,
      quotation_amount: '16506.600',
    });
    const stored = t.conn.sqlite.prepare('SELECT * FROM contracts WHERE id = ?').get(res.payload.id) as Json;
    // 12 × 1250.500 = 15006.000, + 10 % VAT = 16506.600
    expect(stored).toMatchObject({
      customer_id: customerId,
      quotation_id: q.id,
      quotation_amount_fils: 16_506_600,
      party_type: 'customer',
    });
    expect(value('SELECT state FROM contract_statuses WHERE id = ?', stored.status_id)).toBe('draft');
    const after = await get(`/contract-quotations/${q.id}`);
    expect(after).toMatchObject({ status: 'accepted', contract: { id: res.payload.id }, contracts_count: 1 });
    // The contract names its quotation by number, and the quotation picker offers it by number too.
    const number = value('SELECT number FROM contract_quotations WHERE id = ?', q.id) as string;
    expect(number).toMatch(/^QT-\d{4}-\d{4}$/);
    expect(await get(`/contracts/${res.payload.id as number}`)).toMatchObject({
      quotation_id: q.id,
      quotation: { id: q.id, name: number },
    });
    const picker = await get(`/contract-quotations/selectlist?search=${encodeURIComponent('Comprehensive FM')}`);
    expect(picker.results).toContainEqual(expect.objectContaining({ id: q.id, text: number }));

    const twice = await convert();
    expect(twice.status).toBe('error');
    expect(twice.messages.quotation).toEqual(['This quotation has already become the contract Comprehensive FM 2027.']);
    expect(t.count('contracts')).toBe(contractsBefore + 1);
    // It stands behind a contract: it is not deleted.
    expect((await send('DELETE', `/contract-quotations/${q.id}`)).status).toBe('error');
  });

  it('refuses a rejected quotation and an unknown one', async () => {
    const q = (await quotation({ status: 'rejected' })).payload;
    expect((await send('POST', `/contract-quotations/${q.id}/convert`)).messages.status).toEqual([
      'Only a sent or accepted quotation can become a contract.',
    ]);
    expect(await send('POST', '/contract-quotations/999999/convert')).toMatchObject({
      status: 'error',
      messages: 'ContractQuotation not found',
    });
  });
});

describe('invoices: issue, pay, overdue', () => {
  it('takes the customer from the contract, whatever the body says', async () => {
    const res = await invoice({
      customer_id: otherCustomerId,
      lines: [{ description: 'Oct', quantity: 1, unit_price: 5 }],
    });
    expect(res.status, JSON.stringify(res.messages)).toBe('success');
    expect(res.payload).toMatchObject({
      number: expect.stringMatching(/^INV-2026-\d{4}$/),
      status: 'draft',
      overdue: false,
      customer: { id: customerId, name: 'Money Test Hospital' },
      contract: { id: contractId },
      total: '5.500',
    });
  });

  it('issues a draft, pays an overdue one, and keeps a paid one as it is', async () => {
    const empty = (await invoice({})).payload;
    expect((await send('POST', `/contract-invoices/${empty.id}/issue`)).messages).toEqual({
      lines: ['An invoice needs at least one line to be issued.'],
    });
    const inv = (
      await invoice({ due_date: day(10), lines: [{ description: 'November FM', quantity: 1, unit_price: '100' }] })
    ).payload;
    expect((await send('POST', `/contract-invoices/${inv.id}/pay`)).messages).toEqual({
      status: ['Only an issued or overdue invoice can be paid.'],
    });
    const issued = await send('POST', `/contract-invoices/${inv.id}/issue`);
    expect(issued).toMatchObject({ status: 'success', payload: { status: 'issued', overdue: false } });
    expect((await send('POST', `/contract-invoices/${inv.id}/issue`)).messages).toEqual({
      status: ['Only a draft invoice can be issued.'],
    });

    const ids = (query: string) =>
      get(`/contract-invoices?contract_id=${contractId}&${query}`).then((r) => r.rows.map((row: Json) => row.id));
    expect(await ids('status=issued')).toContain(inv.id);
    expect(await ids('status=overdue')).not.toContain(inv.id);

    clock.set(new Date(ANCHOR.getTime() + 11 * 86_400_000));
    try {
      expect(await ids('status=overdue')).toEqual([inv.id]);
      expect(await ids('status=issued')).not.toContain(inv.id);
      expect(await get(`/contract-invoices/${inv.id}`)).toMatchObject({ status: 'overdue', overdue: true });
      const paid = await send('POST', `/contract-invoices/${inv.id}/pay`);
      expect(paid).toMatchObject({ status: 'success', payload: { status: 'paid', overdue: false } });
      expect(paid.payload.paid_at.datetime).toContain(day(11));
      expect(await ids('status=overdue')).toEqual([]);
    } finally {
      clock.set(ANCHOR);
    }

    expect((await send('PATCH', `/contract-invoices/${inv.id}`, { notes: 'late' })).messages).toEqual({
      status: ['A paid invoice cannot be changed or deleted.'],
    });
    expect((await send('POST', `/contract-invoices/${inv.id}/void`)).messages).toEqual({
      status: ['Only a draft or issued invoice can be voided.'],
    });
    expect(value('SELECT notes FROM contract_invoices WHERE id = ?', inv.id)).toBeNull();
  });
});

describe('permission keys', () => {
  it('opens quotations to contracts.quotations and invoices to contracts.invoices, each alone', async () => {
    const api = (path: string) => `${API_BASE}${path}`;
    const group = (
      await send('POST', '/groups', { name: 'Quotation desk', permissions: { 'contracts.quotations': '1' } })
    ).payload as Json;
    const user = await send('POST', '/users', {
      first_name: 'Quote',
      last_name: 'Desk',
      username: 'quote.desk',
      password: 'Quote-desk-1',
      password_confirmation: 'Quote-desk-1',
      groups: [group.id],
    });
    expect(user.status, JSON.stringify(user.messages)).toBe('success');
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { username: 'quote.desk', password: 'Quote-desk-1' },
    });
    const headers = { authorization: `Bearer ${login.json().payload.accessToken as string}` };
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: api(path), headers, payload });

    expect((await call('GET', '/contract-quotations')).statusCode).toBe(200);
    const created = await call('POST', '/contract-quotations', {
      title: 'Desk quote',
      customer_id: customerId,
      status: 'sent',
    });
    expect(created.json().status).toBe('success');
    expect((await call('GET', '/contract-invoices')).statusCode).toBe(403);
    // Converting writes a contract: the quotation key alone does not.
    const before = t.count('contracts');
    expect((await call('POST', `/contract-quotations/${created.json().payload.id as number}/convert`)).statusCode).toBe(
      403,
    );
    expect(t.count('contracts')).toBe(before);

    // The demo manager holds both keys; a technician neither.
    expect((await t.call('manager', { url: api('/contract-invoices') })).statusCode).toBe(200);
    const technician = await t.call('technician', { url: api('/contract-quotations') });
    expect(technician.statusCode).toBe(403);
    const invoices = await t.call('technician', { method: 'POST', url: api(`/contract-invoices/1/pay`) });
    expect(invoices.statusCode).toBe(403);
  });
});
