import {
  formatDateTime,
  formatMoney,
  getResource,
  referenceTargets,
  toStoredDateTime,
  type FieldDecl,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { ident, placeholders } from '../../engine/sql.js';

/**
 * A contract's versions: each a JSON snapshot of its declared fields (references as ids, lists as id
 * lists, money as its 3-decimal text). A change sent with a version comment adds a version; a change
 * without one edits the current version in place, so the latest snapshot always equals the contract.
 */

type Ref = { id: number; name: string };
export type Snapshot = Record<string, unknown>;

const contracts = getResource('contracts');
/** What a version records: every declared field but the version bookkeeping itself. */
const SNAPSHOT_FIELDS = Object.entries(contracts.fields).filter(
  ([key]) => key !== 'version' && key !== 'version_comment',
);

/** The contract as stored now, as a snapshot. */
export function snapshotOf(sqlite: Sqlite, contractId: number): Snapshot {
  const raw = sqlite.prepare('SELECT * FROM contracts WHERE id = ?').get(contractId) as Record<string, unknown>;
  const out: Snapshot = {};
  for (const [key, f] of SNAPSHOT_FIELDS) {
    if (f.kind === 'multi-reference' && f.through) {
      const { table, self, other } = f.through;
      out[key] = sqlite
        .prepare(`SELECT ${ident(other)} FROM ${ident(table)} WHERE ${ident(self)} = ? ORDER BY ${ident(other)}`)
        .pluck()
        .all(contractId);
    } else if (f.kind === 'money') {
      const fils = raw[`${key}_fils`];
      out[key] = typeof fils === 'number' ? formatMoney(fils) : null;
    } else if (f.kind === 'boolean') out[key] = Boolean(raw[key]);
    else out[key] = raw[key] ?? null;
  }
  return out;
}

const now = (request: FastifyRequest) => toStoredDateTime(request.server.ctx.clock());

/** Adds version `version` of the contract, with its comment. */
export function addVersion(
  sqlite: Sqlite,
  request: FastifyRequest,
  contractId: number,
  version: number,
  comment: string | null,
): void {
  sqlite
    .prepare(
      `INSERT INTO contract_versions (contract_id, version, data, comment, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      contractId,
      version,
      JSON.stringify(snapshotOf(sqlite, contractId)),
      comment,
      request.principal?.user.id ?? null,
      now(request),
    );
}

/** The current version takes the contract as it now stands (an edit without a comment). */
export function refreshVersion(sqlite: Sqlite, request: FastifyRequest, contractId: number, version: number): void {
  const updated = sqlite
    .prepare('UPDATE contract_versions SET data = ? WHERE contract_id = ? AND version = ?')
    .run(JSON.stringify(snapshotOf(sqlite, contractId)), contractId, version);
  // A contract from before versions were kept (or seeded without them) gets its current one now.
  if (updated.changes === 0) addVersion(sqlite, request, contractId, version, null);
}

interface VersionRaw {
  id: number;
  version: number;
  data: string;
  comment: string | null;
  created_by: number | null;
  created_at: string;
}

const parse = (text: string): Snapshot => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};
  } catch {
    return {};
  }
};

function names(sqlite: Sqlite, target: string, ids: readonly number[]): Map<number, string> {
  const t = referenceTargets[target];
  if (!t || ids.length === 0) return new Map();
  const rows = sqlite
    .prepare(`SELECT id, ${t.title} AS name FROM ${ident(t.table)} WHERE id IN (${placeholders(ids.length)})`)
    .all(...ids) as Ref[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

const userName = (sqlite: Sqlite, id: number | null): Ref | null => {
  if (id === null) return null;
  const name = names(sqlite, 'users', [id]).get(id);
  return name === undefined ? null : { id, name };
};

export interface VersionRow {
  id: number;
  version: number;
  comment: string | null;
  data: Snapshot;
  created_by: Ref | null;
  created_at: { datetime: string; formatted: string } | null;
}

/** Every version of a contract, newest first. */
export function listVersions(sqlite: Sqlite, contractId: number): VersionRow[] {
  const raws = sqlite
    .prepare('SELECT * FROM contract_versions WHERE contract_id = ? ORDER BY version DESC')
    .all(contractId) as VersionRaw[];
  return raws.map((v) => ({
    id: v.id,
    version: v.version,
    comment: v.comment,
    data: parse(v.data),
    created_by: userName(sqlite, v.created_by),
    created_at: formatDateTime(v.created_at),
  }));
}

export const findVersion = (sqlite: Sqlite, contractId: number, version: number): VersionRow | undefined =>
  listVersions(sqlite, contractId).find((v) => v.version === version);

/** A snapshot value as people read it: references and lists of them by name. */
function shown(sqlite: Sqlite, f: FieldDecl, value: unknown): unknown {
  if (f.kind === 'reference' && typeof value === 'number') {
    return { id: value, name: names(sqlite, f.ref, [value]).get(value) ?? `#${value}` };
  }
  if (f.kind === 'multi-reference' && Array.isArray(value)) {
    const ids = value.filter((v): v is number => typeof v === 'number');
    const found = names(sqlite, f.ref, ids);
    return ids.map((id) => ({ id, name: found.get(id) ?? `#${id}` }));
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface Change {
  field: string;
  old: unknown;
  new: unknown;
}

/** Field by field, what differs between two versions (references and lists named). */
export function compareVersions(sqlite: Sqlite, from: VersionRow, to: VersionRow): Change[] {
  return SNAPSHOT_FIELDS.filter(([key]) => !same(from.data[key], to.data[key])).map(([key, f]) => ({
    field: key,
    old: shown(sqlite, f, from.data[key]),
    new: shown(sqlite, f, to.data[key]),
  }));
}
