import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

/** Now that items exist, master data counts them and refuses to go while they point at it. */
describe('counts and in-use guards', () => {
  it('a category counts its assets through their models and cannot be deleted while used', async () => {
    const category = value<number>(
      'SELECT m.category_id FROM assets a JOIN models m ON m.id = a.model_id WHERE a.deleted_at IS NULL LIMIT 1',
    );
    const detail = await get(`/categories/${category}`);
    const assets = t.count(
      'assets',
      `deleted_at IS NULL AND model_id IN (SELECT id FROM models WHERE category_id = ${category})`,
    );
    expect(detail).toMatchObject({ assets_count: assets, models_count: expect.any(Number) });
    expect(assets).toBeGreaterThan(0);
    // The category detail screen lists those assets through the asset list's filter.
    expect((await get(`/hardware?category_id=${category}`)).total).toBeGreaterThan(0);
    expect(await send('DELETE', `/categories/${category}`)).toEqual({
      status: 'error',
      messages:
        'This category is currently associated with at least one model and cannot be deleted. Please update your model  to no longer reference this category and try again. ',
      payload: null,
    });
  });

  it('a status label, a location, a supplier, a manufacturer and a company in use stay', async () => {
    const cases: [string, string, number][] = [
      ['statuslabels', 'assets_count', value<number>('SELECT status_id FROM assets WHERE deleted_at IS NULL LIMIT 1')],
      [
        'locations',
        'assets_count',
        value<number>('SELECT location_id FROM assets WHERE location_id IS NOT NULL LIMIT 1'),
      ],
      ['suppliers', 'maintenances_count', value<number>('SELECT supplier_id FROM asset_maintenances LIMIT 1')],
      ['manufacturers', 'models_count', value<number>('SELECT manufacturer_id FROM models LIMIT 1')],
      [
        'companies',
        'assets_count',
        value<number>('SELECT company_id FROM assets WHERE company_id IS NOT NULL LIMIT 1'),
      ],
      [
        'depreciations',
        'models_count',
        value<number>('SELECT depreciation_id FROM models WHERE depreciation_id IS NOT NULL LIMIT 1'),
      ],
    ];
    for (const [path, count, id] of cases) {
      const row = await get(`/${path}/${id}`);
      expect(row[count], `${path}.${count}`).toBeGreaterThan(0);
      expect(row.available_actions.delete, path).toBe(false);
      const res = await send('DELETE', `/${path}/${id}`);
      expect(res.status, path).toBe('error');
      expect(typeof res.messages, path).toBe('string');
    }
  });

  it('a model with assets cannot be deleted; without, it can', async () => {
    const used = value<number>('SELECT model_id FROM assets WHERE deleted_at IS NULL LIMIT 1');
    expect((await send('DELETE', `/models/${used}`)).messages).toBe(
      'This model is currently associated with one or more assets and cannot be deleted. Please delete the assets, and then try deleting again. ',
    );
    const category = value<number>("SELECT id FROM categories WHERE category_type = 'asset' LIMIT 1");
    const fresh = await send('POST', '/models', { name: 'Unused model', category_id: category });
    expect((await send('DELETE', `/models/${fresh.payload.id}`)).status).toBe('success');
  });

  it('a model needs an asset category, and a name and model number pair is unique', async () => {
    const accessory = value<number>("SELECT id FROM categories WHERE category_type = 'accessory' LIMIT 1");
    expect((await send('POST', '/models', { name: 'Wrong kind', category_id: accessory })).messages).toEqual({
      category_type: ['This category must be an asset category.'],
    });
    const existing = t.conn.sqlite.prepare('SELECT name, model_number, category_id FROM models LIMIT 1').get() as Json;
    const text = 'The name must be unique across models and model number. ';
    expect((await send('POST', '/models', existing)).messages).toEqual({ name: [text], model_number: [text] });
  });
});

describe('maintenances of an asset', () => {
  it('lists by asset_id, newest first, and writes the log', async () => {
    const asset = value<number>(
      'SELECT asset_id FROM asset_maintenances GROUP BY asset_id ORDER BY count(*) DESC LIMIT 1',
    );
    const list = await get(`/maintenances?asset_id=${asset}`);
    expect(list.total).toBe(t.count('asset_maintenances', `asset_id = ${asset} AND deleted_at IS NULL`));
    expect(list.rows.every((m: Json) => m.asset.id === asset)).toBe(true);
    const created = await send('POST', '/maintenances', {
      title: 'Replace compressor contactor',
      asset_id: asset,
      asset_maintenance_type: 'Repair',
      start_date: '2026-11-02',
      cost: 38.5,
    });
    expect(created).toMatchObject({ status: 'success', payload: { asset: { id: asset }, cost: 38.5 } });
    expect((await get(`/maintenances?asset_id=${asset}`)).total).toBe(list.total + 1);
  });
});
