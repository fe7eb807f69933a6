import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_JSON_TEXT,
  endpoints,
  filterValueOk,
  findResource,
  getResource,
  normalizeListQuery,
  notFoundText,
  sortColumns,
  type Endpoint,
} from '@cmms/contracts';
import { NOT_AN_OBJECT_TEXT } from '@cmms/server/http/body-parsers';
import { createTestApp, type TestApp } from '../support/app.js';
import { fingerprint, soundness } from './db-state.js';
import { urlOf } from './http.js';
import { describeRequest, expectErrorEnvelope, expectFieldMessages, expectSaneResponse } from './responses.js';
import { announceSeed, fuzzParams } from './settings.js';
import { arbitraryFor, trickyStrings } from './zod-arbitrary.js';

/**
 * What arrives before validation: broken JSON, non-object JSON, bodies over the limit, ids that are
 * not ids, junk list and select-list queries. Every endpoint in the table, whatever resource it serves.
 */

let t: TestApp;
beforeAll(async () => {
  announceSeed('transport');
  t = await createTestApp();
  await t.token('superuser');
});
afterAll(async () => t.close());

const withBody = endpoints.filter((e) => e.method !== 'GET');
const withId = endpoints.filter((e) => e.path.includes(':id'));
const lists = endpoints.filter((e) => e.kind === 'list');
const selectLists = endpoints.filter((e) => e.kind === 'selectlist' || e.kind === 'user-selectlist');
const cases = (list: readonly Endpoint[]) => list.map((e) => [e.id, e] as const);

/** Text JSON.parse refuses (a leading BOM is allowed: Fastify strips it, as most servers do). */
const isMalformed = (s: string) => {
  try {
    JSON.parse(s.replace(/^\uFEFF/, ''));
    return false;
  } catch {
    return true;
  }
};
const malformedJson = fc
  .oneof(
    fc.json().chain((s) => fc.nat(Math.max(0, s.length - 1)).map((cut) => s.slice(0, cut))),
    fc.json().map((s) => `${s},`),
    fc.constantFrom('{', '{"name":}', "{'name':'x'}", '{"a":1,}', 'NaN', '{"name":"\\x"}', 'undefined', '{name:1}'),
    fc.constantFrom('{"a":1}{"b":2}', '\u0000', '{"a":"\u0001"}', '[1,,2]', '{"a":01}', 'name=x&notes=y'),
    fc.string({ unit: 'binary', maxLength: 40 }),
  )
  // A blank body is no input, as Laravel reads it (client-calls.test.ts covers it).
  .filter((s) => isMalformed(s) && s.trim() !== '');

/** JSON whose strings hold a lone UTF-16 surrogate: no Unicode text, so no valid body either. */
const loneSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.constantFrom('name', 'x', 'notes'))
  .map(([s, unit, key]) => `{"${key}":${JSON.stringify(s + String.fromCharCode(unit))}}`);

describe.each(cases(withBody))('malformed bodies: %s', (_id, e) => {
  it('answers broken JSON with the 422 envelope and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(malformedJson, loneSurrogate), async (payload) => {
        const before = fingerprint(t.conn.sqlite);
        const res = await t.call('superuser', {
          method: e.method,
          url: urlOf(e),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(expectErrorEnvelope(res, 422).messages).toBe(INVALID_JSON_TEXT);
        expect(fingerprint(t.conn.sqlite), describeRequest(res)).toBe(before);
      }),
      fuzzParams(0.5),
    );
  });

  it('answers JSON that is not an object with the 422 envelope', async () => {
    const notAnObject = fc.oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.string(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(notAnObject, async (value) => {
        const before = fingerprint(t.conn.sqlite);
        const res = await t.call('superuser', {
          method: e.method,
          url: urlOf(e),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(value),
        });
        expect(expectErrorEnvelope(res, 422).messages).toBe(NOT_AN_OBJECT_TEXT);
        expect(fingerprint(t.conn.sqlite)).toBe(before);
      }),
      fuzzParams(0.3),
    );
  });

  it('refuses prototype-poisoning keys as malformed JSON', async () => {
    for (const payload of ['{"__proto__":{"admin":true}}', '{"name":"x","constructor":{"prototype":{"a":1}}}']) {
      const res = await t.call('superuser', {
        method: e.method,
        url: urlOf(e),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(expectErrorEnvelope(res, 422).messages).toBe(INVALID_JSON_TEXT);
    }
  });
});

describe('bodies over the 10 MB limit', () => {
  const big = 'x'.repeat(10 * 1024 * 1024 + 10);
  const shapes = [
    { type: 'application/json', payload: JSON.stringify({ name: big }) },
    { type: 'application/json', payload: `[${'1,'.repeat(5.5 * 1024 * 1024)}1]` },
    { type: 'application/x-www-form-urlencoded', payload: `name=${big}` },
    {
      type: 'application/json',
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: 700_000 }, (_, i) => [`k${i}`, i]))),
    },
  ];

  it.each(cases(withBody))('%s answers 413 with the envelope and writes nothing', async (_id, e) => {
    const shape = shapes[withBody.indexOf(e) % shapes.length] ?? shapes[0];
    const before = fingerprint(t.conn.sqlite);
    const res = await t.call('superuser', {
      method: e.method,
      url: urlOf(e),
      headers: { 'content-type': shape?.type ?? 'application/json' },
      payload: shape?.payload ?? big,
    });
    expectErrorEnvelope(res, 413);
    expect(fingerprint(t.conn.sqlite)).toBe(before);
  });
});

/** Path ids that name no row: not digits, negative, exponent, NUL, too long, or absent. */
const badId = fc.oneof(
  fc.constantFrom('abc', '-1', '1e9', '%00', '0', '1.5', '+1', '%201', '0x1F', '%EF%BC%91', 'NaN', 'Infinity'),
  fc.constantFrom('null', '%5B%5D', '%2F', '..%2F1', '%ZZ', '%', '%E0%A4%A', '%F0%9F%91%8B', '1%3B%20DROP'),
  fc.bigInt({ min: 10n ** 15n, max: 10n ** 40n }).map(String),
  fc.integer({ min: 1_000_000, max: 2 ** 31 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);
const isRealId = (id: string) => /^0*[1-9]\d{0,5}$/.test(id);

describe.each(cases(withId))('bad ids: %s', (_id, e) => {
  it('answers not found (envelope or route 404), never a 5xx, and writes nothing', async () => {
    // A feature module's calls have no registry resource: their own not-found text is checked instead.
    const r = e.resource ? findResource(e.resource) : undefined;
    const body = fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
    await fc.assert(
      fc.asyncProperty(
        badId.filter((id) => !isRealId(id)),
        body,
        async (id, payload) => {
          const before = fingerprint(t.conn.sqlite);
          const safe = payload && !/"(__proto__|constructor)"/.test(JSON.stringify(payload)) ? payload : undefined;
          const res = await t.call('superuser', {
            method: e.method,
            url: urlOf(e, id),
            ...(e.method === 'GET' || !safe ? {} : { payload: safe }),
          });
          const where = describeRequest(res);
          const answer = expectSaneResponse(res) as { status?: string; messages?: unknown };
          expect([200, 400, 404], where).toContain(res.statusCode);
          expect(answer.status, where).toBe('error');
          if (res.statusCode === 200 && (r || e.notFound))
            expect(answer.messages, where).toBe(e.notFound ?? notFoundText(r!));
          expect(fingerprint(t.conn.sqlite), where).toBe(before);
        },
      ),
      fuzzParams(0.5),
    );
  });
});

/** Query values as a client might send them: any text, numbers, tricky strings, or a key repeated. */
const queryValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...trickyStrings, '-1', '0', '1e3', '99999999999999999999', 'asc', 'desc', 'true', ' OR '),
  fc.integer().map(String),
  fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }),
);

function toQueryString(query: Record<string, string | string[]>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const item of Array.isArray(v) ? v : [v]) q.append(k, item);
  return q.toString();
}

/** Known keys from the endpoint's query schema, plus any others; a real sort column now and then. */
function junkQuery(
  e: Endpoint,
  extraValues: fc.Arbitrary<string>[] = [],
): fc.Arbitrary<Record<string, string | string[]>> {
  const keys = Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {});
  const value = fc.oneof(queryValue, ...extraValues);
  const key = fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, fc.string({ minLength: 1, maxLength: 8 }));
  return fc.dictionary(
    key.filter((k) => k !== '__proto__'),
    value,
    { maxKeys: 6 },
  );
}

describe.each(cases(lists))('junk list queries: %s', (_id, e) => {
  it('answers 200 { total, rows } paged by the documented rules', async () => {
    const r = getResource(e.resource ?? '');
    const sorts = sortColumns(r);
    const derived = (e.query ? arbitraryFor(e.query) : fc.constant({})) as fc.Arbitrary<Record<string, unknown>>;
    const asText = derived.map((q) =>
      Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
    ) as fc.Arbitrary<Record<string, string>>;
    const query = fc.tuple(asText, junkQuery(e, [fc.constantFrom(...sorts)])).map(([a, b]) => ({ ...a, ...b }));
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const before = fingerprint(t.conn.sqlite);
        const res = await t.call('superuser', { url: `${e.path}?${toQueryString(q)}` });
        const where = describeRequest(res);
        expect(res.statusCode, where).toBe(200);
        // A declared filter given a value it does not accept is refused, naming exactly those filters.
        const refused = r.filters.filter(
          (f) =>
            typeof f !== 'string' && ([] as string[]).concat(q[f.name] ?? []).some((raw) => !filterValueOk(f, raw)),
        );
        if (refused.length) {
          const messages = expectFieldMessages(res);
          expect(Object.keys(messages).sort(), where).toEqual(refused.map((f) => (f as { name: string }).name).sort());
          expect(fingerprint(t.conn.sqlite), 'a list changed the database').toBe(before);
          return;
        }
        const body = expectSaneResponse(res, e) as { total: number; rows: unknown[] };
        // The oracle is the contract's own reading of the parameters.
        const paging = normalizeListQuery(q, sorts, r.sort.default, r.sort.order);
        expect(body.rows.length, where).toBe(Math.min(paging.limit, Math.max(0, body.total - paging.offset)));
        expect(body.rows.length, where).toBeLessThanOrEqual(500);
        expect(fingerprint(t.conn.sqlite), 'a list changed the database').toBe(before);
      }),
      fuzzParams(),
    );
  });
});

describe.each(cases(selectLists))('junk select-list queries: %s', (_id, e) => {
  it('answers 200 with results no longer than a page', async () => {
    const pages = fc.oneof(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      fc.constantFrom('1e400', '9'.repeat(400)),
    );
    await fc.assert(
      fc.asyncProperty(junkQuery(e, [pages]), async (q) => {
        const res = await t.call('superuser', { url: `${e.path}?${toQueryString(q)}` });
        const where = describeRequest(res);
        expect(res.statusCode, where).toBe(200);
        const body = expectSaneResponse(res, e) as {
          results: unknown[];
          page: number;
          pagination: { per_page: number };
        };
        expect(body.results.length, where).toBeLessThanOrEqual(body.pagination.per_page);
        expect(body.page, where).toBeGreaterThanOrEqual(1);
      }),
      fuzzParams(),
    );
  });
});

describe('afterwards', () => {
  it('leaves a sound database: integrity_check ok, no dangling foreign keys', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
