import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/** Self-registration, switched on (as on a loopback-bound server): it must not tell who has an account. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ allowRegistration: true, registrationLimit: { max: 12, windowSeconds: 3600 } });
});
afterAll(async () => t.close());

let address = 0;
/** Each call from its own address unless one is given (the limit is per address). */
const register = (payload: object, remoteAddress = `10.77.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/jwt/register', payload, remoteAddress });
const timed = async (payload: object) => {
  const start = performance.now();
  const res = await register(payload);
  return { res, ms: performance.now() - start };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('registration', () => {
  it('creates a requester account that signs in, raises requests and reads nothing else', async () => {
    const res = await register({ username: 'newbie', email: 'newbie@example.test', password: 'longenough' });
    expect(res.statusCode).toBe(200);
    expect(t.count('users', "username = 'newbie'")).toBe(1);
    const session = (
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        payload: { email: 'newbie@example.test', password: 'longenough' },
      })
    ).json().payload;
    expect(session.userData.ability).toContainEqual({ action: 'request', subject: 'workorders' });
    expect(session.userData.ability).not.toContainEqual({ action: 'read', subject: 'companies' });
    expect(session.userData.ability).not.toContainEqual({ action: 'read', subject: 'hardware' });
    const others = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/hardware`,
      headers: { authorization: `Bearer ${session.accessToken as string}` },
    });
    expect(others.statusCode).toBe(403);
  });

  it('answers a taken e-mail or username exactly as a free one, and creates nothing', async () => {
    const free = await register({ username: 'fresh.one', email: 'fresh.one@example.test', password: 'longenough' });
    const takenEmail = await register({ username: 'other.name', email: 'ADMIN@demo.test', password: 'longenough' });
    const takenName = await register({ username: 'manager', email: 'not.yet@example.test', password: 'longenough' });
    for (const res of [takenEmail, takenName]) {
      expect(res.statusCode).toBe(free.statusCode);
      expect(res.body).toBe(free.body);
    }
    expect(free.json()).toEqual({
      status: 'success',
      messages:
        'If these details were not already registered, the account is ready: sign in with your e-mail and password.',
      payload: null,
    });
    expect(t.count('users', "username = 'other.name' OR email = 'not.yet@example.test'")).toBe(0);
  });

  it("refuses, silently, a look-alike of a username or e-mail and another account's e-mail as a username", async () => {
    const free = await register({ username: 'fresh.two', email: 'fresh.two@example.test', password: 'longenough' });
    const attempts = [
      { username: 'ａｄｍｉｎ', email: 'lookalike1@example.test' },
      { username: 'ＭＡＮＡＧＥＲ', email: 'lookalike2@example.test' },
      { username: 'tech@demo.test', email: 'lookalike3@example.test' },
      { username: 'lookalike4', email: 'ａｄｍｉｎ@ｄｅｍｏ.test' },
      { username: 'lookalike5', email: 'viewer@demo.test'.replace('v', 'ｖ') },
    ];
    for (const names of attempts) {
      const res = await register({ ...names, password: 'longenough' });
      expect(res.statusCode).toBe(free.statusCode);
      expect(res.body).toBe(free.body);
    }
    expect(t.count('users', "email LIKE 'lookalike%' OR username LIKE 'lookalike%'")).toBe(0);
    expect(t.count('users', "username IN ('ａｄｍｉｎ', 'ＭＡＮＡＧＥＲ', 'tech@demo.test')")).toBe(0);
    // An e-mail that is someone's username (one with an @) is taken as well.
    await register({ username: 'carol@example.test', email: 'carol.one@example.test', password: 'longenough' });
    await register({ username: 'carol.two', email: 'CAROL@example.test', password: 'longenough' });
    expect(t.count('users', "username = 'carol@example.test'")).toBe(1);
    expect(t.count('users', "username = 'carol.two'")).toBe(0);
  });

  it('takes as long for a taken e-mail as for a free one (the password is hashed either way)', async () => {
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 3; i++) {
      taken.push((await timed({ username: `x${i}`, email: 'admin@demo.test', password: 'longenough' })).ms);
      fresh.push(
        (await timed({ username: `timing${i}`, email: `timing${i}@example.test`, password: 'longenough' })).ms,
      );
    }
    // Before, a taken e-mail answered without hashing: about 1/40th of the time.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.4);
  });

  it('reports missing and malformed fields with the template error shape', async () => {
    const res = await register({ username: 'x', email: 'bad', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      email: 'The email field must be a valid email address.',
      password: 'The password field must be at least 8 characters.',
    });
  });

  it('limits registrations per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      codes.push((await register({ username: `burst${i}`, email: 'bad' }, '10.88.0.1')).statusCode);
    }
    expect(codes.slice(0, 12).every((code) => code === 400)).toBe(true);
    expect(codes.slice(12)).toEqual([429, 429]);
    expect((await register({ username: 'burst', email: 'bad' }, '10.88.0.2')).statusCode).toBe(400);
  });
});
