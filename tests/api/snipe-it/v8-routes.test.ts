import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG } from '../../support/multipart.js';
import { requests, type Json } from '../../support/requests.js';

/** The rest of Snipe-IT v8's surface on the inherited resources, as its clients call it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { api, get, send, value, ids } = requests(() => t);

describe('asset and model files at Snipe-IT paths', () => {
  it.each([
    ['hardware', 'SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1', 'asset_tag'],
    ['models', 'SELECT id FROM models WHERE deleted_at IS NULL ORDER BY id LIMIT 1', 'name'],
  ])('%s: upload file[] to /files, list it, download it from /file/{id}, delete it', async (path, sql, key) => {
    const id = value<number>(sql);
    const { payload, headers } = multipartBody([
      { name: 'file[]', value: TINY_PNG, filename: 'plate.png', type: 'image/png' },
      { name: 'notes', value: 'Rating plate' },
    ]);
    const uploaded = (
      await t.call('superuser', { method: 'POST', url: api(`/${path}/${id}/files`), payload, headers })
    ).json();
    expect(uploaded).toMatchObject({ status: 'success', messages: 'File(s) successfully uploaded.', payload: { id } });
    expect(uploaded.payload[key]).toBeDefined();
    const list = await get(`/${path}/${id}/files`);
    expect(list.total).toBe(1);
    const file = list.rows[0] as Json;
    expect(file).toMatchObject({
      filename: 'plate.png',
      note: 'Rating plate',
      created_at: { datetime: expect.any(String) },
      updated_at: { datetime: expect.any(String) },
      deleted_at: null,
      available_actions: { delete: true },
    });
    const download = await t.call('superuser', { url: api(`/${path}/${id}/file/${file.id}`) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await send('DELETE', `/${path}/${id}/file/${file.id}`)).toEqual({
      status: 'success',
      messages: 'File successfully deleted.',
      payload: null,
    });
    expect((await get(`/${path}/${id}/files`)).total).toBe(0);
    const missing = await t.call('superuser', { url: api(`/${path}/${id}/file/${file.id}`) });
    expect(missing.statusCode).toBe(404);
  });

  it('answers an upload without files with the real backend text', async () => {
    const id = value<number>('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    const { payload, headers } = multipartBody([{ name: 'notes', value: 'nothing attached' }]);
    const res = await t.call('superuser', { method: 'POST', url: api(`/hardware/${id}/files`), payload, headers });
    expect(res.json()).toEqual({
      status: 'error',
      messages: 'You did not select any files for upload, or the file you are trying to upload is too large',
      payload: null,
    });
  });
});

describe('status labels', () => {
  it('list their assets, archived ones included, 50 a page by default', async () => {
    const archived = value<number>("SELECT id FROM status_labels WHERE type = 'archived' ORDER BY id LIMIT 1");
    const list = await get(`/statuslabels/${archived}/assetlist`);
    expect(list.total).toBe(t.count('assets', `status_id = ${archived} AND deleted_at IS NULL`));
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((a: Json) => a.status_label.id === archived)).toBe(true);
    const busy = value<number>(
      'SELECT status_id FROM assets WHERE deleted_at IS NULL GROUP BY status_id ORDER BY count(*) DESC LIMIT 1',
    );
    expect((await get(`/statuslabels/${busy}/assetlist`)).rows).toHaveLength(50);
    const byName = await get(`/statuslabels/${busy}/assetlist?sort=name&order=asc&limit=5&offset=2`);
    expect(byName.rows).toHaveLength(5);
    expect((await get('/statuslabels/999999/assetlist')).messages).toBe('Statuslabel not found');
  });

  it('say whether they are deployable as the plain text 1 or 0', async () => {
    for (const [type, expected] of [
      ['deployable', '1'],
      ['pending', '1'],
      ['archived', '0'],
      ['undeployable', '0'],
    ]) {
      const id = value<number>('SELECT id FROM status_labels WHERE type = ? ORDER BY id LIMIT 1', type);
      const res = await t.call('superuser', { url: api(`/statuslabels/${id}/deployable`) });
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body, type).toBe(expected);
    }
  });

  it('count assets per label and per meaning, as the dashboard charts them', async () => {
    const byName = await get('/statuslabels/assets/name');
    expect(byName.rows.reduce((sum: number, r: Json) => sum + r.value, 0)).toBe(
      t.count('assets', 'deleted_at IS NULL'),
    );
    const byType = await get('/statuslabels/assets/type');
    const deployed = byType.rows.find((r: Json) => r.label === 'Deployed');
    expect(deployed.value).toBe(t.count('assets', 'deleted_at IS NULL AND assigned_to IS NOT NULL'));
  });
});

describe('categories select list of one type', () => {
  it('offers only the categories of that type, by name', async () => {
    const list = await get('/categories/license/selectlist');
    expect(list.results.map((r: Json) => r.id).sort((a: number, b: number) => a - b)).toEqual(
      ids("SELECT id FROM categories WHERE category_type = 'license' AND deleted_at IS NULL ORDER BY id"),
    );
    expect(list).toMatchObject({ pagination: { more: false, per_page: 50 }, page: 1 });
    const name = list.results[0].text as string;
    expect((await get(`/categories/license/selectlist?search=${encodeURIComponent(name)}`)).results[0].text).toBe(name);
    expect((await t.call('superuser', { url: api('/categories/spaceship/selectlist') })).statusCode).toBeLessThan(500);
  });
});

describe('labels', () => {
  it('lists the templates and shows one by name, slashes for backslashes', async () => {
    const list = await get('/labels');
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows[0]).toMatchObject({ name: expect.any(String), unit: expect.any(String) });
    const shown = await get('/labels/Sheets/Avery/L7163_A');
    expect(shown).toMatchObject({ name: 'Sheets\\Avery\\L7163_A', support_asset_tag: true });
    expect((await get('/labels?search=brother')).rows.map((r: Json) => r.name)).toEqual(['Tapes\\Brother\\TZe_24mm_A']);
    const missing = await t.call('superuser', { url: api('/labels/Nope') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', messages: 'Label does not exist', payload: null });
  });

  it('generates a PDF of labels for assets by tag, 400 without tags, 404 when none exist', async () => {
    const tags = t.conn.sqlite
      .prepare('SELECT asset_tag FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 16')
      .pluck()
      .all() as string[];
    const res = await send('POST', '/hardware/labels', { asset_tags: tags });
    expect(res).toMatchObject({ status: 'success', messages: 'Labels were successfully generated.' });
    const pdf = Buffer.from(res.payload.pdf as string, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(${tags[0]})`);
    expect(pdf).toContain('/Count 2');
    const none = await t.call('superuser', { method: 'POST', url: api('/hardware/labels'), payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ status: 'error', messages: 'No assets selected.', payload: null });
    const unknown = await t.call('superuser', {
      method: 'POST',
      url: api('/hardware/labels'),
      payload: { asset_tags: ['NO-SUCH'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages).toBe('Asset does not exist.');
  });
});

describe('login attempts, an import, the version', () => {
  it('deletes one login attempt (superuser only)', async () => {
    await t.app.inject({ method: 'POST', url: api('/login'), payload: { username: 'viewer', password: 'wrong' } });
    const id = value<number>('SELECT max(id) FROM login_attempts');
    const refused = await t.call('manager', { method: 'DELETE', url: api(`/settings/login-attempts/${id}`) });
    expect(refused.statusCode).toBe(403);
    expect(await send('DELETE', `/settings/login-attempts/${id}`)).toEqual({
      status: 'success',
      messages: 'The login attempt was deleted successfully.',
      payload: null,
    });
    expect(t.count('login_attempts', `id = ${id}`)).toBe(0);
    expect((await send('DELETE', `/settings/login-attempts/${id}`)).messages).toBe('LoginAttempt not found');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api('/login'),
          payload: { username: 'viewer', password: DEMO_PASSWORD },
        })
      ).json().status,
    ).toBe('success');
  });

  it('shows one import with its preview', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', value: 'Name,City\nSite A,Manama\n', filename: 'sites.csv', type: 'text/csv' },
    ]);
    const uploaded = (await t.call('superuser', { method: 'POST', url: api('/imports'), payload, headers })).json();
    const shown = await get(`/imports/${uploaded.payload.id}`);
    expect(shown).toEqual(uploaded.payload);
    expect(shown).toMatchObject({ name: 'sites.csv', header_row: ['Name', 'City'], first_row: [['Site A', 'Manama']] });
    expect((await get('/imports/999999')).messages).toBe('Import not found');
  });

  it('answers the version', async () => {
    expect(await get('/version')).toEqual({ version: 'v8.1.4' });
  });
});

describe("a user's two-factor reset", () => {
  it('clears the enrollment and logs it; no id, an unknown one and a reader are refused', async () => {
    const id = value<number>("SELECT id FROM users WHERE username = 'viewer'");
    t.conn.sqlite.prepare('UPDATE users SET two_factor_enrolled = 1 WHERE id = ?').run(id);
    expect((await get(`/users/${id}`)).two_factor_enrolled).toBe(true);
    const refused = await t.call('viewer', {
      method: 'POST',
      url: api('/users/two_factor_reset'),
      payload: { id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await send('POST', '/users/two_factor_reset', { id })).toEqual({
      message: 'Two factor device successfully reset',
    });
    expect((await get(`/users/${id}`)).two_factor_enrolled).toBe(false);
    expect(t.count('action_logs', `action_type = '2FA reset' AND item_id = ${id}`)).toBe(1);
    expect(await send('POST', '/users/two_factor_reset', {})).toEqual({
      status: 'error',
      messages: 'No ID provided',
      payload: null,
    });
    expect((await send('POST', '/users/two_factor_reset', { id: 99999999 })).messages).toBe('User not found');
  });
});

describe('GET /categories/{id} with paging params', () => {
  it('answers the row alone without them, and its items paged with them', async () => {
    const id = value<number>(
      "SELECT c.id FROM categories c JOIN models m ON m.category_id = c.id JOIN assets a ON a.model_id = m.id WHERE c.category_type = 'asset' GROUP BY c.id HAVING count(*) > 12 ORDER BY c.id LIMIT 1",
    );
    const plain = await get(`/categories/${id}`);
    expect(plain.items).toBeUndefined();
    const paged = await get(`/categories/${id}?offset=5&limit=5&sort=asset_tag&order=asc`);
    const all = await get(`/hardware?category_id=${id}&sort=asset_tag&order=asc&limit=500`);
    expect({ ...paged, items: undefined }).toEqual({ ...plain, items: undefined });
    expect(paged.items.total).toBe(all.total);
    expect(paged.items.rows.map((a: Json) => a.id)).toEqual(all.rows.slice(5, 10).map((a: Json) => a.id));
    const licenses = value<number>("SELECT id FROM categories WHERE category_type = 'license' ORDER BY id LIMIT 1");
    const items = (await get(`/categories/${licenses}?limit=500`)).items;
    expect(items.total).toBe(t.count('licenses', `category_id = ${licenses} AND deleted_at IS NULL`));
  });
});

describe('lists under a location and an asset', () => {
  it('a location lists its users, its assets and what is checked out to it', async () => {
    const site = value<number>(
      'SELECT location_id FROM users WHERE deleted_at IS NULL GROUP BY location_id ORDER BY count(*) DESC LIMIT 1',
    );
    const users = await get(`/locations/${site}/users?limit=500`);
    expect(users.total).toBe(t.count('users', `location_id = ${site} AND deleted_at IS NULL`));
    expect(users.rows.every((u: Json) => u.location.id === site)).toBe(true);
    const assets = await get(`/locations/${site}/assets?limit=5`);
    expect(assets.rows.every((a: Json) => a.location.id === site)).toBe(true);

    const asset = value<number>(
      `SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL
         AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable') ORDER BY id LIMIT 1`,
    );
    await send('POST', `/hardware/${asset}/checkout`, { checkout_to_type: 'location', assigned_location: site });
    expect((await get(`/locations/${site}/assigned/assets?limit=500`)).rows.map((a: Json) => a.id)).toContain(asset);

    const accessory = (await get('/accessories?limit=50')).rows.find((a: Json) => (a.remaining as number) > 1) as Json;
    await send('POST', `/accessories/${accessory.id}/checkout`, {
      checkout_to_type: 'location',
      assigned_location: site,
    });
    const held = await get(`/locations/${site}/assigned/accessories`);
    expect(held.rows[0]).toMatchObject({ assigned_to: site, accessory: { id: accessory.id, name: accessory.name } });
    expect((await get('/locations/999999/users')).messages).toBe('Location not found');
  });

  it('an asset lists the assets and accessories checked out to it', async () => {
    const [parent, child] = t.conn.sqlite
      .prepare(
        `SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL
           AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable') ORDER BY id DESC LIMIT 2`,
      )
      .pluck()
      .all() as number[];
    await send('POST', `/hardware/${child}/checkout`, { checkout_to_type: 'asset', assigned_asset: parent });
    expect((await get(`/hardware/${parent}/assigned/assets`)).rows.map((a: Json) => a.id)).toEqual([child]);
    const accessory = (await get('/accessories?limit=50')).rows.find((a: Json) => (a.remaining as number) > 1) as Json;
    await send('POST', `/accessories/${accessory.id}/checkout`, { checkout_to_type: 'asset', assigned_asset: parent });
    expect((await get(`/hardware/${parent}/assigned/accessories`)).rows[0]).toMatchObject({
      assigned_to: parent,
      accessory: { id: accessory.id },
    });
  });
});

describe('custom field calls of the fieldset editor', () => {
  it('associates, lists with required and defaults, reorders and disassociates', async () => {
    const set = (await send('POST', '/fieldsets', { name: 'Editor set' })).payload.id as number;
    const a = (await send('POST', '/fields', { name: 'Editor A', element: 'text' })).payload.id as number;
    const b = (await send('POST', '/fields', { name: 'Editor B', element: 'listbox', field_values: 'X\nY' })).payload
      .id as number;
    const added = await send('POST', `/fields/${a}/associate`, { fieldset_id: set, required: 'on' });
    expect(added).toMatchObject({
      status: 'success',
      messages: 'Fieldset updated successfully.',
      payload: { id: set },
    });
    await send('POST', `/fields/${b}/associate`, { fieldset_id: set });
    expect((await send('POST', `/fields/${b}/associate`, { fieldset_id: set })).status).toBe('success');
    const listed = await send('POST', `/fieldsets/${set}/fields`);
    expect(listed.rows.map((f: Json) => [f.id, f.required])).toEqual([
      [a, true],
      [b, false],
    ]);
    await send('POST', `/fields/fieldsets/${set}/order`, { item: [b, a] });
    const defaults = await send('POST', `/fieldsets/${set}/fields/1`);
    expect(defaults.rows).toEqual([
      { id: b, name: 'Editor B', type: 'listbox', field_values_array: ['X', 'Y'], default_value: null },
      { id: a, name: 'Editor A', type: 'text', field_values_array: null, default_value: null },
    ]);
    const removed = await send('POST', `/fields/${a}/disassociate`, { fieldset_id: set });
    expect(removed.payload.fields.rows.map((f: Json) => f.id)).toEqual([b]);
    expect((await send('POST', `/fields/${a}/disassociate`, { fieldset_id: set })).status).toBe('success');
    expect((await send('POST', '/fields/999999/associate', { fieldset_id: set })).messages).toBe(
      'CustomField not found',
    );
    expect((await send('POST', `/fields/${a}/associate`, { fieldset_id: 999999 })).messages).toBe(
      'CustomFieldset not found',
    );
  });
});

describe('a license seat, and the consumable history at its Snipe-IT path', () => {
  it('shows one seat, and takes PUT as PATCH', async () => {
    const seat = t.conn.sqlite
      .prepare('SELECT id, license_id FROM license_seats WHERE deleted_at IS NULL AND assigned_to IS NULL LIMIT 1')
      .get() as { id: number; license_id: number };
    const shown = await get(`/licenses/${seat.license_id}/seats/${seat.id}`);
    expect(shown).toMatchObject({ id: seat.id, license_id: seat.license_id, assigned_user: null });
    const put = await send('PUT', `/licenses/${seat.license_id}/seats/${seat.id}`, { assigned_to: 5 });
    expect(put).toMatchObject({ status: 'success', messages: 'License updated successfully.' });
    expect((await get(`/licenses/${seat.license_id}/seats/${seat.id}`)).assigned_user).toMatchObject({ id: 5 });
    const other = value<number>(
      'SELECT id FROM licenses WHERE id != ? AND deleted_at IS NULL LIMIT 1',
      seat.license_id,
    );
    expect((await get(`/licenses/${other}/seats/${seat.id}`)).messages).toBe(
      'Seat does not belong to the specified license',
    );
  });

  it('answers /consumables/{id}/users as /consumables/view/{id}/users, with avatar and admin', async () => {
    const id = value<number>('SELECT consumable_id FROM consumables_users LIMIT 1');
    const v8 = await get(`/consumables/${id}/users`);
    expect(v8).toEqual(await get(`/consumables/view/${id}/users`));
    expect(v8.rows[0]).toMatchObject({ avatar: null, name: expect.any(String), admin: expect.any(String) });
  });
});
