import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.call(role, { method, url, payload });
const data = (query = '') => call('viewer', 'GET', `/apps/permissions/data${query}`).then((r) => r.json());

describe('template permissions app', () => {
  it('lists with search, sort and pages, and all rows in allData', async () => {
    const all = await data();
    expect(all.allData.length).toBe(t.count('template_permissions'));
    expect(all.allData.length).toBeGreaterThanOrEqual(12);
    expect(all.permissions).toHaveLength(10);
    expect(all.permissions[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      assignedTo: expect.any(Array),
      createdDate: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/),
    });
    const names = all.permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const page2 = await data('?perPage=5&page=2&sortColumn=name&sort=desc');
    expect(page2.permissions).toHaveLength(5);
    expect(page2.total).toBe(all.allData.length);
    const found = await data('?q=billing');
    expect(found.permissions.map((p: { name: string }) => p.name)).toEqual(['Manage Billing & Roles']);
    expect(found.total).toBe(1);
  });

  it('adds, renames and deletes, with validation', async () => {
    const before = t.count('template_permissions');
    const added = (
      await call('superuser', 'POST', '/apps/permissions/add-permission', {
        permission: { name: 'Approve Purchase Orders', assignedTo: ['manager'] },
      })
    ).json();
    expect(added).toMatchObject({
      status: 'success',
      payload: { name: 'Approve Purchase Orders', assignedTo: ['manager'] },
    });
    expect(t.count('template_permissions')).toBe(before + 1);

    const bad = async (payload: object) =>
      (await call('superuser', 'POST', '/apps/permissions/add-permission', payload)).json();
    expect((await bad({ permission: { name: '  ' } })).messages).toEqual({ name: ['The name field is required.'] });
    expect((await bad({})).messages).toEqual({ name: ['The name field is required.'] });
    expect((await bad({ permission: { name: 'approve purchase orders' } })).messages).toEqual({
      name: ['The name has already been taken.'],
    });
    expect((await bad({ permission: { name: 'X', assignedTo: ['pilot'] } })).messages).toEqual({
      assignedTo: ['The selected assigned to is invalid.'],
    });

    const id = added.payload.id as number;
    const renamed = (
      await call('superuser', 'POST', '/apps/permissions/update-permission', { id, name: 'Approve POs' })
    ).json();
    expect(renamed).toMatchObject({ status: 'success', payload: { id, name: 'Approve POs' } });
    expect(
      (await call('superuser', 'POST', '/apps/permissions/update-permission', { id, name: 'Only View' })).json()
        .messages,
    ).toEqual({ name: ['The name has already been taken.'] });
    expect(
      (await call('superuser', 'POST', '/apps/permissions/update-permission', { id: 999999, name: 'x' })).json(),
    ).toEqual({ status: 'error', messages: 'Permission not found', payload: null });

    expect((await call('superuser', 'DELETE', '/apps/permissions/delete', { id })).json().status).toBe('success');
    expect(t.count('template_permissions')).toBe(before);
    const other = (await data()).allData[0].id as number;
    expect((await call('superuser', 'DELETE', `/apps/permissions/delete?id=${other}`)).json().status).toBe('success');
    expect((await call('superuser', 'DELETE', `/apps/permissions/delete?id=${other}`)).json().status).toBe('error');
  });

  it('lets any signed-in user read, and only admins and superusers write', async () => {
    expect((await t.app.inject({ url: '/apps/permissions/data' })).statusCode).toBe(401);
    const write = { permission: { name: 'Nope' } };
    expect((await call('manager', 'POST', '/apps/permissions/add-permission', write)).statusCode).toBe(403);
    expect((await call('viewer', 'DELETE', '/apps/permissions/delete?id=1')).statusCode).toBe(403);
  });
});
