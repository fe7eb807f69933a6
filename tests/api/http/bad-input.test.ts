import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySchema, endpoints, getResource, resources, type BodyMode } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Signing in records a login attempt: do it before the tests count rows.
  await t.token('superuser');
});
afterAll(async () => t.close());

const junkValues: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.5,
  '',
  ' ',
  'x'.repeat(70_000),
  'مرحبا 👋🏽 \u0000 <script>',
  "'; DROP TABLE companies; --",
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
];

const tableCounts = () => Object.fromEntries(resources.map((r) => [r.table, t.count(r.table)]));

/** A small, fixed sweep; the property-based fuzz suite goes further. */
describe('bad input to every endpoint', () => {
  const writes = endpoints.filter((e) => e.resource && (e.kind === 'create' || e.kind === 'update'));

  it('answers junk bodies with the error envelope, never a 5xx, and writes nothing', async () => {
    const before = tableCounts();
    for (const e of writes) {
      const r = getResource(e.resource!);
      const schema = bodySchema(r, e.kind as BodyMode);
      const fields = Object.keys(r.fields);
      for (const [i, junk] of junkValues.entries()) {
        const payload = Object.fromEntries(fields.map((f, j) => [f, junkValues[(i + j) % junkValues.length]]));
        payload[fields[0]!] = junk;
        // A valid title keeps the row from being written only when other fields fail; skip the rare all-valid mix.
        if (schema.safeParse(payload).success) continue;
        const res = await t.call('superuser', { method: e.method, url: e.path.replace(':id', '1'), payload });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(200);
        const body = res.json();
        expect(body.status, `${e.method} ${e.path} ${JSON.stringify(payload).slice(0, 200)}`).toBe('error');
        expect(body.payload).toBeNull();
      }
    }
    expect(tableCounts()).toEqual(before);
  });

  it('answers non-object JSON bodies without a 5xx', async () => {
    for (const e of writes) {
      for (const raw of ['[]', '"text"', '42', 'null', '[{"name":"x"}]']) {
        const res = await t.call('superuser', {
          method: e.method,
          url: e.path.replace(':id', '1'),
          headers: { 'content-type': 'application/json' },
          payload: raw,
        });
        expect(res.statusCode, `${e.method} ${e.path} ${raw}`).toBeLessThan(500);
        expect(res.json().status).toBe('error');
      }
    }
  });

  it('keeps list queries safe with junk parameters', async () => {
    const lists = endpoints.filter((e) => e.kind === 'list' || e.kind === 'selectlist');
    const queries = [
      'limit=abc&offset=-4',
      'sort=name;DROP TABLE users&order=sideways',
      'search=%25%5F%5C',
      'search=a&search=b',
      'page=-3',
      'page=99999',
      'deleted[]=1&limit[]=2',
      `search=${'€'.repeat(5000)}`,
    ];
    for (const e of lists) {
      for (const q of queries) {
        const res = await t.call('superuser', { url: `${e.path}?${q}` });
        expect(res.statusCode, `${e.path}?${q}`).toBe(200);
      }
    }
    expect(t.count('users')).toBeGreaterThan(0);
  });

  it('refuses a body over the size limit with the envelope', async () => {
    const res = await t.call('superuser', {
      method: 'POST',
      url: endpoints.find((e) => e.id === 'companies.create')!.path,
      payload: { name: 'x'.repeat(11 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe('error');
  });
});
