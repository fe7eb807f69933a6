import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, getResource, notFoundText, scopedLists, type ScopedListDecl } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Every declared scoped list (`scopedLists`), driven by its declaration: for the parent the narrowing
 * SQL gives the most rows, the call lists exactly the rows of the list resource's own list (with the
 * declared filter, if any) that the narrowing selects; it pages as the backend does (a page is the full
 * list's slice; an offset past the end is empty rows, same total; the declared page size when no limit is
 * asked), and an unknown parent is the parent's not-found text in a 200 error envelope.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The seed checks no asset out to another: three go to a fourth, so every narrowing has a parent with rows.
  const [holder, ...held] = t.conn.sqlite
    .prepare(
      `SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL
         AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable') ORDER BY id DESC LIMIT 4`,
    )
    .pluck()
    .all() as number[];
  for (const id of held) {
    const res = await t.call('superuser', {
      method: 'POST',
      url: endpointPath('hardware.checkout', { id }),
      payload: { checkout_to_type: 'asset', assigned_asset: holder },
    });
    expect(res.json()).toMatchObject({ status: 'success' });
  }
});
afterAll(async () => {
  await t.close();
});

type Listed = { total: number; rows: { id: number }[]; status?: string; messages?: unknown; payload?: unknown };

const get = async (url: string): Promise<Listed> => {
  const res = await t.call('superuser', { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as Listed;
};

/** Every row of a list, page by page (500 is the cap). */
const everyId = async (url: string): Promise<{ total: number; ids: number[] }> => {
  const ids: number[] = [];
  const join = url.includes('?') ? '&' : '?';
  for (let total = Infinity; ids.length < total;) {
    const page = await get(`${url}${join}limit=500&offset=${ids.length}`);
    total = page.total;
    if (!page.rows.length) break;
    ids.push(...page.rows.map((r) => r.id));
  }
  return { total: ids.length, ids };
};

/** The narrowing as SQL over the list's table `t`: the grouping key and the clause for one parent. */
const narrowing = (d: ScopedListDecl) =>
  'column' in d.by
    ? { key: `t."${d.by.column}"`, where: `t."${d.by.column}" = ?` }
    : { key: 't.assigned_to', where: `t.assigned_type = '${d.by.assigned}' AND t.assigned_to = ?` };

const lists = scopedLists.map((d) => [d.id, d as ScopedListDecl] as const);

describe('declared scoped lists', () => {
  it.each(lists)('%s lists its parent’s rows, pages and refuses an unknown parent', async (_, d) => {
    const { table } = getResource(d.list);
    const { key, where } = narrowing(d);
    const busiest = t.conn.sqlite
      .prepare(
        `SELECT ${key} AS parent, count(*) AS n FROM "${table}" t
         WHERE ${where.replace('= ?', 'IS NOT NULL')} GROUP BY ${key} ORDER BY n DESC, parent LIMIT 1`,
      )
      .get() as { parent: number; n: number } | undefined;
    expect(busiest, `the seed gives ${d.id} rows`).toBeDefined();
    const parent = busiest!.parent;

    // What the list resource's own list shows, narrowed by the declaration's SQL.
    const narrowed = new Set(
      t.conn.sqlite.prepare(`SELECT t.id FROM "${table}" t WHERE ${where}`).pluck().all(parent) as number[],
    );
    const ownUrl = endpointPath(`${d.list}.list`);
    const own = await everyId(d.query?.filter ? `${ownUrl}?${d.query.filter}=${parent}` : ownUrl);
    const expected = own.ids.filter((id) => narrowed.has(id));
    expect(expected.length, `${d.id}: the busiest parent has rows its list shows`).toBeGreaterThan(1);

    const url = endpointPath(d.id, { id: parent });
    const all = await everyId(url);
    expect(all.total).toBe(expected.length);
    expect([...all.ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));

    const page = await get(`${url}?limit=1&offset=1`);
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r) => r.id)).toEqual(all.ids.slice(1, 2));

    const past = await get(`${url}?offset=${all.total + 5}`);
    expect(past).toMatchObject({ total: all.total, rows: [] });

    const unasked = await get(url);
    expect(unasked.rows).toHaveLength(Math.min(d.query?.limit ?? 500, all.total));

    expect(await get(endpointPath(d.id, { id: 99_999_999 }))).toEqual({
      status: 'error',
      messages: notFoundText(getResource(d.parent)),
      payload: null,
    });
  });

  it('are in the endpoint table as generated from their declaration', () => {
    for (const d of scopedLists) {
      expect(endpoints.find((e) => e.id === d.id)).toMatchObject({ declared: 'scoped-list', resource: d.parent });
    }
  });
});
