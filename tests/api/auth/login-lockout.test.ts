import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Issue 24: wrong passwords must not lock an account's owner out. The default limits (5 per account
 * and address, 20 per address), with short delays to keep the file quick.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { delayMs: 400, maxDelayMs: 1600 } });
});
afterAll(async () => t.close());

const login = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}/login`, payload, remoteAddress });
const THROTTLED = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

describe('login lockout', () => {
  it('locks the pair after 5 failures, and its owner still signs in from their own address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login({ username: 'admin', password: `wrong-${i}` }, '198.51.100.66');
      expect(res.json().messages).toBe('These credentials do not match our records.');
    }
    const locked = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD }, '198.51.100.66');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages).toMatch(THROTTLED);
    const owner = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD }, '10.30.0.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().payload.accessToken).toEqual(expect.any(String));
  });

  it('counts the failures of a name with letters beyond ASCII', async () => {
    const created = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/users`,
      payload: {
        first_name: 'Émile',
        username: 'Émile',
        email: 'emile@example.test',
        password: 'Emile-pass-2026',
        password_confirmation: 'Emile-pass-2026',
      },
    });
    expect(created.json().status).toBe('success');
    for (let i = 0; i < 5; i++) await login({ username: 'Émile', password: `wrong-${i}` }, '10.33.0.1');
    expect((await login({ username: 'Émile', password: 'Emile-pass-2026' }, '10.33.0.1')).statusCode).toBe(429);
    expect((await login({ username: 'Émile', password: 'Emile-pass-2026' }, '10.33.0.2')).statusCode).toBe(200);
  });

  it('lets 20 failures on made-up names from an address lock no real account there', async () => {
    const ip = '10.31.0.1';
    for (let i = 0; i < 20; i++) await login({ username: `nobody-${i}`, password: 'x' }, ip);
    const guess = await login({ username: 'nobody-more', password: 'x' }, ip);
    expect(guess.statusCode).toBe(429);
    expect(guess.json().messages).toMatch(THROTTLED);
    // A wrong password for a real name reads the same there, so the cap tells no one which names exist.
    expect((await login({ username: 'viewer', password: 'wrong' }, ip)).statusCode).toBe(429);
    const owner = await login({ email: 'manager@demo.test', password: DEMO_PASSWORD }, ip);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().status).toBe('success');
  });

  it('slows down guesses at one account from many addresses, but the right password still signs in', async () => {
    const timed = async (payload: object, ip: string) => {
      const started = performance.now();
      const res = await login(payload, ip);
      return { res, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i++) await login({ username: 'tech', password: `wrong-${i}` }, `10.32.0.${i + 1}`);
    const slowed = await timed({ username: 'tech', password: DEMO_PASSWORD }, '10.32.0.99');
    expect(slowed.res.statusCode).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(395);
    for (let i = 5; i < 9; i++) await login({ username: 'tech', password: `wrong-${i}` }, `10.32.0.${i + 1}`);
    const slower = await timed({ username: 'tech', password: DEMO_PASSWORD }, '10.32.0.99');
    expect(slower.res.statusCode).toBe(200);
    // 400 ms doubling with each further failure, never more than 1.6 s.
    expect(slower.ms).toBeGreaterThanOrEqual(1595);
    expect(slower.ms).toBeLessThan(4000);
  });
});
