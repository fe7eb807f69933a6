import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The template's /jwt calls in the shapes its login and register screens read
 * (shared/reference/template-apps.md §1, §12): registration on loopback, quoted tokens, refresh.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowRegistration: true, registrationLimit: { max: 50, windowSeconds: 3600 } });
});
afterAll(async () => t.close());

const post = (url: string, payload: object, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
const login = async () => (await post('/jwt/login', { email: 'tech@demo.test', password: DEMO_PASSWORD })).json();

describe('template login', () => {
  it('answers bad credentials with 400 and one text the screen shows under the e-mail field', async () => {
    const res = await post('/jwt/login', { email: 'tech@demo.test', password: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Email or Password is Invalid' });
    const fr = await post('/jwt/login', { email: 'tech@demo.test', password: 'wrong' }, '127.0.0.1', {
      'accept-language': 'fr',
    });
    expect(fr.json().error).toBe('E-mail ou mot de passe invalide');
  });

  it('ignores a stale bearer on /jwt/login', async () => {
    const res = await post('/jwt/login', { email: 'tech@demo.test', password: DEMO_PASSWORD }, '127.0.0.1', {
      authorization: 'Bearer "expired.token.value"',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.email).toBe('tech@demo.test');
  });
});

describe('quoted tokens (§12 #1, #2)', () => {
  it('accepts a JSON-quoted bearer token like a raw one', async () => {
    const session = await login();
    const quoted = await t.app.inject({
      url: '/apps/todo/tasks',
      headers: { authorization: `Bearer ${JSON.stringify(session.accessToken)}` },
    });
    expect(quoted.statusCode).toBe(200);
    expect(Array.isArray(quoted.json())).toBe(true);
  });

  it('refreshes from a JSON-quoted refresh token and answers userData with both tokens', async () => {
    const session = await login();
    const res = await post('/jwt/refresh-token', { refreshToken: JSON.stringify(session.refreshToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userData).toMatchObject({ email: 'tech@demo.test', role: 'technician' });
    expect(typeof body.accessToken).toBe('string');
    expect(typeof body.refreshToken).toBe('string');
    // The new raw pair works: the access token reads, the refresh token refreshes once more.
    const me = await t.app.inject({
      url: '/apps/todo/tasks',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await post('/jwt/refresh-token', { refreshToken: body.refreshToken })).statusCode).toBe(200);
  });

  it("refuses the 'undefined' and null refresh tokens the stock client stores after register with 401 {error}", async () => {
    for (const refreshToken of ['"undefined"', 'undefined', null]) {
      const res = await post('/jwt/refresh-token', { refreshToken });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe('template registration on loopback', () => {
  it('signs the new account in: user with role and ability, both tokens', async () => {
    const res = await post('/jwt/register', {
      username: 'loop.one',
      email: 'loop.one@example.test',
      password: 'longenough',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'loop.one', email: 'loop.one@example.test', role: 'requester' });
    expect(body.user.ability).toContainEqual({ action: 'request', subject: 'workorders' });
    expect(t.count('users', "username = 'loop.one'")).toBe(1);
    const todo = await t.app.inject({
      url: '/apps/todo/tasks',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(todo.statusCode).toBe(200);
    expect(todo.json()).toEqual([]);
    expect((await post('/jwt/refresh-token', { refreshToken: body.refreshToken })).statusCode).toBe(200);
  });

  it('answers a taken e-mail or username with a field text in a 200, and creates nothing', async () => {
    const email = await post('/jwt/register', {
      username: 'loop.two',
      email: 'ADMIN@demo.test',
      password: 'longenough',
    });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ error: { email: 'This email is already in use.', username: null } });
    const name = await post('/jwt/register', {
      username: 'manager',
      email: 'loop.three@example.test',
      password: 'longenough',
    });
    expect(name.json()).toEqual({ error: { email: null, username: 'This username is already in use.' } });
    const both = await post(
      '/jwt/register',
      { username: 'tech', email: 'tech@demo.test', password: 'longenough' },
      '127.0.0.1',
      { 'accept-language': 'de' },
    );
    expect(both.json()).toEqual({
      error: {
        email: 'Diese E-Mail-Adresse wird bereits verwendet.',
        username: 'Dieser Benutzername wird bereits verwendet.',
      },
    });
    expect(t.count('users', "username IN ('loop.two', 'loop.three') OR email = 'loop.three@example.test'")).toBe(0);
  });

  it('shows malformed fields as texts in a 200 the screen can show', async () => {
    const res = await post('/jwt/register', { username: 'x', email: 'bad', password: 'short' });
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toEqual({
      email: 'The email field must be a valid email address.',
      password: 'The password field must be at least 8 characters.',
    });
  });

  it('keeps the uniform answer for a caller beyond loopback', async () => {
    const taken = await post(
      '/jwt/register',
      { username: 'far.one', email: 'admin@demo.test', password: 'longenough' },
      '10.9.0.1',
    );
    const free = await post(
      '/jwt/register',
      { username: 'far.two', email: 'far.two@example.test', password: 'longenough' },
      '10.9.0.2',
    );
    expect(taken.body).toBe(free.body);
    expect(free.json()).toMatchObject({ status: 'success', payload: null });
    expect(free.body).not.toContain('accessToken');
    expect(t.count('users', "username = 'far.two'")).toBe(1);
  });
});
