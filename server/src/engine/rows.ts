import {
  API_BASE,
  formatDate,
  formatDateTime,
  formatMoney,
  referenceTargets,
  type CountDecl,
  type FieldDecl,
  type MultiReferenceField,
  type ResourceDecl,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../principal.js';
import type { ResourceHooks } from './hooks.js';
import type { RawRow } from './raw-row.js';
import { ident, placeholders } from './sql.js';

export type { RawRow } from './raw-row.js';

type Ref = { id: number; name: string };

/** One query per referenced table for a whole page of rows: no N+1 in row transforms. */
function loadRefs(sqlite: Sqlite, target: string, ids: Iterable<unknown>): Map<number, Ref> {
  const unique = [...new Set([...ids].filter((v): v is number => typeof v === 'number'))];
  const map = new Map<number, Ref>();
  const t = referenceTargets[target];
  if (!t || unique.length === 0) return map;
  const rows = sqlite
    .prepare(`SELECT id, ${t.title} AS name FROM ${ident(t.table)} WHERE id IN (${placeholders(unique.length)})`)
    .all(...unique) as Ref[];
  for (const row of rows) map.set(row.id, { id: row.id, name: row.name });
  return map;
}

/** The column a page's statement names a reference's `{ id, name }` in (JSON), beside the row's own. */
const refColumn = (key: string) => `__ref_${key}`;
const listColumn = (key: string) => `__refs_${key}`;
const CHILDREN = '__children';

/** A referenced row as JSON `{ id, name }`, or NULL when there is none (as `loadRefs` finds it). */
function refJson(key: string, target: { table: string; title: string }): string {
  const col = `t.${ident(key)}`;
  return `CASE WHEN typeof(${col}) = 'integer' THEN (SELECT json_object('id', s.id, 'name', ${target.title}) FROM ${ident(target.table)} s WHERE s.id = ${col}) END`;
}

/** Rows `{ id, name }` of a subquery yielding `id` and `name` in order, as one JSON array. */
const jsonList = (rows: string) =>
  `(SELECT json_group_array(json_object('id', x.id, 'name', x.name)) FROM (${rows}) x)`;

/**
 * The referenced titles a page's statement reads with its rows (issue 27: one statement per page, not
 * one per referenced table): each reference and `created_by` as `{ id, name }`, each multi-reference as
 * its list, a tree's children. `toRows` reads them when present, and looks them up otherwise.
 */
export function refSelects(r: ResourceDecl): string {
  const parts: string[] = [];
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind === 'reference') {
      const target = referenceTargets[f.ref];
      if (target) parts.push(`${refJson(key, target)} AS ${ident(refColumn(key))}`);
    }
    if (f.kind === 'multi-reference') {
      const target = referenceTargets[f.ref];
      if (!target) continue;
      const named = `(SELECT id, ${target.title} AS name FROM ${ident(target.table)})`;
      const rows = f.through
        ? `SELECT o.id, o.name FROM ${ident(f.through.table)} j JOIN ${named} o ON o.id = j.${ident(f.through.other)} WHERE j.${ident(f.through.self)} = t.id ORDER BY j.rowid`
        : `SELECT o.id, o.name FROM json_each(CASE WHEN json_valid(t.${ident(key)}) AND json_type(t.${ident(key)}) = 'array' THEN t.${ident(key)} ELSE '[]' END) e JOIN ${named} o ON o.id = e.value WHERE e.type IN ('integer', 'real') ORDER BY e.key`;
      parts.push(`${jsonList(rows)} AS ${ident(listColumn(key))}`);
    }
  }
  const users = referenceTargets.users!;
  parts.push(`${refJson('created_by', users)} AS ${ident(refColumn('created_by'))}`);
  if (r.treeParent) {
    const deleted = r.softDelete ? ' AND deleted_at IS NULL' : '';
    parts.push(
      `${jsonList(`SELECT id, ${ident(r.titleField)} AS name FROM ${ident(r.table)} WHERE ${ident(r.treeParent)} = t.id${deleted} ORDER BY name`)} AS ${CHILDREN}`,
    );
  }
  return parts.map((part) => `, ${part}`).join('');
}

/** A JSON cell the page's statement computed; undefined when the row was read without it. */
function cell<T>(raw: RawRow, column: string): T | null | undefined {
  if (!(column in raw)) return undefined;
  const text = raw[column];
  return typeof text === 'string' ? (JSON.parse(text) as T) : null;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const parseJson = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** Each row's id list of a multi-reference field: from its JSON column or, for a page at once, its join table. */
function idLists(sqlite: Sqlite, key: string, f: MultiReferenceField, raws: readonly RawRow[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (!f.through) {
    for (const raw of raws)
      out.set(
        raw.id,
        parseJson<unknown[]>(raw[key], []).filter((v): v is number => typeof v === 'number'),
      );
    return out;
  }
  const { table, self, other } = f.through;
  const ids = raws.map((raw) => raw.id);
  const pairs = sqlite
    .prepare(
      `SELECT ${ident(self)} AS self, ${ident(other)} AS other FROM ${ident(table)} WHERE ${ident(self)} IN (${placeholders(ids.length)}) ORDER BY rowid`,
    )
    .all(...ids) as { self: number; other: number }[];
  for (const p of pairs) out.set(p.self, [...(out.get(p.self) ?? []), p.other]);
  return out;
}

function fieldValue(f: FieldDecl, value: unknown): unknown {
  if (f.kind === 'boolean') return Boolean(value);
  if (value === null || value === undefined) return null;
  if (f.kind === 'date') return f.display === 'datetime' ? formatDateTime(String(value)) : formatDate(String(value));
  if (f.kind === 'datetime') return formatDateTime(String(value));
  if ((f.kind === 'integer' || f.kind === 'number') && f.display === 'months') return `${String(value)} months`;
  if (f.kind === 'enum' && f.display === 'capitalize') return capitalize(String(value));
  return value;
}

/** Whether the caller may see a count (a finance figure declares who may: `readableBy`). */
export const countReadable = (c: CountDecl, principal: Principal | null): boolean =>
  !c.readableBy || (principal?.ability.can('read', c.readableBy) ?? false);

function guardsClear(r: ResourceDecl, raw: RawRow): boolean {
  return Object.entries(r.counts ?? {}).every(([key, c]) => !c.guard || Number(raw[key] ?? 0) === 0);
}

/**
 * Turns stored rows into the rows the contract declares, in the real backend's key order; `decorate`
 * (the resource's hook) adds the keys the server computes beyond the declaration. Routes reach it
 * through the engine's `present`, which passes the resource's hook.
 */
export function toRows(
  sqlite: Sqlite,
  r: ResourceDecl,
  raws: readonly RawRow[],
  principal: Principal | null,
  decorate?: ResourceHooks['decorateRows'],
  query: Readonly<Record<string, unknown>> = {},
): Row[] {
  if (raws.length === 0) return [];
  // Ids wanted per referenced target first, so every target is read once for the page, however many
  // fields point at it (a work order's assignee, requester, supportees and creator are all users).
  const wanted = new Map<string, unknown[]>();
  const want = (target: string, ids: unknown[]) => wanted.set(target, [...(wanted.get(target) ?? []), ...ids]);
  const lists = new Map<string, Map<number, number[]>>();
  // A page read by the list's statement carries its titles already: only other rows are looked up.
  const joined = raws[0]! && refColumn('created_by') in raws[0]!;
  const unjoined = joined ? [] : raws;
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind === 'reference')
      want(
        f.ref,
        unjoined.map((raw) => raw[key]),
      );
    if (f.kind === 'multi-reference' && !joined) {
      const perRow = idLists(sqlite, key, f, raws);
      lists.set(key, perRow);
      want(f.ref, [...perRow.values()].flat());
    }
  }
  want(
    'users',
    unjoined.map((raw) => raw.created_by),
  );
  const loaded = new Map([...wanted].map(([target, ids]) => [target, loadRefs(sqlite, target, ids)]));
  const looked = (target: string, id: unknown) => loaded.get(target)?.get(id as number) ?? null;
  /** A row's reference: from its page's statement, else looked up. */
  const refOf = (raw: RawRow, key: string, target: string) => {
    const found = cell<Ref>(raw, refColumn(key));
    return found === undefined ? looked(target, raw[key]) : found;
  };
  const children = new Map<number, Ref[]>();
  if (r.treeParent && !joined) {
    const ids = raws.map((raw) => raw.id);
    const deleted = r.softDelete ? ' AND deleted_at IS NULL' : '';
    const rows = sqlite
      .prepare(
        `SELECT id, ${ident(r.titleField)} AS name, ${ident(r.treeParent)} AS parent FROM ${ident(r.table)} WHERE ${ident(r.treeParent)} IN (${placeholders(ids.length)})${deleted} ORDER BY name`,
      )
      .all(...ids) as (Ref & { parent: number })[];
    for (const c of rows) children.set(c.parent, [...(children.get(c.parent) ?? []), { id: c.id, name: c.name }]);
  }
  const can = (action: string) => principal?.ability.can(action, r.permission) ?? false;
  const rows = raws.map((raw) => {
    const row: Record<string, unknown> = { id: raw.id };
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.kind === 'password') continue;
      if (f.kind === 'reference') {
        if (f.keepId) row[key] = raw[key] ?? null;
        row[f.rowKey] = refOf(raw, key, f.ref);
      } else if (f.kind === 'money') {
        const fils = raw[`${key}_fils`];
        row[`${key}_fils`] = typeof fils === 'number' ? fils : null;
        row[key] = typeof fils === 'number' ? formatMoney(fils) : null;
      } else if (f.kind === 'multi-reference') {
        const found =
          cell<Ref[]>(raw, listColumn(key)) ??
          (lists.get(key)?.get(raw.id) ?? []).flatMap((id) => looked(f.ref, id) ?? []);
        row[f.rowKey] = f.rowShape === 'total-rows' ? { total: found.length, rows: found } : found;
      } else if (f.kind === 'permissions') row[key] = parseJson<Record<string, string>>(raw[key], {});
      else row[key] = fieldValue(f, raw[key]);
    }
    for (const [key, c] of Object.entries(r.counts ?? {})) {
      const n = Number(raw[key] ?? 0);
      row[key] = !countReadable(c, principal) ? null : c.asString ? String(n) : n;
    }
    for (const key of Object.keys(r.rowExtras ?? {})) if (!(key in row)) row[key] = null;
    // A kept picture is read from its own URL (the real backend's `image`).
    if (r.image) row.image = raw.image ? `${API_BASE}${r.path}/${raw.id}/image` : null;
    if (r.treeParent) row.children = cell<Ref[]>(raw, CHILDREN) ?? children.get(raw.id) ?? [];
    row.created_by = refOf(raw, 'created_by', 'users');
    row.created_at = formatDateTime(raw.created_at as string | null);
    row.updated_at = formatDateTime(raw.updated_at as string | null);
    const deleted = r.softDelete ? Boolean(raw.deleted_at) : false;
    if (r.softDelete) row.deleted_at = formatDateTime(raw.deleted_at as string | null);
    row.available_actions = {
      update: can('update') && !deleted,
      delete: can('delete') && !deleted && guardsClear(r, raw),
      ...(r.restorable ? { restore: can('update') && deleted } : {}),
    };
    return row as Row;
  });
  // Keys the server computes beyond the declaration (an asset's assignee, a license's free seats).
  decorate?.(sqlite, raws, rows, principal, query);
  return rows;
}
