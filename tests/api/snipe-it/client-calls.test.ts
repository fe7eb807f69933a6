import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_JSON_TEXT, resources } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

/**
 * Calls as the published Snipe-IT client libraries and sync scripts make them: a JSON content type on
 * every request (a DELETE or a checkin without a body included), form-encoded bodies.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { api, get, send, value } = requests(() => t);

const JSON_TYPE = { 'content-type': 'application/json', accept: 'application/json' };
const raw = (method: 'POST' | 'DELETE' | 'PATCH' | 'PUT', path: string, payload?: string, headers = JSON_TYPE) =>
  t.call('superuser', { method, url: api(path), headers, ...(payload === undefined ? {} : { payload }) });

const scratchCompany = async (name: string) =>
  ((await send('POST', '/companies', { name })) as Json).payload.id as number;

describe('a JSON content type with no body', () => {
  it('deletes on a DELETE with an empty body, as Laravel reads it as no input', async () => {
    const id = await scratchCompany('Empty-body delete');
    const res = await raw('DELETE', `/companies/${id}`, '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', messages: 'The Company was deleted successfully.', payload: null });
    expect(t.count('companies', `id = ${id}`)).toBe(0);
  });

  it('deletes on a DELETE that sends the header and no body at all', async () => {
    const id = await scratchCompany('No-body delete');
    const res = await t.call('superuser', { method: 'DELETE', url: api(`/companies/${id}`), headers: JSON_TYPE });
    expect(res.json().status).toBe('success');
    expect(t.count('companies', `id = ${id}`)).toBe(0);
  });

  it('checks an asset in when the checkin carries a blank body', async () => {
    const id = value<number>(
      "SELECT id FROM assets WHERE assigned_type = 'user' AND deleted_at IS NULL ORDER BY id LIMIT 1",
    );
    const res = await raw('POST', `/hardware/${id}/checkin`, '  \n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', messages: 'Asset checked in successfully.' });
    expect(value(`SELECT assigned_to FROM assets WHERE id = ?`, id)).toBeNull();
  });

  it('answers a create with no body with the field messages, not a parse error', async () => {
    const res = await raw('POST', '/companies', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'error',
      messages: { name: ['The name field is required.'] },
      payload: null,
    });
  });
});

describe('a JSON content type with a body that is not JSON', () => {
  it('answers 422 "Invalid JSON" and writes nothing, form text included', async () => {
    const before = t.count('companies');
    for (const payload of ['name=Form+body', '{"name":', "{'name':'x'}"]) {
      const res = await raw('POST', '/companies', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', messages: INVALID_JSON_TEXT, payload: null });
    }
    expect(t.count('companies')).toBe(before);
  });
});

describe('form-encoded bodies', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };

  it('creates, updates with PUT and checks out from form fields', async () => {
    const created = await raw('POST', '/companies', 'name=Form+Co&phone=%2B973+1700+0000', FORM);
    expect(created.json()).toMatchObject({ status: 'success', payload: { name: 'Form Co', phone: '+973 1700 0000' } });
    const id = created.json().payload.id as number;
    const put = await raw('PUT', `/companies/${id}`, 'name=Form+Co+2&email=', FORM);
    expect(put.json()).toMatchObject({ status: 'success', payload: { name: 'Form Co 2', email: null } });

    const asset = value<number>(
      `SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL
         AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable') ORDER BY id DESC LIMIT 1`,
    );
    const out = await raw('POST', `/hardware/${asset}/checkout`, 'checkout_to_type=user&assigned_user=5', FORM);
    expect(out.json()).toMatchObject({ status: 'success', messages: 'Asset checked out successfully.' });
    expect((await get(`/hardware/${asset}`)).assigned_to).toMatchObject({ id: 5, type: 'user' });
  });
});

/** What a row shows that a write changes by itself (the stamp) or that depends on the caller. */
const comparable = (row: Json) => {
  const { updated_at: _updated, available_actions: _actions, ...rest } = row;
  return rest;
};

describe('PUT with the whole row read back', () => {
  // Snipe-IT's clients only read back Snipe-IT's rows: a work order's row (its assignee pair) is not
  // a v8 body, and its state changes through its moves.
  const writable = resources.filter((r) => !r.readOnly && r.name !== 'workorders');

  it.each(writable.map((r) => [r.name, r] as const))(
    '%s: a row GET then PUT back succeeds and changes nothing',
    async (_name, r) => {
      const { rows } = await get(`${r.listPath ?? r.path}?limit=3&sort=id&order=desc`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows as Json[]) {
        const res = await send('PUT', `${r.path}/${row.id}`, row);
        expect(res.status, `${r.name} ${row.id}: ${JSON.stringify(res.messages)}`).toBe('success');
        expect(comparable(await get(`${r.path}/${row.id}`))).toEqual(comparable(row));
      }
    },
  );

  it('takes date objects, "N months" texts, a capitalized category type and {total, rows} groups', async () => {
    const asset = (await get('/hardware?limit=1&sort=id&order=asc')).rows[0] as Json;
    const res = await send('PUT', `/hardware/${asset.id}`, {
      ...asset,
      purchase_date: { date: '2024-02-03', formatted: '2024-02-03' },
      warranty_months: '24 months',
    });
    expect(res.status).toBe('success');
    expect(res.payload).toMatchObject({ purchase_date: { date: '2024-02-03' }, warranty_months: '24 months' });
    const user = await get('/users/2');
    expect(user.groups.total).toBeGreaterThan(0);
    const again = await send('PUT', '/users/2', { ...user, jobtitle: 'Chief of sites' });
    expect(again.payload).toMatchObject({ jobtitle: 'Chief of sites', groups: user.groups });
    const category = await get('/categories/1');
    expect(category.category_type).toMatch(/^[A-Z]/);
    expect((await send('PUT', '/categories/1', category)).status).toBe('success');
  });
});

describe('paging through offset until total', () => {
  it.each(resources.map((r) => [r.name, r] as const))('%s gives every row once', async (_name, r) => {
    const seen: number[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total && offset < 5000; offset += 7) {
      const page = await get(`${r.listPath ?? r.path}?offset=${offset}&limit=7&sort=id&order=asc`);
      total = page.total as number;
      seen.push(...(page.rows as Json[]).map((row) => row.id as number));
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});
