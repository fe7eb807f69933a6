import type { Sqlite } from '@cmms/db';
import { writeVersions } from './write-versions.js';

interface Kept<T> {
  version: string;
  tables: string[];
  value: T;
}

/** Reads kept per key; the oldest goes first past `limit`. */
export interface KeptReads<T> {
  read(sqlite: Sqlite, key: string, compute: () => T): T;
}

/**
 * A read kept until a write to a table it read (its statements and the kept figures it checked), like
 * the engine's totals: exact, and free when repeated. For look-ups that cost a scan of a few tables and
 * are asked again and again with the same key (a report's search terms).
 */
export function keptReads<T>(limit = 200): KeptReads<T> {
  const stores = new WeakMap<Sqlite, Map<string, Kept<T>>>();
  return {
    read(sqlite, key, compute) {
      const versions = writeVersions(sqlite);
      let store = stores.get(sqlite);
      if (!store) stores.set(sqlite, (store = new Map()));
      const kept = store.get(key);
      if (kept && kept.version === versions.of(kept.tables)) return kept.value;
      const { value, tables } = versions.recording(compute);
      store.delete(key);
      if (versions.canKeep()) {
        store.set(key, { version: versions.of(tables), tables, value });
        if (store.size > limit) store.delete(store.keys().next().value!);
      }
      return value;
    },
  };
}
