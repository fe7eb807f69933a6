import { useSyncExternalStore } from 'react';
import { readJson, writeText } from '../../lib/storage';
import { storedAccessToken, storedUserData } from '../../auth/session-storage';
import { callEndpoint } from '../../api/http';
import { serverBookmarks, type BookmarkStore, type ServerPage } from './server-bookmarks';

export type { BookmarkStore } from './server-bookmarks';

const storageKey = () => `navbar-search.bookmarks.${storedUserData()?.id ?? 'anonymous'}`;

function localBookmarks(): BookmarkStore {
  const listeners = new Set<() => void>();
  let cache: { key: string; links: readonly string[] } | undefined;
  const read = (): readonly string[] => {
    const key = storageKey();
    if (cache?.key !== key) {
      const stored = readJson(key);
      const links = Array.isArray(stored) ? stored.filter((link): link is string => typeof link === 'string') : [];
      cache = { key, links };
    }
    return cache.links;
  };
  return {
    list: read,
    toggle(to) {
      const links = read();
      const next = links.includes(to) ? links.filter((link) => link !== to) : [...links, to];
      const key = storageKey();
      writeText(key, JSON.stringify(next));
      cache = { key, links: next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface BookmarksData {
  suggestions: ServerPage[];
}

export const bookmarkStore: BookmarkStore = serverBookmarks(localBookmarks(), {
  user: () => {
    const id = storedAccessToken() === null ? undefined : storedUserData()?.id;
    return id === undefined ? null : String(id);
  },
  load: async () => (await callEndpoint<BookmarksData>('tapps.bookmarks.data')).suggestions,
  flip: async (id) => {
    const page = await callEndpoint<Partial<ServerPage>>(
      'tapps.bookmarks.update',
      {},
      { method: 'POST', body: { id } },
    );
    return page.isBookmarked === true;
  },
});

/** The starred links, re-rendering on a star or unstar. */
export const useBookmarks = (store: BookmarkStore = bookmarkStore): readonly string[] =>
  useSyncExternalStore(store.subscribe, store.list);
