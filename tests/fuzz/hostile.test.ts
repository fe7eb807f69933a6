import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, RESTRICTED_FIELDS, ROLE_GROUPS, endpoints, resources, type Endpoint } from '@cmms/contracts';
import { grantedTo } from '@cmms/server/auth/principal';
import type { InjectOptions } from 'fastify';
import { createTestApp, type Role, type TestApp } from '../support/app.js';
import { fingerprint, soundness } from './db-state.js';
import { urlOf } from './http.js';
import { validBody } from './resource-bodies.js';
import { describeRequest, expectSaneResponse } from './responses.js';
import { announceSeed, fuzzParams } from './settings.js';

/**
 * What an attacker sends, anonymous or signed in: multipart without a usable boundary, NUL and other
 * control characters, nesting deep enough to hurt a parser, searches of hundreds of " OR " terms, and
 * `__proto__` / `constructor` wherever a name goes. Never a 5xx, never a write it should not make.
 */

let t: TestApp;
beforeAll(async () => {
  announceSeed('hostile');
  t = await createTestApp();
  await t.token('superuser');
});
afterAll(async () => t.close());

type Caller = 'anonymous' | 'superuser';
const callerList: Caller[] = ['anonymous', 'superuser'];
const callers = fc.constantFrom(...callerList);
const send = (caller: Caller, options: InjectOptions) =>
  caller === 'anonymous' ? t.app.inject(options) : t.call('superuser', options);

const withBody = endpoints.filter((e) => e.method !== 'GET');
const readable = endpoints.filter((e) => e.method === 'GET');
const cases = (list: readonly Endpoint[]) => list.map((e) => [e.id, e] as const);
const fill = (e: Endpoint) => urlOf(e).replace(/:\w+/g, '1');
const POISON = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__'];

/** A multipart body that busboy cannot or should not read. */
const brokenMultipart = fc.oneof(
  fc.constant({ type: 'multipart/form-data', payload: 'name=x' }),
  fc.constant({ type: 'multipart/form-data; boundary=', payload: '--\r\n' }),
  fc.constant({ type: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: `--${'b'.repeat(300)}--\r\n` }),
  fc.constant({ type: 'multipart/form-data; boundary="unterminated', payload: '--x' }),
  fc
    .string({ unit: 'binary', maxLength: 200 })
    .map((payload) => ({ type: 'multipart/form-data; boundary=zz', payload: `--zz\r\n${payload}` })),
  fc.constantFrom(...POISON).map((name) => ({
    type: 'multipart/form-data; boundary=zz',
    payload: `--zz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n--zz--\r\n`,
  })),
);

/** JSON nested past the server's depth limit, as objects, arrays or both. */
const deepJson = fc
  .tuple(fc.integer({ min: 33, max: 20_000 }), fc.constantFrom('object', 'array', 'mixed'))
  .map(([depth, shape]) => {
    const open = shape === 'object' ? '{"a":' : shape === 'array' ? '[' : '{"a":[';
    const close = shape === 'object' ? '}' : shape === 'array' ? ']' : ']}';
    const levels = shape === 'mixed' ? Math.ceil(depth / 2) : depth;
    return `${open.repeat(levels)}1${close.repeat(levels)}`;
  });

/** Text with NUL and other control characters in it. */
const controlText = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\r\n')), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

/** A search of many " OR " terms: more than the server takes, repeated or not, short or long. */
const hugeSearch = fc
  .tuple(
    fc.integer({ min: MAX_SEARCH_TERMS, max: 600 }),
    fc.oneof(fc.constantFrom('a', 'ab', 'pump', '2024-01', '%', '_', '"'), fc.string({ maxLength: 5 })),
    fc.boolean(),
  )
  .map(([n, term, distinct]) => Array.from({ length: n }, (_, i) => (distinct ? `${term}${i}` : term)).join(' OR '));

/** The query names an endpoint reads (its declared query), and the ones every list takes. */
const queryNames = (e: Endpoint) => [
  ...new Set([
    ...Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {}),
    'search',
    'sort',
    'order',
    'sortColumn',
    'type',
    'deleted',
  ]),
];

/** A query whose names or values are prototype members: a few pairs, or every name the endpoint reads at once. */
const poisonQuery = (e: Endpoint) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom(...POISON, ...queryNames(e)), fc.constantFrom(...POISON)), {
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => new URLSearchParams(pairs).toString()),
    fc.constantFrom(...POISON).map((value) => everyName(e, value)),
  );
const everyName = (e: Endpoint, value: string) =>
  new URLSearchParams(queryNames(e).map((name): [string, string] => [name, value])).toString();

/** The cases the probe found, run on every endpoint whatever the random draw (fast-check counts them in numRuns). */
const withExamples = <T>(params: fc.Parameters<T>, examples: T[]): fc.Parameters<T> => ({
  ...params,
  examples,
  numRuns: (params.numRuns ?? 0) + examples.length,
});
const NUL_SEARCH = new URLSearchParams({ search: 'pump\u0000', q: 'a\u0000b' }).toString();
const OR_SEARCH = new URLSearchParams({
  search: Array.from({ length: 120 }, (_, i) => `t${i}`).join(' OR '),
}).toString();
const NO_BOUNDARY = { type: 'multipart/form-data', payload: 'name=x' };
const DEEP = { type: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` };

describe.each(cases(withBody))('hostile bodies: %s', (_id, e) => {
  it('answers broken multipart, deep nesting and poisoned forms with a 4xx and writes nothing', async () => {
    const body = fc.oneof(
      brokenMultipart,
      deepJson.map((payload) => ({ type: 'application/json', payload })),
      fc.constantFrom(...POISON).map((key) => ({
        type: 'application/x-www-form-urlencoded',
        payload: `${key}=1&${key}[admin]=1&name=${key}`,
      })),
    );
    await fc.assert(
      fc.asyncProperty(callers, body, async (caller, { type, payload }) => {
        const before = fingerprint(t.conn.sqlite);
        const res = await send(caller, { method: e.method, url: fill(e), headers: { 'content-type': type }, payload });
        expectSaneResponse(res);
        if (caller === 'anonymous' && e.auth !== 'public') expect(res.statusCode, describeRequest(res)).toBe(401);
        if (type.startsWith('multipart') || type === 'application/json') {
          expect(res.statusCode, describeRequest(res)).toBeGreaterThanOrEqual(400);
        }
        if (res.statusCode >= 400) expect(fingerprint(t.conn.sqlite), describeRequest(res)).toBe(before);
      }),
      withExamples(
        fuzzParams(0.4),
        callerList.flatMap((caller) => [NO_BOUNDARY, DEEP].map((b) => [caller, b] as [Caller, typeof b])),
      ),
    );
  });

  it('takes NUL and control characters in any field without a 5xx', async () => {
    const keys = Object.keys((e.body as { shape?: object } | undefined)?.shape ?? { name: 1 });
    // A body that declares no field (`{}`: a request, a cancel) still gets hostile keys of its own.
    const key = keys.length ? fc.oneof(fc.constantFrom(...keys), controlText) : controlText;
    const body = fc.dictionary(key, controlText, { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(callers, body, async (caller, payload) => {
        expectSaneResponse(await send(caller, { method: e.method, url: fill(e), payload }));
      }),
      fuzzParams(0.4),
    );
  });
});

describe.each(cases(readable))('hostile queries: %s', (_id, e) => {
  it('answers NULs, huge OR searches and prototype names in the query without a 5xx', async () => {
    const query = fc.oneof(
      controlText.map((search) => new URLSearchParams({ search, q: search }).toString()),
      hugeSearch.map((search) => new URLSearchParams({ search, q: search }).toString()),
      poisonQuery(e),
    );
    const path = fc.oneof(
      fc.constant(fill(e)),
      fc.constantFrom(...POISON).map((name) => urlOf(e).replace(/:\w+/g, name)),
    );
    await fc.assert(
      fc.asyncProperty(callers, path, query, async (caller, url, q) => {
        const res = await send(caller, { url: `${url}?${q}` });
        expectSaneResponse(res);
        if (caller === 'anonymous' && e.auth !== 'public') expect(res.statusCode, describeRequest(res)).toBe(401);
      }),
      withExamples(
        fuzzParams(0.4),
        [
          NUL_SEARCH,
          OR_SEARCH,
          ...POISON.map((value) => everyName(e, value)),
          // One name at a time too: a poisoned search would hide a poisoned sort behind an empty list.
          ...queryNames(e).map((name) => new URLSearchParams({ [name]: '__proto__' }).toString()),
        ].map((q) => ['superuser', fill(e), q] as [Caller, string, string]),
      ),
    );
  });
});

/**
 * Fields a role may not set (contracts' RESTRICTED_FIELDS, one table for every module): for each role and
 * each field of the table whose key it lacks, a create carrying values that are otherwise valid (live ids
 * of people who may work, existing work orders, any date) is refused — 403, or a field message under each
 * such field with nothing written — or stores none of them. Never written.
 */
describe('role-restricted fields', () => {
  const USERNAMES: Record<Role, string> = {
    superuser: 'admin',
    manager: 'manager',
    technician: 'tech',
    viewer: 'viewer',
    requester: 'requester',
  };
  const sqlite = () => t.conn.sqlite;
  const lacks = (role: Role) => {
    const user = sqlite().prepare('SELECT id, permissions FROM users WHERE username = ?').get(USERNAMES[role]) as {
      id: number;
      permissions: string | null;
    };
    const granted = grantedTo(sqlite(), user);
    return RESTRICTED_FIELDS.filter((rule) => !granted.has('superuser') && !granted.has(rule.needs));
  };
  const declOf = (name: string) => resources.find((r) => r.name === name)!;
  /** Values the field's own rules accept, so only the role stands in the way. */
  const valueOf = (resource: string, field: string): fc.Arbitrary<unknown> => {
    const f = declOf(resource).fields[field];
    if (!f)
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    if (f.kind !== 'reference' && f.kind !== 'multi-reference') return fc.constant(null);
    const ids =
      f.ref === 'users'
        ? (sqlite().prepare("SELECT id FROM users WHERE username IN ('manager', 'tech')").pluck().all() as number[])
        : (sqlite()
            .prepare(`SELECT id FROM "${declOf(f.ref).table}" ORDER BY id LIMIT 30`)
            .pluck()
            .all() as number[]);
    return f.kind === 'reference'
      ? fc.constantFrom(...ids)
      : fc.subarray(ids, { minLength: 1, maxLength: Math.min(3, ids.length) });
  };
  /** Nothing of the field stored on the row just written. */
  const storedNothing = (resource: string, id: number, field: string, column?: string) => {
    const r = declOf(resource);
    const f = r.fields[field];
    if (f?.kind === 'multi-reference' && f.through) {
      const { table, self } = f.through;
      return sqlite().prepare(`SELECT count(*) FROM "${table}" WHERE "${self}" = ?`).pluck().get(id) === 0;
    }
    return (
      sqlite()
        .prepare(`SELECT "${column ?? field}" FROM "${r.table}" WHERE id = ?`)
        .pluck()
        .get(id) === null
    );
  };

  it('declares fields that exist, under keys of the permission catalogue', () => {
    for (const rule of RESTRICTED_FIELDS) {
      const r = declOf(rule.resource);
      expect(r.fields[rule.field] ?? r.bodyExtras?.[rule.field], `${rule.resource}.${rule.field}`).toBeDefined();
      expect(endpoints.some((e) => e.id === `${rule.resource}.create`)).toBe(true);
    }
  });

  // The demo roles whose seeded group lacks a key of the table (the seed's groups are ROLE_GROUPS).
  const limited = ROLE_GROUPS.filter(
    (g) => !g.permissions.superuser && RESTRICTED_FIELDS.some((rule) => g.permissions[rule.needs] !== '1'),
  ).map((g) => g.role);

  it('covers the roles that lack a key: technicians, viewers and requesters', () => {
    expect(limited).toEqual(['technician', 'viewer', 'requester']);
  });

  it.each(limited)('%s: refused or never written', async (role) => {
    const rules = lacks(role);
    expect(rules.length).toBeGreaterThan(0);
    await t.token(role);
    const body = fc
      .constantFrom(...new Set(rules.map((rule) => rule.resource)))
      .chain((resource) =>
        fc.subarray(
          rules.filter((rule) => rule.resource === resource),
          { minLength: 1 },
        ),
      )
      .chain((chosen) => {
        const r = declOf(chosen[0]!.resource);
        // The fields every body needs, valid: only the role stands in the way.
        const base = validBody(r, 'create', sqlite()).map((b) =>
          Object.fromEntries(Object.entries(b).filter(([key]) => r.fields[key]?.required)),
        );
        return fc.tuple(base, ...chosen.map((rule) => valueOf(rule.resource, rule.field))).map(([sent, ...values]) => ({
          chosen,
          values: { ...sent, ...Object.fromEntries(chosen.map((rule, i) => [rule.field, values[i]])) },
        }));
      });
    await fc.assert(
      fc.asyncProperty(body, async ({ chosen, values }) => {
        const resource = chosen[0]!.resource;
        const e = endpoints.find((x) => x.id === `${resource}.create`)!;
        const before = fingerprint(t.conn.sqlite);
        const res = await t.call(role, {
          method: e.method,
          url: urlOf(e),
          payload: values,
        });
        expectSaneResponse(res);
        const answer = res.json() as {
          status?: string;
          messages?: Record<string, string[]>;
          payload?: { id?: number };
        };
        if (res.statusCode === 200 && answer.status === 'success') {
          const id = answer.payload!.id!;
          for (const rule of chosen) {
            expect(
              storedNothing(resource, id, rule.field, rule.column),
              `${role} wrote ${rule.field}: ${describeRequest(res)}`,
            ).toBe(true);
          }
          return;
        }
        if (res.statusCode === 200) {
          for (const rule of chosen)
            expect(Object.keys(answer.messages ?? {}), describeRequest(res)).toContain(rule.field);
        } else expect(res.statusCode, describeRequest(res)).toBe(403);
        expect(fingerprint(t.conn.sqlite), describeRequest(res)).toBe(before);
      }),
      fuzzParams(),
    );
  });
});

describe('after the hostile runs', () => {
  it('leaves a sound database', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
