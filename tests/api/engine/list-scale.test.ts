import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, resources } from '@cmms/contracts';
import { QUERY_COUNT_HEADER } from '@cmms/server/http/query-count';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ countQueries: true });
});
afterAll(async () => t.close());
const { get, send, value, ids } = requests(() => t);

const listed = async (url: string) => {
  const res = await t.call('superuser', { url });
  expect(res.statusCode).toBe(200);
  return { body: res.json() as Json, queries: Number(res.headers[QUERY_COUNT_HEADER]) };
};

describe('queries per list page', () => {
  // A page of 1 may skip lookups its row does not need (no assignee); per-row queries would add 24.
  it.each(resources.map((r) => [r.name]))(
    '%s: a page of 25 runs at most 3 queries more than a page of 1',
    async (name) => {
      const base = endpointPath(`${name}.list`);
      await listed(`${base}?limit=2`); // the first list of a table reads its indexes from the catalog once
      const one = await listed(`${base}?limit=1`);
      const page = await listed(`${base}?limit=25`);
      expect(one.queries).toBeGreaterThan(0);
      if (page.body.rows.length > 4) expect(page.queries - one.queries).toBeLessThanOrEqual(3);
    },
  );

  it('an asset search page with filters and a sort costs the same for 1 row as for 50', async () => {
    const url = `${endpointPath('hardware.list')}?search=lap&status=RTD&sort=asset_tag&order=asc`;
    await listed(`${url}&limit=2`);
    const one = await listed(`${url}&limit=1`);
    const page = await listed(`${url}&limit=50`);
    expect(page.body.rows.length).toBeGreaterThan(1);
    expect(page.queries).toBe(one.queries);
  });
});

describe('sorted pages', () => {
  // Short pages walk the sort index, the 500-row page sorts every match: both must give the same order.
  it.each([
    ['hardware', 'asset_tag', 'asc', ''],
    ['hardware', 'name', 'desc', ''],
    ['hardware', 'created_at', 'desc', '&search=lap'],
    ['hardware', 'serial', 'asc', '&status=RTD'],
    ['users', 'last_name', 'asc', ''],
    ['users', 'email', 'desc', '&search=an'],
    ['locations', 'name', 'asc', ''],
  ])('%s by %s %s%s: pages of 7 join up to the whole list', async (name, sort, order, extra) => {
    const base = `/${name === 'hardware' ? 'hardware' : name}?sort=${sort}&order=${order}${extra}`;
    const whole = await get(`${base}&limit=500`);
    expect(whole.total).toBeGreaterThan(14);
    expect(whole.total).toBeLessThanOrEqual(500);
    const stitched: number[] = [];
    for (let offset = 0; offset < whole.total; offset += 7) {
      const page = await get(`${base}&limit=7&offset=${offset}`);
      stitched.push(...page.rows.map((r: Json) => r.id as number));
    }
    expect(stitched).toEqual(whole.rows.map((r: Json) => r.id));
  });
});

describe('people search', () => {
  const userWithAssets = () =>
    value<number>(
      "SELECT assigned_to FROM assets WHERE assigned_type = 'user' AND deleted_at IS NULL GROUP BY assigned_to ORDER BY count(*) DESC LIMIT 1",
    );

  it('finds a user by full name, and follows a rename at once', async () => {
    const id = userWithAssets();
    const user = await get(`/users/${id}`);
    const full = `${user.first_name} ${user.last_name}`;
    expect((await get(`/users?search=${encodeURIComponent(full)}`)).rows.map((r: Json) => r.id)).toContain(id);
    await send('PATCH', `/users/${id}`, { first_name: 'Quillon' });
    expect((await get(`/users?search=${encodeURIComponent(full)}`)).rows.map((r: Json) => r.id)).not.toContain(id);
    expect((await get('/users?search=quillon')).rows.map((r: Json) => r.id)).toEqual([id]);
    await send('PATCH', `/users/${id}`, { first_name: user.first_name });
  });

  it("finds the assets a person holds by the person's full name", async () => {
    const id = userWithAssets();
    const user = await get(`/users/${id}`);
    const held = ids(
      "SELECT id FROM assets WHERE assigned_type = 'user' AND assigned_to = ? AND deleted_at IS NULL ORDER BY id",
      id,
    );
    const body = await get(
      `/hardware?search=${encodeURIComponent(`${user.first_name} ${user.last_name}`)}&status_id=&limit=500&sort=id&order=asc`,
    );
    const found = body.rows.map((r: Json) => r.id as number);
    for (const asset of held) expect(found).toContain(asset);
  });
});
