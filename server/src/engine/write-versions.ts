import type { Sqlite } from '@cmms/db';

/**
 * Which tables were written since a figure was computed, so the engine can keep figures that cost a
 * scan (a list's total, the items counted per row) until a write could change them, and stay exact.
 *
 * Every statement this connection runs that is not read-only bumps the version of the table it writes,
 * and of every table that write reaches through triggers (the trigram indexes) or foreign-key actions
 * (a deleted user's rows set to null); a write whose target cannot be read from its SQL, and `exec`,
 * bump every table. A commit by another connection (`PRAGMA data_version`) bumps every table too.
 * Figures computed inside a transaction are never kept: it may still roll back.
 */
export interface WriteVersions {
  /** A key that changes whenever one of `tables` may have been written. */
  of(tables: readonly string[]): string;
  /** Whether a figure computed now may be kept (not inside a transaction). */
  canKeep(): boolean;
  /**
   * Runs `read` and says which tables the statements it prepared read, and the kept figures it checked
   * with `of` (its result's dependencies).
   */
  recording<T>(read: () => T): { value: T; tables: string[] };
}

const WRITE_TARGET =
  /^\s*((?:INSERT(?:\s+OR\s+\w+)?|REPLACE)\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+[`"]?([A-Za-z_]\w*)[`"]?/i;
const WRITES_IN =
  /\b(?:(?:INSERT(?:\s+OR\s+\w+)?|REPLACE)\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+[`"]?([A-Za-z_]\w*)[`"]?/gi;
const READS_IN = /\b(?:FROM|JOIN|INTO)\s+[`"]?([A-Za-z_]\w*)[`"]?/gi;
/** Statements `exec` runs that write nothing by themselves. */
const NO_WRITE = /^\s*(?:BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b[^;]*;?\s*$/i;

const WRAPPED = Symbol('write-versions');
const installed = new WeakMap<Sqlite, WriteVersions>();

/** The tables a statement of ours reads (every `FROM`/`JOIN` name): its figures' dependencies. */
export function tablesIn(sql: string): string[] {
  return [...new Set([...sql.matchAll(READS_IN)].map((m) => m[1]!.toLowerCase()))];
}

/** Installs the tracking on the connection once; later calls return the same tracker. */
export function writeVersions(sqlite: Sqlite): WriteVersions {
  const existing = installed.get(sqlite);
  if (existing) return existing;
  const versions = new Map<string, number>();
  let everything = 0;
  let dataVersion = Number(sqlite.pragma('data_version', { simple: true }));
  const reach = new Map<string, string[]>();

  let graph: WriteGraph | null = null;
  /**
   * The tables a write of `kind` to `table` changes: itself, what its triggers write, and the children
   * whose foreign keys act on that kind (a delete's cascades; an update's only where keys act on update),
   * then whatever those writes reach.
   */
  const reached = (kind: WriteKind, table: string): string[] => {
    const key = `${kind}:${table}`;
    const known = reach.get(key);
    if (known) return known;
    graph ??= writeGraph(sqlite);
    const out = new Set([table]);
    const queue = [...(graph[kind].get(table) ?? [])];
    while (queue.length) {
      const to = queue.pop()!;
      if (out.has(to)) continue;
      out.add(to);
      for (const next of ['insert', 'update', 'delete'] as const) queue.push(...(graph[next].get(to) ?? []));
    }
    const list = [...out];
    reach.set(key, list);
    return list;
  };

  const bump = (sql: string) => {
    const target = WRITE_TARGET.exec(sql);
    if (!target) {
      everything++;
      return;
    }
    const verb = target[1]!.toUpperCase();
    const kind: WriteKind = verb.startsWith('UPDATE') ? 'update' : verb.startsWith('DELETE') ? 'delete' : 'insert';
    // REPLACE deletes the row it replaces.
    const kinds: WriteKind[] = /REPLACE/.test(verb) ? [kind, 'delete'] : [kind];
    for (const k of kinds)
      for (const table of reached(k, target[2]!.toLowerCase())) versions.set(table, (versions.get(table) ?? 0) + 1);
  };

  let recorder: Set<string> | null = null;
  const readTables = new Map<string, string[]>();
  const prepare = sqlite.prepare.bind(sqlite);
  // Prepared once: `sqlite.pragma()` prepares its statement on every call, and `of` runs on every request.
  const dataVersionNow = prepare('PRAGMA data_version').pluck();
  sqlite.prepare = ((sql: string) => {
    if (recorder) {
      let tables = readTables.get(sql);
      if (!tables) {
        if (readTables.size > 2000) readTables.clear();
        readTables.set(sql, (tables = tablesIn(sql)));
      }
      for (const table of tables) recorder.add(table);
    }
    const statement = prepare(sql) as unknown as Record<string | symbol, unknown> & { readonly: boolean };
    if (statement[WRAPPED] || statement.readonly) return statement;
    statement[WRAPPED] = true;
    for (const method of ['run', 'get', 'all', 'iterate']) {
      const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      statement[method] = (...args: unknown[]) => {
        try {
          return original(...args);
        } finally {
          bump(sql);
        }
      };
    }
    return statement;
  }) as unknown as typeof sqlite.prepare;
  const exec = sqlite.exec.bind(sqlite);
  sqlite.exec = ((sql: string) => {
    try {
      return exec(sql);
    } finally {
      if (!NO_WRITE.test(sql)) everything++;
    }
  }) as typeof sqlite.exec;

  const tracker: WriteVersions = {
    of(tables) {
      // A kept figure read while recording is a dependency too, though it prepared no statement.
      if (recorder) for (const table of tables) recorder.add(table);
      const now = Number(dataVersionNow.get());
      if (now !== dataVersion) {
        dataVersion = now;
        everything++;
      }
      return `${everything}:${tables.map((t) => versions.get(t) ?? 0).join(',')}`;
    },
    canKeep: () => !sqlite.inTransaction,
    recording(read) {
      const outer = recorder;
      const tables = new Set<string>();
      recorder = tables;
      try {
        const value = read();
        return { value, tables: [...tables] };
      } finally {
        if (outer) for (const table of tables) outer.add(table);
        recorder = outer;
      }
    },
  };
  installed.set(sqlite, tracker);
  return tracker;
}

type WriteKind = 'insert' | 'update' | 'delete';
type WriteGraph = Record<WriteKind, Map<string, Set<string>>>;

/** Per kind of write and table, the tables it writes too: its triggers' targets, children with foreign-key actions. */
function writeGraph(sqlite: Sqlite): WriteGraph {
  const graph: WriteGraph = { insert: new Map(), update: new Map(), delete: new Map() };
  const add = (kind: WriteKind, from: string, to: string) =>
    graph[kind].set(from.toLowerCase(), (graph[kind].get(from.toLowerCase()) ?? new Set()).add(to.toLowerCase()));
  const acts = (action: string) => !['NO ACTION', 'RESTRICT'].includes(action.toUpperCase());
  const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  for (const name of tables) {
    const keys = sqlite.pragma(`foreign_key_list("${name.replace(/"/g, '""')}")`) as {
      table: string;
      on_update: string;
      on_delete: string;
    }[];
    for (const fk of keys) {
      if (acts(fk.on_delete)) add('delete', fk.table, name);
      if (acts(fk.on_update)) add('update', fk.table, name);
    }
  }
  const triggers = sqlite
    .prepare("SELECT tbl_name AS tbl, sql FROM sqlite_master WHERE type = 'trigger' AND sql IS NOT NULL")
    .all() as { tbl: string; sql: string }[];
  for (const { tbl, sql } of triggers) {
    // The body only: the header's `AFTER UPDATE OF x ON t` names no target. Every kind of write, to be safe.
    const body = sql.slice(Math.max(0, sql.search(/\bBEGIN\b/i)));
    for (const m of body.matchAll(WRITES_IN))
      for (const kind of ['insert', 'update', 'delete'] as const) add(kind, tbl, m[1]!);
  }
  return graph;
}
