import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests } from '../../support/requests.js';

/** What ends a session ends it everywhere it was used: access and refresh tokens alike. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { send } = requests(() => t);

interface Session {
  accessToken: string;
  refreshToken: string;
}
const signIn = async (email: string, password = DEMO_PASSWORD): Promise<Session> =>
  (await t.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } })).json();
const me = (s: Session) =>
  t.app.inject({ url: `${API_BASE}/users/me`, headers: { authorization: `Bearer ${s.accessToken}` } });
const refresh = (s: Session) =>
  t.app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken: s.refreshToken } });
const as = (s: Session, method: 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API_BASE}${url}`, payload, headers: { authorization: `Bearer ${s.accessToken}` } });
const userId = (username: string) =>
  t.conn.sqlite.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
/** Both tokens of the session are refused. */
const expectEnded = async (s: Session) => {
  expect((await me(s)).statusCode).toBe(401);
  expect((await refresh(s)).statusCode).toBe(401);
};

describe('sessions', () => {
  it('end when an administrator changes the password', async () => {
    const old = await signIn('tech@demo.test');
    expect((await me(old)).statusCode).toBe(200);
    const res = await send('PATCH', `/users/${userId('tech')}`, {
      password: 'brand new pass 1',
      password_confirmation: 'brand new pass 1',
    });
    expect(res.status).toBe('success');
    await expectEnded(old);
    expect((await me(await signIn('tech@demo.test', 'brand new pass 1'))).statusCode).toBe(200);
  });

  it('end elsewhere when the user changes its own password, but not where it did so', async () => {
    const here = await signIn('viewer@demo.test');
    const elsewhere = await signIn('viewer@demo.test');
    // A viewer cannot edit users; give it its own account to edit for this test.
    await send('PATCH', `/users/${userId('viewer')}`, { permissions: { 'users.edit': '1', 'users.view': '1' } });
    const res = await as(here, 'PATCH', `/users/${userId('viewer')}`, {
      password: 'viewer pass 22',
      password_confirmation: 'viewer pass 22',
      current_password: DEMO_PASSWORD,
    });
    expect(res.json().status).toBe('success');
    await expectEnded(elsewhere);
    expect((await me(here)).statusCode).toBe(200);
  });

  it('end at logout: the access token stops working at once', async () => {
    const s = await signIn('manager@demo.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: {},
      headers: { authorization: `Bearer ${s.accessToken}` },
    });
    expect(out.json().status).toBe('success');
    await expectEnded(s);
    // Other sessions of the same account are not signed out.
    expect((await me(await signIn('manager@demo.test'))).statusCode).toBe(200);
  });

  it('end when the account is deactivated, and stay ended when it is enabled again', async () => {
    const s = await signIn('manager@demo.test');
    const id = userId('manager');
    expect((await send('PATCH', `/users/${id}`, { activated: false })).status).toBe('success');
    await expectEnded(s);
    expect((await send('PATCH', `/users/${id}`, { activated: true })).status).toBe('success');
    await expectEnded(s);
  });

  it('end when the account is deleted, and are not revived by its restore', async () => {
    const created = await send('POST', '/users', {
      first_name: 'Temp',
      username: 'temp.session',
      email: 'temp.session@example.test',
      password: 'temporary pass 1',
      password_confirmation: 'temporary pass 1',
    });
    const s = await signIn('temp.session@example.test', 'temporary pass 1');
    expect((await me(s)).statusCode).toBe(200);
    expect((await send('DELETE', `/users/${created.payload.id}`)).status).toBe('success');
    await expectEnded(s);
    expect((await send('POST', `/users/${created.payload.id}/restore`)).status).toBe('success');
    await expectEnded(s);
  });
});
