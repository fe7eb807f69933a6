import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type Role, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG } from '../../support/multipart.js';
import { requests } from '../../support/requests.js';

/**
 * Holders of `users.edit` / `users.create` (the demo's maintenance managers) must not make anyone a
 * superuser, give keys they do not hold, or touch a superuser's account; nobody may leave the system
 * without an active superuser. A fresh app per test: each one changes accounts.
 */
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());
const { send, value } = requests(() => t);

const ADMIN = 1;
const MANAGER = 2;
const TECH = 3;
const ADMINS_GROUP = 1;
const TECHS_GROUP = 3;

/** Whether the account signs in with superuser rights (what a stolen session would get). */
const signsInAsSuperuser = async (email: string, password = DEMO_PASSWORD) => {
  const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/login`, payload: { email, password } });
  return (res.json().payload?.userData?.permissions ?? []).includes('superuser') as boolean;
};
const groupsOf = (id: number) =>
  t.conn.sqlite.prepare('SELECT group_id FROM users_groups WHERE user_id = ? ORDER BY group_id').pluck().all(id);
const form = (role: Role, url: string, fields: Record<string, string>) =>
  t.call(role, {
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const newUser = (extra: object = {}) => ({
  first_name: 'Eve',
  username: `eve${Math.random().toString(36).slice(2, 8)}`,
  email: 'eve@example.test',
  password: 'long enough 1',
  password_confirmation: 'long enough 1',
  ...extra,
});

/**
 * A new account holding users.view, users.create and `keys`, signed in: what it gets when it creates
 * an account with the given body.
 */
const accountCreator = async (email: string, keys: Record<string, string>) => {
  const desk = newUser({ email, permissions: { 'users.view': '1', 'users.create': '1', ...keys } });
  expect((await send('POST', '/users', desk)).status).toBe('success');
  const login = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/login`,
    payload: { email: desk.email, password: desk.password },
  });
  const authorization = `Bearer ${login.json().payload.accessToken as string}`;
  return async (body: object) =>
    (
      await t.app.inject({ method: 'POST', url: `${API_BASE}/users`, payload: body, headers: { authorization } })
    ).json();
};

describe('a manager holding users.edit and users.create', () => {
  it('cannot write superuser into its own permission map (JSON)', async () => {
    const res = await send('PATCH', `/users/${MANAGER}`, { permissions: { superuser: '1' } }, 'manager');
    expect(res).toEqual({
      status: 'error',
      messages: { permissions: ['Only a superuser can grant or remove superuser access.'] },
      payload: null,
    });
    expect(await signsInAsSuperuser('manager@demo.test')).toBe(false);
  });

  it('cannot join the administrators group, by JSON or by a form POST with _method', async () => {
    const json = await send('PATCH', `/users/${MANAGER}`, { groups: [ADMINS_GROUP] }, 'manager');
    expect(json.status).toBe('error');
    expect(json.messages.groups).toEqual(['You cannot grant permissions you do not hold: superuser.']);
    const viaForm = await form('manager', `/users/${MANAGER}`, { _method: 'PATCH', groups: String(ADMINS_GROUP) });
    expect(viaForm.json().status).toBe('error');
    const viaFormMap = await form('manager', `/users/${MANAGER}`, {
      _method: 'PUT',
      permissions: JSON.stringify({ superuser: '1' }),
    });
    expect(viaFormMap.json().status).toBe('error');
    expect(groupsOf(MANAGER)).toEqual([2]);
    expect(await signsInAsSuperuser('manager@demo.test')).toBe(false);
  });

  it('cannot create a superuser, nor an account with keys it lacks', async () => {
    const before = t.count('users');
    const viaGroup = await send('POST', '/users', newUser({ groups: [ADMINS_GROUP] }), 'manager');
    expect(viaGroup.messages.groups).toEqual(['You cannot grant permissions you do not hold: superuser.']);
    const viaMap = await send('POST', '/users', newUser({ permissions: { superuser: '1' } }), 'manager');
    expect(viaMap.status).toBe('error');
    // Managers are denied companies.delete and hold no `admin`: they cannot hand them out either.
    const keys = await send(
      'POST',
      '/users',
      newUser({ permissions: { admin: '1', 'companies.delete': '1' } }),
      'manager',
    );
    expect(keys.messages.permissions).toEqual([
      'You cannot grant permissions you do not hold: admin, companies.delete.',
    ]);
    expect(t.count('users')).toBe(before);
    // What it holds it may give: a technician in the technicians' group.
    const fine = await send(
      'POST',
      '/users',
      newUser({ groups: [TECHS_GROUP], permissions: { 'locations.view': '1' } }),
      'manager',
    );
    expect(fine.status).toBe('success');
  });

  it("cannot change the superuser's password, e-mail, access or existence (403)", async () => {
    const attempts = [
      send('PATCH', `/users/${ADMIN}`, { password: 'taken over 1', password_confirmation: 'taken over 1' }, 'manager'),
      send('PATCH', `/users/${ADMIN}`, { email: 'mine@evil.test' }, 'manager'),
      send('PATCH', `/users/${ADMIN}`, { activated: false }, 'manager'),
      send('PATCH', `/users/${ADMIN}`, { groups: [TECHS_GROUP] }, 'manager'),
      send('DELETE', `/users/${ADMIN}`, undefined, 'manager'),
    ];
    for (const res of await Promise.all(attempts)) expect(res).toEqual({ message: 'This action is unauthorized.' });
    const viaForm = await form('manager', `/users/${ADMIN}`, { _method: 'PATCH', email: 'mine@evil.test' });
    expect(viaForm.statusCode).toBe(403);
    expect(value('SELECT email FROM users WHERE id = ?', ADMIN)).toBe('admin@demo.test');
    expect(value('SELECT deleted_at FROM users WHERE id = ?', ADMIN)).toBeNull();
    expect(groupsOf(ADMIN)).toEqual([ADMINS_GROUP]);
    expect(await signsInAsSuperuser('admin@demo.test', 'taken over 1')).toBe(false);
    expect(await signsInAsSuperuser('admin@demo.test')).toBe(true);
  });

  it('cannot restore a deleted superuser', async () => {
    const second = await send('POST', '/users', newUser({ groups: [ADMINS_GROUP] }));
    expect(second.status).toBe('success');
    expect((await send('DELETE', `/users/${second.payload.id}`)).status).toBe('success');
    const res = await t.call('manager', { method: 'POST', url: `${API_BASE}/users/${second.payload.id}/restore` });
    expect(res.statusCode).toBe(403);
    expect(value('SELECT deleted_at FROM users WHERE id = ?', second.payload.id)).not.toBeNull();
  });

  it("cannot add or delete the superuser's files", async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' },
    ]);
    const upload = (role: Role, id: number) =>
      t.call(role, { method: 'POST', url: `${API_BASE}/users/${id}/uploads`, payload, headers });
    expect((await upload('manager', ADMIN)).statusCode).toBe(403);
    expect(t.count('uploads', `item_type = 'users' AND item_id = ${ADMIN}`)).toBe(0);
    const own = await upload('superuser', ADMIN);
    expect(own.json().status).toBe('success');
    const remove = await t.call('manager', {
      method: 'DELETE',
      url: `${API_BASE}/users/${ADMIN}/uploads/${own.json().payload.id}`,
    });
    expect(remove.statusCode).toBe(403);
    expect((await upload('manager', TECH)).json().status).toBe('success');
  });

  it("cannot reset the superuser's second factor (403), only an ordinary account's", async () => {
    t.conn.sqlite.prepare('UPDATE users SET two_factor_enrolled = 1 WHERE id IN (?, ?)').run(ADMIN, TECH);
    const reset = (id: number) =>
      t.call('manager', { method: 'POST', url: `${API_BASE}/users/two_factor_reset`, payload: { id } });
    expect((await reset(ADMIN)).statusCode).toBe(403);
    expect(value('SELECT two_factor_enrolled FROM users WHERE id = ?', ADMIN)).toBe(1);
    expect((await reset(TECH)).json()).toEqual({ message: 'Two factor device successfully reset' });
    expect(value('SELECT two_factor_enrolled FROM users WHERE id = ?', TECH)).toBe(0);
  });

  it('still edits ordinary accounts', async () => {
    const res = await send('PATCH', `/users/${TECH}`, { jobtitle: 'Lead technician' }, 'manager');
    expect(res.status).toBe('success');
    expect(value('SELECT jobtitle FROM users WHERE id = ?', TECH)).toBe('Lead technician');
  });
});

describe('the last superuser', () => {
  it('cannot be demoted, deactivated or deleted, not even by itself', async () => {
    const last = 'At least one active superuser must remain.';
    expect(await send('PATCH', `/users/${ADMIN}`, { groups: [TECHS_GROUP] })).toMatchObject({ messages: last });
    expect(await send('PATCH', `/users/${ADMIN}`, { permissions: { superuser: '-1' } })).toMatchObject({
      messages: last,
    });
    expect(await send('PATCH', `/users/${ADMIN}`, { activated: false })).toMatchObject({ messages: last });
    expect(await send('DELETE', `/groups/${ADMINS_GROUP}/members/${ADMIN}`)).toMatchObject({ messages: last });
    expect(await send('PATCH', `/groups/${ADMINS_GROUP}`, { permissions: { superuser: '0' } })).toMatchObject({
      messages: last,
    });
    expect(await send('DELETE', `/groups/${ADMINS_GROUP}`)).toMatchObject({ messages: last });
    expect(groupsOf(ADMIN)).toEqual([ADMINS_GROUP]);
    expect(value('SELECT permissions FROM permission_groups WHERE id = ?', ADMINS_GROUP)).toBe('{"superuser":"1"}');
    expect(await signsInAsSuperuser('admin@demo.test')).toBe(true);
  });

  it('can hand over: with a second superuser, the first may step down', async () => {
    const second = await send('POST', '/users', newUser({ groups: [ADMINS_GROUP] }));
    expect(second.status).toBe('success');
    expect((await send('PATCH', `/users/${ADMIN}`, { groups: [TECHS_GROUP] })).status).toBe('success');
    expect(await signsInAsSuperuser('admin@demo.test')).toBe(false);
  });

  it('lets a superuser grant superuser', async () => {
    expect((await send('PATCH', `/users/${MANAGER}`, { permissions: { superuser: '1' } })).status).toBe('success');
    expect(await signsInAsSuperuser('manager@demo.test')).toBe(true);
  });
});

describe('the work-order keys and the requesters group', () => {
  it('a help desk holding users.create and workorders.request signs staff up as requesters, and gives nothing more', async () => {
    const create = await accountCreator('desk@example.test', { 'workorders.request': '1' });
    const requesters = value<number>("SELECT id FROM permission_groups WHERE name = 'Requesters'");

    expect((await create(newUser({ groups: [requesters] }))).status).toBe('success');
    const before = t.count('users');
    expect((await create(newUser({ permissions: { 'workorders.approve': '1' } }))).messages).toEqual({
      permissions: ['You cannot grant permissions you do not hold: workorders.approve.'],
    });
    // The technicians' group would bring workorders.create (and more) with it.
    expect((await create(newUser({ groups: [TECHS_GROUP] }))).messages.groups[0]).toMatch(/\bworkorders\.create\b/);
    expect(t.count('users')).toBe(before);
  });
});

describe('the preventive-plan keys and the people endpoints', () => {
  it("a manager cannot change the superuser's skills or working hours (403), and still changes a technician's", async () => {
    const skills = { skills: [{ skill: 'Electrical', level: 3 }] };
    const week = { working_hours: { mon: { start: '08:00', end: '12:00' } } };
    for (const [url, body] of [
      [`/people/${ADMIN}/skills`, skills],
      [`/people/${ADMIN}/working-hours`, week],
    ] as const) {
      const res = await t.call('manager', { method: 'PUT', url: `${API_BASE}${url}`, payload: body });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
    expect(t.count('user_skills', `user_id = ${ADMIN}`)).toBe(0);
    expect(value('SELECT working_hours FROM users WHERE id = ?', ADMIN)).toBeNull();
    expect((await send('PUT', `/people/${TECH}/skills`, skills, 'manager')).status).toBe('success');
    expect((await send('PUT', `/people/${TECH}/working-hours`, week, 'manager')).status).toBe('success');
    expect((await send('PUT', `/people/${ADMIN}/skills`, skills)).status).toBe('success');
  });

  it('an account holding only schedulers.view cannot grant schedulers.create or schedulers.delete', async () => {
    const create = await accountCreator('planner@example.test', { 'schedulers.view': '1' });
    const before = t.count('users');
    expect(
      (await create(newUser({ permissions: { 'schedulers.create': '1', 'schedulers.delete': '1' } }))).messages,
    ).toEqual({
      permissions: ['You cannot grant permissions you do not hold: schedulers.create, schedulers.delete.'],
    });
    expect(t.count('users')).toBe(before);
    expect((await create(newUser({ permissions: { 'schedulers.view': '1' } }))).status).toBe('success');
  });
});

describe('the service keys', () => {
  it('an account holding only the service view keys cannot grant the quotation, invoice, commitment or signatory keys', async () => {
    const create = await accountCreator('service-desk@example.test', {
      'contracts.view': '1',
      'agreements.view': '1',
    });
    const before = t.count('users');
    const keys = { 'contracts.quotations': '1', 'contracts.invoices': '1', 'agreements.signatories': '1' };
    expect((await create(newUser({ permissions: keys }))).messages).toEqual({
      permissions: [
        'You cannot grant permissions you do not hold: agreements.signatories, contracts.invoices, contracts.quotations.',
      ],
    });
    expect(t.count('users')).toBe(before);
    expect((await create(newUser({ permissions: { 'contracts.view': '1' } }))).status).toBe('success');
  });
});
