import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS, getResource, resources } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';

/**
 * The console's "Download CSV" reads a whole list with `all=1`: for every account it answers exactly
 * the rows (and the per-account row actions) that account's own paged list answers, and nothing to an
 * account the list refuses.
 */
/** The importable lists besides assets (the import types' resources). */
const IMPORTABLE = ['users', 'accessories', 'consumables', 'components', 'licenses', 'locations', 'models'] as const;
const STREAMED = IMPORTABLE.map((name) => getResource(name));
const ROLES = DEMO_ACCOUNTS.map((account) => account.role);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('all=1 answers what the account may list, nothing more', () => {
  it('every importable list streams (not only the asset list)', () => {
    const streamed = resources.filter((r) => r.streamAll && r.name !== 'hardware').map((r) => r.name);
    expect(streamed.sort()).toEqual([...IMPORTABLE].sort());
  });

  it.each(STREAMED.flatMap((r) => ROLES.map((role) => ({ name: r.name, path: r.path, role }))))(
    '$name as $role: all=1 rows equal the paged list',
    async ({ path, role }) => {
      const paged = await t.call(role, { url: `${API_BASE}${path}?limit=500&sort=id&order=asc` });
      const all = await t.call(role, { url: `${API_BASE}${path}?all=1&limit=2&sort=id&order=asc` });
      expect(all.statusCode).toBe(paged.statusCode);
      if (paged.statusCode !== 200) {
        expect(all.json().rows).toBeUndefined();
        return;
      }
      const rows = all.json().rows as Json[];
      expect(rows).toEqual(paged.json().rows);
      expect(all.json().total).toBe(paged.json().total);
    },
  );

  it('a limited account is refused a list it may not read, whole or paged', async () => {
    // The requester may not list people: neither page nor stream reveals a row.
    const all = await t.call('requester', { url: `${API_BASE}/users?all=1` });
    expect(all.statusCode).toBe(403);
    expect(all.body).not.toContain('@demo.test');
  });

  it('the search narrows the stream as it narrows a page', async () => {
    const whole = await t.call('technician', { url: `${API_BASE}/users?all=1` });
    const paged = await t.call('technician', { url: `${API_BASE}/users?search=manager&limit=500` });
    const all = await t.call('technician', { url: `${API_BASE}/users?search=manager&all=1` });
    expect(paged.statusCode).toBe(200);
    const ids = (res: typeof all) => (res.json().rows as Json[]).map((row) => row.id);
    expect(ids(all)).toEqual(ids(paged));
    expect(ids(all).length).toBeGreaterThan(0);
    expect(ids(all).length).toBeLessThan(ids(whole).length);
  });

  it('users all=true keeps listing trashed accounts with the others, paged', async () => {
    t.conn.sqlite.prepare(`UPDATE users SET deleted_at = '2026-01-01 00:00:00' WHERE username = 'viewer'`).run();
    const res = await t.call('superuser', { url: `${API_BASE}/users?all=true&limit=5&search=viewer` });
    expect((res.json().rows as Json[]).map((row) => row.username)).toContain('viewer');
    const streamed = await t.call('superuser', { url: `${API_BASE}/users?all=1&search=viewer` });
    expect((streamed.json().rows as Json[]).map((row) => row.username)).not.toContain('viewer');
  });
});
