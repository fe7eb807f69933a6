import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpointPath, subResources, type SubResourceDecl } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Every declared sub-resource list (`subResources`), driven by its declaration: the parent with the most
 * rows lists them all with the stored count, pages with `limit`/`offset` as the backend does (a page is
 * the full list's slice; an offset past the end is empty rows, same total), and an unknown parent is the
 * parent's not-found text in a 200 error envelope.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Listed = { total: number; rows: { id: number }[] };

const listUrl = (d: SubResourceDecl, parentId: number, query: string) => {
  const list = d.list!;
  const from = list.parentFrom?.query;
  const path = endpointPath(list.endpoint.id, from ? {} : { id: parentId });
  const params = [from ? `${from}=${parentId}` : '', query].filter(Boolean).join('&');
  return params ? `${path}?${params}` : path;
};

const lists = subResources.filter((d) => d.list).map((d) => [d.name, d] as const);

describe('declared sub-resource lists', () => {
  it.each(lists)('%s lists, pages and refuses an unknown parent', async (_, decl) => {
    const d = decl as SubResourceDecl;
    const live = d.softDelete ? ' WHERE deleted_at IS NULL' : '';
    const busiest = t.conn.sqlite
      .prepare(
        `SELECT "${d.parentColumn}" AS parent, count(*) AS n FROM "${d.table}"${live}
         GROUP BY "${d.parentColumn}" ORDER BY n DESC, parent LIMIT 1`,
      )
      .get() as { parent: number; n: number } | undefined;
    expect(busiest, `the seed gives ${d.table} rows`).toBeDefined();
    const { parent, n } = busiest!;
    const get = async (query = '', id = parent) => {
      const res = await t.call('superuser', { method: 'GET', url: listUrl(d, id, query) });
      expect(res.statusCode).toBe(200);
      return res.json() as Listed & { status?: string; messages?: unknown };
    };

    const all = await get();
    expect(all.total).toBe(n);
    expect(all.rows).toHaveLength(Math.min(n, 500));
    expect(new Set(all.rows.map((r) => r.id)).size).toBe(all.rows.length);

    const page = await get('limit=1&offset=1');
    expect(page.total).toBe(n);
    expect(page.rows.map((r) => r.id)).toEqual(all.rows.slice(1, 2).map((r) => r.id));

    const past = await get(`offset=${n + 5}`);
    expect(past).toMatchObject({ total: n, rows: [] });

    const notFound = d.list!.endpoint.notFound;
    expect(await get('', 99_999_999)).toEqual({ status: 'error', messages: notFound, payload: null });
  });

  it('serves every declared list under the API base', () => {
    for (const d of subResources) expect(d.list?.endpoint.path.startsWith(API_BASE)).toBe(true);
  });
});
