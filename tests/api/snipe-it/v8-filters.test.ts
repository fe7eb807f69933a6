import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

/** The list filters Snipe-IT v8's index actions take, each an exact match AND-ed with the rest. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value, ids } = requests(() => t);

const listIds = async (path: string): Promise<number[]> =>
  ((await get(`${path}${path.includes('?') ? '&' : '?'}limit=500`)).rows as Json[]).map((r) => r.id as number);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** Column filters of v8 that a plain list answers: name the column, a value from a stored row, the rows it keeps. */
const COLUMN_FILTERS: [resource: string, filter: string][] = [
  ['accessories', 'notes'],
  ['components', 'notes'],
  ['consumables', 'notes'],
  ['models', 'notes'],
  ['companies', 'created_by'],
  ['categories', 'created_by'],
  ['licenses', 'created_by'],
  ['maintenances', 'created_by'],
];

describe('v8 column filters', () => {
  it.each(COLUMN_FILTERS)('%s ?%s= keeps exactly the matching rows', async (name, filter) => {
    const r = getResource(name);
    const live = r.softDelete ? 'deleted_at IS NULL' : '1';
    // Give one row a value of its own so the filter has something to tell apart.
    const target = value<number>(`SELECT id FROM "${r.table}" WHERE ${live} ORDER BY id DESC LIMIT 1`);
    const stamp = filter === 'created_by' ? 3 : `v8 filter ${name}`;
    t.conn.sqlite.prepare(`UPDATE "${r.table}" SET "${filter}" = ? WHERE id = ?`).run(stamp, target);
    const expected = ids(`SELECT id FROM "${r.table}" WHERE ${live} AND "${filter}" = ?`, stamp);
    expect(expected).toContain(target);
    const got = await listIds(`${r.path}?${filter}=${encodeURIComponent(String(stamp))}`);
    expect(sorted(got)).toEqual(sorted(expected));
  });
});

describe('v8 filters with rules of their own', () => {
  it('status labels take status_type as well as type', async () => {
    const got = await listIds('/statuslabels?status_type=archived');
    expect(got.length).toBeGreaterThan(0);
    expect(sorted(got)).toEqual(
      ids("SELECT id FROM status_labels WHERE type = 'archived' AND deleted_at IS NULL ORDER BY id"),
    );
  });

  it('models take status=deleted for the trashed ones only', async () => {
    const created = await send('POST', '/models', { name: 'Trashed v8 model', category_id: 1 });
    expect(created.status).toBe('success');
    await send('DELETE', `/models/${created.payload.id}`);
    const got = await listIds('/models?status=deleted');
    expect(got).toEqual(ids('SELECT id FROM models WHERE deleted_at IS NOT NULL ORDER BY created_at DESC, id DESC'));
    expect(got).toContain(created.payload.id);
    expect(await listIds('/models')).not.toContain(created.payload.id);
  });

  it('licenses take expires=true|false: with or without an expiry date', async () => {
    const withDate = await listIds('/licenses?expires=true');
    const without = await listIds('/licenses?expires=false');
    expect(sorted(withDate)).toEqual(
      ids('SELECT id FROM licenses WHERE deleted_at IS NULL AND expiration_date IS NOT NULL ORDER BY id'),
    );
    expect(sorted(without)).toEqual(
      ids('SELECT id FROM licenses WHERE deleted_at IS NULL AND expiration_date IS NULL ORDER BY id'),
    );
    expect(withDate.length + without.length).toBe((await get('/licenses')).total);
  });

  it('users take a count as a filter: assets_count=0 keeps people with no assets', async () => {
    const none = await get('/users?assets_count=0&limit=500');
    expect(none.total).toBe(
      t.count(
        'users',
        `deleted_at IS NULL AND id NOT IN (SELECT assigned_to FROM assets WHERE assigned_type = 'user' AND deleted_at IS NULL AND assigned_to IS NOT NULL)`,
      ),
    );
    expect(none.rows.every((u: Json) => u.assets_count === 0)).toBe(true);
  });
});

describe('restore of licenses and stock items', () => {
  it('brings a deleted license back with the seats it had', async () => {
    const category = value<number>("SELECT id FROM categories WHERE category_type = 'license' LIMIT 1");
    const created = await send('POST', '/licenses', { name: 'Restorable licence', seats: 3, category_id: category });
    const id = created.payload.id as number;
    expect((await send('DELETE', `/licenses/${id}`)).status).toBe('success');
    expect(await listIds('/licenses?deleted=true')).toContain(id);
    expect(t.count('license_seats', `license_id = ${id} AND deleted_at IS NULL`)).toBe(0);
    const restored = await send('POST', `/licenses/${id}/restore`);
    expect(restored).toMatchObject({ status: 'success', messages: 'License restored successfully.' });
    expect(restored.payload).toMatchObject({ id, deleted_at: null, free_seats_count: 3 });
    expect(t.count('license_seats', `license_id = ${id} AND deleted_at IS NULL`)).toBe(3);
    expect(await send('POST', `/licenses/${id}/restore`)).toEqual({
      status: 'error',
      messages: 'The License was not deleted and therefore cannot be restored',
      payload: null,
    });
  });

  it.each([
    ['accessories', 'accessory', 'Accessory'],
    ['components', 'component', 'Component'],
    ['consumables', 'consumable', 'Consumable'],
  ])('restores deleted %s', async (name, type, entity) => {
    const category = value<number>('SELECT id FROM categories WHERE category_type = ? LIMIT 1', type);
    const created = await send('POST', `/${name}`, { name: `Restorable ${type}`, qty: 2, category_id: category });
    const id = created.payload.id as number;
    await send('DELETE', `/${name}/${id}`);
    expect(await listIds(`/${name}?deleted=true`)).toContain(id);
    expect(await listIds(`/${name}`)).not.toContain(id);
    const restored = await send('POST', `/${name}/${id}/restore`);
    expect(restored).toMatchObject({ status: 'success', messages: `${entity} restored successfully.` });
    expect(await listIds(`/${name}`)).toContain(id);
  });
});
