import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNTS,
  childCollections,
  endpoints,
  findResource,
  getResource,
  referenceTargets,
  type Endpoint,
} from '@cmms/contracts';
import type { InjectOptions } from 'fastify';
import { createTestApp, type Role, type TestApp } from '../support/app.js';
import { fingerprint, soundness } from './db-state.js';
import { urlOf } from './http.js';
import { liveIds, validBody } from './resource-bodies.js';
import { describeRequest, expectSaneResponse } from './responses.js';
import { announceSeed, fuzzParams } from './settings.js';
import { arbitraryFor, trickyStrings } from './zod-arbitrary.js';

/**
 * Any endpoint, any caller (each demo role, no token, a forged token), any JSON object: the answer is
 * JSON the contract knows, 401 without a valid token, and nothing changes unless the call succeeded.
 */

let t: TestApp;
beforeAll(async () => {
  announceSeed('callers');
  t = await createTestApp();
  for (const a of DEMO_ACCOUNTS) await t.token(a.role);
});
afterAll(async () => t.close());

type Caller = Role | 'anonymous' | 'forged';
const callers = fc.constantFrom<Caller>(...DEMO_ACCOUNTS.map((a) => a.role), 'anonymous', 'forged');

function call(caller: Caller, options: InjectOptions) {
  if (caller === 'anonymous') return t.app.inject(options);
  if (caller === 'forged') {
    return t.app.inject({
      ...options,
      headers: { ...options.headers, authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' },
    });
  }
  return t.call(caller, options);
}

const noPoison = (v: unknown) => !/"(__proto__|constructor)"/.test(JSON.stringify(v));
const junkValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...trickyStrings));

/** A body for the endpoint: one its schema accepts, or the schema's keys (and others) holding junk. */
function bodyFor(e: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  if (!e.body) return fc.dictionary(fc.string({ maxLength: 8 }), junkValue, { maxKeys: 3 }).filter(noPoison);
  const keys = Object.keys((e.body as { shape?: object }).shape ?? {});
  // A child collection's rows (an SLA's commitments) are declared like a resource's.
  const child = childCollections.find((c) => e.id === `${c.prefix}-create`)?.child;
  const valid = child
    ? validBody(child, 'create', t.conn.sqlite)
    : e.resource && (e.kind === 'create' || e.kind === 'update')
      ? validBody(getResource(e.resource), e.kind === 'create' ? 'create' : 'update', t.conn.sqlite)
      : (arbitraryFor(e.body) as fc.Arbitrary<Record<string, unknown>>);
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
  const junk = fc.dictionary(key, junkValue, { maxKeys: 6 }).filter(noPoison);
  return fc.oneof(valid, junk);
}

function idFor(e: Endpoint): fc.Arbitrary<string> {
  const junk = fc.oneof(fc.constantFrom('abc', '0', '-1', '1e3', '99999999'), fc.nat().map(String));
  // A feature module's calls (`logbooks.*`, resource `forms`) have no reference target: junk ids only.
  if (!e.resource || !referenceTargets[e.resource]) return junk;
  const ids = liveIds(t.conn.sqlite, e.resource);
  return ids.length ? fc.oneof(fc.constantFrom(...ids.map(String)), junk) : junk;
}

const succeeded = (body: unknown, e: Endpoint, status: number) =>
  typeof body === 'object' &&
  body !== null &&
  ((body as { status?: unknown }).status === 'success' ||
    'accessToken' in body ||
    // The template apps answer in the stock client's shapes, not the envelope: any 2xx that is not one.
    (e.id.startsWith('tapps.') && status < 300 && !('status' in body)));

/** Logins record their attempt whatever the outcome; nothing else may change on a failed one. */
const appendOnlyFor = (e: Endpoint) => (e.kind === 'login' || e.kind === 'jwt-login' ? ['login_attempts'] : []);

describe.each(endpoints.map((e) => [e.id, e] as const))('any caller: %s', (_id, e) => {
  it('answers with known JSON, 401 without a token, and changes nothing unless it succeeded', async () => {
    const table = e.resource && findResource(e.resource) ? getResource(e.resource).table : 'users';
    const appendOnly = appendOnlyFor(e);
    await fc.assert(
      fc.asyncProperty(callers, idFor(e), bodyFor(e), async (caller, id, body) => {
        const before = fingerprint(t.conn.sqlite, { table, id: Number(id) || undefined }, appendOnly);
        const options: InjectOptions =
          e.method === 'GET'
            ? { url: `${urlOf(e, id)}?${new URLSearchParams(body as Record<string, string>).toString()}` }
            : { method: e.method, url: urlOf(e, id), payload: body };
        const res = await call(caller, options);
        const where = `${caller} ${describeRequest(res)}`;
        const answer = expectSaneResponse(res, e);
        if ((caller === 'anonymous' || caller === 'forged') && e.auth !== 'public') {
          expect(res.statusCode, where).toBe(401);
        }
        if (e.method === 'GET' || !succeeded(answer, e, res.statusCode)) {
          expect(fingerprint(t.conn.sqlite, { table, id: Number(id) || undefined }, appendOnly), where).toBe(before);
        }
      }),
      fuzzParams(),
    );
  });
});

/** Well-formed JSON that stresses the parser and the validators rather than the grammar. */
const pathological = [
  `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  `{"name":"${'é'.repeat(200_000)}"}`,
  `{${Array.from({ length: 10_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  '{"months":1e400,"rank":-1e400,"depreciation_min":-0,"sort_order":1e-400}',
  '{"name":"a","name":"b","name":null}',
  '{"name":"\\u0000\\u202e\\ufeff","notes":"\\ud83d\\udc4b"}',
];

describe('pathological but valid JSON', () => {
  const writes = endpoints.filter((e) => e.method !== 'GET');
  it.each(writes.map((e) => [e.id, e] as const))('%s never answers 5xx', async (_id, e) => {
    for (const payload of pathological) {
      const res = await t.call('superuser', {
        method: e.method,
        url: urlOf(e),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectSaneResponse(res, e);
    }
  });
});

describe('afterwards', () => {
  it('leaves a sound database: integrity_check ok, no dangling foreign keys', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
