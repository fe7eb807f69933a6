import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributeName,
  endpoints,
  getResource,
  notFoundText,
  type BodyMode,
  type CountDecl,
  type ResourceDecl,
} from '@cmms/contracts';
import { verifyPassword } from '@cmms/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { fingerprint, soundness } from './db-state.js';
import { sibling, urlOf, writeRequest, type Transport } from './http.js';
import {
  applyBreakages,
  breakages,
  conformBody,
  schemaFor,
  stampUnique,
  unknownKeys,
  validBody,
  type Breakage,
} from './resource-bodies.js';
import { expectErrorEnvelope, expectFieldMessages, expectSaneResponse, expectSuccess } from './responses.js';
import { announceSeed, fuzzParams } from './settings.js';

/**
 * Valid bodies are accepted and stored as sent (after the documented trimming); broken ones are
 * refused with the messages envelope naming exactly the broken fields, and change nothing.
 * Every create and update endpoint of the table is covered, so new resources are too.
 */

let t: TestApp;
beforeAll(async () => {
  announceSeed('bodies');
  t = await createTestApp();
  await t.token('superuser');
});
afterAll(async () => t.close());

type Row = Record<string, unknown> & { id: number };
let stamp = 0;
const transports = fc.constantFrom<Transport>('json', 'form', 'override');

const rawRow = (r: ResourceDecl, id: number) =>
  t.conn.sqlite.prepare(`SELECT * FROM "${r.table}" WHERE id = ?`).get(id) as Row | undefined;
const logsOf = (r: ResourceDecl, id: number) => t.count('action_logs', `item_type = '${r.name}' AND item_id = ${id}`);
const toColumn = (v: unknown) => (typeof v === 'boolean' ? Number(v) : v);

/** The ids a multi-reference field holds for the row: its JSON column, or its join table. */
function storedList(r: ResourceDecl, key: string, row: Row): number[] {
  const f = r.fields[key];
  if (f?.kind !== 'multi-reference') return [];
  if (!f.through) return JSON.parse(String(row[key])) as number[];
  const { table, self, other } = f.through;
  return t.conn.sqlite
    .prepare(`SELECT "${other}" FROM "${table}" WHERE "${self}" = ? ORDER BY rowid`)
    .pluck()
    .all(row.id) as number[];
}

/** Fields the server fills when a body leaves them empty (an asset's end of life, from its model). */
const DERIVED: Record<string, readonly string[]> = {
  hardware: ['asset_eol_date'],
  // Taken from the work order's asset or site when not given.
  workorders: ['customer_id'],
  // A sub-location takes its parent's customer.
  locations: ['customer_id'],
  // A change without a comment edits the current version in place: the row keeps that version's comment.
  contracts: ['version_comment'],
};

/** The stored row holds what the contract made of the body (trimmed, blank → null, '1' → true), no more. */
function expectStored(r: ResourceDecl, id: number, body: Record<string, unknown>, mode: BodyMode): void {
  const parsed = schemaFor(r, mode).parse(body) as Record<string, unknown>;
  const row = rawRow(r, id);
  expect(row, `${r.name} #${id} exists`).toBeDefined();
  if (!row) return;
  const where = (key: string) => `${r.name}.${key} stored for ${JSON.stringify(body).slice(0, 300)}`;
  for (const [key, f] of Object.entries(r.fields)) {
    // Read-only columns are the server's to fill (a custom field's db_column_name).
    if (f.readOnly) continue;
    let want = parsed[key];
    if (mode === 'update' && want === undefined) continue;
    // Left out, the server fills it (a work order's default priority).
    if (f.serverDefault && (want === undefined || want === null)) continue;
    if (f.kind === 'password') {
      // Stored hashed: the sent password must verify against it.
      if (typeof want === 'string') expect(verifyPassword(want, String(row[key])), where(key)).toBe(true);
      continue;
    }
    if (f.kind === 'multi-reference') {
      const ids = [...new Set((want as number[] | null | undefined) ?? [])];
      expect(storedList(r, key, row).sort(), where(key)).toEqual(ids.sort());
      continue;
    }
    if (f.kind === 'permissions') {
      expect(JSON.parse(String(row[key])), where(key)).toEqual(want ?? {});
      continue;
    }
    if ((want === undefined || want === null) && DERIVED[r.name]?.includes(key)) continue;
    if (want === undefined || want === null) {
      if (f.kind === 'boolean') want = f.default ?? false;
      else if (f.kind === 'enum' && f.default !== undefined) want = f.default;
      else if ((f.kind === 'integer' || f.kind === 'number') && f.default !== undefined) want = f.default;
      else want = null;
    }
    expect(row[f.kind === 'money' ? `${key}_fils` : key], where(key)).toEqual(toColumn(want));
  }
}

/** What a declared guard counts for a row, read the way the declaration says (condition, soft delete, through). */
function guardCount(c: CountDecl, id: number): number {
  const match = c.through
    ? `c."${c.column}" IN (SELECT id FROM "${c.through.table}" WHERE "${c.through.column}" = ?)`
    : `c."${c.column}" = ?`;
  const extra = `${c.softDelete ? ' AND c.deleted_at IS NULL' : ''}${c.when ? ` AND ${c.when}` : ''}`;
  return Number(t.conn.sqlite.prepare(`SELECT count(*) FROM "${c.table}" c WHERE ${match}${extra}`).pluck().get(id));
}

const creates = endpoints.filter((e) => e.kind === 'create' && e.resource);

describe.each(creates.map((e) => [e.resource, e] as const))('valid bodies: %s', (_name, create) => {
  const r = getResource(create.resource ?? '');
  const updates = sibling(endpoints, create, 'update');
  const [remove] = sibling(endpoints, create, 'delete');
  const [detail] = sibling(endpoints, create, 'detail');
  const [restore] = sibling(endpoints, create, 'restore');

  it('creates, updates through every update endpoint, deletes and restores', async () => {
    const sqlite = t.conn.sqlite;
    const createBody = validBody(r, 'create', sqlite);
    // Immutable fields cannot change after create: leaving them out keeps the update valid.
    const updateBody = validBody(r, 'update', sqlite, (f) => f.immutable !== undefined);
    const updateSteps = fc.tuple(...updates.map(() => fc.tuple(updateBody, transports)));
    await fc.assert(
      fc.asyncProperty(
        createBody,
        fc.option(unknownKeys(r), { nil: {} }),
        transports,
        updateSteps,
        fc.boolean(),
        async (body, extra, how, steps, andDelete) => {
          const sent = conformBody(r, sqlite, stampUnique(r, body, ++stamp));
          const res = await t.call('superuser', writeRequest(create, undefined, { ...extra, ...sent }, how));
          const row = expectSuccess<Row>(res, create);
          expectStored(r, row.id, sent, 'create');
          // One row about the new record (a sub-task also shows on its parent's history).
          expect(logsOf(r, row.id), 'one action-log row per create').toBe(1);
          if (detail) expectSaneResponse(await t.call('superuser', { url: urlOf(detail, row.id) }), detail);

          for (const [i, [partial, way]] of steps.entries()) {
            const update = updates[i];
            if (!update) continue;
            const patch = conformBody(r, sqlite, stampUnique(r, partial, ++stamp), rawRow(r, row.id));
            expectSuccess(await t.call('superuser', writeRequest(update, row.id, patch, way)), update);
            expectStored(r, row.id, patch, 'update');
          }

          if (!andDelete || !remove) return;
          // A row that its own delete guards count (a fieldset with fields) is refused with the in-use text.
          const deleted = await t.call('superuser', { method: 'DELETE', url: urlOf(remove, row.id) });
          const guarded = Object.values(r.counts ?? {}).some((c) => c.guard && guardCount(c, row.id) > 0);
          if (guarded) {
            expect(typeof expectErrorEnvelope(deleted).messages).toBe('string');
            return;
          }
          expectSuccess(deleted, remove);
          if (detail && !r.restorable) {
            const gone = expectErrorEnvelope(await t.call('superuser', { url: urlOf(detail, row.id) }));
            expect(gone.messages).toBe(notFoundText(r, 'detail'));
          }
          if (restore) {
            expectSuccess(await t.call('superuser', { method: 'POST', url: urlOf(restore, row.id) }), restore);
            expect(rawRow(r, row.id)?.deleted_at).toBeNull();
          }
        },
      ),
      fuzzParams(),
    );
  });
});

const writes = endpoints.filter((e) => (e.kind === 'create' || e.kind === 'update') && e.resource);

describe.each(writes.map((e) => [e.id, e] as const))('broken bodies: %s', (_id, e) => {
  const r = getResource(e.resource ?? '');
  const mode = e.kind as BodyMode;

  it('refuses with messages naming exactly the broken fields, and writes nothing', async () => {
    const sqlite = t.conn.sqlite;
    // On update the rest of the body must stay valid whatever row is the target.
    const base = validBody(r, mode, sqlite, (f) =>
      mode === 'update' ? f.immutable !== undefined || (f.kind === 'reference' && f.noCycle === true) : false,
    );
    const broken = fc.uniqueArray(breakages(r, mode, sqlite), {
      minLength: 1,
      maxLength: 3,
      selector: (b: Breakage) => b.key,
    });
    const live = r.softDelete ? 'WHERE deleted_at IS NULL' : '';
    await fc.assert(
      fc.asyncProperty(
        base,
        broken,
        fc.option(unknownKeys(r), { nil: {} }),
        fc.nat(),
        async (valid, list, extra, pick) => {
          // Ids first, then the one row: rows may hold 64 KB texts, and reading them all each run adds up.
          const ids = sqlite.prepare(`SELECT id FROM "${r.table}" ${live} ORDER BY id`).pluck().all() as number[];
          const id = ids[pick % ids.length];
          const target = mode === 'update' && id !== undefined ? rawRow(r, id) : undefined;
          const applied = applyBreakages(r, sqlite, stampUnique(r, valid, ++stamp), list, target);
          fc.pre(applied !== null && (mode === 'create' || target !== undefined));
          if (!applied) return;
          const before = fingerprint(sqlite, { table: r.table, id: target?.id });
          const res = await t.call('superuser', {
            method: e.method,
            url: urlOf(e, target?.id),
            payload: { ...extra, ...applied.body },
          });
          const messages = expectFieldMessages(res);
          expect(Object.keys(messages).sort()).toEqual([...applied.expected.keys()].sort());
          for (const [key, text] of applied.expected) {
            if (text) expect(messages[key]).toContain(text);
            // Each text is the backend's wording about this field, never a raw zod message.
            for (const m of messages[key] ?? []) expect(m.toLowerCase()).toContain(attributeName(key).toLowerCase());
          }
          expect(fingerprint(sqlite, { table: r.table, id: target?.id }), 'a refused write changed the database').toBe(
            before,
          );
        },
      ),
      fuzzParams(),
    );
  });
});

describe('afterwards', () => {
  it('leaves a sound database: integrity_check ok, no dangling foreign keys', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
