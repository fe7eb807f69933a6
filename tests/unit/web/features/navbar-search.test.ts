import { describe, expect, it } from 'vitest';
import {
  flatOptions,
  fold,
  matchPages,
  moveActive,
  rankRecords,
  type PageItem,
} from '../../../../web/src/features/navbar-search/search-model';
import {
  serverBookmarks,
  type BookmarkStore,
  type ServerPage,
} from '../../../../web/src/features/navbar-search/server-bookmarks';

/** Issue 29, the navbar search: which pages match, how found records rank, where the arrows go. */
const page = (key: string, label: string, section: string | null = null): PageItem => ({
  key,
  to: `/${key}`,
  label,
  section,
});

describe('navbar search pages', () => {
  const pages = [
    page('home', 'Dashboard'),
    page('hardware', 'Assets', 'Assets'),
    page('assetmodels', 'Asset models', 'Assets'),
    page('kanban', 'Work order board', 'Maintenance'),
    page('workorders', 'Work orders', 'Maintenance'),
    page('companies', 'Companies', 'Settings'),
    page('categories', 'Catégories', 'Settings'),
  ];
  const keys = (query: string) => matchPages(pages, query).map((p) => p.key);

  it('lists every page, in menu order, before anything is typed', () => {
    expect(keys('')).toEqual(pages.map((p) => p.key));
  });

  it('puts the page named by what was typed before pages that merely contain it', () => {
    expect(keys('work orders')).toEqual(['workorders']);
    expect(keys('orders')).toEqual(['workorders']);
    expect(keys('work')).toEqual(['kanban', 'workorders']);
    expect(keys('asset')).toEqual(['hardware', 'assetmodels']);
  });

  it('ignores case and accents, and finds a section by its name', () => {
    expect(keys('CATEGORIES')).toEqual(['categories']);
    expect(keys('settings')).toEqual(['companies', 'categories']);
    expect(fold('  Ordres   de TRAVAIL ')).toBe('ordres de travail');
  });

  it('finds nothing for a query no page holds', () => {
    expect(keys('zzz')).toEqual([]);
  });
});

describe('navbar search records', () => {
  interface Asset {
    id: number;
    asset_tag: string;
    serial: string;
    name: string;
  }
  const asset = (id: number, asset_tag: string, serial: string, name = 'Pump'): Asset => ({
    id,
    asset_tag,
    serial,
    name,
  });
  const rank = (rows: Asset[], query: string) =>
    rankRecords(rows, query, [(a) => a.asset_tag, (a) => a.serial, (a) => a.name]).map((a) => a.id);

  it('ranks the asset whose tag is exactly what was typed first, whatever the server order', () => {
    const rows = [asset(1, 'AST-00012', 'SN-1'), asset(2, 'AST-0001', 'SN-2'), asset(3, 'AST-00010', 'SN-3')];
    expect(rank(rows, 'ast-0001')).toEqual([2, 1, 3]);
  });

  it('ranks an equal tag over an equal serial, and an equal serial over a tag prefix', () => {
    const rows = [asset(1, 'AST-77', 'X'), asset(2, 'B-1', 'AST-7'), asset(3, 'AST-7', 'Y')];
    expect(rank(rows, 'AST-7')).toEqual([3, 2, 1]);
  });

  it('keeps the server order among rows that match alike (a notes match the server found)', () => {
    const rows = [asset(5, 'A', 'S', 'Boiler'), asset(4, 'B', 'T', 'Boiler'), asset(6, 'C', 'U', 'Chiller')];
    expect(rank(rows, 'boiler')).toEqual([5, 4, 6]);
  });
});

describe('navbar search keyboard', () => {
  const groups = [
    { key: 'pages', options: [{ id: 'p1', to: '/a' }] },
    { key: 'assets', options: [{ id: 'a1', to: '/x/1' }], seeAll: { id: 'a-all', to: '/x?search=q' } },
  ];

  it('walks the groups in the order they show, "see all" after its group', () => {
    expect(flatOptions(groups).map((o) => o.id)).toEqual(['p1', 'a1', 'a-all']);
  });

  it('wraps at both ends and jumps with Home and End', () => {
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(2, 3, 'Home')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('navbar bookmarks on the server', () => {
  /** A server with the console's pages by link, per user, and the localStorage fallback as a plain list. */
  const setup = (refuse = false) => {
    const session = { user: '7' as string | null };
    const starred = new Map<string, Set<number>>([['7', new Set([2])]]);
    const pages = [
      { id: 1, link: '/' },
      { id: 2, link: '/maintenance/workorders' },
      { id: 3, link: '/settings/locations' },
    ];
    const flips: number[] = [];
    const mine = () => starred.get(session.user ?? '') ?? new Set<number>();
    const server = {
      user: () => session.user,
      load: async (): Promise<ServerPage[]> => pages.map((p) => ({ ...p, isBookmarked: mine().has(p.id) })),
      flip: async (id: number) => {
        flips.push(id);
        if (refuse) return mine().has(id);
        const set = mine();
        if (set.has(id)) set.delete(id);
        else set.add(id);
        starred.set(session.user ?? '', set);
        return set.has(id);
      },
    };
    let local: readonly string[] = [];
    const fallback: BookmarkStore = {
      list: () => local,
      toggle: (to) => {
        local = local.includes(to) ? local.filter((l) => l !== to) : [...local, to];
      },
      subscribe: () => () => undefined,
    };
    const store = serverBookmarks(fallback, server);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { store, session, flips, starred, settle, local: () => local };
  };

  it("shows the signed-in user's starred pages from the server, by the console's link", async () => {
    const { store, settle } = setup();
    expect(store.list()).toEqual([]);
    await settle();
    expect(store.list()).toEqual(['/maintenance/workorders']);
    // The same snapshot until something changes (useSyncExternalStore needs a stable answer).
    expect(store.list()).toBe(store.list());
  });

  it('stars and unstars on the server by page id, showing the change at once', async () => {
    const { store, settle, flips, starred, local } = setup();
    store.list();
    await settle();
    store.toggle('/settings/locations');
    expect(store.list()).toEqual(['/maintenance/workorders', '/settings/locations']);
    await settle();
    expect(flips).toEqual([3]);
    expect([...starred.get('7')!]).toEqual([2, 3]);
    store.toggle('/maintenance/workorders');
    await settle();
    expect(store.list()).toEqual(['/settings/locations']);
    expect(local()).toEqual([]);
  });

  it('keeps a page the server has no item for, and every star when signed out, in this browser', async () => {
    const { store, settle, session, flips, local } = setup();
    store.list();
    await settle();
    store.toggle('/somewhere/new');
    expect(store.list()).toEqual(['/maintenance/workorders', '/somewhere/new']);
    session.user = null;
    store.toggle('/settings/locations');
    expect(store.list()).toEqual(['/somewhere/new', '/settings/locations']);
    expect(local()).toEqual(['/somewhere/new', '/settings/locations']);
    expect(flips).toEqual([]);
  });

  it("reads the list again when the server did not take a star, and each user's own after a switch", async () => {
    const { store, settle, session } = setup(true);
    store.list();
    await settle();
    store.toggle('/settings/locations');
    expect(store.list()).toContain('/settings/locations');
    await settle();
    await settle();
    expect(store.list()).toEqual(['/maintenance/workorders']);
    session.user = '8';
    expect(store.list()).toEqual([]);
    await settle();
    expect(store.list()).toEqual([]);
  });
});
