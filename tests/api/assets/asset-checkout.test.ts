import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

/** An unassigned asset with a deployable status: one per test, so tests do not share state. */
const freeAsset = () =>
  value<number>(
    `SELECT id FROM assets WHERE deleted_at IS NULL AND assigned_to IS NULL
       AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable')
       AND id NOT IN (SELECT item_id FROM action_logs WHERE item_type = 'hardware' AND action_source = 'api')
     ORDER BY id LIMIT 1`,
  );
const asset = (id: number) => t.conn.sqlite.prepare('SELECT * FROM assets WHERE id = ?').get(id) as Json;
const user = (id = 5) => t.conn.sqlite.prepare('SELECT * FROM users WHERE id = ?').get(id) as Json;
const statusOf = (type: string) =>
  value<number>('SELECT id FROM status_labels WHERE type = ? ORDER BY id LIMIT 1', type);
const checkout = (id: number, body: object) => send('POST', `/hardware/${id}/checkout`, body);

describe('asset checkout', () => {
  it('checks out to a user: assignee, location, counter, payload and history', async () => {
    const id = freeAsset();
    const before = asset(id);
    const res = await checkout(id, { checkout_to_type: 'user', assigned_user: 5, note: 'New starter kit' });
    expect(res).toEqual({
      status: 'success',
      messages: 'Asset checked out successfully.',
      payload: { asset: before.asset_tag },
    });
    const after = asset(id);
    expect(after).toMatchObject({ assigned_to: 5, assigned_type: 'user', location_id: user(5).location_id });
    expect(after.checkout_counter).toBe(before.checkout_counter + 1);
    expect(after.last_checkout).not.toBeNull();
    const row = await get(`/hardware/${id}`);
    expect(row.assigned_to).toMatchObject({ id: 5, type: 'user', username: user(5).username });
    expect(row.status_label.status_meta).toBe('deployed');
    expect(row.available_actions).toMatchObject({ checkout: false, checkin: true, delete: false });
    const history = await get(`/reports/activity?item_type=asset&item_id=${id}`);
    expect(history.rows[0]).toMatchObject({
      action_type: 'checkout',
      item: { id, type: 'asset' },
      target: { id: 5, type: 'user' },
      note: 'New starter kit',
    });
  });

  it('checks out to a location and to another asset, taking their location', async () => {
    const a = freeAsset();
    await checkout(a, { checkout_to_type: 'location', assigned_location: 3 });
    expect(asset(a)).toMatchObject({ assigned_type: 'location', assigned_to: 3, location_id: 3 });
    const child = freeAsset();
    const res = await checkout(child, { checkout_to_type: 'asset', assigned_asset: a });
    expect(res.status).toBe('success');
    expect(asset(child)).toMatchObject({ assigned_type: 'asset', assigned_to: a, location_id: 3 });
    expect((await get(`/hardware/${child}`)).assigned_to).toMatchObject({ id: a, type: 'asset' });
  });

  it('refuses an assigned, archived or undeployable asset with the reference text', async () => {
    const id = freeAsset();
    await checkout(id, { checkout_to_type: 'user', assigned_user: 5 });
    const again = await checkout(id, { checkout_to_type: 'user', assigned_user: 6 });
    expect(again).toEqual({
      status: 'error',
      messages: 'That asset is not available for checkout!',
      payload: { asset: asset(id).asset_tag },
    });
    expect(asset(id).assigned_to).toBe(5);
    for (const type of ['archived', 'undeployable', 'pending']) {
      const other = freeAsset();
      t.conn.sqlite.prepare('UPDATE assets SET status_id = ? WHERE id = ?').run(statusOf(type), other);
      const res = await checkout(other, { checkout_to_type: 'user', assigned_user: 5 });
      expect(res.messages, type).toBe('That asset is not available for checkout!');
      expect(asset(other).assigned_to).toBeNull();
    }
  });

  it('refuses a missing target, itself as target, and an empty body', async () => {
    const id = freeAsset();
    const tag = asset(id).asset_tag;
    const missing = await checkout(id, { checkout_to_type: 'user', assigned_user: 999999 });
    expect(missing).toEqual({
      status: 'error',
      messages: `Checkout target for asset ${tag} is invalid - user does not exist.`,
      payload: { asset: { id, asset_tag: tag }, target_id: 999999, target_type: 'user' },
    });
    const self = await checkout(id, { checkout_to_type: 'asset', assigned_asset: id });
    expect(self.messages).toBe(`Checkout target for asset ${tag} is invalid - asset does not exist.`);
    expect(await checkout(id, {})).toEqual({
      status: 'error',
      messages: { checkout_to_type: ['The checkout to type field is required.'] },
      payload: null,
    });
    expect((await checkout(id, { checkout_to_type: 'user' })).messages).toEqual({
      assigned_user: ['The assigned user field is required when checkout to type is user.'],
    });
    expect(asset(id).assigned_to).toBeNull();
    expect(await checkout(999999, { checkout_to_type: 'user', assigned_user: 5 })).toMatchObject({
      status: 'error',
      messages: 'Asset not found',
    });
  });

  it('needs assets.checkout (403 for a viewer)', async () => {
    const res = await t.call('viewer', {
      method: 'POST',
      url: `/admin/public/api/v1/hardware/${freeAsset()}/checkout`,
      payload: { checkout_to_type: 'user', assigned_user: 5 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('asset checkin', () => {
  it('checks in: clears the assignee, returns to the default location, frees seats, logs it', async () => {
    const id = freeAsset();
    await checkout(id, { checkout_to_type: 'user', assigned_user: 6 });
    const seat = value<number>('SELECT id FROM license_seats WHERE assigned_to IS NULL AND asset_id IS NULL LIMIT 1');
    t.conn.sqlite.prepare('UPDATE license_seats SET asset_id = ? WHERE id = ?').run(id, seat);
    const res = await send('POST', `/hardware/${id}/checkin`, { note: 'Returned' });
    const model = value<string>('SELECT name FROM models WHERE id = ?', asset(id).model_id);
    expect(res).toMatchObject({
      status: 'success',
      messages: 'Asset checked in successfully.',
      payload: { asset_tag: asset(id).asset_tag, model },
    });
    const after = asset(id);
    expect(after).toMatchObject({ assigned_to: null, assigned_type: null, location_id: after.rtd_location_id });
    expect(after.checkin_counter).toBe(1);
    expect(value('SELECT asset_id FROM license_seats WHERE id = ?', seat)).toBeNull();
    const history = await get(`/reports/activity?item_type=asset&item_id=${id}`);
    expect(history.rows.map((r: Json) => r.action_type).slice(0, 2)).toEqual(['checkin from', 'checkout']);
    expect(history.rows[0]).toMatchObject({ target: { id: 6, type: 'user' }, note: 'Returned' });
  });

  it('moves to the location given and can make it the default', async () => {
    const id = freeAsset();
    await checkout(id, { checkout_to_type: 'user', assigned_user: 6 });
    await send('POST', `/hardware/${id}/checkin`, { location_id: 7, update_default_location: true });
    expect(asset(id)).toMatchObject({ location_id: 7, rtd_location_id: 7 });
  });

  it('says when the asset is already checked in, and changes nothing', async () => {
    const id = freeAsset();
    const before = asset(id);
    const res = await send('POST', `/hardware/${id}/checkin`, {});
    expect(res).toMatchObject({ status: 'error', messages: 'That asset is already checked in.' });
    expect(asset(id)).toEqual(before);
  });
});

describe('asset audit', () => {
  it('logs the audit, sets the next date, and shows in the audit log', async () => {
    const id = freeAsset();
    const res = await send('POST', `/hardware/${id}/audit`, { note: 'Label intact', next_audit_date: '2027-05-01' });
    expect(res).toEqual({
      status: 'success',
      messages: 'Asset audit successfully logged.',
      payload: {
        id,
        asset_tag: asset(id).asset_tag,
        note: 'Label intact',
        next_audit_date: { datetime: '2027-05-01 00:00:00', formatted: '2027-05-01 12:00 AM' },
      },
    });
    expect(asset(id).next_audit_date).toBe('2027-05-01');
    const log = await get('/reports/activity?action_type=audit');
    expect(log.rows[0]).toMatchObject({ action_type: 'audit', item: { id, type: 'asset' }, note: 'Label intact' });
    expect(log.rows.every((r: Json) => r.action_type === 'audit')).toBe(true);
    expect((await send('POST', `/hardware/${id}/audit`, { next_audit_date: 'soon' })).messages).toEqual({
      next_audit_date: ['The next audit date field must be a valid date.'],
    });
  });
});

describe('asset delete', () => {
  it('checks the asset in before the soft delete', async () => {
    const id = freeAsset();
    await checkout(id, { checkout_to_type: 'user', assigned_user: 7 });
    expect((await send('DELETE', `/hardware/${id}`)).status).toBe('success');
    expect(asset(id)).toMatchObject({ assigned_to: null });
    expect(asset(id).deleted_at).not.toBeNull();
  });

  it('keeps a user who holds assets from being deleted', async () => {
    const id = freeAsset();
    await checkout(id, { checkout_to_type: 'user', assigned_user: 8 });
    const count = t.count('assets', "assigned_type = 'user' AND assigned_to = 8 AND deleted_at IS NULL");
    const res = await send('DELETE', '/users/8');
    expect(res.status).toBe('error');
    expect(res.messages.assets_count).toEqual([
      `This user still has ${count} assets assigned. Please check their assets in first.`,
    ]);
    expect(value('SELECT deleted_at FROM users WHERE id = 8')).toBeNull();
  });
});
