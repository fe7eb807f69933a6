import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpointPath, FORBIDDEN_TEXT } from '@cmms/contracts';
import { DEV_SWITCHES_OFF_TEXT } from '@cmms/contracts/dev-switches/endpoints';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Custom actions registered by endpoint id (issue 25, `registerAction`): the declared schemas parse
 * the call, a body off its schema answers the envelope with Laravel's texts in the caller's language
 * and writes nothing, and a module's own rule (dev mode, a demo session) answers before the schema.
 */
let t: TestApp;
beforeAll(async () => {
  const saved = process.env.MOCK_DEV;
  process.env.MOCK_DEV = '0';
  try {
    t = await createTestApp();
  } finally {
    if (saved === undefined) delete process.env.MOCK_DEV;
    else process.env.MOCK_DEV = saved;
  }
});
afterAll(async () => t.close());

const cartOf = async (role: 'technician' | 'viewer') =>
  (await t.call(role, { method: 'GET', url: '/apps/ecommerce/cart' })).json().products as unknown[];

describe('a body off its declared schema', () => {
  it('answers the envelope with a text per field, in the caller’s language, and writes nothing', async () => {
    const before = await cartOf('technician');
    const res = await t.call('technician', {
      method: 'POST',
      url: '/apps/ecommerce/cart',
      payload: { productId: { id: 3 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'error',
      messages: { productId: ['The productId field format is invalid.'] },
      payload: null,
    });
    const fr = await t.call('technician', {
      method: 'POST',
      url: '/apps/email/update-emails',
      payload: { emailIds: 'all' },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json()).toEqual({
      status: 'error',
      messages: { emailIds: ['Le format du champ emailIds est invalide.'] },
      payload: null,
    });
    expect(await cartOf('technician')).toEqual(before);
  });

  it('refuses a field the call does not take, by name, rather than dropping it', async () => {
    const before = t.count('logger_forms');
    const res = await t.call('manager', {
      method: 'POST',
      url: endpointPath('logbooks.form-create'),
      payload: { name: 'Chiller log (misspelt)', categry: 'HVAC' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.json()).toEqual({
      status: 'error',
      messages: { categry: ['Le champ categry est interdit.'] },
      payload: null,
    });
    expect(t.count('logger_forms')).toBe(before);
  });

  it('refuses a read whose filter is sent twice instead of answering as if it were not sent', async () => {
    const res = await t.call('manager', { method: 'GET', url: '/api/users/list/data?role=admin&role=editor' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ role: ['The role field must be a string.'] });
  });
});

describe('a module’s own rule', () => {
  it('answers before the body is held to its schema: a dev-switch write on a server not in development mode', async () => {
    const res = await t.call('technician', {
      method: 'POST',
      url: `${API_BASE}/dev/switches`,
      payload: { route: 5, count: 'many' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: DEV_SWITCHES_OFF_TEXT, payload: null });
  });

  it('answers before the body is held to its schema: a demo call outside a demo session', async () => {
    const res = await t.call('technician', {
      method: 'POST',
      url: `${API_BASE}/demo/clock`,
      payload: { advance: 'century' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: FORBIDDEN_TEXT });
  });

  it('a refused call does nothing: a persona switch outside a demo session opens and closes no session', async () => {
    const sessions = t.count('auth_sessions', 'revoked_at IS NULL');
    const res = await t.call('manager', {
      method: 'POST',
      url: `${API_BASE}/demo/persona`,
      payload: { persona: 'viewer' },
    });
    expect(res.statusCode).toBe(403);
    // The switch signs in the persona it goes to and out the one it leaves; refused, it must not have run.
    expect(t.count('auth_sessions', 'revoked_at IS NULL')).toBe(sessions);
  });
});
