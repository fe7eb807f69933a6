import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type Role, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = (path: string) => `${API_BASE}${path}`;
const get = (path: string, role: Role = 'superuser') => t.call(role, { url: api(path) }).then((r) => r.json());
const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, role: Role = 'superuser') =>
  t.call(role, { method, url: api(path), payload }).then((r) => r.json());
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: api('/login'), payload: { username, password } }).then((r) => r.json());

let n = 0;
const newUser = async (extra: Record<string, unknown> = {}) => {
  n += 1;
  const body = {
    first_name: 'Layla',
    last_name: `Tester${n}`,
    username: `layla.tester${n}`,
    email: `layla${n}@example.test`,
    password: 'Str0ng-pass!',
    password_confirmation: 'Str0ng-pass!',
    ...extra,
  };
  const res = await send('POST', '/users', body);
  expect(res.status, JSON.stringify(res.messages)).toBe('success');
  return res.payload as { id: number; username: string };
};

describe('user list filters', () => {
  it('filters by type, company and group, exactly', async () => {
    const techs = await get('/users?type=technician&limit=500');
    expect(techs.total).toBe(t.count('users', "role_type = 'technician' AND deleted_at IS NULL"));
    expect(techs.total).toBeGreaterThan(0);
    const raw = t.conn.sqlite.prepare('SELECT id, role_type FROM users').all() as { id: number; role_type: string }[];
    const types = new Map(raw.map((u) => [u.id, u.role_type]));
    expect(techs.rows.every((u: { id: number }) => types.get(u.id) === 'technician')).toBe(true);

    const byCompany = await get('/users?company_id=2&limit=500');
    expect(byCompany.total).toBe(t.count('users', 'company_id = 2 AND deleted_at IS NULL'));
    expect(byCompany.rows.every((u: { company: { id: number } | null }) => u.company?.id === 2)).toBe(true);

    const group = t.conn.sqlite.prepare("SELECT id FROM permission_groups WHERE name = 'Technicians'").pluck().get();
    const members = await get(`/users?group_id=${group}&limit=500`);
    expect(members.total).toBe(t.count('users_groups', `group_id = ${group}`));
    for (const u of members.rows) expect(u.groups.rows.map((g: { id: number }) => g.id)).toContain(group);
  });

  it('shows deleted users only with deleted=true and hides them otherwise', async () => {
    const user = await newUser();
    expect((await send('DELETE', `/users/${user.id}`)).status).toBe('success');
    const trashed = await get('/users?deleted=true&limit=500');
    expect(trashed.rows.map((u: { id: number }) => u.id)).toContain(user.id);
    expect(trashed.rows.every((u: { deleted_at: unknown }) => u.deleted_at !== null)).toBe(true);
    for (const query of ['deleted=false&limit=500', 'limit=500']) {
      const live = await get(`/users?${query}`);
      expect(live.rows.map((u: { id: number }) => u.id)).not.toContain(user.id);
      expect(live.total).toBe(t.count('users', 'deleted_at IS NULL'));
    }
  });
});

describe('user forms', () => {
  it('needs a confirmed password of at least 8 characters on create', async () => {
    const base = { first_name: 'Omar', username: 'omar.pw' };
    expect((await send('POST', '/users', base)).messages).toEqual({ password: ['The password field is required.'] });
    expect(
      (await send('POST', '/users', { ...base, password: 'Str0ng-pass!', password_confirmation: 'other-pass' }))
        .messages,
    ).toEqual({ password: ['The password field confirmation does not match.'] });
    expect(
      (await send('POST', '/users', { ...base, password: 'short', password_confirmation: 'short' })).messages,
    ).toEqual({ password: ['The password field must be at least 8 characters.'] });
    expect(t.count('users', "username = 'omar.pw'")).toBe(0);
  });

  it('saves phone and login-enabled; a disabled login cannot sign in until enabled again', async () => {
    const user = await newUser({ phone: '+973 3900 1122', activated: false });
    const detail = await get(`/users/${user.id}`);
    expect(detail).toMatchObject({ phone: '+973 3900 1122', activated: false });
    expect((await login(user.username, 'Str0ng-pass!')).messages).toBe('These credentials do not match our records.');
    expect((await send('PATCH', `/users/${user.id}`, { activated: true })).status).toBe('success');
    expect((await login(user.username, 'Str0ng-pass!')).status).toBe('success');
  });

  it('changes the password on edit only when confirmed', async () => {
    const user = await newUser();
    const mismatch = await send('PATCH', `/users/${user.id}`, {
      password: 'New-pass-2026',
      password_confirmation: 'x',
    });
    expect(mismatch.messages).toEqual({ password: ['The password field confirmation does not match.'] });
    expect((await login(user.username, 'Str0ng-pass!')).status).toBe('success');
    const changed = await send('PATCH', `/users/${user.id}`, {
      password: 'New-pass-2026',
      password_confirmation: 'New-pass-2026',
    });
    expect(changed.status).toBe('success');
    expect((await login(user.username, 'New-pass-2026')).status).toBe('success');
    expect((await login(user.username, 'Str0ng-pass!')).status).toBe('error');
    // An edit without a password keeps the current one.
    expect((await send('PATCH', `/users/${user.id}`, { jobtitle: 'Planner' })).status).toBe('success');
    expect((await login(user.username, 'New-pass-2026')).status).toBe('success');
  });
});

describe('user delete and restore', () => {
  it('refuses to delete yourself', async () => {
    const res = await send('DELETE', '/users/1');
    expect(res).toEqual({
      status: 'error',
      messages: { user: ['We would feel really bad if you deleted yourself, please reconsider.'] },
      payload: null,
    });
    expect(t.count('users', 'id = 1 AND deleted_at IS NULL')).toBe(1);
  });

  it('refuses to delete a manager of other users, saying how many', async () => {
    const managed = t.count('users', 'manager_id = 2 AND deleted_at IS NULL');
    expect(managed).toBeGreaterThan(0);
    const res = await send('DELETE', '/users/2');
    expect(res.status).toBe('error');
    expect(res.messages.manages_users_count).toEqual([
      `This user still manages ${managed} users. Please select another manager for them first.`,
    ]);
    expect(t.count('users', 'id = 2 AND deleted_at IS NULL')).toBe(1);
  });

  it('refuses to delete a manager of locations', async () => {
    const user = await newUser();
    const location = await send('POST', '/locations', { name: 'Sitra pump house', manager_id: user.id });
    expect(location.status).toBe('success');
    const res = await send('DELETE', `/users/${user.id}`);
    expect(res.messages).toEqual({
      manages_locations_count: ['This user still manages 1 locations. Please select another manager for them first.'],
    });
  });

  it('soft-deletes and restores, once', async () => {
    const user = await newUser();
    expect(await send('DELETE', `/users/${user.id}`)).toEqual({
      status: 'success',
      messages: 'User was successfully deleted.',
      payload: null,
    });
    expect(t.count('users', `id = ${user.id}`)).toBe(1);
    expect((await get(`/users/${user.id}`)).messages).toBe(
      'User does not exist or you do not have permission view them.',
    );
    const restored = await send('POST', `/users/${user.id}/restore`);
    expect(restored).toMatchObject({ status: 'success', messages: 'User was successfully restored.' });
    expect(restored.payload.deleted_at).toBeNull();
    expect((await send('POST', `/users/${user.id}/restore`)).status).toBe('error');
  });
});

describe('user sub-lists', () => {
  it('lists what points at the user, per type, with paging', async () => {
    const reports = await get('/users/2/users?limit=5');
    expect(reports.total).toBe(t.count('users', 'manager_id = 2 AND deleted_at IS NULL'));
    expect(reports.rows).toHaveLength(Math.min(5, reports.total));
    expect(reports.rows.every((u: { manager: { id: number } }) => u.manager.id === 2)).toBe(true);
    const departments = await get('/users/2/departments');
    expect(departments.total).toBe(t.count('departments', 'manager_id = 2'));
    // What is checked out to the user: assets, license seats, accessories, consumables.
    const assets = await get('/users/2/assets?limit=500');
    expect(assets.total).toBe(t.count('assets', "assigned_type = 'user' AND assigned_to = 2 AND deleted_at IS NULL"));
    expect(assets.rows.every((a: { assigned_to: { id: number } }) => a.assigned_to.id === 2)).toBe(true);
    const holder = t.conn.sqlite
      .prepare('SELECT assigned_to FROM license_seats WHERE assigned_to IS NOT NULL ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
    const licenses = await get(`/users/${holder}/licenses`);
    expect(licenses.total).toBeGreaterThan(0);
    expect(licenses.total).toBe(
      t.count('licenses', `id IN (SELECT license_id FROM license_seats WHERE assigned_to = ${holder})`),
    );
    const taker = t.conn.sqlite.prepare('SELECT assigned_to FROM consumables_users LIMIT 1').pluck().get() as number;
    expect((await get(`/users/${taker}/consumables`)).total).toBeGreaterThan(0);
    expect(await get('/users/2/components')).toEqual({ total: 0, rows: [] });
  });

  it('answers an unknown type with a JSON 404 and an unknown user with the not-found text', async () => {
    const res = await t.call('superuser', { url: api('/users/2/spaceships') });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
    expect((await get('/users/999999/assets')).messages).toBe(
      'User does not exist or you do not have permission view them.',
    );
  });
});

describe('user activity', () => {
  it('reports actions on the user and actions by the user, newest first', async () => {
    const user = await newUser();
    await send('PATCH', `/users/${user.id}`, { jobtitle: 'Chiller specialist' });
    const activity = await get(`/reports/activity?target_type=user&target_id=${user.id}`);
    const mine = activity.rows.filter((r: { item: { id: number; type: string } }) => r.item.id === user.id);
    expect(mine.map((r: { action_type: string }) => r.action_type)).toEqual(['update', 'create new']);
    expect(mine[0].item).toMatchObject({ id: user.id, type: 'user' });
    expect(mine[0].admin).toMatchObject({ id: 1, first_name: 'Amira' });
    expect(mine[0].log_meta.jobtitle).toEqual({ old: null, new: 'Chiller specialist' });

    // The manager (id 2) acts; the activity of user 2 shows it.
    const created = await send('POST', '/departments', { name: 'Chiller plant team' }, 'manager');
    const byManager = await get('/reports/activity?target_type=user&target_id=2&limit=500');
    expect(byManager.rows.map((r: { item: { id: number } }) => r.item.id)).toContain(created.payload.id);
  });

  it('needs reports.view', async () => {
    expect((await t.call('viewer', { url: api('/reports/activity') })).statusCode).toBe(403);
    expect((await t.call('manager', { url: api('/reports/activity?limit=2') })).statusCode).toBe(200);
  });
});

describe('demo password', () => {
  it('still signs in the seeded accounts', async () => {
    expect((await login('tech', DEMO_PASSWORD)).status).toBe('success');
  });
});

describe('own password', () => {
  it('needs the current password to set a new one on your own account, not on another', async () => {
    const user = await newUser({ permissions: { 'users.view': '1', 'users.edit': '1' } });
    const session = await login(user.username, 'Str0ng-pass!');
    const own = (payload: object, language = 'en') =>
      t.app
        .inject({
          method: 'PATCH',
          url: api(`/users/${user.id}`),
          payload: { password: 'Next-pass-2026', password_confirmation: 'Next-pass-2026', ...payload },
          headers: { authorization: `Bearer ${session.payload.accessToken as string}`, 'accept-language': language },
        })
        .then((r) => r.json());

    const missing = await own({});
    expect(missing).toMatchObject({ status: 'error' });
    expect(missing.messages).toEqual({ current_password: ['The current password field is required.'] });
    expect((await own({ current_password: '' })).messages).toEqual(missing.messages);
    const wrong = await own({ current_password: 'not-my-pass' });
    expect(wrong.messages).toEqual({ current_password: ['The password is incorrect.'] });
    expect((await own({ current_password: 'not-my-pass' }, 'fr')).messages).toEqual({
      current_password: ['Le mot de passe est incorrect.'],
    });
    expect((await login(user.username, 'Next-pass-2026')).status).toBe('error');
    expect((await login(user.username, 'Str0ng-pass!')).status).toBe('success');
    // Other fields of your own account need no password.
    expect((await own({ password: undefined, password_confirmation: undefined, jobtitle: 'Planner' })).status).toBe(
      'success',
    );

    const right = await own({ current_password: 'Str0ng-pass!' });
    expect(right.status).toBe('success');
    expect((await login(user.username, 'Next-pass-2026')).status).toBe('success');

    // An administrator sets another's password without knowing it.
    const byAdmin = await send('PATCH', `/users/${user.id}`, {
      password: 'Admin-set-2026',
      password_confirmation: 'Admin-set-2026',
    });
    expect(byAdmin.status).toBe('success');
    expect((await login(user.username, 'Admin-set-2026')).status).toBe('success');
  });
});
