import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG } from '../../support/multipart.js';
import { requests, type Json } from '../../support/requests.js';

/** Snipe-IT's account calls (checkout acceptance, asset requests) and a record's picture. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { api, get, send, value } = requests(() => t);

describe('accepting and declining a checkout', () => {
  /** An asset of a category that asks for acceptance, checked out to the viewer account. */
  const pendingForViewer = async () => {
    const model = value<number>(
      `SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id WHERE c.require_acceptance = 1
         AND m.deleted_at IS NULL ORDER BY m.id LIMIT 1`,
    );
    const status = value<number>("SELECT id FROM status_labels WHERE type = 'deployable' ORDER BY id LIMIT 1");
    const viewer = value<number>("SELECT id FROM users WHERE username = 'viewer'");
    const tag = `ACCEPT-${Math.random().toString(36).slice(2, 8)}`;
    const id = (await send('POST', '/hardware', { asset_tag: tag, model_id: model, status_id: status })).payload
      .id as number;
    await send('POST', `/hardware/${id}/checkout`, { checkout_to_type: 'user', assigned_user: viewer });
    return { id, tag };
  };

  it('lists what waits for the signed-in user, accepts it once, and refuses others', async () => {
    const { id, tag } = await pendingForViewer();
    const mine = await get('/account/accept', 'viewer');
    expect(mine.rows.map((r: Json) => r.id)).toContain(id);
    expect(mine.rows.find((r: Json) => r.id === id)).toMatchObject({ item: { asset_tag: tag, type: 'asset' } });
    expect((await get('/account/accept')).rows.map((r: Json) => r.id)).not.toContain(id);

    expect(await send('POST', `/account/accept/${id}`, { asset_acceptance: 'accepted' })).toEqual({
      status: 'error',
      messages: 'The asset you have attempted to accept was not checked out to you.',
      payload: null,
    });
    expect((await send('POST', `/account/accept/${id}`, {}, 'viewer')).messages).toBe(
      'You must either accept or decline this asset.',
    );
    const accepted = await send(
      'POST',
      `/account/accept/${id}`,
      { asset_acceptance: 'accepted', note: 'Got it' },
      'viewer',
    );
    expect(accepted).toEqual({
      status: 'success',
      messages: 'You have successfully accepted this asset.',
      payload: { id, asset_tag: tag },
    });
    expect(value('SELECT accepted_at FROM assets WHERE id = ?', id)).not.toBeNull();
    expect((await get('/reports/unaccepted_assets?limit=500')).rows.map((r: Json) => r.id)).not.toContain(id);
    expect((await send('POST', `/account/accept/${id}`, { asset_acceptance: 'accepted' }, 'viewer')).messages).toBe(
      'This asset has already been accepted.',
    );
    const history = await get(`/reports/activity?item_type=asset&item_id=${id}&action_type=accepted`);
    expect(history.rows[0]).toMatchObject({ action_type: 'accepted', note: 'Got it' });
  });

  it('declining gives the asset back', async () => {
    const { id } = await pendingForViewer();
    const declined = await send('POST', `/account/accept/${id}`, { asset_acceptance: 'declined' }, 'viewer');
    expect(declined).toMatchObject({ status: 'success', messages: 'You have successfully declined this asset.' });
    expect(value('SELECT assigned_to FROM assets WHERE id = ?', id)).toBeNull();
    expect((await send('POST', '/account/accept/99999999', { asset_acceptance: 'accepted' }, 'viewer')).messages).toBe(
      'Asset does not exist.',
    );
  });
});

describe('asset requests', () => {
  it('lists requestable assets, takes a request and its cancellation, counting them', async () => {
    const requestable = await get('/account/requestable/hardware?limit=500');
    expect(requestable.total).toBe(
      t.count(
        'assets',
        `deleted_at IS NULL AND requestable = 1 AND status_id IN (SELECT id FROM status_labels WHERE type IN ('deployable', 'pending'))`,
      ),
    );
    const asset = requestable.rows[0] as Json;
    expect(asset).toMatchObject({ asset_tag: expect.any(String), model: expect.any(String), image: null });
    expect(await send('POST', `/account/request/${asset.id}`, {}, 'viewer')).toEqual({
      status: 'success',
      messages: 'Request successfully submitted.',
      payload: null,
    });
    expect(value('SELECT requests_counter FROM assets WHERE id = ?', asset.id)).toBe(1);
    const mine = await get('/account/requests', 'viewer');
    expect(mine.rows).toEqual([expect.objectContaining({ type: 'asset', qty: 1, request_date: expect.any(Object) })]);
    expect((await get(`/hardware/${asset.id}`)).requests_counter).toBe(1);
    expect((await send('POST', `/account/request/${asset.id}/cancel`, {}, 'viewer')).messages).toBe(
      'Request successfully canceled.',
    );
    expect(value('SELECT requests_counter FROM assets WHERE id = ?', asset.id)).toBe(0);
    expect((await get('/account/requests', 'viewer')).total).toBe(0);
    const plain = value<number>('SELECT id FROM assets WHERE requestable = 0 AND deleted_at IS NULL LIMIT 1');
    expect(await send('POST', `/account/request/${plain}`, {}, 'viewer')).toEqual({
      status: 'error',
      messages: 'Asset is not requestable',
      payload: null,
    });
    expect((await send('POST', '/account/request/99999999', {}, 'viewer')).messages).toBe('Asset not found');
  });
});

describe('an accessory image', () => {
  it('is uploaded, shown as the row image URL, served, replaced and deleted', async () => {
    const id = value<number>('SELECT id FROM accessories WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    expect((await get(`/accessories/${id}`)).image).toBeNull();
    const upload = (name: string, type: string, value: Buffer) => {
      const { payload, headers } = multipartBody([{ name: 'image', value, filename: name, type }]);
      return t.call('superuser', { method: 'POST', url: api(`/accessories/${id}/image`), payload, headers });
    };
    const refused = (await upload('notes.txt', 'text/plain', Buffer.from('hello'))).json();
    expect(refused).toEqual({
      status: 'error',
      messages: { image: ['Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.'] },
      payload: null,
    });
    const res = (await upload('mouse.png', 'image/png', TINY_PNG)).json();
    expect(res).toMatchObject({
      status: 'success',
      messages: 'The image was uploaded successfully.',
      payload: { id, image: `/admin/public/api/v1/accessories/${id}/image` },
    });
    expect((await get(`/accessories?limit=500`)).rows.find((a: Json) => a.id === id).image).toBe(res.payload.image);
    const served = await t.call('superuser', { url: res.payload.image as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await upload('again.png', 'image/png', TINY_PNG)).json().status).toBe('success');
    expect(await send('DELETE', `/accessories/${id}/image`)).toMatchObject({
      status: 'success',
      messages: 'The image was deleted successfully.',
      payload: { id, image: null },
    });
    expect((await t.call('superuser', { url: api(`/accessories/${id}/image`) })).statusCode).toBe(404);
    expect((await send('DELETE', `/accessories/${id}/image`)).messages).toBe('This item has no image.');
    const viewer = await t.call('viewer', { method: 'DELETE', url: api(`/accessories/${id}/image`) });
    expect(viewer.statusCode).toBe(403);
  });
});
