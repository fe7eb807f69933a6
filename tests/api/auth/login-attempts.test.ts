import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  // Small limits keep the test short; the defaults (5 per account, 20 per address) are checked below.
  t = await createTestApp({ loginThrottle: { maxPerUser: 3, maxPerIp: 6 } });
});
afterAll(async () => t.close());

const UA = 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0';
const apiLogin = (payload: object, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/login`,
    payload,
    remoteAddress: ip,
    headers: { 'user-agent': UA },
  });
const jwtLogin = (payload: object, ip = '10.1.1.1') =>
  t.app.inject({ method: 'POST', url: '/jwt/login', payload, remoteAddress: ip, headers: { 'user-agent': UA } });
const attempts = (where: string) =>
  t.conn.sqlite.prepare(`SELECT * FROM login_attempts WHERE ${where} ORDER BY id`).all() as {
    username: string;
    remote_ip: string;
    user_agent: string;
    successful: number;
  }[];

describe('login attempts', () => {
  it('records every login, successful or not, with username as typed, address and browser', async () => {
    expect((await apiLogin({ email: 'Viewer@Demo.test', password: DEMO_PASSWORD }, '10.2.0.1')).json().status).toBe(
      'success',
    );
    expect((await apiLogin({ username: 'viewer', password: 'wrong' }, '10.2.0.1')).json().status).toBe('error');
    expect((await jwtLogin({ email: 'viewer@demo.test', password: 'wrong' }, '10.2.0.1')).statusCode).toBe(400);
    expect(attempts("remote_ip = '10.2.0.1'")).toEqual([
      expect.objectContaining({ username: 'Viewer@Demo.test', user_agent: UA, successful: 1 }),
      expect.objectContaining({ username: 'viewer', user_agent: UA, successful: 0 }),
      expect.objectContaining({ username: 'viewer@demo.test', user_agent: UA, successful: 0 }),
    ]);

    const list = (
      await t.call('superuser', { url: `${API_BASE}/settings/login-attempts?search=10.2.0.1&sort=id&order=asc` })
    ).json();
    expect(list.total).toBe(3);
    expect(list.rows[0]).toMatchObject({ username: 'Viewer@Demo.test', remote_ip: '10.2.0.1', successful: true });
    expect(list.rows[1]).toMatchObject({ username: 'viewer', successful: false, user_agent: UA });
  });

  it('is read by superusers only and pages 20 rows by default', async () => {
    const list = (await t.call('superuser', { url: `${API_BASE}/settings/login-attempts` })).json();
    expect(list.rows).toHaveLength(20);
    expect((await t.call('manager', { url: `${API_BASE}/settings/login-attempts` })).statusCode).toBe(403);
  });

  it('locks an account out from an address after repeated failures there, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await apiLogin({ email: 'tech@demo.test', password: `wrong-${i}` }, '10.3.0.1');
      expect(res.statusCode).toBe(200);
    }
    const locked = await apiLogin({ email: 'TECH@demo.test', password: DEMO_PASSWORD }, '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body).toMatchObject({ status: 'error', payload: null });
    const seconds = Number(/^Too many login attempts\. Please try again in (\d+) seconds\.$/.exec(body.messages)?.[1]);
    expect(seconds).toBeGreaterThan(890);
    expect(seconds).toBeLessThanOrEqual(900);
    expect((await jwtLogin({ email: 'tech@demo.test', password: DEMO_PASSWORD }, '10.3.0.1')).statusCode).toBe(429);
    // The lock is the pair's: others still sign in from the same address, the owner from another.
    expect((await apiLogin({ email: 'manager@demo.test', password: DEMO_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    expect((await apiLogin({ email: 'tech@demo.test', password: DEMO_PASSWORD }, '10.3.0.9')).statusCode).toBe(200);
  });

  it('counts simultaneous attempts on one account one after another (hashing is asynchronous)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => apiLogin({ username: 'Admin', password: `wrong-${i}` }, '10.6.0.1')),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(attempts("lower(username) = 'admin'")).toHaveLength(3);
  });

  it("caps an address's failures across names without locking a real account out of it", async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 6; i++) await apiLogin({ username: `guess${i}`, password: 'x' }, ip);
    const res = await apiLogin({ username: 'guess-more', password: 'x' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().messages).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await apiLogin({ email: 'manager@demo.test', password: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('keeps failures after a success (the lock is not reset by signing in)', async () => {
    const ip = '10.5.0.1';
    await apiLogin({ username: 'manager', password: 'bad-1' }, ip);
    await apiLogin({ username: 'manager', password: 'bad-2' }, ip);
    expect((await apiLogin({ username: 'manager', password: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
    await apiLogin({ username: 'manager', password: 'bad-3' }, ip);
    expect((await apiLogin({ username: 'manager', password: DEMO_PASSWORD }, ip)).statusCode).toBe(429);
  });

  it('uses 5 per account and address and 20 per address within 15 minutes by default', async () => {
    const delays = { delayMs: 250, maxDelayMs: 3000 };
    expect(t.app.ctx.loginThrottle).toEqual({ maxPerUser: 3, maxPerIp: 6, windowSeconds: 900, ...delays });
    const plain = await createTestApp();
    expect(plain.app.ctx.loginThrottle).toEqual({ maxPerUser: 5, maxPerIp: 20, windowSeconds: 900, ...delays });
    await plain.close();
  });
});
