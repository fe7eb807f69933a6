import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * What an anonymous caller can make the server parse: sign-in bodies are small and hold a few fields, any
 * JSON body a bounded number of members, and an address that keeps sending refused bodies has its next large
 * ones refused unread — while its small sign-ins still pass (behind a proxy one address is everyone).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const members = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
const login = (payload: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/jwt/login', headers: JSON_TYPE, payload, remoteAddress: ip });
const goodLogin = JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD });

describe('bodies an anonymous caller sends', () => {
  it('refuses a sign-in body over 16 KiB unread, and one with more than 64 fields', async () => {
    const big = await login(JSON.stringify({ email: 'admin@demo.test', password: 'x'.repeat(20_000) }), '203.0.113.1');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ status: 'error', messages: 'The request body is too large.', payload: null });
    const wide = await login(members(65), '203.0.113.1');
    expect(wide.statusCode).toBe(422);
    expect(wide.json().messages).toBe('The request body has more than 64 fields.');
    expect((await login(goodLogin, '203.0.113.1')).json().accessToken).toBeTruthy();
  });

  it('refuses any JSON body of more than 10,000 members, signed in too, and writes nothing', async () => {
    const before = t.count('companies');
    const res = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/companies`,
      headers: JSON_TYPE,
      payload: JSON.stringify({ name: 'Wide Co', ...JSON.parse(members(10_000)) }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages).toBe('The request body has more than 10000 fields.');
    expect(t.count('companies')).toBe(before);
  });

  it('after 20 refused bodies an address gets 429 for large bodies but still signs in', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i++) expect((await login('['.repeat(40), ip)).statusCode).toBe(422);
    const refused = await login(members(1000), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      messages: 'Too many requests. Please try again later.',
      payload: null,
    });
    expect((await login(goodLogin, ip)).json().accessToken).toBeTruthy();
    // Another address is not touched by it.
    expect((await login(members(65), '198.51.100.10')).statusCode).toBe(422);
  });
});
