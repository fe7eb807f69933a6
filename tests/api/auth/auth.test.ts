import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD, endpoints, userDataSchema } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: `${API_BASE}/login`, payload });
const jwt = (path: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/jwt/${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('API login', () => {
  it('signs in by email or username and returns tokens and userData in the envelope', async () => {
    for (const payload of [
      { email: 'manager@demo.test', password: DEMO_PASSWORD },
      { username: 'manager', password: DEMO_PASSWORD },
    ]) {
      const body = (await login(payload)).json();
      expect(body).toMatchObject({ status: 'success', messages: 'Logged in successfully.' });
      expect(userDataSchema.strict().parse(body.payload.userData).role).toBe('manager');
      const [header] = body.payload.accessToken.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256' });
    }
  });

  it('gives each demo role its ability list', async () => {
    const abilities: Record<string, unknown[]> = {};
    for (const a of DEMO_ACCOUNTS)
      abilities[a.role] = (await login({ email: a.email, password: DEMO_PASSWORD })).json().payload.userData.ability;
    expect(abilities.superuser).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(abilities.viewer).toContainEqual({ action: 'read', subject: 'companies' });
    expect(abilities.viewer).not.toContainEqual({ action: 'create', subject: 'companies' });
    // The technicians' group denies depreciations.view.
    expect(abilities.technician).not.toContainEqual({ action: 'read', subject: 'depreciations' });
    expect(abilities.manager).toContainEqual({ action: 'delete', subject: 'locations' });
    expect(abilities.manager).not.toContainEqual({ action: 'delete', subject: 'companies' });
  });

  it('refuses bad credentials with one text and reports missing fields', async () => {
    for (const payload of [
      { email: 'admin@demo.test', password: 'wrong' },
      { email: 'nobody@demo.test', password: DEMO_PASSWORD },
    ]) {
      expect((await login(payload)).json()).toEqual({
        status: 'error',
        messages: 'These credentials do not match our records.',
        payload: null,
      });
    }
    expect((await login({})).json().messages).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses a deactivated account', async () => {
    const inactive = t.conn.sqlite.prepare('SELECT email FROM users WHERE activated = 0 LIMIT 1').get() as {
      email: string;
    };
    expect((await login({ email: inactive.email, password: DEMO_PASSWORD })).json().status).toBe('error');
  });
});

describe('template JWT auth', () => {
  it('logs in, refreshes with rotation and logs out', async () => {
    const session = (await jwt('login', { email: 'tech@demo.test', password: DEMO_PASSWORD })).json();
    expect(Object.keys(session).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
    const refreshed = await jwt('refresh-token', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken', 'userData']);
    // An access token cannot stand in for a refresh token.
    expect((await jwt('refresh-token', { refreshToken: pair.accessToken })).statusCode).toBe(401);

    const me = await t.app.inject({
      url: `${API_BASE}/users/me`,
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(me.json().username).toBe('tech');
    const out = await jwt('logout', { refreshToken: pair.refreshToken }, pair.accessToken);
    expect(out.json()).toEqual({ status: 'success', messages: 'Logged out successfully.', payload: null });
    expect((await jwt('refresh-token', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    expect((await jwt('logout', {})).statusCode).toBe(401);
  });

  it('takes each refresh token once, and ends the whole session when a used one comes back', async () => {
    const session = (await jwt('login', { email: 'tech@demo.test', password: DEMO_PASSWORD })).json();
    const pair = (await jwt('refresh-token', { refreshToken: session.refreshToken })).json();
    const replay = await jwt('refresh-token', { refreshToken: session.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid User' });
    // The reuse means a copy is loose: the successor pair is dead too.
    expect((await jwt('refresh-token', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({
      url: `${API_BASE}/users/me`,
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('answers a failed login with 400 and the template error shape', async () => {
    const res = await jwt('login', { email: 'admin@demo.test', password: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Email or Password is Invalid' });
  });

  it('does not register accounts unless registration is switched on', async () => {
    const res = await jwt('register', { username: 'newbie', email: 'newbie@example.test', password: 'longenough' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Registration is closed. Ask an administrator for an account.' });
    expect(t.count('users', "username = 'newbie'")).toBe(0);
  });
});

describe('secrets', () => {
  it('never returns a password or its hash from any endpoint', async () => {
    const hashes = (t.conn.sqlite.prepare('SELECT DISTINCT password FROM users').all() as { password: string }[]).map(
      (r) => r.password,
    );
    const token = await t.token('superuser');
    const responses: string[] = [];
    for (const e of endpoints.filter((x) => x.method === 'GET')) {
      responses.push(
        (await t.app.inject({ url: e.path.replace(':id', '1'), headers: { authorization: `Bearer ${token}` } })).body,
      );
    }
    responses.push((await login({ email: 'admin@demo.test', password: DEMO_PASSWORD })).body);
    responses.push((await jwt('login', { email: 'admin@demo.test', password: DEMO_PASSWORD })).body);
    for (const body of responses) {
      expect(body).not.toMatch(/"password"/);
      for (const hash of hashes) expect(body).not.toContain(hash);
    }
  });

  it('rejects a token whose signature was tampered with', async () => {
    const token = await t.token('viewer');
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect(
      (await t.app.inject({ url: `${API_BASE}/companies`, headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);
  });
});
