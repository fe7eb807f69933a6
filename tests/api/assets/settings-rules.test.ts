import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINT_NOT_FOUND_TEXT } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const post = (path: string, payload: unknown) =>
  t.call('superuser', { method: 'POST', url: api(path), payload: payload as object });
const patch = (path: string, payload: unknown) =>
  t.call('superuser', { method: 'PATCH', url: api(path), payload: payload as object });
const get = (path: string) => t.call('superuser', { url: api(path) });
const del = (path: string) => t.call('superuser', { method: 'DELETE', url: api(path) });

describe('categories', () => {
  it('requires a known category type and never lets it change', async () => {
    expect((await post('/categories', { name: 'Drones' })).json().messages).toEqual({
      category_type: ['The category type field is required.'],
    });
    expect((await post('/categories', { name: 'Drones', category_type: 'gadget' })).json().messages).toEqual({
      category_type: ['The selected category type is invalid.'],
    });
    const created = (await post('/categories', { name: 'Drones', category_type: 'asset' })).json();
    expect(created.payload.category_type).toBe('Asset');
    const changed = (await patch(`/categories/${created.payload.id}`, { category_type: 'license' })).json();
    expect(changed).toEqual({
      status: 'error',
      messages: { category_type: ['You cannot change the category type once it has been created'] },
      payload: null,
    });
    expect((await get(`/categories/${created.payload.id}`)).json().category_type).toBe('Asset');
  });
});

describe('status labels', () => {
  it('uses the real backend text for a missing type', async () => {
    expect((await post('/statuslabels', { name: 'Quarantined' })).json().messages).toEqual({
      type: ['Status label type is required.'],
    });
  });
  it('checks the colour format', async () => {
    expect(
      (await post('/statuslabels', { name: 'Quarantined', type: 'pending', color: 'red' })).json().messages,
    ).toEqual({
      color: ['The color field format is invalid.'],
    });
  });
});

describe('locations', () => {
  it('refuses a parent that would create a circular reference', async () => {
    const parent = (await post('/locations', { name: 'Cycle parent' })).json().payload;
    const child = (await post('/locations', { name: 'Cycle child', parent_id: parent.id })).json().payload;
    expect(child.parent).toEqual({ id: parent.id, name: 'Cycle parent' });
    for (const [id, parentId] of [
      [parent.id, parent.id],
      [parent.id, child.id],
    ]) {
      expect((await patch(`/locations/${id}`, { parent_id: parentId })).json().messages).toEqual({
        parent_id: ['The parent id must not create a circular reference.'],
      });
    }
  });

  it('lists children and refuses to delete a parent, with the real backend text', async () => {
    const parent = (await post('/locations', { name: 'Guarded parent' })).json().payload;
    await post('/locations', { name: 'Guarded child', parent_id: parent.id });
    const detail = (await get(`/locations/${parent.id}`)).json();
    expect(detail.children.map((c: { name: string }) => c.name)).toEqual(['Guarded child']);
    expect(detail.available_actions.delete).toBe(false);
    const res = (await del(`/locations/${parent.id}`)).json();
    expect(res.status).toBe('error');
    expect(res.messages).toMatch(/^This location is not currently deletable because/);
    expect(t.count('locations', `id = ${parent.id} AND deleted_at IS NULL`)).toBe(1);
  });

  it('rejects a parent that does not exist', async () => {
    expect((await post('/locations', { name: 'Orphan', parent_id: 987654 })).json().messages).toEqual({
      parent_id: ['The selected parent id is invalid.'],
    });
  });

  it('serves the select list as an indented tree, flat when searching', async () => {
    const tree = (await get('/locations/selectlist')).json();
    expect(tree.pagination).toEqual({ more: false, per_page: 500 });
    const texts = tree.results.map((r: { text: string }) => r.text);
    expect(texts).toContain(' Manama HQ');
    expect(texts.indexOf('-- Manama HQ – Tower A')).toBe(texts.indexOf(' Manama HQ') + 1);
    expect(texts).toContain('---- Tower A – Server room');
    const flat = (await get('/locations/selectlist?search=Tower')).json();
    expect(flat.results.every((r: { text: string }) => r.text.includes('Tower') && !r.text.startsWith('-'))).toBe(true);
  });
});

describe('manufacturers', () => {
  it('lists only deleted rows with deleted=true and restores them', async () => {
    const deleted = (await get('/manufacturers?deleted=true')).json();
    expect(deleted.rows.map((r: { name: string }) => r.name).sort()).toEqual(['Compaq', 'Nokia Networks']);
    expect(deleted.rows.every((r: { available_actions: { restore: boolean } }) => r.available_actions.restore)).toBe(
      true,
    );
    const live = (await get('/manufacturers?limit=500')).json();
    expect(live.rows.some((r: { name: string }) => r.name === 'Compaq')).toBe(false);

    const compaq = deleted.rows.find((r: { name: string }) => r.name === 'Compaq');
    const restored = (await post(`/manufacturers/${compaq.id}/restore`, {})).json();
    expect(restored).toMatchObject({
      status: 'success',
      messages: 'Manufacturer restored successfully.',
      payload: { id: compaq.id, deleted_at: null },
    });
    expect((await post(`/manufacturers/${compaq.id}/restore`, {})).json()).toEqual({
      status: 'error',
      messages: 'The Manufacturer was not deleted and therefore cannot be restored',
      payload: null,
    });
  });

  it('lets a deleted name be reused, and refuses to restore over it', async () => {
    const first = (await post('/manufacturers', { name: 'Reusable Co' })).json().payload;
    await del(`/manufacturers/${first.id}`);
    const second = (await post('/manufacturers', { name: 'Reusable Co' })).json();
    expect(second.status).toBe('success');
    expect((await post(`/manufacturers/${first.id}/restore`, {})).json().messages).toEqual({
      name: ['The name has already been taken.'],
    });
  });

  it('checks name length and URL format', async () => {
    expect((await post('/manufacturers', { name: 'X', url: 'not a url' })).json().messages).toEqual({
      name: ['The name field must be at least 2 characters.'],
      url: ['The url field must be a valid URL.'],
    });
  });
});

describe('departments and depreciations', () => {
  it('sends users_count as a string and refuses to delete a department with users', async () => {
    const list = (await get('/departments?sort=users_count&order=desc&limit=1')).json();
    const busiest = list.rows[0];
    expect(typeof busiest.users_count).toBe('string');
    expect(Number(busiest.users_count)).toBeGreaterThan(0);
    const res = (await del(`/departments/${busiest.id}`)).json();
    expect(res.messages).toMatch(/currently associated with at least one user/);
  });

  it('shows months as "N months" and bounds them', async () => {
    const row = (await get('/depreciations?search=Computers')).json().rows[0];
    expect(row.months).toBe('36 months');
    expect((await post('/depreciations', { name: 'Too short', months: 0 })).json().messages).toEqual({
      months: ['The months field must be at least 1.'],
    });
    expect((await post('/depreciations', { name: 'Ba', months: 'ten' })).json().messages).toEqual({
      name: ['The name field must be at least 3 characters.'],
      months: ['The months field must be an integer.'],
    });
  });
});

describe('work-order master data', () => {
  it('seeds the canonical statuses and priorities in order', async () => {
    const statuses = (await get('/maintenance/statuses?sort=sort_order&order=asc')).json();
    expect(statuses.rows.map((s: { name: string }) => s.name)).toEqual([
      'Requested',
      'Open',
      'Assigned',
      'In progress',
      'On hold',
      'Completed',
      'Closed',
      'Cancelled',
      'Rejected',
    ]);
    const priorities = (await get('/maintenance/priorities?sort=rank&order=asc')).json();
    expect(priorities.rows.map((p: { name: string; color: string }) => [p.name, p.color])).toEqual([
      ['Critical', '#E53E3E'],
      ['High', '#DD6B20'],
      ['Medium', '#D69E2E'],
      ['Low', '#38A169'],
    ]);
  });
});

describe('wire conventions', () => {
  it('searches each " OR " term and filters exactly', async () => {
    const res = (await get('/manufacturers?search=Dell OR Cisco')).json();
    expect(res.rows.map((r: { name: string }) => r.name).sort()).toEqual(['Cisco', 'Dell']);
    const filtered = (await get('/categories?category_type=license')).json();
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.every((r: { category_type: string }) => r.category_type === 'License')).toBe(true);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    expect((await get('/companies?search=%25')).json().total).toBe(0);
  });

  it('answers the companies select list page by page', async () => {
    const res = (await get('/companies/selectlist?page=1')).json();
    const companies = t.count('companies');
    expect(companies).toBeGreaterThan(1);
    expect(res).toMatchObject({
      page: 1,
      total_count: companies,
      page_count: 1,
      pagination: { more: false, per_page: 50 },
    });
    expect(res.results[0]).toEqual({ id: expect.any(Number), text: expect.any(String), image: null });
  });

  it('gives JSON for unknown routes and malformed bodies, never HTML or a 5xx', async () => {
    const unknown = await get('/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null });
    const malformed = await t.call('superuser', {
      method: 'POST',
      url: api('/companies'),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ status: 'error', messages: 'Invalid JSON', payload: null });
    const wrongMethod = await t.call('superuser', {
      method: 'POST',
      url: api('/companies/1'),
      payload: { _method: 'TRACE' },
    });
    expect(wrongMethod.statusCode).toBe(405);
  });
});
