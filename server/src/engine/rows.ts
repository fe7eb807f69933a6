import {
  formatDate,
  formatDateTime,
  referenceTargets,
  type FieldDecl,
  type ResourceDecl,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { ident, placeholders } from './sql.js';

export type RawRow = Record<string, unknown> & { id: number };
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

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function fieldValue(f: FieldDecl, value: unknown): unknown {
  if (f.kind === 'boolean') return Boolean(value);
  if (value === null || value === undefined) return null;
  if (f.kind === 'date') return formatDate(String(value));
  if ((f.kind === 'integer' || f.kind === 'number') && f.display === 'months') return `${String(value)} months`;
  if (f.kind === 'enum' && f.display === 'capitalize') return capitalize(String(value));
  return value;
}

function guardsClear(r: ResourceDecl, raw: RawRow): boolean {
  return Object.entries(r.counts ?? {}).every(([key, c]) => !c.guard || Number(raw[key] ?? 0) === 0);
}

/** Turns stored rows into the rows the contract declares, in the real backend's key order. */
export function toRows(sqlite: Sqlite, r: ResourceDecl, raws: readonly RawRow[], principal: Principal | null): Row[] {
  if (raws.length === 0) return [];
  const refs = new Map<string, Map<number, Ref>>();
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind === 'reference')
      refs.set(
        key,
        loadRefs(
          sqlite,
          f.ref,
          raws.map((raw) => raw[key]),
        ),
      );
  }
  const creators = loadRefs(
    sqlite,
    'users',
    raws.map((raw) => raw.created_by),
  );
  const children = new Map<number, Ref[]>();
  if (r.treeParent) {
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
  return raws.map((raw) => {
    const row: Record<string, unknown> = { id: raw.id };
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.kind === 'reference') row[f.rowKey] = refs.get(key)?.get(raw[key] as number) ?? null;
      else row[key] = fieldValue(f, raw[key]);
    }
    for (const [key, c] of Object.entries(r.counts ?? {})) {
      const n = Number(raw[key] ?? 0);
      row[key] = c.asString ? String(n) : n;
    }
    if (r.treeParent) row.children = children.get(raw.id) ?? [];
    row.created_by = creators.get(raw.created_by as number) ?? null;
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
}
