import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, findResource, referenceTargets } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG } from '../../support/multipart.js';

let t: TestApp;
const bodies: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every stored hash, and the shapes a password could leak in: a `password` key or a scrypt string. */
function expectNoSecret(where: string, text: string): void {
  const hashes = t.conn.sqlite.prepare('SELECT DISTINCT password FROM users').pluck().all() as string[];
  for (const hash of hashes) expect(text.includes(hash), where).toBe(false);
  expect(text, where).not.toMatch(/"password(_confirmation)?"\s*:/);
  expect(text, where).not.toMatch(/scrypt\$\d+\$/);
}

/** A real id for each path parameter: the first live row of the endpoint's resource. */
function pathFor(path: string, resource: string | undefined): string {
  const live = (name: string) => {
    const target = referenceTargets[name];
    if (!target) return 1;
    const where = target.softDelete ? 'WHERE deleted_at IS NULL' : '';
    return (t.conn.sqlite.prepare(`SELECT id FROM "${target.table}" ${where} ORDER BY id LIMIT 1`).pluck().get() ??
      1) as number;
  };
  const upload = t.conn.sqlite.prepare('SELECT id FROM uploads ORDER BY id LIMIT 1').pluck().get() as number;
  return path
    .replace(':id', String(resource && findResource(resource) ? live(resource) : 1))
    .replace(':type', 'users')
    .replace(':fileId', String(upload))
    .replace(':userId', String(live('users')))
    .replace(':fieldsetId', String(live('fieldsets')))
    .replace(':fieldId', String(live('fields')));
}

describe('no password or hash leaves the server', () => {
  it('in any answer of any GET endpoint, lists with deleted rows included', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' },
    ]);
    expect(
      (await t.call('superuser', { method: 'POST', url: `${API_BASE}/users/1/uploads`, payload, headers })).json()
        .status,
    ).toBe('success');
    await t.call('superuser', { method: 'DELETE', url: `${API_BASE}/users/44` });
    const gets = endpoints.filter((e) => e.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    for (const e of gets) {
      const url = pathFor(e.path, e.resource);
      for (const query of ['', '?limit=500&deleted=true']) {
        const res = await t.call('superuser', { url: url + query });
        expect(res.statusCode, `${e.id} ${url}${query}`).toBeLessThan(500);
        expectNoSecret(`${e.id} ${url}${query}`, res.body);
        bodies.push(res.body);
      }
    }
  });

  it('in the payload of every user mutation and in the sign-in answers', async () => {
    const created = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/users`,
      payload: {
        first_name: 'Secret',
        username: 'secret.keeper',
        password: 'Keep-it-secret-1',
        password_confirmation: 'Keep-it-secret-1',
      },
    });
    const id = created.json().payload.id as number;
    const answers = [
      created,
      await t.call('superuser', {
        method: 'PATCH',
        url: `${API_BASE}/users/${id}`,
        payload: { password: 'Keep-it-secret-2', password_confirmation: 'Keep-it-secret-2' },
      }),
      await t.call('superuser', {
        method: 'PUT',
        url: `${API_BASE}/users/${id}`,
        payload: { first_name: 'Still secret' },
      }),
      await t.call('superuser', { method: 'DELETE', url: `${API_BASE}/users/${id}` }),
      await t.call('superuser', { method: 'POST', url: `${API_BASE}/users/${id}/restore` }),
      await t.call('superuser', { method: 'POST', url: `${API_BASE}/groups/1/members`, payload: { user_id: id } }),
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        payload: { username: 'secret.keeper', password: 'Keep-it-secret-2' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: 'admin@demo.test', password: 'Demo123!' },
      }),
      await t.call('superuser', { url: `${API_BASE}/reports/activity?item_type=user&item_id=${id}` }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expectNoSecret(`${res.raw.req.method} ${res.raw.req.url}`, res.body);
      expect(res.body).not.toContain('Keep-it-secret');
    }
    // The update's log row says the password changed without saying what to.
    const activity = answers.at(-1)!.json();
    const update = activity.rows.find((r: { action_type: string; note: string }) => r.note?.includes('password'));
    expect(update).toMatchObject({ action_type: 'update', note: 'The password was changed.', log_meta: null });
  });
});
