import {
  attributeName,
  bodyObjectSchema,
  bodySchema,
  issuesToMessages,
  referenceTargets,
  validationText as t,
  type BodyMode,
  type ResourceDecl,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { z } from 'zod';
import { ident } from './sql.js';
import type { RawRow } from './rows.js';

export type Validated =
  { ok: true; values: Record<string, unknown> } | { ok: false; messages: Record<string, string[]> };

const schemaCache = new Map<string, z.ZodObject>();
const cached = (key: string, build: () => z.ZodObject) => {
  let schema = schemaCache.get(key);
  if (!schema) schemaCache.set(key, (schema = build()));
  return schema;
};
const schemaFor = (r: ResourceDecl, mode: BodyMode) => cached(`${r.name}:${mode}`, () => bodySchema(r, mode));
/** Without cross-field refinements, which zod does not allow under `.partial()`. */
const partialFor = (r: ResourceDecl, mode: BodyMode) =>
  cached(`${r.name}:${mode}:partial`, () => bodyObjectSchema(r, mode).partial());

/** True when making `parentId` the parent of `id` would make the row its own ancestor. */
function createsCycle(sqlite: Sqlite, r: ResourceDecl, column: string, id: number, parentId: number): boolean {
  const step = sqlite.prepare(`SELECT ${ident(column)} AS parent FROM ${ident(r.table)} WHERE id = ?`);
  const seen = new Set<number>();
  for (let current: number | null = parentId; current !== null;) {
    if (current === id || seen.has(current)) return true;
    seen.add(current);
    current = ((step.get(current) as { parent: number | null } | undefined)?.parent ?? null) as number | null;
  }
  return false;
}

/**
 * Shape rules from the contract first, then the rules that need the database: unique names among
 * undeleted rows, references that exist, no circular parents, fields that cannot change.
 */
export function validateBody(
  sqlite: Sqlite,
  r: ResourceDecl,
  body: Record<string, unknown>,
  mode: BodyMode,
  existing?: RawRow,
): Validated {
  const parsed = schemaFor(r, mode).safeParse(body);
  const messages: Record<string, string[]> = parsed.success ? {} : issuesToMessages(parsed.error.issues);
  const values: Record<string, unknown> = parsed.success ? { ...parsed.data } : {};
  if (!parsed.success) {
    // Keep the fields that did pass so the database rules can still report on them.
    const partial = partialFor(r, mode).safeParse(
      Object.fromEntries(Object.entries(body).filter(([k]) => !(k in messages))),
    );
    if (partial.success) Object.assign(values, partial.data);
  }
  const add = (key: string, text: string) => (messages[key] ??= []).push(text);

  for (const [key, f] of Object.entries(r.fields)) {
    if (!(key in values) || key in messages) continue;
    const value = values[key];
    const a = attributeName(key);
    if (f.immutable && existing && value !== undefined && value !== existing[key]) add(key, f.immutable);
    if (value === null || value === undefined) continue;
    if (f.unique) {
      const deleted = r.softDelete ? ' AND deleted_at IS NULL' : '';
      const clash = sqlite
        // NOCASE folds ASCII case like lower() does, and can use the column's NOCASE index.
        .prepare(`SELECT 1 FROM ${ident(r.table)} WHERE ${ident(key)} = ? COLLATE NOCASE AND id != ?${deleted} LIMIT 1`)
        .get(value, existing?.id ?? 0);
      if (clash) add(key, t.unique(a));
    }
    if (f.kind === 'multi-reference') {
      const target = referenceTargets[f.ref];
      const ids = [...new Set(value as number[])];
      if (target && ids.length) {
        const deleted = target.softDelete ? ' AND deleted_at IS NULL' : '';
        const found = sqlite
          .prepare(
            `SELECT count(*) AS n FROM ${ident(target.table)} WHERE id IN (${ids.map(() => '?').join(', ')})${deleted}`,
          )
          .get(...ids) as { n: number };
        if (found.n !== ids.length) add(key, t.invalidChoice(a));
      }
    }
    if (f.kind === 'reference') {
      const target = referenceTargets[f.ref];
      const deleted = target?.softDelete ? ' AND deleted_at IS NULL' : '';
      const found =
        target &&
        (sqlite.prepare(`SELECT * FROM ${ident(target.table)} WHERE id = ?${deleted}`).get(value) as
          Record<string, unknown> | undefined);
      if (!found) add(key, t.invalidChoice(a));
      else if (f.scope && found[f.scope.column] !== f.scope.value) add(f.scope.messageKey ?? key, f.scope.text);
      else if (f.noCycle && existing && createsCycle(sqlite, r, key, existing.id, value as number))
        add(key, t.circular(a));
    }
  }
  const together = r.uniqueTogether;
  if (together && !together.fields.some((key) => key in messages)) {
    const value = (key: string) => (values[key] !== undefined ? values[key] : (existing?.[key] ?? null));
    if (together.fields.some((key) => value(key) !== null)) {
      const deleted = r.softDelete ? ' AND deleted_at IS NULL' : '';
      const match = together.fields.map((key) => `coalesce(lower(${ident(key)}), '') = coalesce(lower(?), '')`);
      const clash = sqlite
        .prepare(`SELECT 1 FROM ${ident(r.table)} WHERE ${match.join(' AND ')} AND id != ?${deleted} LIMIT 1`)
        .get(...together.fields.map(value), existing?.id ?? 0);
      if (clash) for (const key of together.fields) add(key, together.text);
    }
  }
  // Only declared fields go on (drops `password_confirmation` and the like), and the body extras the
  // resource's hooks turn into columns or rows of their own.
  for (const key of Object.keys(values)) if (!(key in r.fields) && !(key in (r.bodyExtras ?? {}))) delete values[key];
  return Object.keys(messages).length ? { ok: false, messages } : { ok: true, values };
}
