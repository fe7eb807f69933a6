import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

/** Select lists at scale: pages come from SQL (and a tree's order is kept until its table changes). */
let t: TestApp;
const LOCATIONS = 20_000;
beforeAll(async () => {
  t = await createTestApp();
  const insert = t.conn.sqlite.prepare(
    "INSERT INTO locations (name, parent_id, created_at, updated_at) VALUES (?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
  );
  t.conn.sqlite.transaction(() => {
    const ids: number[] = [];
    for (let i = 0; i < LOCATIONS; i++) {
      // Three levels: 40 sites, 800 buildings, the rest rooms.
      const parent = i < 40 ? null : i < 840 ? ids[i % 40]! : ids[40 + (i % 800)]!;
      ids.push(Number(insert.run(`Bulk ${String((i * 7919) % LOCATIONS).padStart(5, '0')}`, parent).lastInsertRowid));
    }
  })();
});
afterAll(async () => t.close());

const get = async (path: string) => {
  const start = performance.now();
  const res = await t.call('superuser', { url: `${API_BASE}${path}` });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), ms: performance.now() - start };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('select lists', () => {
  it('page a large location tree in depth-first order, children under their parent', async () => {
    const first = (await get('/locations/selectlist?page=1')).body;
    const second = (await get('/locations/selectlist?page=2')).body;
    expect(first.total_count).toBeGreaterThan(LOCATIONS);
    expect(first.pagination.more).toBe(true);
    const texts = [...first.results, ...second.results].map((r: { text: string }) => r.text);
    for (let i = 1; i < texts.length; i++) {
      const depth = (text: string) => /^(-*) /.exec(text)![1]!.length / 2;
      // Depth-first: a row is at most one level deeper than the row before it.
      expect(depth(texts[i]!)).toBeLessThanOrEqual(depth(texts[i - 1]!) + 1);
    }
    const last = (await get(`/locations/selectlist?page=${first.page_count}`)).body;
    expect(last.pagination.more).toBe(false);
    expect(last.results.length).toBeGreaterThan(0);
  });

  it('sees a change to the tree at once', async () => {
    await get('/locations/selectlist');
    const created = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/locations`,
      payload: { name: '   Aaa first of all' },
    });
    expect(created.json().status).toBe('success');
    const page = (await get('/locations/selectlist')).body;
    expect(page.results.some((r: { text: string }) => r.text === ' Aaa first of all')).toBe(true);
  });

  it('answers a tree page about as fast as a plain list page, not after walking the whole tree', async () => {
    await get('/locations/selectlist?page=3');
    const tree: number[] = [];
    const list: number[] = [];
    for (let i = 0; i < 5; i++) {
      tree.push((await get(`/locations/selectlist?page=${i + 4}`)).ms);
      list.push((await get(`/locations?limit=50&offset=${i * 50}`)).ms);
    }
    // Before, each tree page sorted all 20,000 rows in JavaScript: seconds, against ~30 ms.
    expect(median(tree)).toBeLessThan(median(list) * 5);
  });

  it('pages searches in SQL, people included', async () => {
    const search = (await get('/locations/selectlist?search=Bulk%2001&page=2')).body;
    expect(search.results.every((r: { text: string }) => r.text.startsWith('Bulk 01'))).toBe(true);
    expect(search.total_count).toBeGreaterThan(search.results.length);
    const people = (await get('/users/selectlist?search=a&page=1')).body;
    expect(people.results.length).toBeGreaterThan(0);
  });
});

describe('select lists in their own order', () => {
  it('lists priorities by rank, Critical first, not alphabetically', async () => {
    const { body } = await get('/maintenance/priorities/selectlist');
    const names = (body.results as { text: string }[]).map((r) => r.text);
    const ranked = (
      t.conn.sqlite.prepare('SELECT name FROM work_order_priorities ORDER BY rank, id').pluck().all() as string[]
    ).filter((name) => names.includes(name));
    expect(names).toEqual(ranked);
    expect(names.slice(0, 2)).toEqual(['Critical', 'High']);
    expect(names).not.toEqual([...names].sort());
  });
});
