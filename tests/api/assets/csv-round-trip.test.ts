import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  csvSheet,
  csvText,
  DEMO_ACCOUNTS,
  getResource,
  importFieldsOf,
  recogniseHeader,
  type ImportType,
  type ResourceDecl,
  type ResourceName,
} from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody } from '../../support/multipart.js';
import type { Json } from '../../support/requests.js';

/**
 * The console's CSV download imports back unchanged: each importable list is written by the very
 * writer the console uses (`csvSheet`, labels in English), uploaded, mapped as the console maps it,
 * imported, and the list written again reads the same, cell for cell.
 */
const en = JSON.parse(readFileSync(join(__dirname, '../../../web/public/locales/en/translation.json'), 'utf8')) as Json;

/** The importable lists and the column that names a row (what "update existing" matches on). */
/** The signed-in superuser stays in the "fresh" database: the import runs as that account. */
const ME = DEMO_ACCOUNTS.find((account) => account.role === 'superuser')!.email;
const TYPES: { type: ImportType; resource: ResourceName; match: string }[] = [
  { type: 'assets', resource: 'hardware', match: 'asset_tag' },
  { type: 'users', resource: 'users', match: 'username' },
  { type: 'accessories', resource: 'accessories', match: 'name' },
  { type: 'consumables', resource: 'consumables', match: 'name' },
  { type: 'components', resource: 'components', match: 'name' },
  { type: 'licenses', resource: 'licenses', match: 'name' },
  { type: 'locations', resource: 'locations', match: 'name' },
  { type: 'models', resource: 'models', match: 'name' },
];

const words = (r: ResourceDecl) => ({
  label: (key: string) => String(en.resources[r.name].fields[key] ?? key),
  yes: en.common.yes as string,
  no: en.common.no as string,
  id: en.assets.id as string,
  holder: en.assets.checkedOutTo as string,
});

interface Sheet {
  header: string[];
  lines: string[][];
}

/** The list as the console downloads it (`all=1`), written by the shared writer. */
async function download(t: TestApp, r: ResourceDecl): Promise<Sheet> {
  const res = await t.call('superuser', { url: `/admin/public/api/v1${r.path}?all=1` });
  return csvSheet(r, res.json().rows as Json[], words(r));
}

/** Every line as `{header: cell}` keyed by its match column, without the columns a write never changes. */
function byName(sheet: Sheet, r: ResourceDecl, match: string, keepId: boolean): Map<string, Record<string, string>> {
  const skip = new Set(
    Object.entries(r.fields)
      .filter(([, f]) => f.readOnly)
      .map(([key]) => words(r).label(key)),
  );
  if (!keepId) skip.add(words(r).id);
  const at = sheet.header.indexOf(words(r).label(match));
  return new Map(
    sheet.lines.map((line) => [
      line[at] ?? '',
      Object.fromEntries(sheet.header.map((h, i) => [h, line[i] ?? '']).filter(([h]) => !skip.has(h as string))),
    ]),
  );
}

/** Upload the text, map its columns as the console proposes (English labels), run it. */
async function importCsv(t: TestApp, type: ImportType, r: ResourceDecl, text: string, updateExisting: boolean) {
  const { payload, headers } = multipartBody([
    { name: 'file', value: text, filename: `${r.name}.csv`, type: 'text/csv' },
  ]);
  const up = await t.call('superuser', { method: 'POST', url: '/admin/public/api/v1/imports', payload, headers });
  const file = up.json().payload as Json;
  // The console's mapping: the import screen's fields (custom ones by name), guessed from the header.
  const fields = await t.call('superuser', { url: '/admin/public/api/v1/fields?all=1' });
  const custom = (fields.json().rows as Json[]).map((f) => [f.db_column_name as string, f.name as string] as const);
  const options = importFieldsOf(r, type, type === 'assets' ? custom : []);
  const labelOf = new Map(options.map((o) => [o.key, o.label ?? words(r).label(o.key)]));
  const mappings = Object.fromEntries(
    (file.header_row as string[]).map((h) => [
      h,
      recogniseHeader(
        h,
        options.map((o) => o.key),
        (key) => [labelOf.get(key) ?? ''],
      ),
    ]),
  );
  const res = await t.call('superuser', {
    method: 'POST',
    url: `/admin/public/api/v1/imports/process/${file.id}`,
    payload: { import_type: type, update_existing: updateExisting, column_mappings: mappings },
  });
  return res.json() as Json;
}

/** The signed-in superuser's own line of a users sheet. */
function isMe(sheet: Sheet, r: ResourceDecl, line: string[]): boolean {
  const email = sheet.header.indexOf(words(r).label('email'));
  return r.name === 'users' && line[email] === ME;
}

let dataDir: string;
let a: TestApp;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-csv-trip-'));
  a = await createTestApp({ dataDir });
  const sql = a.conn.sqlite;
  // Cells a naive writer or reader would lose: separators, quotes, line breaks, Arabic, money in fils.
  const first = sql.prepare('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 2').pluck().all();
  sql
    .prepare(`UPDATE assets SET name = ?, notes = ?, purchase_cost = 1234.5, requestable = 1 WHERE id = ?`)
    .run('مضخة المياه، الطابق 2', 'Line one, "quoted"\nline two', first[0]);
  sql.prepare(`UPDATE assets SET serial = ?, notes = NULL WHERE id = ?`).run('=SUM(A1)', first[1]);
  sql.prepare(`UPDATE users SET jobtitle = ? WHERE id = (SELECT max(id) FROM users)`).run('فني تكييف, أول');
});
afterAll(async () => {
  await a.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the console CSV download imports back unchanged', () => {
  it.each(TYPES)(
    '$type: "update existing" over the same database writes nothing new',
    async ({ type, resource, match }) => {
      const r = getResource(resource);
      const before = await download(a, r);
      expect(before.lines.length).toBeGreaterThan(0);
      // An import never touches a superuser's account (refused by design): those lines are left out.
      const role = before.header.indexOf(words(r).label('role_type'));
      const email = before.header.indexOf(words(r).label('email'));
      before.lines = before.lines.filter((line) => role < 0 || (line[role] !== 'superuser' && line[email] !== ME));
      const result = await importCsv(a, type, r, csvText(before.header, before.lines), true);
      expect(result.payload?.errors ?? []).toEqual([]);
      expect(result.messages).toBe('Your file has been imported');
      expect(result).toMatchObject({ status: 'success', payload: { created: 0, rejected: 0 } });
      const after = await download(a, r);
      after.lines = after.lines.filter((line) => role < 0 || (line[role] !== 'superuser' && line[email] !== ME));
      expect(Object.fromEntries(byName(after, r, match, true))).toEqual(
        Object.fromEntries(byName(before, r, match, true)),
      );
    },
  );

  it.each(TYPES)(
    '$type: into a database without those rows, every cell reads back',
    async ({ type, resource, match }) => {
      const r = getResource(resource);
      const before = await download(a, r);
      // The importing superuser's own account stays (a deleted account cannot sign in); its line is left out.
      before.lines = before.lines.filter((line) => !isMe(before, r, line));
      const b = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'cmms-csv-fresh-')) });
      try {
        // The same reference data, none of the rows the file brings: they are soft-deleted.
        const keep = r.name === 'users' ? ` WHERE email <> '${ME}'` : '';
        b.conn.sqlite.prepare(`UPDATE ${r.table} SET deleted_at = '2026-01-01 00:00:00'${keep}`).run();
        const result = await importCsv(b, type, r, csvText(before.header, before.lines), false);
        expect(result.payload?.errors ?? []).toEqual([]);
        expect(result.messages).toBe('Your file has been imported');
        expect(result).toMatchObject({ status: 'success', payload: { created: before.lines.length, rejected: 0 } });
        const after = await download(b, r);
        after.lines = after.lines.filter((line) => !isMe(after, r, line));
        // A new asset without an end of life gets its model's (the real backend's rule on create).
        const eol = before.header.indexOf(words(r).label('asset_eol_date'));
        const key = before.header.indexOf(words(r).label(match));
        const blank = new Set(before.lines.filter((line) => line[eol] === '').map((line) => line[key]));
        if (eol >= 0) for (const line of after.lines) if (blank.has(line[key])) line[eol] = '';
        expect(Object.fromEntries(byName(after, r, match, false))).toEqual(
          Object.fromEntries(byName(before, r, match, false)),
        );
      } finally {
        await b.close();
      }
    },
  );
});
