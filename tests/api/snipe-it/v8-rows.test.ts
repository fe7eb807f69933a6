import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V8_ROW_KEYS, getResource, missingV8Keys } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

/** Rows as Snipe-IT v8's transformers shape them, for every resource the derivative inherits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

describe('v8 row keys', () => {
  it.each(Object.keys(V8_ROW_KEYS))('%s rows and details carry every v8 key', async (name) => {
    const r = getResource(name);
    const list = await get(`${r.path}?limit=5`);
    expect(list.rows.length).toBeGreaterThan(0);
    for (const row of list.rows as Json[]) expect(missingV8Keys(name, row)).toEqual([]);
    const detail = await get(`${r.path}/${list.rows[0].id}`);
    expect(missingV8Keys(name, detail)).toEqual([]);
  });
});

describe('the user row', () => {
  it('has the v8 values: full name, address, flags and dates', async () => {
    const id = value<number>('SELECT id FROM users WHERE deleted_at IS NULL AND city IS NOT NULL ORDER BY id LIMIT 1');
    const stored = t.conn.sqlite.prepare('SELECT * FROM users WHERE id = ?').get(id) as Json;
    const row = await get(`/users/${id}`);
    expect(row).toMatchObject({
      name: `${stored.first_name} ${stored.last_name}`,
      city: stored.city,
      country: stored.country,
      locale: stored.locale,
      remote: Boolean(stored.remote),
      vip: Boolean(stored.vip),
      autoassign_licenses: true,
      ldap_import: false,
      two_factor_enrolled: false,
      two_factor_optin: false,
      start_date: { date: stored.start_date, formatted: stored.start_date },
      end_date: null,
      avatar: null,
    });
  });

  it('GET /users/me is the caller as GET /users/{id} shows them, last login included', async () => {
    const me = await get('/users/me');
    expect(me.username).toBe('admin');
    expect(me.last_login).toMatchObject({ datetime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    expect(me).toEqual(await get(`/users/${me.id}`));
    expect((await get('/users/me', 'viewer')).username).toBe('viewer');
  });

  it('saves the v8 fields and refuses an end before the start', async () => {
    const created = await send('POST', '/users', {
      first_name: 'Vee',
      last_name: 'Eight',
      username: 'vee.eight',
      password: 'Sample-pass-123',
      password_confirmation: 'Sample-pass-123',
      website: 'https://example.test/vee',
      address: '1 Road',
      city: 'Manama',
      state: 'Capital',
      country: 'BH',
      zip: '317',
      locale: 'ar',
      vip: true,
      remote: '1',
      start_date: '2026-02-01',
      end_date: '2026-12-31',
    });
    expect(created.status).toBe('success');
    expect(created.payload).toMatchObject({
      name: 'Vee Eight',
      website: 'https://example.test/vee',
      country: 'BH',
      vip: true,
      remote: true,
      start_date: { date: '2026-02-01' },
    });
    const bad = await send('PATCH', `/users/${created.payload.id}`, { end_date: '2026-01-01' });
    expect(bad).toEqual({
      status: 'error',
      messages: { end_date: ['The end date field must be a date after or equal to start date.'] },
      payload: null,
    });
    const filtered = await get('/users?vip=1&country=BH&first_name=Vee&last_name=Eight');
    expect(filtered.rows.map((u: Json) => u.id)).toEqual([created.payload.id]);
    expect((await get('/users?first_name=Vee&last_name=Nobody')).total).toBe(0);
  });

  it('lists deleted users with the others on all=true', async () => {
    const created = await send('POST', '/users', {
      first_name: 'Gone',
      username: 'gone.soon',
      password: 'Sample-pass-123',
      password_confirmation: 'Sample-pass-123',
    });
    await send('DELETE', `/users/${created.payload.id}`);
    const live = await get('/users?limit=500&first_name=Gone');
    const all = await get('/users?limit=500&first_name=Gone&all=true');
    expect(live.total).toBe(0);
    expect(all.rows.map((u: Json) => u.id)).toEqual([created.payload.id]);
  });
});

describe('the asset row', () => {
  const category = () => value<number>("SELECT id FROM categories WHERE category_type = 'asset' ORDER BY id LIMIT 1");
  const deployable = () => value<number>("SELECT id FROM status_labels WHERE type = 'deployable' ORDER BY id LIMIT 1");

  it('shows v8 keys: custom_fields {} without a fieldset, null images, requests, end of life', async () => {
    const model = await send('POST', '/models', { name: 'EOL model', category_id: category(), eol: 36 });
    const created = await send('POST', '/hardware', {
      asset_tag: 'V8-ROW-1',
      model_id: model.payload.id,
      status_id: deployable(),
      purchase_date: '2025-01-15',
    });
    expect(created.status).toBe('success');
    const row = await get(`/hardware/${created.payload.id}`);
    expect(row).toMatchObject({
      custom_fields: {},
      image: null,
      qr: null,
      alt_barcode: null,
      requests_counter: 0,
      asset_eol_date: { date: '2028-01-15', formatted: '2028-01-15' },
      eol: '36 months',
    });
    const given = await send('POST', '/hardware', {
      asset_tag: 'V8-ROW-2',
      model_id: model.payload.id,
      status_id: deployable(),
      purchase_date: '2025-01-15',
      asset_eol_date: '2026-01-15',
    });
    expect(given.payload).toMatchObject({ asset_eol_date: { date: '2026-01-15' }, eol: '12 months' });
    expect((await get('/hardware?asset_eol_date=2026-01-15')).rows.map((a: Json) => a.id)).toEqual([given.payload.id]);
  });

  it('audits show last_audit_date as a date-time', async () => {
    const id = value<number>('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    await send('POST', `/hardware/${id}/audit`, { note: 'v8 audit' });
    const row = await get(`/hardware/${id}`);
    expect(row.last_audit_date).toMatchObject({ datetime: expect.stringMatching(/ \d\d:\d\d:\d\d$/) });
  });

  it('keeps custom field values under their columns, checks them, shows and filters by them', async () => {
    const mac = await send('POST', '/fields', { name: 'Wired MAC', element: 'text', format: 'MAC' });
    const room = await send('POST', '/fields', { name: 'Room', element: 'text' });
    const macColumn = mac.payload.db_column_name as string;
    const roomColumn = room.payload.db_column_name as string;
    const fieldset = await send('POST', '/fieldsets', { name: 'Wired kit', fields: [mac.payload.id, room.payload.id] });
    t.conn.sqlite
      .prepare('UPDATE custom_field_fieldset SET required = 1 WHERE fieldset_id = ? AND field_id = ?')
      .run(fieldset.payload.id, mac.payload.id);
    const model = await send('POST', '/models', {
      name: 'Wired model',
      category_id: category(),
      fieldset_id: fieldset.payload.id,
    });
    const base = { model_id: model.payload.id, status_id: deployable() };

    const missing = await send('POST', '/hardware', { ...base, asset_tag: 'V8-CF-0' });
    expect(missing).toEqual({
      status: 'error',
      messages: { [macColumn]: ['The wired mac field is required.'] },
      payload: null,
    });
    const malformed = await send('POST', '/hardware', { ...base, asset_tag: 'V8-CF-0', [macColumn]: 'nope' });
    expect(malformed.messages).toEqual({ [macColumn]: ['The wired mac field must be a valid MAC address.'] });

    const created = await send('POST', '/hardware', {
      ...base,
      asset_tag: 'V8-CF-1',
      [macColumn]: '00:1B:44:11:3A:B7',
      [roomColumn]: 'B-12',
    });
    expect(created.status).toBe('success');
    expect((await get(`/hardware/${created.payload.id}`)).custom_fields).toEqual({
      'Wired MAC': { field: macColumn, value: '00:1B:44:11:3A:B7', field_format: 'MAC', element: 'text' },
      Room: { field: roomColumn, value: 'B-12', field_format: 'ANY', element: 'text' },
    });
    // The list's rows carry the same fields, in the fieldset's order (read by the page's own statement).
    const listed = (await get('/hardware?search=V8-CF-1')).rows as Json[];
    expect(Object.keys(listed[0]!.custom_fields as object)).toEqual(['Wired MAC', 'Room']);
    expect(listed[0]!.custom_fields.Room.value).toBe('B-12');
    await send('PATCH', `/hardware/${created.payload.id}`, { [roomColumn]: 'C-3' });
    const after = await get(`/hardware/${created.payload.id}`);
    expect(after.custom_fields.Room.value).toBe('C-3');
    expect(after.custom_fields['Wired MAC'].value).toBe('00:1B:44:11:3A:B7');
    expect((await get(`/hardware?${roomColumn}=C-3`)).rows.map((a: Json) => a.id)).toEqual([created.payload.id]);
    const filter = encodeURIComponent(JSON.stringify({ [roomColumn]: 'C-', model: 'Wired' }));
    expect((await get(`/hardware?filter=${filter}`)).rows.map((a: Json) => a.id)).toEqual([created.payload.id]);
    expect((await get(`/models/${model.payload.id}`)).default_fieldset_values).toEqual([
      { name: 'Wired MAC', db_column_name: macColumn, default_value: null, format: 'MAC', required: true },
      { name: 'Room', db_column_name: roomColumn, default_value: null, format: 'ANY', required: false },
    ]);
    expect((await get(`/fieldsets/${fieldset.payload.id}`)).models).toEqual({
      total: 1,
      rows: [{ id: model.payload.id, name: 'Wired model' }],
    });
  });

  it('filters by depreciation through the model, and by a filter object on names', async () => {
    const dep = value<number>('SELECT depreciation_id FROM models WHERE depreciation_id IS NOT NULL LIMIT 1');
    const got = await get(`/hardware?depreciation_id=${dep}&limit=500`);
    expect(got.total).toBe(
      t.count(
        'assets',
        `deleted_at IS NULL AND model_id IN (SELECT id FROM models WHERE depreciation_id = ${dep})
         AND status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived')`,
      ),
    );
    // The default list leaves archived assets out: take a listed one.
    const tag = value<string>(
      `SELECT asset_tag FROM assets WHERE deleted_at IS NULL
       AND status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived') ORDER BY id LIMIT 1`,
    );
    const byTag = await get(`/hardware?filter=${encodeURIComponent(JSON.stringify({ asset_tag: tag }))}`);
    expect(byTag.rows.every((a: Json) => String(a.asset_tag).includes(tag))).toBe(true);
    expect(byTag.total).toBeGreaterThan(0);
  });
});

describe("an asset's components on request", () => {
  it('components=true lists the installed components on list and detail rows, and only then', async () => {
    const pivot = t.conn.sqlite
      .prepare(
        `SELECT p.id, p.asset_id, p.component_id, p.assigned_qty, c.name, c.purchase_cost
         FROM components_assets p JOIN components c ON c.id = p.component_id ORDER BY p.id LIMIT 1`,
      )
      .get() as Json;
    expect(pivot).toBeDefined();
    const tag = value<string>('SELECT asset_tag FROM assets WHERE id = ?', pivot.asset_id);
    const expected = {
      id: pivot.component_id,
      pivot_id: pivot.id,
      name: pivot.name,
      qty: pivot.assigned_qty,
      price_cost: pivot.purchase_cost,
      purchase_total: (pivot.purchase_cost ?? 0) * pivot.assigned_qty,
      checkout_date: expect.objectContaining({ datetime: expect.any(String) }),
    };
    const detail = await get(`/hardware/${pivot.asset_id}?components=true`);
    expect(detail.components).toContainEqual(expected);
    const listed = await get(`/hardware?asset_tag=${encodeURIComponent(tag)}&components=true`);
    expect(listed.rows[0].components).toContainEqual(expected);
    const bare = value<number>(
      'SELECT id FROM assets WHERE deleted_at IS NULL AND id NOT IN (SELECT asset_id FROM components_assets) LIMIT 1',
    );
    expect((await get(`/hardware/${bare}?components=true`)).components).toEqual([]);
    expect(await get(`/hardware/${pivot.asset_id}`)).not.toHaveProperty('components');
    expect(await get(`/hardware/${pivot.asset_id}?components=1`)).not.toHaveProperty('components');
  });
});

describe('other v8 row values', () => {
  it('categories: eula, has_eula and the count of their own type', async () => {
    const id = value<number>("SELECT id FROM categories WHERE category_type = 'accessory' ORDER BY id LIMIT 1");
    await send('PATCH', `/categories/${id}`, { eula_text: 'Handle with care.' });
    const row = await get(`/categories/${id}`);
    expect(row).toMatchObject({ eula: 'Handle with care.', has_eula: true, image: null });
    expect(row.item_count).toBe(row.accessories_count);
  });

  it('accessories, licenses, fields, departments and maintenances', async () => {
    const accessory = (await get('/accessories?limit=1')).rows[0];
    expect(accessory.remaining).toBe(accessory.remaining_qty);
    expect(accessory.min_qty).toBe(accessory.min_amt);
    const license = (await get('/licenses?limit=1')).rows[0];
    expect(license.remaining).toBe(license.free_seats_count);
    expect(license.purchase_cost_numeric).toBe(
      value('SELECT purchase_cost FROM licenses WHERE id = ?', license.id as number),
    );
    const field = await send('POST', '/fields', { name: 'Shade', element: 'listbox', field_values: 'Red\nBlue' });
    expect(field.payload).toMatchObject({ type: 'listbox', field_values_array: ['Red', 'Blue'], required: false });
    const department = (await get('/departments?limit=50')).rows.find((d: Json) => d.manager);
    const manager = t.conn.sqlite
      .prepare('SELECT first_name, last_name FROM users WHERE id = ?')
      .get(department.manager.id);
    expect(department.manager).toMatchObject(manager as Json);
    const maintenance = (await get('/maintenances?limit=1')).rows[0];
    const asset = t.conn.sqlite.prepare('SELECT * FROM assets WHERE id = ?').get(maintenance.asset.id) as Json;
    expect(maintenance).toMatchObject({
      asset: { id: asset.id, asset_tag: asset.asset_tag },
      model: { id: asset.model_id },
      status_label: { id: asset.status_id },
      user_id: maintenance.created_by,
    });
  });
});

describe('mutation payloads as v8 answers them', () => {
  it('a model create answers the row with the raw reference ids of the saved model', async () => {
    const category = value<number>("SELECT id FROM categories WHERE category_type = 'asset' ORDER BY id LIMIT 1");
    const created = await send('POST', '/models', { name: 'Payload model', category_id: category });
    expect(created.payload).toMatchObject({
      name: 'Payload model',
      category_id: category,
      category: { id: category },
      manufacturer_id: null,
      depreciation_id: null,
      fieldset_id: null,
    });
    const updated = await send('PATCH', `/models/${created.payload.id}`, { manufacturer_id: 1 });
    expect(updated.payload).toMatchObject({ manufacturer_id: 1, manufacturer: { id: 1 } });
  });

  it('an asset create carries model_id and status_id; a user create stays the row, as v8 transforms it', async () => {
    const asset = (await get('/hardware?limit=1&sort=id&order=asc')).rows[0] as Json;
    const created = await send('POST', '/hardware', {
      asset_tag: 'PAYLOAD-1',
      model_id: asset.model.id,
      status_id: asset.status_label.id,
    });
    expect(created.messages).toBe('Asset created successfully. :)');
    expect(created.payload).toMatchObject({ model_id: asset.model.id, status_id: asset.status_label.id });
    const user = await send('POST', '/users', {
      first_name: 'Pay',
      username: 'pay.load',
      password: 'Sample-pass-123',
      password_confirmation: 'Sample-pass-123',
      company_id: 1,
    });
    expect(user.payload.company).toMatchObject({ id: 1 });
    expect('company_id' in user.payload).toBe(false);
  });
});
