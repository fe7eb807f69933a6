import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { API_BASE, DEMO_PASSWORD, endpoints } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests } from '../../support/requests.js';

/** Inputs that used to answer 500, the headers every answer carries, and fields that must not hold scripts. */
let t: TestApp;
let dist: string;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cmms-hygiene-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ webDist: dist, logger: { level: 'error', stream } });
  // A route that fails the way an unforeseen bug would: the real app's error path answers it.
  t.app.get('/test-only/boom', async () => {
    throw new Error('boom');
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});
const { get } = requests(() => t);
const withIds = (path: string) => path.replace(/:\w+/g, '1');

describe('no 500s for hostile input', () => {
  it('answers multipart without a boundary on every write route with a 4xx, anonymous or not', async () => {
    const writes = endpoints.filter((e) => e.method !== 'GET');
    for (const e of writes) {
      for (const role of [null, 'superuser'] as const) {
        const res = await t.call(role, {
          method: e.method,
          url: withIds(e.path),
          payload: 'name=x',
          headers: { 'content-type': 'multipart/form-data' },
        });
        expect(res.statusCode, `${e.method} ${e.path} as ${role}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${e.method} ${e.path} as ${role}`).toBeLessThan(500);
      }
    }
  });

  it('searches users and assets with a NUL character', async () => {
    for (const path of ['/users', '/hardware', '/locations', '/users/selectlist', '/hardware/selectlist']) {
      for (const search of ['ab\u0000cd', '\u0000', 'admin\u0000']) {
        const res = await t.call('superuser', { url: `${API_BASE}${path}?search=${encodeURIComponent(search)}` });
        expect(res.statusCode, `${path} ${JSON.stringify(search)}`).toBe(200);
      }
    }
    // The NUL is dropped, not matched as "anything".
    expect((await get('/users?search=%00')).total).toBe((await get('/users')).total);
    expect((await get('/users?search=adm%00in')).rows.map((r: { username: string }) => r.username)).toContain('admin');
  });

  it('searches every list with hundreds of " OR " terms', async () => {
    const lists = endpoints.filter((e) => e.method === 'GET' && (e.kind === 'list' || e.id.endsWith('uploads')));
    for (const term of ['a', 'pump', '2024-01']) {
      const search = encodeURIComponent(Array.from({ length: 300 }, (_, i) => `${term}${i % 2 ? i : ''}`).join(' OR '));
      for (const e of lists) {
        const res = await t.call('superuser', { url: `${withIds(e.path)}?search=${search}` });
        expect(res.statusCode, `${e.path} ${term}`).toBe(200);
      }
    }
  });

  it('sorts the permissions app by __proto__ and constructor', async () => {
    for (const column of ['__proto__', 'constructor', 'toString']) {
      const res = await t.call('superuser', { url: `/apps/permissions/data?sortColumn=${column}` });
      expect(res.statusCode).toBe(200);
    }
  });

  it('logs every 5xx with the request id the caller was given', async () => {
    const res = await t.app.inject({ url: '/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', messages: 'Server Error', payload: null });
    const id = res.headers['x-request-id'];
    expect(id).toBeTruthy();
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['unhandled error', 'server error']));
    expect(lines.find((line) => line.msg === 'server error')).toMatchObject({
      statusCode: 500,
      url: '/test-only/boom',
    });
  });
});

describe('security headers', () => {
  it('sends a CSP, nosniff and frame protection on the console and the API', async () => {
    const page = await t.app.inject({ url: '/settings/companies' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Tokens live in localStorage: no inline or evaluated script may run beside the console's own.
    const scripts = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(scripts.split(' ').filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    const api = await t.call('viewer', { url: `${API_BASE}/companies` });
    for (const res of [page, api]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('forbids caching of session answers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: 'viewer@demo.test', password: DEMO_PASSWORD },
    });
    const jwt = await t.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: 'viewer@demo.test', password: DEMO_PASSWORD },
    });
    const me = await t.call('viewer', { url: `${API_BASE}/users/me` });
    for (const res of [login, jwt, me]) expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.call('viewer', { url: `${API_BASE}/companies` })).headers['cache-control']).toBeUndefined();
  });
});

describe('url fields', () => {
  it('refuse javascript: and every scheme but http and https', async () => {
    const { send } = requests(() => t);
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>x</script>',
      'ftp://files.example',
    ]) {
      const res = await send('POST', '/manufacturers', { name: `Bad ${url}`, url });
      expect(res, url).toMatchObject({ status: 'error', messages: { url: ['The url field must be a valid URL.'] } });
    }
    expect((await send('POST', '/manufacturers', { name: 'Good one', url: 'https://good.example/x' })).status).toBe(
      'success',
    );
  });
});
