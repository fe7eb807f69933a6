import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childCollections,
  endpoints,
  getEndpoint,
  findResource,
  getResource,
  type Endpoint,
  type FieldDecl,
  type ResourceDecl,
} from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import type { Json } from '../../../support/requests.js';
import { sampleBody } from '../../../support/samples.js';
import { SERVICE_TABLES, tableDump } from '../../../support/service-tables.js';

/**
 * Bad input to every create and update of the service business, walked from the endpoint table (and
 * the child collections' adds): each declared field gets the wrong type, an unknown id, an over-long
 * text, a negative amount or an impossible date as its kind allows, and the date pairs an end before
 * the start. Every answer is the HTTP 200 validation envelope naming the field under its key and in
 * words (no `snake_case`, in English and French), and no service table changes. The lists take junk
 * paging and sorting as the README says: the default page, HTTP 200.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.token('superuser');
});
afterAll(async () => t.close());

const LANGS = ['en', 'fr'] as const;
const SNAKE = /\b[a-z]+_[a-z_]+\b/;
const UNKNOWN_ID = 999_999;
const OVER_LONG = 'x'.repeat(70_000);

const snapshot = () => tableDump(t, SERVICE_TABLES);

/** Wrong values for one declared field, by its kind and limits. */
function badValues(f: FieldDecl): unknown[] {
  switch (f.kind) {
    case 'integer':
    case 'number':
      return [
        'abc',
        { n: 1 },
        ...(f.min !== undefined ? [f.min - 1] : []),
        ...(f.max !== undefined ? [f.max + 1] : []),
      ];
    case 'money':
      return ['abc', '-1.000', -5];
    case 'reference':
      return [UNKNOWN_ID, 'abc', -1];
    case 'multi-reference':
      return [[UNKNOWN_ID], ['abc']];
    case 'enum':
      return ['nonsense', 7];
    case 'date':
      return ['2026-02-30', 'soon', 20260301];
    case 'boolean':
      return ['maybe', 5];
    case 'text':
    case 'textarea':
    case 'email':
    case 'url':
    case 'phone':
    case 'color':
      return [OVER_LONG, { text: 'x' }, 12_345_678_901_234];
    default:
      return [];
  }
}

/** An end before its start: the date pairs the service hooks hold together. */
const DATE_PAIRS: Record<string, [start: string, end: string][]> = {
  contracts: [['start_date', 'expiry_date']],
  agreements: [['start_date', 'end_date']],
  contractinvoices: [
    ['period_start', 'period_end'],
    ['issue_date', 'due_date'],
  ],
};

/** Lines of a quotation or an invoice: a negative price, a word for a quantity, an over-long description. */
const BAD_LINES: unknown[][] = [
  [{ description: 'Quarterly visit', quantity: '1', unit_price: '-10.000' }],
  [{ description: 'Quarterly visit', quantity: 'two', unit_price: '10.000' }],
  [{ description: OVER_LONG, quantity: '1', unit_price: '10.000' }],
  [{ description: 'Quarterly visit', quantity: '1', unit_price: '10.000', service_id: UNKNOWN_ID }],
];

interface Target {
  e: Endpoint;
  r: ResourceDecl;
  /** The row an update changes, or the parent a child is added to. */
  id?: () => number;
}
/**
 * Rows an update may touch at all: an invoice past its draft and a quotation that became a contract
 * refuse every change under `status` first.
 */
const EDITABLE: Record<string, string> = {
  contract_invoices: "status = 'draft'",
  contract_quotations:
    'id NOT IN (SELECT quotation_id FROM contracts WHERE quotation_id IS NOT NULL AND deleted_at IS NULL)',
};
const firstRow = (table: string, softDelete: boolean) => () =>
  t.conn.sqlite
    .prepare(
      `SELECT min(id) FROM "${table}" WHERE ${softDelete ? 'deleted_at IS NULL' : '1'} AND ${EDITABLE[table] ?? '1'}`,
    )
    .pluck()
    .get() as number;

const targets: Target[] = [
  ...endpoints
    .filter((e) => e.resource && (e.kind === 'create' || e.kind === 'update'))
    .map((e) => ({ e, r: getResource(e.resource!) }))
    .filter(({ r }) => r.area === 'service')
    .map(({ e, r }) => ({ e, r, ...(e.kind === 'update' ? { id: firstRow(r.table, !!r.softDelete) } : {}) })),
  ...childCollections.map((c) => ({
    e: getEndpoint(`${c.prefix}-create`),
    r: c.child as ResourceDecl,
    id: firstRow(c.parent.table, !!c.parent.softDelete),
  })),
];

interface Case {
  label: string;
  body: Record<string, unknown>;
  /** The message key that must name the refusal (a line's field: `lines.0.unit_price`, under `lines`). */
  key: string;
}
function casesOf({ e, r }: Target): Case[] {
  const creating = e.kind !== 'update';
  const base = creating ? sampleBody(t.conn.sqlite, r, 90_000) : {};
  const cases: Case[] = [];
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    for (const bad of badValues(f))
      cases.push({ label: `${key} = ${JSON.stringify(bad).slice(0, 30)}`, body: { ...base, [key]: bad }, key });
  }
  for (const [start, end] of DATE_PAIRS[r.name] ?? [])
    cases.push({
      label: `${end} before ${start}`,
      body: { ...base, [start]: '2027-03-01', [end]: '2027-02-01' },
      key: end,
    });
  if ('lines' in (r.bodyExtras ?? {}))
    for (const lines of BAD_LINES)
      cases.push({ label: `lines ${JSON.stringify(lines).slice(0, 60)}`, body: { ...base, lines }, key: 'lines' });
  return cases;
}

const url = ({ e, id }: Target) => (id ? e.path.replace(':id', String(id())) : e.path);
const send = async (target: Target, body: object, lang: string): Promise<{ code: number; json: Json }> => {
  const res = await t.call('superuser', {
    method: target.e.method,
    url: url(target),
    headers: { 'accept-language': lang },
    payload: body,
  });
  return { code: res.statusCode, json: res.json() as Json };
};

describe('bad input to the service routes', () => {
  it('covers every create and update the endpoint table gives the service business', () => {
    const ids = targets.map((x) => x.e.id);
    for (const name of ['customers', 'vendors', 'services', 'contracts', 'contractquotations', 'contractinvoices']) {
      expect(ids).toContain(`${name}.create`);
      expect(ids).toContain(`${name}.update`);
    }
    expect(ids).toEqual(expect.arrayContaining(['agreements.commitments-create', 'agreements.signatories-create']));
  });

  it.each(targets.map((x) => [x.e.id, x] as const))(
    '%s refuses each bad field by name, writes nothing',
    async (_id, target) => {
      const before = snapshot();
      for (const c of casesOf(target)) {
        for (const lang of LANGS) {
          const { code, json } = await send(target, c.body, lang);
          const where = `${target.e.id} ${c.label} (${lang})`;
          expect(code, where).toBe(200);
          expect(json.status, `${where}: ${JSON.stringify(json).slice(0, 300)}`).toBe('error');
          expect(json.payload ?? null, where).toBeNull();
          const keys = Object.keys(json.messages as object);
          expect(
            keys.some((k) => k === c.key || k.startsWith(`${c.key}.`)),
            `${where}: ${keys.join(', ')}`,
          ).toBe(true);
          for (const text of Object.values(json.messages as Record<string, string[]>).flat())
            expect(text, `${where}: field in words`).not.toMatch(SNAKE);
        }
      }
      expect(snapshot()).toEqual(before);
    },
  );
});

describe('junk paging and sorting on the service lists', () => {
  const lists = endpoints.filter(
    (e) =>
      e.resource &&
      findResource(e.resource)?.area === 'service' &&
      (e.kind === 'list' || e.kind === 'selectlist' || /\.(commitments|signatories)$/.test(e.id)),
  );
  /** Junk → what it reads as: a negative limit is its absolute value (Snipe-IT's `abs`), a word
   * the cap as 0 does, the rest the defaults. */
  const JUNK: [junk: string, same: string][] = [
    ['limit=-1', 'limit=1'],
    ['sort=nonsense', ''],
    ['offset=abc', ''],
    ['limit=abc', 'limit=0'],
    ['offset=-5', ''],
    ['order=sideways&sort=nonsense', 'order=desc'],
  ];

  it.each(lists.map((e) => [e.id, e] as const))('%s answers junk as the README reads it', async (_id, e) => {
    const owner = getResource(e.resource!);
    const path = e.path.replace(':id', String(firstRow(owner.table, !!owner.softDelete)()));
    for (const [junk, same] of JUNK) {
      const res = await t.call('superuser', { url: `${path}?${junk}` });
      const expected = await t.call('superuser', { url: `${path}?${same}` });
      expect(res.statusCode, `${e.id}?${junk}`).toBe(200);
      expect(res.json(), `${e.id}?${junk}`).toEqual(expected.json());
      expect(JSON.stringify(res.json()), `${e.id}?${junk}`).toMatch(/"id":/);
    }
  });
});
