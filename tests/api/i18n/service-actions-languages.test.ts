import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';

/**
 * The service routes' own refusals (convert twice, pay a void invoice, issue a paid one, compliance with
 * start after end or a bad date, unknown records, child collections' bad bodies): refused with the
 * validation envelope, nothing written, and the text in each of the five languages (Accept-Language),
 * field names as words. The English text is the reference: every other language must differ from it.
 */
let t: TestApp;
const LANGS = ['en', 'fr', 'de', 'pt', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const ARABIC = /[\u0600-\u06FF]/;
/** English words a translation must not keep (record names aside): nouns of the entities and fields. */
const ENGLISH = /\b(Customer|Contract|Agreement|Invoice|Quotation|Vendor|from|to|selected|field|found)\b/;

const ask = async (method: 'GET' | 'POST', url: string, lang: Lang, payload?: object): Promise<Json> =>
  (
    await t.call('superuser', {
      method,
      url: `${API_BASE}${url}`,
      headers: { 'accept-language': lang },
      ...(payload ? { payload } : {}),
    })
  ).json() as Json;
const texts = (messages: unknown): string[] =>
  typeof messages === 'string' ? [messages] : Object.values(messages as Record<string, string[]>).flat();
const value = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params);
const watched = () =>
  ['contracts', 'contract_quotations', 'contract_invoices', 'agreement_commitments', 'agreement_signatories']
    .map((table) => JSON.stringify(t.conn.sqlite.prepare(`SELECT * FROM ${table} ORDER BY id`).all()))
    .join('\n');

let converted: number;
let draftQuotation: number;
let paid: number;
let voided: number;
let bare: number;
let agreement: number;
let customer: number;
beforeAll(async () => {
  t = await createTestApp();
  converted = value("SELECT min(id) FROM contract_quotations WHERE status = 'sent'") as number;
  draftQuotation = value("SELECT min(id) FROM contract_quotations WHERE status = 'draft'") as number;
  paid = value("SELECT min(id) FROM contract_invoices WHERE status = 'paid'") as number;
  voided = value("SELECT max(id) FROM contract_invoices WHERE status = 'paid'") as number;
  bare = value("SELECT min(id) FROM contract_invoices WHERE status = 'draft'") as number;
  agreement = value('SELECT min(id) FROM agreements WHERE customer_id IS NOT NULL') as number;
  customer = value('SELECT customer_id FROM agreements WHERE id = ?', agreement) as number;
  // The states the refusals need: one conversion done, a void invoice, a draft invoice without lines.
  const first = await ask('POST', `/contract-quotations/${converted}/convert`, 'en');
  expect(first.status).toBe('success');
  t.conn.sqlite.prepare("UPDATE contract_invoices SET status = 'void' WHERE id = ?").run(voided);
  t.conn.sqlite.prepare('DELETE FROM contract_invoice_lines WHERE invoice_id = ?').run(bare);
});
afterAll(async () => t.close());

const CASES: [string, 'GET' | 'POST', () => string, object?][] = [
  ['convert a quotation twice', 'POST', () => `/contract-quotations/${converted}/convert`],
  ['convert a draft quotation', 'POST', () => `/contract-quotations/${draftQuotation}/convert`],
  ['convert an unknown quotation', 'POST', () => '/contract-quotations/99999/convert'],
  ['pay a void invoice', 'POST', () => `/contract-invoices/${voided}/pay`],
  ['issue a paid invoice', 'POST', () => `/contract-invoices/${paid}/issue`],
  ['void a paid invoice', 'POST', () => `/contract-invoices/${paid}/void`],
  ['issue an invoice without lines', 'POST', () => `/contract-invoices/${bare}/issue`],
  ['pay an unknown invoice', 'POST', () => '/contract-invoices/99999/pay'],
  [
    'compliance with start after end',
    'GET',
    () => `/agreements/${agreement}/compliance?start=2026-03-01&end=2026-02-01`,
  ],
  ['compliance with a bad date', 'GET', () => `/agreements/${agreement}/compliance?start=2026-02-31&end=soon`],
  ['compliance of an unknown agreement', 'GET', () => '/agreements/99999/compliance'],
  [
    'customer compliance with start after end',
    'GET',
    () => `/customers/${customer}/sla-compliance?start=2026-03-01&end=2026-01-01`,
  ],
  ['compliance of an unknown customer', 'GET', () => '/customers/99999/sla-compliance'],
  ['versions of an unknown contract', 'GET', () => '/contracts/99999/versions'],
  [
    'compare unknown versions',
    'GET',
    () => `/contracts/${value('SELECT min(id) FROM contracts') as number}/versions/compare?from=999&to=x`,
  ],
  ['a commitment without its fields', 'POST', () => `/agreements/${agreement}/commitments`, {}],
  [
    'a commitment with wrong types',
    'POST',
    () => `/agreements/${agreement}/commitments`,
    { priority_id: 'high', response_minutes: -5 },
  ],
  ['a signatory without its fields', 'POST', () => `/agreements/${agreement}/signatories`, {}],
  [
    'a signatory carrying permissions',
    'POST',
    () => `/agreements/${agreement}/signatories`,
    { permissions: { superuser: '1' } },
  ],
];

describe('the service actions refuse in the caller’s language', () => {
  it.each(CASES)('%s', async (_name, method, url, body) => {
    const before = watched();
    const answers = {} as Record<Lang, string[]>;
    for (const lang of LANGS) {
      const res = await ask(method, url(), lang, body ?? (method === 'POST' ? {} : undefined));
      expect(res.status, lang).toBe('error');
      expect(res.payload ?? null).toBeNull();
      answers[lang] = texts(res.messages);
      expect(answers[lang].length).toBeGreaterThan(0);
      // Field names are words, never the column (`customer_id`, `priority_id`).
      for (const text of answers[lang]) expect(text, `${lang}: ${text}`).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    }
    for (const lang of LANGS.slice(1)) {
      answers[lang].forEach((text, i) => {
        expect(text, `${lang} keeps English`).not.toBe(answers.en[i]);
        expect(text, `${lang} keeps English words`).not.toMatch(ENGLISH);
      });
    }
    for (const text of answers.ar) {
      expect(text).toMatch(ARABIC);
      expect(text, 'لـ joins the article').not.toMatch(/لـ ال/);
    }
    expect(watched()).toBe(before);
  });
});

/** A stored value as the console's form labels it in `lang` (what the user picked). */
const optionLabel = (lang: Lang, resource: string, field: string, value: string): string => {
  const tree = JSON.parse(readFileSync(join(LOCALES, lang, 'translation.json'), 'utf8')) as Json;
  return tree.resources[resource].options[field][value] as string;
};
const LOCALES = join(import.meta.dirname, '../../../web/public/locales');

/** "required when kind is …": the value is named as the form shows it, in every language, never as stored. */
const REQUIRED_IF: [string, () => string, () => object, string, [resource: string, field: string, value: string]][] = [
  [
    'a commitment of a timed kind without its hours',
    () => `/agreements/${agreement}/commitments`,
    () => ({ kind: 'response' }),
    'target_hours',
    ['agreementcommitments', 'kind', 'response'],
  ],
  [
    'an SLA in business hours without its days',
    () => '/agreements',
    () => ({
      name: 'Business SLA',
      customer_id: customer,
      hours_mode: 'business',
      business_start: '08:00',
      business_end: '17:00',
    }),
    'business_days',
    ['agreements', 'hours_mode', 'business'],
  ],
];

describe('required_if names the value by its option label', () => {
  it.each(REQUIRED_IF)('%s', async (_name, url, body, field, [resource, key, value]) => {
    const before = watched();
    for (const lang of LANGS) {
      const res = await ask('POST', url(), lang, body());
      expect(res.status, lang).toBe('error');
      const [text] = res.messages[field] as string[];
      expect(text, lang).toContain(optionLabel(lang, resource, key, value));
      // The stored value quoted, or closing the sentence ("… is business."), is what the user never saw.
      expect(text, `${lang} keeps the stored value`).not.toMatch(
        new RegExp(`[«„“"]\\s?${value}\\s?[»“”"]|\\s${value}\\.$`),
      );
    }
    expect(watched()).toBe(before);
  });
});
