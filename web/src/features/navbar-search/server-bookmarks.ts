/**
 * The seam for bookmarks (issue 29): what the navbar search and the navbar's bookmark row need, and no
 * more. Signed in, the starred pages live on the server (`GET /api/bookmarks/data`,
 * `POST /api/bookmarks/update`, per user, `./server-bookmarks.ts`); this browser's localStorage is the
 * fallback (signed out, or a page the server has no item for).
 */
export interface BookmarkStore {
  /** The starred pages' links (in this browser in the order starred; on the server in its page order). */
  list(): readonly string[];
  /** Stars or unstars a page. */
  toggle(to: string): void;
  subscribe(listener: () => void): () => void;
}

/** A page item of `GET /api/bookmarks/data` as this store needs it (the console's page is its `link`). */
export interface ServerPage {
  id: number;
  link: string;
  isBookmarked: boolean;
}

/** What the server store calls: the template's bookmark endpoints, and who is signed in. */
export interface BookmarkServer {
  /** The signed-in user's id, or null outside a session (then the fallback store serves). */
  user(): string | null;
  /** `GET /api/bookmarks/data`: every page item, `isBookmarked` per the caller. */
  load(): Promise<readonly ServerPage[]>;
  /** `POST /api/bookmarks/update {id}`: flips the page; answers whether it is now bookmarked. */
  flip(id: number): Promise<boolean>;
}

const EMPTY: readonly string[] = [];

/**
 * Starred pages kept on the server, per user (issue 29): the server's page items are the console's pages,
 * matched by link. Signed out, or for a page the server has no item for, the fallback (this browser's
 * localStorage) keeps the star. A star shows at once and is sent; if the server refuses or cannot be
 * reached, the list is read again so it shows what the server holds.
 */
export function serverBookmarks(fallback: BookmarkStore, server: BookmarkServer): BookmarkStore {
  const listeners = new Set<() => void>();
  /** The signed-in user's state: the server's pages by link, and the links it has starred, in order. */
  let state: { user: string; ids: ReadonlyMap<string, number>; starred: readonly string[] } | undefined;
  let loading: { user: string; promise: Promise<void> } | undefined;
  let snapshot: { starred: readonly string[]; local: readonly string[]; links: readonly string[] } | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const load = (user: string) => {
    if (loading?.user === user) return loading.promise;
    const promise = server.load().then(
      (pages) => {
        if (server.user() !== user) return;
        state = {
          user,
          ids: new Map(pages.map((page) => [page.link, page.id])),
          starred: pages.filter((page) => page.isBookmarked).map((page) => page.link),
        };
        notify();
      },
      () => {
        // Unreadable for now: nothing starred on the server shows; the next look tries again.
        if (loading?.promise === promise) loading = undefined;
      },
    );
    loading = { user, promise };
    return promise;
  };
  const reload = (user: string) => {
    loading = undefined;
    return load(user);
  };

  const list = (): readonly string[] => {
    const user = server.user();
    if (user === null) return fallback.list();
    if (state?.user !== user) {
      void load(user);
      return EMPTY;
    }
    const local = fallback.list();
    if (snapshot?.starred !== state.starred || snapshot.local !== local) {
      const { ids, starred } = state;
      // A page the server has no item for keeps its star in this browser.
      snapshot = { starred, local, links: [...starred, ...local.filter((link) => !ids.has(link))] };
    }
    return snapshot.links;
  };

  const store: BookmarkStore = {
    list,
    toggle(to) {
      const user = server.user();
      if (user !== null && state?.user !== user) {
        // Starred before the server's list arrived: once it has, the star goes where it belongs.
        void load(user).then(() => (state?.user === user ? store.toggle(to) : fallback.toggle(to)));
        return;
      }
      const id = user !== null ? state?.ids.get(to) : undefined;
      if (user === null || !state || id === undefined) {
        fallback.toggle(to);
        return;
      }
      const on = !state.starred.includes(to);
      state = { ...state, starred: on ? [...state.starred, to] : state.starred.filter((link) => link !== to) };
      notify();
      server.flip(id).then(
        (now) => {
          if (now !== on) void reload(user);
        },
        () => void reload(user),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      const off = fallback.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
  };
  return store;
}
