import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.call('superuser', { method, url: api(path), payload }).then((r) => r.json());
const as = (token: string, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: api(path), payload, headers: { authorization: `Bearer ${token}` } });

let n = 0;
async function userWithGroups(groupIds: number[], permissions: Record<string, string> = {}) {
  n += 1;
  const res = await admin('POST', '/users', {
    first_name: 'Matrix',
    last_name: `User${n}`,
    username: `matrix.user${n}`,
    password: 'Matrix-pass-1',
    password_confirmation: 'Matrix-pass-1',
    groups: groupIds,
    permissions,
  });
  expect(res.status, JSON.stringify(res.messages)).toBe('success');
  return res.payload as { id: number; username: string };
}
const signIn = async (username: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/login'),
    payload: { username, password: 'Matrix-pass-1' },
  });
  return res.json().payload as { accessToken: string; userData: { ability: unknown[]; permissions: string[] } };
};
const group = async (name: string, permissions: Record<string, string>) =>
  (await admin('POST', '/groups', { name, permissions })).payload as { id: number };

describe('group members', () => {
  it('lists, adds and removes members; /users?group_id follows', async () => {
    const g = await group('Night shift', {});
    const user = await userWithGroups([]);
    expect(await admin('GET', `/groups/${g.id}/members`)).toEqual({ total: 0, rows: [] });

    const added = await admin('POST', `/groups/${g.id}/members`, { user_id: user.id });
    expect(added).toMatchObject({ status: 'success', messages: 'Group was successfully updated.' });
    expect(added.payload.users_count).toBe(1);
    const again = await admin('POST', `/groups/${g.id}/members`, { user_id: user.id });
    expect(again.status).toBe('success');
    expect(again.payload.users_count).toBe(1);

    const members = await admin('GET', `/groups/${g.id}/members?search=${user.username}`);
    expect(members.total).toBe(1);
    expect(members.rows[0]).toMatchObject({ id: user.id, username: user.username });
    expect(members.rows[0]).not.toHaveProperty('password');
    expect((await admin('GET', `/users?group_id=${g.id}`)).rows.map((u: { id: number }) => u.id)).toEqual([user.id]);

    expect((await admin('POST', `/groups/${g.id}/members`, { user_id: 999999 })).messages).toEqual({
      user_id: ['The selected user id is invalid.'],
    });
    expect((await admin('POST', `/groups/${g.id}/members`, {})).messages).toEqual({
      user_id: ['The user id field is required.'],
    });

    const removed = await admin('DELETE', `/groups/${g.id}/members/${user.id}`);
    expect(removed).toMatchObject({ status: 'success' });
    expect(removed.payload.users_count).toBe(0);
    expect((await admin('GET', `/users?group_id=${g.id}`)).total).toBe(0);
    expect((await admin('GET', '/groups/999999/members')).messages).toBe('Group not found');
    // One log line per real change: the repeated add wrote none.
    const notes = t.conn.sqlite
      .prepare("SELECT note FROM action_logs WHERE item_type = 'groups' AND item_id = ? AND target_id = ? ORDER BY id")
      .pluck()
      .all(g.id, user.id);
    expect(notes).toEqual([`Added ${user.username} to the group`, `Removed ${user.username} from the group`]);
  });

  it('deletes a group with members, removing the memberships', async () => {
    const g = await group('Temporary crew', {});
    const user = await userWithGroups([g.id]);
    expect((await admin('DELETE', `/groups/${g.id}`)).status).toBe('success');
    expect(t.count('users_groups', `group_id = ${g.id}`)).toBe(0);
    expect(t.count('users', `id = ${user.id} AND deleted_at IS NULL`)).toBe(1);
  });

  it('is for superusers only', async () => {
    for (const role of ['manager', 'technician', 'viewer'] as const) {
      expect((await t.call(role, { url: api('/groups/1/members') })).statusCode).toBe(403);
      expect(
        (await t.call(role, { method: 'POST', url: api('/groups/1/members'), payload: { user_id: 5 } })).statusCode,
      ).toBe(403);
    }
  });
});

describe('the permission matrix at the API', () => {
  it('grant, deny, inherit and superuser change what a member can do', async () => {
    const crew = await group('Matrix crew', {});
    const readers = await group('Matrix readers', { 'companies.view': '1' });
    const user = await userWithGroups([crew.id]);
    const session = await signIn(user.username);
    const companies = () => as(session.accessToken, 'GET', '/companies?limit=1').then((r) => r.statusCode);

    // Nothing granted yet.
    expect(await companies()).toBe(403);
    expect(session.userData.permissions).toEqual([]);

    // Grant in the matrix: allowed on the next request, and in the next login's ability list.
    await admin('PATCH', `/groups/${crew.id}`, { permissions: { 'companies.view': '1' } });
    expect(await companies()).toBe(200);
    expect((await signIn(user.username)).userData.ability).toContainEqual({ action: 'read', subject: 'companies' });

    // Deny wins over another group's grant.
    await admin('POST', `/groups/${readers.id}/members`, { user_id: user.id });
    await admin('PATCH', `/groups/${crew.id}`, { permissions: { 'companies.view': '-1' } });
    expect(await companies()).toBe(403);
    expect((await signIn(user.username)).userData.permissions).not.toContain('companies.view');

    // Inherit falls back to the other group's grant.
    await admin('PATCH', `/groups/${crew.id}`, { permissions: { 'companies.view': '0' } });
    expect(await companies()).toBe(200);

    // The user's own deny overrides every group.
    await admin('PATCH', `/users/${user.id}`, { permissions: { 'companies.view': '-1' } });
    expect(await companies()).toBe(403);
    await admin('PATCH', `/users/${user.id}`, { permissions: {} });

    // Superuser grants everything, groups included.
    expect((await as(session.accessToken, 'GET', '/groups')).statusCode).toBe(403);
    await admin('PATCH', `/groups/${crew.id}`, { permissions: { superuser: '1' } });
    expect((await as(session.accessToken, 'GET', '/groups')).statusCode).toBe(200);
    const created = await as(session.accessToken, 'POST', '/depreciations', { name: 'Matrix 3y', months: 36 });
    expect(created.json().status).toBe('success');
    expect((await signIn(user.username)).userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('stores the matrix as sent, dropping unknown keys and refusing unknown choices', async () => {
    const g = await group('Matrix storage', { 'assets.view': '1', 'assets.delete': '-1', 'no.such.key': '1' });
    const detail = await admin('GET', `/groups/${g.id}`);
    expect(detail.permissions).toEqual({ 'assets.view': '1', 'assets.delete': '-1' });
    const bad = await admin('PATCH', `/groups/${g.id}`, { permissions: { 'assets.view': 'yes' } });
    expect(bad.messages).toEqual({ permissions: ['The selected permissions is invalid.'] });
  });

  it('gives the four demo roles their group permissions', async () => {
    const check = async (role: 'manager' | 'technician' | 'viewer', path: string, method: 'GET' | 'DELETE') =>
      (await t.call(role, { method, url: api(path) })).statusCode;
    expect(await check('manager', '/users?limit=1', 'GET')).toBe(200);
    expect(await check('manager', '/users/999999', 'DELETE')).toBe(403);
    expect(await check('technician', '/depreciations', 'GET')).toBe(403);
    expect(await check('technician', '/causes?limit=1', 'GET')).toBe(200);
    expect(await check('viewer', '/users?limit=1', 'GET')).toBe(403);
  });
});
