import {
  SECURITY_TEXT,
  attributeName,
  csvValue,
  validationText as t,
  type ImportResult,
  type ImportType,
} from '@cmms/contracts';
import { UNUSABLE_PASSWORD, type Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Engine } from '../engine/engine.js';
import type { RawRow } from '../engine/rows.js';
import { HashedSecret } from '../engine/secrets.js';
import { ident } from '../engine/sql.js';
import { isSuperuserAccount } from '../auth/privileges.js';
import { checkoutToHolder } from './import-checkout.js';
import { IMPORT_TARGETS, customColumns, nameLookups, type NameLookup } from './import-types.js';

export interface ImportOptions {
  type: ImportType;
  updateExisting: boolean;
  /** CSV header → field key; unmapped headers are ignored. */
  mappings: Record<string, string>;
  /** Most data rows taken; one more and the import stops, rejected whole. */
  maxRows: number;
  /** Hears how many rows have been handled so far. */
  onRow?: (rows: number) => void;
}

/** The import ran past `maxRows`: nothing is written. */
export const TOO_MANY_ROWS = 'too-many-rows';

/** Work done between two yields to the event loop: other requests wait at most about this long. */
const SLICE_MS = 12;
/** Rejected rows reported in detail; the count covers them all. */
const MAX_REPORTED_ERRORS = 500;

function resolveName(sqlite: Sqlite, lookup: NameLookup, name: string): number | undefined {
  const scope = lookup.scope;
  // A reference target's title is declared SQL over its table's columns (a user's full name), used as
  // written, as the list engine's searches and sorts use it.
  const clauses = [`${lookup.title} = ? COLLATE NOCASE`];
  const params: unknown[] = [name];
  if (lookup.softDelete) clauses.push('deleted_at IS NULL');
  if (scope) {
    clauses.push(`${ident(scope.column)} = ?`);
    params.push(scope.value);
  }
  return sqlite
    .prepare(`SELECT id FROM ${ident(lookup.table)} WHERE ${clauses.join(' AND ')} ORDER BY id LIMIT 1`)
    .pluck()
    .get(...params) as number | undefined;
}

/**
 * Imports CSV rows as the API would write them: each row is mapped to a body (names of categories,
 * models, locations, statuses... turned into ids), validated by the resource's declaration and hooks,
 * then created, or updated when it matches an existing row and updating is on. Creating needs the
 * caller's create permission on the resource, updating its update permission; superusers' accounts
 * are never touched. All in one transaction: if any row is rejected, nothing is written and every
 * rejected row is reported with its messages.
 *
 * The rows stream in and the work yields to the event loop every few milliseconds, so other requests
 * keep being served; the caller holds the write gate, so no other request writes inside the open
 * transaction meanwhile.
 */
export async function runImport(
  engine: Engine,
  sqlite: Sqlite,
  request: FastifyRequest,
  header: readonly string[],
  rows: AsyncIterable<string[]>,
  options: ImportOptions,
): Promise<ImportResult | typeof TOO_MANY_ROWS> {
  const target = IMPORT_TARGETS[options.type];
  const { r, writer, repo } = engine.resource(target.resource);
  const lookups = nameLookups(r);
  const resolved = new Map<string, number>();
  const ability = request.principal?.ability;
  const result: ImportResult = { created: 0, updated: 0, rejected: 0, errors: [] };
  const live = r.softDelete ? ' AND deleted_at IS NULL' : '';
  const findExisting = sqlite
    .prepare(
      `SELECT id FROM ${ident(r.table)} WHERE ${ident(target.matchKey)} = ? COLLATE NOCASE${live} ORDER BY id LIMIT 1`,
    )
    .pluck();

  const custom = customColumns(sqlite, options.type);

  /** A name, or several separated by semicolons for a multi-reference, as ids; the names not found. */
  const idsOf = (key: string, lookup: NameLookup, value: string) => {
    const names = lookup.many
      ? value
          .split(';')
          .map((name) => name.trim())
          .filter(Boolean)
      : [value];
    const ids: number[] = [];
    for (const name of names) {
      // Names found once are remembered; a miss is asked again (an earlier row may create it).
      const cacheKey = `${key}\u0000${name.toLowerCase()}`;
      const id = resolved.get(cacheKey) ?? resolveName(sqlite, lookup, name);
      if (id === undefined) return undefined;
      resolved.set(cacheKey, id);
      ids.push(id);
    }
    return ids;
  };

  const rowBody = (cells: readonly string[]) => {
    const body: Record<string, unknown> = {};
    const messages: Record<string, string[]> = {};
    let holder: string | undefined;
    header.forEach((column, i) => {
      const key = options.mappings[column];
      const value = (cells[i] ?? '').trim();
      // A blank cell never overwrites: it is as if the column were not there.
      if (!key || value === '') return;
      if (key === 'checkout_to') return void (holder = value);
      if (custom.has(key)) return void (body[key] = csvValue(key, undefined, value));
      // A by-name key (`model`) always holds a name; a reference field (`model_id`) a name when not an id.
      const field = r.fields[key];
      const byName = !field || field.kind === 'multi-reference' || !/^\d+$/.test(value);
      const lookup = byName ? lookups.get(key) : undefined;
      if (lookup) {
        const ids = idsOf(key, lookup, value);
        if (ids === undefined) messages[key] = [t.invalidChoice(attributeName(key))];
        else body[lookup.field] = lookup.many ? ids : ids[0];
      } else body[key] = csvValue(key, field, value);
    });
    return { body, messages, holder };
  };

  const reject = (line: number, messages: Record<string, string[]>) => {
    result.rejected += 1;
    if (result.errors.length < MAX_REPORTED_ERRORS) result.errors.push({ row: line, messages });
  };

  /** Rows naming a record no row has created yet (a location's parent further down), tried again at the end. */
  let waiting: { cells: readonly string[]; line: number; messages: Record<string, string[]> }[] = [];

  /** One row: refused (reported), waiting for a name, or written inside the import's transaction. */
  const importRow = async (cells: readonly string[], line: number) => {
    const { body, messages, holder } = rowBody(cells);
    if (Object.keys(messages).length) return void waiting.push({ cells, line, messages });
    const match = typeof body[target.matchKey] === 'string' ? body[target.matchKey] : undefined;
    const existingId = match !== undefined ? (findExisting.get(match) as number | undefined) : undefined;
    const existing: RawRow | undefined = existingId !== undefined ? repo.find(existingId) : undefined;
    if (existing && !options.updateExisting) {
      return reject(line, { [target.matchKey]: [t.unique(attributeName(target.matchKey))] });
    }
    const action = existing ? 'update' : 'create';
    if (!ability?.can(action, r.permission)) return reject(line, { row: [SECURITY_TEXT.importNotAllowed(action)] });
    // A "Checked out to" cell checks the asset out: only for those the checkout route would let do it.
    if (holder !== undefined && !ability?.can('checkout', r.permission)) {
      return reject(line, { checkout_to: [SECURITY_TEXT.importCheckoutNotAllowed] });
    }
    if (existing && options.type === 'users' && isSuperuserAccount(sqlite, existing.id)) {
      return reject(line, { [target.matchKey]: [SECURITY_TEXT.importSuperuser] });
    }
    // Imported people without a password get one nobody knows: they sign in once someone sets it.
    const generated = !existing && options.type === 'users' && body.password === undefined;
    if (generated) body.password = body.password_confirmation = 'imported-account';
    // The row is the body the hooks read (an asset's custom field values arrive beside its fields).
    const rowRequest = Object.create(request, { body: { value: body } }) as FastifyRequest;
    const checked = generated
      ? writer.validate(rowRequest, body, 'create')
      : await writer.prepare(rowRequest, body, action, existing);
    if (!checked.ok) return reject(line, checked.messages);
    if (generated) checked.values.password = new HashedSecret(UNUSABLE_PASSWORD);
    const id = existing ? existing.id : writer.create(rowRequest, checked.values);
    if (existing) writer.update(rowRequest, existing, checked.values);
    if (holder !== undefined) {
      const refused = checkoutToHolder(sqlite, request, repo.find(id)!, holder);
      if (refused) return reject(line, { checkout_to: [refused] });
    }
    if (existing) result.updated += 1;
    else result.created += 1;
  };

  sqlite.exec('BEGIN IMMEDIATE');
  let count = 0;
  try {
    let sliceStart = performance.now();
    for await (const cells of rows) {
      if (++count > options.maxRows) {
        sqlite.exec('ROLLBACK');
        return TOO_MANY_ROWS;
      }
      await importRow(cells, count + 1);
      options.onRow?.(count);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    // Again while a pass writes some of them: each written row may be the name another one waits for.
    for (let before = Infinity; waiting.length > 0 && waiting.length < before;) {
      before = waiting.length;
      const pass = waiting;
      waiting = [];
      for (const row of pass) await importRow(row.cells, row.line);
    }
    for (const row of waiting) reject(row.line, row.messages);
    result.errors.sort((x, y) => x.row - y.row);
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw error;
  }
  if (result.rejected > 0) {
    sqlite.exec('ROLLBACK');
    return { created: 0, updated: 0, rejected: result.rejected, errors: result.errors };
  }
  sqlite.exec('COMMIT');
  return result;
}
