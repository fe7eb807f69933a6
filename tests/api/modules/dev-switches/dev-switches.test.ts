import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ENDPOINT_NOT_FOUND_TEXT, FORBIDDEN_TEXT, UNAUTHORIZED_TEXT } from '@cmms/contracts';
import {
  DEV_SWITCHES_OFF_TEXT,
  DEV_SWITCH_FAILED_TEXT,
  DEV_SWITCH_FIELD_TEXT,
  type DevSwitch,
  type DevSwitchState,
} from '@cmms/contracts/dev-switches/endpoints';
import { DEV_SWITCH_TEXTS } from '@cmms/server/modules/dev-switches/texts';
import { createTestApp, type TestApp } from '../../../support/app.js';

/**
 * Dev switches (issue 30): each switch answers as it says, per request, per route (the panel's calls,
 * counting down the next N calls) and for the whole server; none of it outside development mode.
 * The module reads MOCK_* when the app is built, so each app is built with them set and they are put
 * back at once (files of a worker run one after another).
 */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const SWITCHES = `${API_BASE}/dev/switches`;
const COMPANIES = `${API_BASE}/companies`;

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await appWith({ MOCK_DEV: '1', MOCK_DELAY: '', MOCK_FAIL: '' });
  prod = await appWith({ MOCK_DEV: '0', MOCK_DELAY: '', MOCK_FAIL: '500' });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.call('technician', { method: 'GET', url, headers });

describe('outside development mode', () => {
  it('ignores the headers and the environment: the call answers as usual', async () => {
    const res = await get(prod, `${COMPANIES}?limit=1`, { 'x-mock-fail': '403', 'x-mock-delay': '5000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toHaveLength(1);
    expect(res.headers['x-mock-applied']).toBeUndefined();
  });

  it('says the switches are off, and refuses to set or clear one with a clear 404', async () => {
    expect((await get(prod, SWITCHES)).json()).toEqual({ enabled: false, server: null, switches: [] });
    const set = await prod.call('technician', {
      method: 'POST',
      url: SWITCHES,
      payload: { route: 'companies.list', fail: '500' },
    });
    expect(set.statusCode).toBe(404);
    expect(set.json()).toEqual({ status: 'error', message: DEV_SWITCHES_OFF_TEXT, payload: null });
    const clear = await prod.call('technician', { method: 'DELETE', url: SWITCHES });
    expect(clear.statusCode).toBe(404);
    expect((await get(prod, `${COMPANIES}?limit=1`)).statusCode).toBe(200);
  });

  it('still asks who is calling', async () => {
    expect((await prod.call(null, { method: 'GET', url: SWITCHES })).statusCode).toBe(401);
  });
});

describe('per request headers in development mode', () => {
  it('delays by x-mock-delay, a number or a range', async () => {
    let started = Date.now();
    const fixed = await get(dev, `${COMPANIES}?limit=1`, { 'x-mock-delay': '300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().rows).toHaveLength(1);
    expect(fixed.headers['x-mock-applied']).toBe('delay=300');
    started = Date.now();
    const ranged = await get(dev, `${COMPANIES}?limit=1`, { 'x-mock-delay': '200-400' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(ranged.headers['x-mock-applied']).toBe('delay=200-400');
  });

  it('ignores a delay past the 30 s cap or not a number', async () => {
    for (const value of ['30001', 'soon', '500-100']) {
      const res = await get(dev, `${COMPANIES}?limit=1`, { 'x-mock-delay': value });
      expect(res.headers['x-mock-applied'], value).toBeUndefined();
    }
  });

  it('answers each failure as the real backend would', async () => {
    const cases: [string, number, unknown][] = [
      ['error', 200, { status: 'error', messages: DEV_SWITCH_FAILED_TEXT, payload: null }],
      ['422', 200, { status: 'error', messages: { dev_switch: [DEV_SWITCH_FAILED_TEXT] }, payload: null }],
      ['401', 401, { error: UNAUTHORIZED_TEXT }],
      ['403', 403, { message: FORBIDDEN_TEXT }],
      ['404', 404, { status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null }],
      ['500', 500, { status: 'error', messages: 'Server Error', payload: null }],
    ];
    for (const [fail, status, body] of cases) {
      const res = await get(dev, `${COMPANIES}?limit=1`, { 'x-mock-fail': fail });
      expect(res.statusCode, fail).toBe(status);
      expect(res.json(), fail).toEqual(body);
      expect(res.headers['x-mock-applied'], fail).toBe(`fail=${fail}`);
    }
  });

  it('fails a write before it writes anything', async () => {
    const before = dev.count('companies');
    const res = await dev.call('superuser', {
      method: 'POST',
      url: COMPANIES,
      payload: { name: 'Switched Off Ltd' },
      headers: { 'x-mock-fail': 'error' },
    });
    expect(res.json()).toMatchObject({ status: 'error', messages: DEV_SWITCH_FAILED_TEXT });
    expect(dev.count('companies')).toBe(before);
    expect(dev.count('companies', "name = 'Switched Off Ltd'")).toBe(0);
  });

  it('fails the next N calls of the route with x-mock-fail-count, then answers again', async () => {
    const url = `${API_BASE}/departments?limit=1`;
    expect((await get(dev, url, { 'x-mock-fail': '500', 'x-mock-fail-count': '3' })).statusCode).toBe(500);
    expect((await get(dev, url)).statusCode).toBe(500);
    // Another route is not touched.
    expect((await get(dev, `${COMPANIES}?limit=1`)).statusCode).toBe(200);
    expect((await get(dev, url)).statusCode).toBe(500);
    const after = await get(dev, url);
    expect(after.statusCode).toBe(200);
    expect(after.json().rows).toHaveLength(1);
    expect((await get(dev, SWITCHES)).json().switches).toEqual([]);
  });

  it('translates its texts like every server text', async () => {
    const res = await get(dev, `${COMPANIES}?limit=1`, { 'x-mock-fail': 'error', 'accept-language': 'fr' });
    const french = DEV_SWITCH_TEXTS.find((t) => t.en === DEV_SWITCH_FAILED_TEXT)!.fr;
    expect(res.json().messages).toBe(french);
  });
});

describe('dropped and hung connections (a real socket)', () => {
  let url = '';
  beforeAll(async () => {
    url = await dev.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const fetchAs = async (headers: Record<string, string>, signal?: AbortSignal) =>
    fetch(`${url}${COMPANIES}?limit=1`, {
      headers: { authorization: `Bearer ${await dev.token('technician')}`, ...headers },
      signal,
    });

  it('closes the connection without an answer on network', async () => {
    await expect(fetchAs({ 'x-mock-fail': 'network' })).rejects.toThrow(/fetch failed/);
    expect((await fetchAs({})).status).toBe(200);
  });

  it('never answers on timeout, until the client gives up', async () => {
    const started = Date.now();
    await expect(fetchAs({ 'x-mock-fail': 'timeout' }, AbortSignal.timeout(1_000))).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect((await fetchAs({})).status).toBe(200);
  });
});

describe('per route switches from the panel', () => {
  const set = (payload: Record<string, unknown>) => dev.call('technician', { method: 'POST', url: SWITCHES, payload });
  const state = async () => (await get(dev, SWITCHES)).json() as DevSwitchState;

  it('fails the next N calls of an endpoint, counting down in the state, then clears itself', async () => {
    const res = await set({ route: 'locations.list', fail: '500', count: 2 });
    expect(res.json().status).toBe('success');
    const sw = res.json().payload as DevSwitch;
    expect(sw).toMatchObject({
      route: 'locations.list',
      method: 'GET',
      pattern: `${API_BASE}/locations`,
      fail: '500',
      remaining: 2,
    });
    expect((await state()).switches).toEqual([sw]);
    expect((await get(dev, `${API_BASE}/locations?limit=1`)).statusCode).toBe(500);
    expect((await state()).switches.map((s) => s.remaining)).toEqual([1]);
    // Another method on the same path is not the endpoint.
    expect((await get(dev, `${API_BASE}/locations/1`)).statusCode).toBe(200);
    expect((await get(dev, `${API_BASE}/locations?limit=1`)).statusCode).toBe(500);
    expect((await state()).switches).toEqual([]);
    expect((await get(dev, `${API_BASE}/locations?limit=1`)).statusCode).toBe(200);
  });

  it('delays a path pattern until cleared, and clears it', async () => {
    const sw = (await set({ route: '/manufacturers/:id', delay: 250 })).json().payload as DevSwitch;
    expect(sw).toMatchObject({ method: '*', delay: { min: 250, max: 250 }, fail: null, remaining: null });
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      const res = await get(dev, `${API_BASE}/manufacturers/1`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-mock-applied']).toBe('delay=250');
    }
    expect((await get(dev, `${API_BASE}/manufacturers?limit=1`)).headers['x-mock-applied']).toBeUndefined();
    const cleared = await dev.call('technician', { method: 'DELETE', url: `${SWITCHES}/${sw.id}` });
    expect(cleared.json().status).toBe('success');
    expect((await get(dev, `${API_BASE}/manufacturers/1`)).headers['x-mock-applied']).toBeUndefined();
    const again = await dev.call('technician', { method: 'DELETE', url: `${SWITCHES}/${sw.id}` });
    expect(again.json()).toMatchObject({ status: 'error' });
  });

  it('clears every switch at once', async () => {
    await set({ route: 'suppliers.list', fail: '403' });
    await set({ route: '/suppliers/*', fail: 'error' });
    expect((await state()).switches).toHaveLength(2);
    expect((await get(dev, `${API_BASE}/suppliers?limit=1`)).statusCode).toBe(403);
    expect((await dev.call('technician', { method: 'DELETE', url: SWITCHES })).json().status).toBe('success');
    expect((await state()).switches).toEqual([]);
    expect((await get(dev, `${API_BASE}/suppliers?limit=1`)).statusCode).toBe(200);
  });

  it('refuses a switch that names no route, method, delay or failure it knows, field by field', async () => {
    const res = await set({ route: 'nowhere.at-all', method: 'FETCH', delay: '99999', fail: 'boom', count: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'error',
      messages: {
        route: [DEV_SWITCH_FIELD_TEXT.route],
        method: [DEV_SWITCH_FIELD_TEXT.method],
        delay: [DEV_SWITCH_FIELD_TEXT.delay],
        fail: [DEV_SWITCH_FIELD_TEXT.fail],
        count: [DEV_SWITCH_FIELD_TEXT.count],
      },
      payload: null,
    });
    expect((await set({ route: 'companies.list' })).json().messages).toEqual({ fail: [DEV_SWITCH_FIELD_TEXT.nothing] });
    expect((await state()).switches).toEqual([]);
  });
});

describe('whole-server switches by environment', () => {
  let env: TestApp;
  beforeAll(async () => {
    env = await appWith({ MOCK_DEV: '1', MOCK_FAIL: '403', MOCK_DELAY: '100' });
  });
  afterAll(async () => env?.close());

  it('fail every API call after the delay, but not signing in nor the panel, and the state shows them', async () => {
    const started = Date.now();
    const res = await get(env, `${COMPANIES}?limit=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-mock-applied']).toBe('delay=100; fail=403');
    const login = await env.app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: 'tech@demo.test', password: 'Demo123!' },
    });
    expect(login.json().status).toBe('success');
    expect(login.headers['x-mock-applied']).toBe('delay=100');
    expect((await get(env, SWITCHES)).json()).toEqual({
      enabled: true,
      server: { delay: { min: 100, max: 100 }, fail: '403', rate: 1 },
      switches: [],
    });
  });
});
