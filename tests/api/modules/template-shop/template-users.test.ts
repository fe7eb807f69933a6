import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type User = { id: number; fullName: string; email: string; role: string; status: string; currentPlan: string };
const get = (role: Role, url: string, headers: Record<string, string> = {}) =>
  t.call(role, { method: 'GET', url, headers });
const list = async (query = '') => (await get('superuser', `/api/users/list/data${query}`)).json();

describe('template users app', () => {
  it('serves the real accounts as its rows: all-data a bare array, the demo accounts among them', async () => {
    const res = await get('superuser', '/api/users/list/all-data');
    expect(res.statusCode).toBe(200);
    const all = res.json() as User[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBe(t.count('template_shop_users'));
    expect(all.length).toBeGreaterThan(20);
    const tech = all.find((u) => u.email === 'tech@demo.test');
    expect(tech).toMatchObject({ role: 'technician', status: 'active', currentPlan: 'team' });
    expect(all.find((u) => u.email === 'admin@demo.test')?.role).toBe('admin');
    expect(Object.keys(tech!).sort()).toEqual(
      [
        'avatar',
        'avatarColor',
        'billing',
        'company',
        'contact',
        'country',
        'currentPlan',
        'email',
        'fullName',
        'id',
        'role',
        'status',
        'username',
      ].sort(),
    );
  });

  it('lists a first page of ten by name when the stock client sends no query at all', async () => {
    const body = await list();
    expect(body.users).toHaveLength(10);
    expect(body.total).toBe(t.count('template_shop_users'));
    expect(body.allData).toHaveLength(body.total);
    const names = body.users.map((u: User) => u.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(body.params).toMatchObject({ page: 1, perPage: 10, sort: 'asc', sortColumn: 'fullName' });
  });

  it('filters by q, role, plan and status; empty values count as absent; total is the filtered count', async () => {
    const techs = await list('?role=technician&perPage=100');
    expect(techs.total).toBe(t.count('template_shop_users', "role = 'technician'"));
    expect(techs.users.every((u: User) => u.role === 'technician')).toBe(true);
    const mixed = await list('?role=technician&currentPlan=team&status=active&q=tech@demo');
    expect(mixed.users.map((u: User) => u.email)).toEqual(['tech@demo.test']);
    expect(mixed.total).toBe(1);
    const blank = await list('?q=&role=&currentPlan=&status=');
    expect(blank.total).toBe(t.count('template_shop_users'));
    const page2 = await list('?perPage=5&page=2&sortColumn=email&sort=desc');
    const page1 = await list('?perPage=5&page=1&sortColumn=email&sort=desc');
    expect(page2.users).toHaveLength(5);
    expect(page1.users.at(-1).email.localeCompare(page2.users[0].email)).toBeGreaterThan(0);
    expect(page2.params).toEqual({ q: '', sortColumn: 'email', sort: 'desc', page: 2, perPage: 5 });
    // LIKE wildcards are plain characters.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('reads one user by ?id=; without an id a 400 envelope, an unknown id a 404 one, in the caller’s language', async () => {
    const [first] = (await get('superuser', '/api/users/list/all-data')).json() as User[];
    const one = await get('superuser', `/api/users/user?id=${first!.id}`);
    expect(one.json()).toEqual({ user: first });
    const none = await get('superuser', '/api/users/user');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ status: 'error', messages: { id: ['No id was sent.'] }, payload: null });
    const unknown = await get('superuser', '/api/users/user?id=999999', { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', messages: "Cet utilisateur n'existe pas." });
  });

  it('adds the user sent unwrapped, as the stock client does, or wrapped in user', async () => {
    const before = t.count('template_shop_users');
    const res = await t.call('superuser', {
      method: 'POST',
      url: '/apps/users/add-user',
      payload: {
        role: 'technician',
        avatar: '',
        status: 'active',
        email: 'hvac.new@demo.test',
        currentPlan: 'team',
        billing: 'Bank transfer',
        company: 'Gulf Facility Services W.L.L.',
        contact: '+973 3900 1122',
        fullName: 'Yousif Al Mannai',
        username: 'yousif.mannai',
        country: 'Bahrain',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      payload: { id: expect.any(Number), fullName: 'Yousif Al Mannai', role: 'technician', currentPlan: 'team' },
    });
    expect(t.count('template_shop_users')).toBe(before + 1);
    expect((await list('?q=yousif')).users.map((u: User) => u.email)).toEqual(['hvac.new@demo.test']);

    const wrapped = await t.call('superuser', {
      method: 'POST',
      url: '/apps/users/add-user',
      payload: { user: { fullName: 'Mariam Isa', username: 'mariam.isa', email: 'mariam.isa@demo.test' } },
    });
    expect(wrapped.json()).toMatchObject({ status: 'success', payload: { status: 'pending', role: 'requester' } });
    expect(t.count('template_shop_users')).toBe(before + 2);
  });

  it('refuses bad input with field messages, writing nothing', async () => {
    const before = t.count('template_shop_users');
    const bad = async (payload: object, lang = 'en') =>
      (
        await t.call('superuser', {
          method: 'POST',
          url: '/apps/users/add-user',
          payload,
          headers: { 'accept-language': lang },
        })
      ).json();
    expect(await bad({})).toMatchObject({
      status: 'error',
      messages: {
        fullName: ['The name field is required.'],
        username: ['The username field is required.'],
        email: ['The email field is required.'],
      },
    });
    expect(
      (await bad({ fullName: 'X', username: 'tech', email: 'not-an-email', role: 'author', currentPlan: 'gold' }))
        .messages,
    ).toEqual({
      email: ['The email field must be a valid email address.'],
      username: ['The username has already been taken.'],
      role: ['Choose a role: admin, manager, technician, viewer or requester.'],
      currentPlan: ['Choose a plan: basic, team, company or enterprise.'],
    });
    expect((await bad({ fullName: 'X', username: 'x1', email: 'TECH@demo.test' })).messages).toEqual({
      email: ['The email has already been taken.'],
    });
    const fr = await bad({ username: 'x2', email: 'x2@demo.test' }, 'fr');
    expect(fr.messages.fullName[0]).not.toBe('The name field is required.');
    expect(t.count('template_shop_users')).toBe(before);
  });

  it('deletes by id (query, JSON body or digits as a string); an id-less delete deletes nothing and says so', async () => {
    const added = (
      await t.call('superuser', {
        method: 'POST',
        url: '/apps/users/add-user',
        payload: { fullName: 'Temp Person', username: 'temp.person', email: 'temp.person@demo.test' },
      })
    ).json().payload as User;
    const before = t.count('template_shop_users');
    const last = t.count('template_shop_users', `id = ${added.id}`);
    expect(last).toBe(1);
    // The stock client sends nothing: not the last row (as its fake API did), nothing.
    const none = await t.call('superuser', { method: 'DELETE', url: '/apps/users/delete' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      status: 'error',
      messages: { id: ['No id was sent, so nothing was deleted.'] },
      payload: null,
    });
    expect(t.count('template_shop_users')).toBe(before);
    expect(t.count('template_shop_users', `id = ${added.id}`)).toBe(1);

    const gone = await t.call('superuser', {
      method: 'DELETE',
      url: '/apps/users/delete',
      payload: { id: String(added.id) },
    });
    expect(gone.json()).toMatchObject({ status: 'success' });
    expect(t.count('template_shop_users')).toBe(before - 1);
    const again = await t.call('superuser', { method: 'DELETE', url: `/apps/users/delete?id=${added.id}` });
    expect(again.json()).toMatchObject({ status: 'error', messages: 'This user does not exist.' });
    // The account the row was copied from is untouched by the app's deletes.
    const [row] = (await get('superuser', '/api/users/list/all-data')).json() as User[];
    await t.call('superuser', { method: 'DELETE', url: `/apps/users/delete?id=${row!.id}` });
    expect(t.count('users', "email = 'admin@demo.test' AND deleted_at IS NULL")).toBe(1);
  });

  it('needs a token, and the users permissions: view to read, create to add, delete to delete', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(401);
    expect((await get('requester', '/api/users/list/all-data')).statusCode).toBe(403);
    // users.view is enough to read: a technician has it.
    expect((await get('technician', '/api/users/list/data?perPage=1')).json().users).toHaveLength(1);
    expect((await get('technician', '/api/users/list/all-data')).statusCode).toBe(200);
    const before = t.count('template_shop_users');
    const refused = await t.call('viewer', {
      method: 'POST',
      url: '/apps/users/add-user',
      payload: { fullName: 'No Way', username: 'no.way', email: 'no.way@demo.test' },
    });
    const [row] = (await get('superuser', '/api/users/list/all-data')).json() as User[];
    const notDeleted = await t.call('viewer', { method: 'DELETE', url: `/apps/users/delete?id=${row!.id}` });
    // A manager holds users.create but not users.delete.
    const managerDelete = await t.call('manager', { method: 'DELETE', url: `/apps/users/delete?id=${row!.id}` });
    expect([refused.statusCode, notDeleted.statusCode, managerDelete.statusCode]).toEqual([403, 403, 403]);
    expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    expect(t.count('template_shop_users')).toBe(before);
  });
});
