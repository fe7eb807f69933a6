import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';

/** The navbar's bookmarks and search (reference §2), per user, with record groups beyond the template. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Page {
  id: number;
  target: string;
  title: string;
  icon: string;
  link: string;
  isBookmarked: boolean;
}
const data = async (role: 'technician' | 'manager' = 'technician') =>
  (await t.call(role, { url: '/api/bookmarks/data' })).json() as { suggestions: Page[]; bookmarks: Page[] };
type Groups = { searchArr: { groupTitle: string; searchLimit: number; data: { title: string }[] }[] };
const search = async (role: 'technician' | 'requester' | 'manager', q?: string) =>
  (
    await t.call(role, { url: `/api/main-search/data${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}` })
  ).json() as Groups;

describe('bookmarks', () => {
  it('lists every page as a suggestion and the bookmarked ones, with DOM-safe targets', async () => {
    const { suggestions, bookmarks } = await data();
    expect(suggestions.length).toBeGreaterThan(10);
    expect(suggestions.every((p) => !/\s/.test(p.target) && p.icon.length > 0)).toBe(true);
    expect(bookmarks).toEqual(suggestions.filter((p) => p.isBookmarked));
    expect(bookmarks.length).toBeGreaterThan(0);
  });

  it("has one item per console page, linked by the console's own path (the navbar stars them by link)", async () => {
    const { suggestions } = await data();
    const links = suggestions.map((p) => p.link);
    expect(new Set(links).size).toBe(links.length);
    expect(new Set(suggestions.map((p) => p.id)).size).toBe(links.length);
    expect(new Set(suggestions.map((p) => p.target)).size).toBe(links.length);
    // The console's pages: its resource lists, its own screens, the template apps under /template/, reports.
    expect(links).toEqual(
      expect.arrayContaining([
        '/',
        '/settings/locations',
        '/maintenance/kanban',
        '/imports',
        '/template/chat',
        '/template/todo',
        '/template/permissions',
        '/reports/activity',
      ]),
    );
    expect(links.filter((link) => link.startsWith('/apps/'))).toEqual([]);
  });

  it("flips a page in and out of the caller's bookmarks (numeric or string id), not another user's", async () => {
    const page = (await data()).suggestions.find((p) => !p.isBookmarked)!;
    const on = await t.call('technician', { method: 'POST', url: '/api/bookmarks/update', payload: { id: page.id } });
    expect(on.statusCode).toBe(200);
    expect(on.json().isBookmarked).toBe(true);
    const mine = await data();
    expect(mine.suggestions.find((p) => p.id === page.id)!.isBookmarked).toBe(true);
    expect(mine.bookmarks.map((p) => p.id)).toContain(page.id);
    expect((await data('manager')).bookmarks.map((p) => p.id)).not.toContain(page.id);
    await t.call('technician', { method: 'POST', url: '/api/bookmarks/update', payload: { id: String(page.id) } });
    expect((await data()).bookmarks.map((p) => p.id)).not.toContain(page.id);
  });

  it('refuses an unknown page and an id-less toggle, changing nothing', async () => {
    const before = t.count('tapp_bookmarks');
    const unknown = await t.call('technician', { method: 'POST', url: '/api/bookmarks/update', payload: { id: 999 } });
    expect(unknown.json()).toEqual({ status: 'error', messages: 'There is no such page to bookmark.', payload: null });
    const bare = await t.call('technician', { method: 'POST', url: '/api/bookmarks/update', payload: {} });
    expect(bare.json().messages).toEqual({ id: ['The request names no page.'] });
    expect(t.count('tapp_bookmarks')).toBe(before);
  });
});

describe('navbar search', () => {
  it('without q, answers the pages index in the template shape', async () => {
    const { searchArr } = await search('technician');
    expect(searchArr).toHaveLength(1);
    expect(searchArr[0]).toMatchObject({ groupTitle: 'Pages', searchLimit: 4 });
    expect(searchArr[0]!.data.length).toBeGreaterThan(10);
  });

  it('with q, finds an asset by tag and by serial, and work orders by number', async () => {
    const asset = t.conn.sqlite
      .prepare(
        'SELECT asset_tag, serial FROM assets WHERE serial IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1',
      )
      .get() as { asset_tag: string; serial: string };
    const byTag = (await search('manager', asset.asset_tag)).searchArr.find((g) => g.groupTitle === 'Assets')!;
    expect(byTag.data[0]!.title).toContain(asset.asset_tag);
    const bySerial = (await search('manager', asset.serial)).searchArr.find((g) => g.groupTitle === 'Assets')!;
    expect(bySerial.data.map((h) => h.title)).toContainEqual(expect.stringContaining(asset.asset_tag));
    const wo = t.conn.sqlite
      .prepare('SELECT number FROM work_orders WHERE number IS NOT NULL ORDER BY id LIMIT 1')
      .get() as { number: string };
    const orders = (await search('manager', wo.number)).searchArr.find((g) => g.groupTitle === 'Work orders')!;
    expect(orders.data[0]!.title).toContain(wo.number);
  });

  it('gives no record group the caller may not list', async () => {
    const groups = (await search('requester', 'a')).searchArr.map((g) => g.groupTitle);
    expect(groups).not.toContain('Assets');
    expect(groups).not.toContain('Users');
  });
});
