import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody } from '../../support/multipart.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-imports-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const { get, send, value } = requests(() => t);

const upload = async (csv: string, filename = 'assets.csv', type = 'text/csv') => {
  const { payload, headers } = multipartBody([{ name: 'file', value: csv, filename, type }]);
  return t.call('superuser', { method: 'POST', url: '/admin/public/api/v1/imports', payload, headers });
};
const uploaded = async (csv: string) => {
  const res = await upload(csv);
  expect(res.json().status).toBe('success');
  return res.json().payload as Json;
};
const run = (id: number, body: object) => send('POST', `/imports/process/${id}`, body);

const model = () => value<string>('SELECT name FROM models ORDER BY id LIMIT 1');
const status = () => value<string>("SELECT name FROM status_labels WHERE type = 'deployable' ORDER BY id LIMIT 1");
const ASSET_MAP = { 'Asset Tag': 'asset_tag', Name: 'name', Model: 'model', Status: 'status', Location: 'location' };

describe('imports', () => {
  it('previews the header and the first five rows, and lists the upload', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `IMP-P${i},"Pump, spare ${i}"`);
    const file = await uploaded(['Asset Tag,Name', ...rows].join('\r\n'));
    expect(file).toMatchObject({ name: 'assets.csv', import_type: null, header_row: ['Asset Tag', 'Name'] });
    expect(file.first_row).toHaveLength(5);
    expect(file.first_row[0]).toEqual(['IMP-P0', 'Pump, spare 0']);
    const list = await get('/imports');
    expect(list.total).toBe(t.count('imports'));
    expect(list.rows[0].id).toBe(file.id);
  });

  it('refuses a file that is not CSV with 422 and the reference text', async () => {
    const res = await upload('%PDF-1.7', 'scan.pdf', 'application/pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      messages: 'File type must be CSV. Uploaded file is application/pdf',
      payload: null,
    });
  });

  it('creates what the mapping says, resolving names to ids', async () => {
    const csv = [
      'Asset Tag,Name,Model,Status,Location,Ignored',
      `IMP-001,Chiller A,${model()},${status()},Sitra Industrial Plant,x`,
    ];
    csv.push(`IMP-002,,${model()},${status()},,y`);
    const file = await uploaded(csv.join('\n'));
    const before = t.count('assets');
    const res = await run(file.id, { import_type: 'assets', update_existing: false, column_mappings: ASSET_MAP });
    expect(res).toEqual({
      status: 'success',
      messages: 'Your file has been imported',
      payload: { created: 2, updated: 0, rejected: 0, errors: [] },
    });
    expect(t.count('assets')).toBe(before + 2);
    const made = t.conn.sqlite.prepare("SELECT * FROM assets WHERE asset_tag = 'IMP-001'").get() as Json;
    expect(made).toMatchObject({
      name: 'Chiller A',
      model_id: value('SELECT id FROM models WHERE name = ?', model()),
      location_id: value("SELECT id FROM locations WHERE name = 'Sitra Industrial Plant'"),
    });
    expect(t.count('action_logs', `item_type = 'hardware' AND item_id = ${made.id} AND action_type = 'create'`)).toBe(
      1,
    );
    const stored = (await get('/imports')).rows.find((r: Json) => r.id === file.id);
    expect(stored).toMatchObject({ import_type: 'assets', field_map: ASSET_MAP });
  });

  it('recognises usual headers without any mapping, in any case and spacing', async () => {
    const csv = [
      'ASSET TAG,  item name ,Model Name,Status,Serial Number,Default Location,Purchase Cost,Comments',
      `IMP-H01,Cooling tower fan,${model()},${status()},SN-77881,Sitra Industrial Plant,1250.500,not imported`,
    ];
    const file = await uploaded(csv.join('\n'));
    const res = await run(file.id, { import_type: 'assets', update_existing: false });
    expect(res.payload).toEqual({ created: 1, updated: 0, rejected: 0, errors: [] });
    const made = t.conn.sqlite.prepare("SELECT * FROM assets WHERE asset_tag = 'IMP-H01'").get() as Json;
    expect(made).toMatchObject({
      name: 'Cooling tower fan',
      serial: 'SN-77881',
      model_id: value('SELECT id FROM models WHERE name = ?', model()),
      status_id: value('SELECT id FROM status_labels WHERE name = ?', status()),
      rtd_location_id: value("SELECT id FROM locations WHERE name = 'Sitra Industrial Plant'"),
      purchase_cost: 1250.5,
    });
    const stored = (await get('/imports')).rows.find((r: Json) => r.id === file.id);
    expect(stored.field_map).toEqual({
      'ASSET TAG': 'asset_tag',
      'item name': 'name',
      'Model Name': 'model',
      Status: 'status',
      'Serial Number': 'serial',
      'Default Location': 'rtd_location',
      'Purchase Cost': 'purchase_cost',
    });
  });

  it('takes a name in a column mapped to a reference field, and still an id', async () => {
    const modelId = value<number>('SELECT id FROM models WHERE name = ?', model());
    const csv = ['Asset Tag,Model,Status', `IMP-N01,${model()},${status()}`, `IMP-N02,${modelId},${status()}`];
    const file = await uploaded(csv.join('\n'));
    const mappings = { 'Asset Tag': 'asset_tag', Model: 'model_id', Status: 'status_id' };
    const res = await run(file.id, { import_type: 'assets', update_existing: false, column_mappings: mappings });
    expect(res.payload).toMatchObject({ created: 2, rejected: 0 });
    const models = t.conn.sqlite
      .prepare("SELECT model_id FROM assets WHERE asset_tag IN ('IMP-N01', 'IMP-N02')")
      .pluck()
      .all();
    expect(models).toEqual([modelId, modelId]);
    const unknown = await uploaded(['Asset Tag,Model,Status', `IMP-N03,No Such Model,${status()}`].join('\n'));
    const refused = await run(unknown.id, { import_type: 'assets', update_existing: false, column_mappings: mappings });
    expect(refused.payload).toMatchObject({ created: 0, rejected: 1 });
    expect(refused.payload.errors[0].messages.model_id[0]).toMatch(/invalid/i);
  });

  it('updates existing rows only when asked to', async () => {
    const file = await uploaded(
      ['Asset Tag,Name,Model,Status', `IMP-001,Chiller A renamed,${model()},${status()}`].join('\n'),
    );
    const off = await run(file.id, { import_type: 'assets', update_existing: false, column_mappings: ASSET_MAP });
    expect(off).toMatchObject({
      status: 'error',
      payload: {
        created: 0,
        updated: 0,
        rejected: 1,
        errors: [{ row: 2, messages: { asset_tag: ['The asset tag has already been taken.'] } }],
      },
    });
    expect(value("SELECT name FROM assets WHERE asset_tag = 'IMP-001'")).toBe('Chiller A');
    const on = await run(file.id, { import_type: 'assets', update_existing: true, column_mappings: ASSET_MAP });
    expect(on).toMatchObject({ status: 'success', payload: { created: 0, updated: 1, rejected: 0 } });
    expect(value("SELECT name FROM assets WHERE asset_tag = 'IMP-001'")).toBe('Chiller A renamed');
  });

  it('changes nothing when one row is bad, and says which row and why', async () => {
    const csv = [
      'Asset Tag,Name,Model,Status',
      `IMP-100,Good one,${model()},${status()}`,
      `IMP-101,Bad model,No such model,${status()}`,
      `IMP-102,No status,${model()},`,
      `IMP-103,Another good one,${model()},${status()}`,
    ];
    const file = await uploaded(csv.join('\n'));
    const before = { assets: t.count('assets'), logs: t.count('action_logs') };
    const res = await run(file.id, { import_type: 'assets', update_existing: true, column_mappings: ASSET_MAP });
    expect(res.status).toBe('error');
    expect(res.payload).toEqual({
      created: 0,
      updated: 0,
      rejected: 2,
      errors: [
        { row: 3, messages: { model: ['The selected model is invalid.'] } },
        { row: 4, messages: { status_id: ['The status id field is required.'] } },
      ],
    });
    expect({ assets: t.count('assets'), logs: t.count('action_logs') }).toEqual(before);
    expect(t.count('assets', "asset_tag IN ('IMP-100', 'IMP-103')")).toBe(0);
  });

  it.each([
    ['models', 'Name,Category,Manufacturer\nImported model X,Laptops,Dell', 'models', "name = 'Imported model X'"],
    ['users', 'First,Username,Email\nNoor,noor.import,noor@example.test', 'users', "username = 'noor.import'"],
    ['locations', 'Name,City\nImported site,Manama', 'locations', "name = 'Imported site'"],
    ['accessories', 'Name,Category,Qty\nImported mouse,Keyboards & mice,4', 'accessories', "name = 'Imported mouse'"],
    ['consumables', 'Name,Category,Qty\nImported filter,Air filters,9', 'consumables', "name = 'Imported filter'"],
    ['components', 'Name,Category,Qty\nImported SSD,Hard drives,3', 'components', "name = 'Imported SSD'"],
    ['licenses', 'Name,Category,Seats\nImported suite,Office suites,4', 'licenses', "name = 'Imported suite'"],
  ])('imports %s with the same validation as the API', async (type, csv, table, where) => {
    const [header] = csv.split('\n');
    const keys: Record<string, string> = {
      Name: 'name',
      Category: 'category',
      Manufacturer: 'manufacturer',
      First: 'first_name',
      Username: 'username',
      Email: 'email',
      City: 'city',
      Qty: 'qty',
      Seats: 'seats',
    };
    const mappings = Object.fromEntries(header!.split(',').map((h) => [h, keys[h]!]));
    const file = await uploaded(csv);
    const res = await run(file.id, { import_type: type, update_existing: false, column_mappings: mappings });
    expect(res, JSON.stringify(res.payload)).toMatchObject({ status: 'success', payload: { created: 1 } });
    expect(t.count(table, where)).toBe(1);
    if (type === 'licenses')
      expect(t.count('license_seats', `license_id = (SELECT id FROM licenses WHERE ${where})`)).toBe(4);
  });

  it('rejects a category of the wrong kind and an unknown mapping', async () => {
    const file = await uploaded('Name,Category,Qty\nWrong kind,Laptops,4');
    const res = await run(file.id, {
      import_type: 'accessories',
      column_mappings: { Name: 'name', Category: 'category', Qty: 'qty' },
    });
    expect(res.payload.errors).toEqual([{ row: 2, messages: { category: ['The selected category is invalid.'] } }]);
    expect((await run(file.id, { import_type: 'accessories', column_mappings: { Name: 'password' } })).status).toBe(
      'error',
    );
    expect((await run(file.id, { import_type: 'spaceships', column_mappings: { Name: 'name' } })).messages).toEqual({
      import_type: ['The selected import type is invalid.'],
    });
  });

  it('deletes an upload', async () => {
    const file = await uploaded('Name\nx');
    expect(await send('DELETE', `/imports/${file.id}`)).toEqual({
      status: 'success',
      messages: 'Your file has been been successfully deleted',
      payload: null,
    });
    expect(t.count('imports', `id = ${file.id}`)).toBe(0);
    expect((await run(file.id, { import_type: 'assets' })).messages).toBe('Import not found');
  });

  it('needs the import permission', async () => {
    expect((await t.call('technician', { url: '/admin/public/api/v1/imports' })).statusCode).toBe(403);
  });
});
