import { attributeName, validationText as t, type ImportResult, type ImportType } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Engine } from '../engine/engine.js';
import type { RawRow } from '../engine/rows.js';
import { ident } from '../engine/sql.js';
import { IMPORT_TARGETS, nameLookups, type NameLookup } from './import-types.js';

/** Thrown inside the import's transaction to roll every row back when one was rejected. */
class Rejected extends Error {}

export interface ImportOptions {
  type: ImportType;
  updateExisting: boolean;
  /** CSV header → field key; unmapped headers are ignored. */
  mappings: Record<string, string>;
}

function resolveName(sqlite: Sqlite, lookup: NameLookup, name: string): number | undefined {
  const scope = lookup.decl.scope;
  const clauses = [`lower(${lookup.title}) = lower(?)`];
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
 * Imports the CSV rows as the API would write them: each row is mapped to a body (names of categories,
 * models, locations, statuses... turned into ids), validated by the resource's declaration and hooks,
 * then created, or updated when it matches an existing row and updating is on. All in one transaction:
 * if any row is rejected, nothing is written and every rejected row is reported with its messages.
 */
export function runImport(
  engine: Engine,
  sqlite: Sqlite,
  request: FastifyRequest,
  header: readonly string[],
  rows: readonly string[][],
  options: ImportOptions,
): ImportResult {
  const target = IMPORT_TARGETS[options.type];
  const { r, writer, repo } = engine.resource(target.resource);
  const lookups = nameLookups(r);
  const result: ImportResult = { created: 0, updated: 0, rejected: 0, errors: [] };
  const live = r.softDelete ? ' AND deleted_at IS NULL' : '';
  const findExisting = sqlite.prepare(
    `SELECT id FROM ${ident(r.table)} WHERE lower(${ident(target.matchKey)}) = lower(?)${live} ORDER BY id LIMIT 1`,
  );

  const rowBody = (cells: readonly string[]) => {
    const body: Record<string, unknown> = {};
    const messages: Record<string, string[]> = {};
    header.forEach((column, i) => {
      const key = options.mappings[column];
      const value = (cells[i] ?? '').trim();
      // A blank cell never overwrites: it is as if the column were not there.
      if (!key || value === '') return;
      const lookup = lookups.get(key);
      if (lookup && !(key in r.fields)) {
        const id = resolveName(sqlite, lookup, value);
        if (id === undefined) messages[key] = [t.invalidChoice(attributeName(key))];
        else body[lookup.field] = id;
      } else body[key] = value;
    });
    return { body, messages };
  };

  const reject = (line: number, messages: Record<string, string[]>) => {
    result.rejected += 1;
    result.errors.push({ row: line, messages });
  };

  try {
    sqlite.transaction(() => {
      rows.forEach((cells, index) => {
        const line = index + 2;
        const { body, messages } = rowBody(cells);
        if (Object.keys(messages).length) return reject(line, messages);
        const match = typeof body[target.matchKey] === 'string' ? body[target.matchKey] : undefined;
        const existingId = match !== undefined ? (findExisting.pluck().get(match) as number | undefined) : undefined;
        const existing: RawRow | undefined = existingId !== undefined ? repo.find(existingId) : undefined;
        if (existing && !options.updateExisting) {
          return reject(line, { [target.matchKey]: [t.unique(attributeName(target.matchKey))] });
        }
        if (!existing && options.type === 'users' && body.password === undefined) {
          // Imported people get a random password: they sign in after a reset.
          body.password = body.password_confirmation = `Imp-${randomBytes(12).toString('base64url')}`;
        }
        const checked = writer.validate(request, body, existing ? 'update' : 'create', existing);
        if (!checked.ok) return reject(line, checked.messages);
        if (existing) {
          writer.update(request, existing, checked.values);
          result.updated += 1;
        } else {
          writer.create(request, checked.values);
          result.created += 1;
        }
      });
      if (result.rejected > 0) throw new Rejected();
    })();
  } catch (error) {
    if (!(error instanceof Rejected)) throw error;
    return { created: 0, updated: 0, rejected: result.rejected, errors: result.errors };
  }
  return result;
}
