import { useSyncExternalStore } from 'react';
import { readJson, writeText } from '../../lib/storage';
import { storedUserData } from '../../auth/session-storage';

/**
 * The seam for bookmarks (issue 29): what the navbar search and the navbar's bookmark row need, and no
 * more. Today's store keeps each user's starred pages (by link) in this browser's localStorage; the
 * template's server endpoints (`GET /api/bookmarks/data`, `POST /api/bookmarks/update`) can replace it
 * with a store of the same shape, without touching the dialog or the navbar row.
 */
export interface BookmarkStore {
  /** The starred pages' links, in the order they were starred. */
  list(): readonly string[];
  /** Stars or unstars a page. */
  toggle(to: string): void;
  subscribe(listener: () => void): () => void;
}

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

export const bookmarkStore: BookmarkStore = localBookmarks();

/** The starred links, re-rendering on a star or unstar. */
export const useBookmarks = (store: BookmarkStore = bookmarkStore): readonly string[] =>
  useSyncExternalStore(store.subscribe, store.list);
