import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';
import { multipartBody } from '../../support/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const adminId = () =>
  (t.conn.sqlite.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number }).id;
const setLocale = (locale: string | null) =>
  t.conn.sqlite.prepare('UPDATE users SET locale = ? WHERE id = ?').run(locale, adminId());

const post = async (url: string, payload: Json, language?: string): Promise<Json> => {
  const res = await t.call('superuser', {
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });
  return res.json() as Json;
};

/** A model without its category: the validation text names the field as a word of the language. */
const REQUIRED = {
  en: 'The category id field is required.',
  fr: 'Le champ catégorie est obligatoire.',
  de: 'Das Feld „Kategorie“ ist erforderlich.',
  pt: 'O campo categoria é obrigatório.',
  ar: 'حقل الفئة مطلوب.',
} as const;
const CREATED = {
  en: 'Category created successfully.',
  fr: 'Catégorie créée avec succès.',
  de: 'Kategorie erfolgreich erstellt.',
  pt: 'Categoria criada com sucesso.',
  ar: 'تم إنشاء الفئة بنجاح.',
} as const;
const LANGS = Object.keys(REQUIRED) as (keyof typeof REQUIRED)[];

describe('server texts in the caller’s language', () => {
  it.each(LANGS)('a validation error and a success message in %s, by Accept-Language', async (lang) => {
    const invalid = await post('/models', { name: `Model ${lang}` }, `${lang}-XX,en;q=0.5`);
    expect(invalid.status).toBe('error');
    expect(invalid.messages.category_id).toEqual([REQUIRED[lang]]);
    const created = await post('/categories', { name: `Pumps ${lang}`, category_type: 'asset' }, lang);
    expect(created).toMatchObject({ status: 'success', messages: CREATED[lang] });
  });

  it('follows the signed-in user’s locale over Accept-Language', async () => {
    try {
      for (const [locale, lang] of [
        ['fr-FR', 'fr'],
        ['de', 'de'],
        ['pt-PT', 'pt'],
        ['ar', 'ar'],
        ['en-US', 'en'],
      ] as const) {
        setLocale(locale);
        const other = lang === 'fr' ? 'de' : 'fr';
        const invalid = await post('/models', { name: 'Locale model' }, other);
        expect(invalid.messages.category_id).toEqual([REQUIRED[lang]]);
        const created = await post('/categories', { name: `Valves ${locale}`, category_type: 'asset' }, other);
        expect(created.messages).toBe(CREATED[lang]);
      }
    } finally {
      setLocale(null);
    }
  });

  it('answers a failed login in Arabic', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      headers: { 'accept-language': 'ar' },
      payload: { email: 'admin@demo.test', password: `${DEMO_PASSWORD}-wrong` },
    });
    expect(res.json()).toMatchObject({ status: 'error', messages: 'بيانات الدخول هذه لا تطابق سجلاتنا.' });
  });

  it('translates the 401 body, a not-found text and a deletion', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/hardware`,
      headers: { 'accept-language': 'fr' },
    });
    expect(anonymous.json()).toEqual({ error: 'Non autorisé ou non authentifié.' });
    const missing = await t.call('superuser', {
      method: 'GET',
      url: `${API_BASE}/hardware/999999`,
      headers: { 'accept-language': 'pt' },
    });
    expect(missing.json().messages).toBe('Ativo não encontrado.');
    const created = await post('/categories', { name: 'Doomed', category_type: 'asset' });
    const removed = await t.call('superuser', {
      method: 'DELETE',
      url: `${API_BASE}/categories/${created.payload.id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(removed.json().messages).toBe('Kategorie erfolgreich gelöscht.');
  });

  it('gives an import’s row reasons in the caller’s language', async () => {
    const tag = (t.conn.sqlite.prepare('SELECT asset_tag FROM assets ORDER BY id LIMIT 1').get() as Json).asset_tag;
    const { payload, headers } = multipartBody([
      { name: 'file', value: `Asset Tag,Name\n${tag},Taken tag`, filename: 'assets.csv', type: 'text/csv' },
    ]);
    const file = (await t.call('superuser', { method: 'POST', url: `${API_BASE}/imports`, payload, headers })).json();
    const res = await post(
      `/imports/process/${file.payload.id}`,
      { import_type: 'assets', update_existing: false, column_mappings: { 'Asset Tag': 'asset_tag', Name: 'name' } },
      'pt-PT',
    );
    expect(res.messages).toBe('1 de 1 linhas não pôde ser importada; nada foi importado.');
    expect(res.payload.errors[0].messages.asset_tag).toEqual([
      'O valor do campo etiqueta do ativo já está a ser utilizado.',
    ]);
  });

  it('leaves English and unknown texts as they are', async () => {
    const english = await post('/models', { name: 'English model' });
    expect(english.messages.category_id).toEqual([REQUIRED.en]);
    // zod's own text for a malformed checklist item is not in the catalogue: it is sent as it is,
    // beside the translated texts of the same answer.
    const res = await post('/checklists', { name: 'Odd items', items: [{ label: 5 }] }, 'fr');
    expect(res.messages.items).toEqual(['Invalid input']);
    expect(res.messages.type).toEqual(['Le champ type est obligatoire.']);
  });
});
