import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import type { AppOptions } from '@cmms/server';
import { createTestApp, type TestApp } from '../../support/app.js';

/** The login throttle counts accounts, not spellings, and addresses it can trust. */
let t: TestApp | undefined;
afterEach(async () => t?.close());
const start = async (options: Omit<AppOptions, 'connection'> = {}) => {
  t = await createTestApp({ loginThrottle: { maxPerUser: 3, maxPerIp: 4 }, ...options });
  return t;
};
const login = (app: TestApp, payload: object, remoteAddress: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'POST',
    url: `${API_BASE}/login`,
    payload,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
/** Addresses recorded for this test's attempts (the seed has its own rows). */
const loggedAddresses = (app: TestApp, usernames: string) =>
  app.conn.sqlite
    .prepare(`SELECT DISTINCT remote_ip FROM login_attempts WHERE username LIKE ? ORDER BY 1`)
    .pluck()
    .all(usernames);

describe('login throttle', () => {
  it("counts an account's e-mail and username as one account, per address", async () => {
    const app = await start();
    await login(app, { username: 'tech', password: 'wrong-1' }, '10.9.0.1');
    await login(app, { email: 'TECH@demo.test', password: 'wrong-2' }, '10.9.0.1');
    await login(app, { username: 'Tech', password: 'wrong-3' }, '10.9.0.1');
    for (const payload of [
      { email: 'tech@demo.test', password: DEMO_PASSWORD },
      { username: 'tech', password: DEMO_PASSWORD },
    ]) {
      expect((await login(app, payload, '10.9.0.1')).statusCode).toBe(429);
      expect((await login(app, payload, '10.9.0.4')).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For unless told to trust a proxy: forged addresses neither dodge the cap nor fill the log', async () => {
    const app = await start();
    for (let i = 0; i < 4; i++) {
      await login(app, { username: `guess${i}`, password: 'x' }, '192.0.2.7', `203.0.113.${i + 1}`);
    }
    const res = await login(app, { username: 'guess-more', password: 'x' }, '192.0.2.7', '203.0.113.99');
    expect(res.statusCode).toBe(429);
    expect(loggedAddresses(app, 'guess%')).toEqual(['192.0.2.7']);
  });

  it('reads the client address from X-Forwarded-For when the proxy is trusted (TRUST_PROXY)', async () => {
    const app = await start({ trustProxy: '127.0.0.1' });
    await login(app, { username: 'nobody', password: 'x' }, '127.0.0.1', '198.51.100.23');
    // An untrusted sender's header is still ignored.
    await login(app, { username: 'nobody', password: 'x' }, '192.0.2.50', '198.51.100.24');
    expect(loggedAddresses(app, 'nobody')).toEqual(['192.0.2.50', '198.51.100.23']);
  });
});
