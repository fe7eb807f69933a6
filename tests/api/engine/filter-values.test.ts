import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, lang = 'en'): Promise<{ status: number; body: Json }> => {
  const res = await t.call('superuser', {
    method: 'GET',
    url: `${API_BASE}${url}`,
    headers: { 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};
const rows = (body: Json) => body.rows as Record<string, unknown>[];
const refIds = (body: Json, key: string) => rows(body).map((r) => (r[key] as { id: number } | null)?.id);

describe('list filters declared with their values', () => {
  it('refuses a reference filter given something that is no id, naming the field, in English and French', async () => {
    const en = await get('/escalation-matrix?cause_id=abc');
    expect(en).toEqual({
      status: 200,
      body: { status: 'error', messages: { cause_id: ['The selected cause id is invalid.'] }, payload: null },
    });
    const fr = await get('/escalation-matrix?cause_id=abc', 'fr');
    expect(fr.status).toBe(200);
    expect(fr.body.status).toBe('error');
    const text = (fr.body.messages as Record<string, string[]>).cause_id![0]!;
    expect(text).not.toBe('The selected cause id is invalid.');
    expect(text).toMatch(/invalide/i);
  });

  it('still filters by good ids, one or a comma list', async () => {
    const all = rows((await get('/escalation-matrix?limit=500')).body);
    const causeId = all.map((r) => (r.cause as { id: number } | null)?.id).find((id) => id !== undefined)!;
    expect(causeId).toBeDefined();
    const one = (await get(`/escalation-matrix?cause_id=${causeId}&limit=500`)).body;
    expect(rows(one).length).toBeGreaterThan(0);
    expect(new Set(refIds(one, 'cause'))).toEqual(new Set([causeId]));
  });

  it('refuses a word outside an enum filter and keeps the words it accepts', async () => {
    const bad = await get('/contract-invoices?status=bogus');
    expect(bad.body).toEqual({
      status: 'error',
      messages: { status: ['The selected status is invalid.'] },
      payload: null,
    });
    const paid = (await get('/contract-invoices?status=paid&limit=500')).body;
    expect(rows(paid).every((r) => r.status === 'paid')).toBe(true);
    const overdue = (await get('/contract-invoices?status=overdue&limit=500')).body;
    expect(overdue.status).toBeUndefined();
    expect(rows(overdue).every((r) => r.status === 'overdue')).toBe(true);
  });

  it('refuses a flag that is not true or false, and reads 1 and 0 as the console sends them', async () => {
    const bad = await get('/email-templates?is_active=maybe');
    expect(bad.body.messages).toEqual({ is_active: ['The selected is active is invalid.'] });
    const on = (await get('/email-templates?is_active=1&limit=500')).body;
    expect(rows(on).length).toBeGreaterThan(0);
    expect(rows(on).every((r) => r.is_active === true)).toBe(true);
    const off = (await get('/email-templates?is_active=false&limit=500')).body;
    expect(rows(off).every((r) => r.is_active === false)).toBe(true);
  });

  it('refuses a bad value on a child collection too (an SLA commitment kind), in German', async () => {
    const agreement = (rows((await get('/agreements?limit=1')).body)[0] as { id: number }).id;
    const url = `/agreements/${agreement}/commitments`;
    const all = rows((await get(`${url}?limit=500`)).body);
    expect(all.length).toBeGreaterThan(0);
    const kind = all[0]!.kind as string;
    const some = rows((await get(`${url}?kind=${kind}&limit=500`)).body);
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((r) => r.kind === kind)).toBe(true);
    const en = await get(`${url}?kind=bogus`);
    expect(en.body).toEqual({ status: 'error', messages: { kind: ['The selected kind is invalid.'] }, payload: null });
    const de = (await get(`${url}?kind=bogus`, 'de')).body;
    expect(de.status).toBe('error');
    expect((de.messages as Record<string, string[]>).kind![0]).toMatch(/ungültig/i);
  });

  it('tolerates unknown keys and an empty filter value, as the real backend does', async () => {
    const own = await get('/causes?_=1700000000000&cachebuster=x&cause_status=');
    expect(own.status).toBe(200);
    expect(rows(own.body).length).toBeGreaterThan(0);
    const snipe = await get('/hardware?_=1700000000000&deleted=false&unknown_key=abc&limit=5');
    expect(snipe.status).toBe(200);
    expect(rows(snipe.body).length).toBeGreaterThan(0);
  });

  it('takes a work order status id or a named view, and refuses anything else on the list and the requests', async () => {
    const path = '/maintenance/workorders/index';
    for (const url of [`${path}?status=bogus`, '/maintenance/workorder-requests/index?status=bogus']) {
      expect((await get(url)).body).toEqual({
        status: 'error',
        messages: { status: ['The selected status is invalid.'] },
        payload: null,
      });
    }
    expect((await get(`${path}?overdue=maybe`)).body.messages).toEqual({
      overdue: ['The selected overdue is invalid.'],
    });
    const overdue = (await get(`${path}?status=overdue&limit=500`)).body;
    expect(rows(overdue).length).toBeGreaterThan(0);
    expect(rows(overdue).every((r) => r.overdue === true)).toBe(true);
    const statusId = (rows((await get(`${path}?limit=1`)).body)[0]!.status as { id: number }).id;
    const byId = (await get(`${path}?status=${statusId}&limit=500`)).body;
    expect(new Set(refIds(byId, 'status'))).toEqual(new Set([statusId]));
  });
});
