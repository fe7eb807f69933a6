import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

/** Snipe-IT v8's asset calls by tag and serial, the legacy audit, and the lists of audits and checkins due. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

const asset = (id: number) => t.conn.sqlite.prepare('SELECT * FROM assets WHERE id = ?').get(id) as Json;
const deployable = () => value<number>("SELECT id FROM status_labels WHERE type = 'deployable' ORDER BY id LIMIT 1");
const model = () => value<number>('SELECT id FROM models WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
const newAsset = async (tag: string, extra: Json = {}) =>
  (await send('POST', '/hardware', { asset_tag: tag, model_id: model(), status_id: deployable(), ...extra })).payload
    .id as number;

describe('GET /hardware/bytag/{tag}', () => {
  it('answers the row itself for one match, in any case, and "Asset does not exist." for none', async () => {
    const id = await newAsset('LOOKUP-001', { serial: 'SN-LOOKUP-1' });
    const row = await get('/hardware/bytag/lookup-001');
    expect(row).toMatchObject({ id, asset_tag: 'LOOKUP-001', serial: 'SN-LOOKUP-1' });
    expect(row.total).toBeUndefined();
    expect(await get('/hardware/bytag/NO-SUCH-TAG')).toEqual({
      status: 'error',
      messages: 'Asset does not exist.',
      payload: null,
    });
  });

  it('takes a tag with a slash when it is encoded', async () => {
    const id = await newAsset('LOOK/UP-2');
    expect((await get('/hardware/bytag/LOOK%2FUP-2')).id).toBe(id);
  });

  it('answers { total, rows } with deleted=true, the deleted asset included', async () => {
    const id = await newAsset('LOOKUP-DEL');
    await send('DELETE', `/hardware/${id}`);
    expect((await get('/hardware/bytag/LOOKUP-DEL')).messages).toBe('Asset does not exist.');
    const withDeleted = await get('/hardware/bytag/LOOKUP-DEL?deleted=true');
    expect(withDeleted.total).toBe(1);
    expect(withDeleted.rows[0]).toMatchObject({ id, deleted_at: { datetime: expect.any(String) } });
  });

  it('needs assets.view', async () => {
    const res = await t.call('viewer', { url: '/admin/public/api/v1/hardware/bytag/LOOKUP-001' });
    expect(res.statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: '/admin/public/api/v1/hardware/bytag/LOOKUP-001' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /hardware/byserial/{serial}', () => {
  it('always answers { total, rows }, paged', async () => {
    const a = await newAsset('SERIAL-A', { serial: 'SN-TWIN' });
    const b = await newAsset('SERIAL-B', { serial: 'SN-TWIN' });
    const both = await get('/hardware/byserial/sn-twin');
    expect(both.total).toBe(2);
    expect(both.rows.map((r: Json) => r.id)).toEqual([a, b]);
    const second = await get('/hardware/byserial/SN-TWIN?offset=1&limit=1');
    expect(second).toMatchObject({ total: 2, rows: [{ id: b }] });
    expect((await get('/hardware/byserial/SN-NONE')).messages).toBe('Asset does not exist.');
  });
});

describe('GET /hardware/{id} of a deleted asset', () => {
  it('still shows it, with deleted_at and restore offered', async () => {
    const id = await newAsset('SHOW-DELETED');
    await send('DELETE', `/hardware/${id}`);
    const row = await get(`/hardware/${id}`);
    expect(row).toMatchObject({ id, asset_tag: 'SHOW-DELETED', deleted_at: { datetime: expect.any(String) } });
    expect(row.available_actions).toMatchObject({ restore: true, update: false, delete: false });
    expect(await get('/hardware/99999999')).toEqual({
      status: 'error',
      messages: 'Asset does not exist.',
      payload: null,
    });
    expect((await send('DELETE', '/hardware/99999999')).messages).toBe('Asset does not exist.');
    expect((await send('PATCH', '/hardware/99999999', { name: 'x' })).messages).toBe('Asset not found');
  });
});

describe('checkout and checkin by tag', () => {
  it('checks out by tag, and answers "Asset not found" for an unknown tag', async () => {
    const id = await newAsset('BYTAG-OUT');
    const res = await send('POST', '/hardware/bytag/BYTAG-OUT/checkout', {
      checkout_to_type: 'user',
      assigned_user: 5,
    });
    expect(res).toEqual({
      status: 'success',
      messages: 'Asset checked out successfully.',
      payload: { asset: 'BYTAG-OUT' },
    });
    expect(asset(id)).toMatchObject({ assigned_to: 5, assigned_type: 'user' });
    expect(await send('POST', '/hardware/bytag/NOPE/checkout', { checkout_to_type: 'user', assigned_user: 5 })).toEqual(
      {
        status: 'error',
        messages: 'Asset not found',
        payload: null,
      },
    );
  });

  it('checks in by tag in the path or in the body, and names an unknown tag', async () => {
    const a = await newAsset('BYTAG-IN-1');
    const b = await newAsset('BYTAG-IN-2');
    for (const id of [a, b])
      await send('POST', `/hardware/${id}/checkout`, { checkout_to_type: 'user', assigned_user: 5 });
    const byPath = await send('POST', '/hardware/bytag/BYTAG-IN-1/checkin', { note: 'back' });
    expect(byPath).toMatchObject({ status: 'success', messages: 'Asset checked in successfully.' });
    expect(asset(a).assigned_to).toBeNull();
    const byBody = await send('POST', '/hardware/checkinbytag', { asset_tag: 'BYTAG-IN-2' });
    expect(byBody).toMatchObject({ status: 'success', payload: { asset_tag: 'BYTAG-IN-2' } });
    expect(asset(b).assigned_to).toBeNull();
    expect(await send('POST', '/hardware/checkinbytag', { asset_tag: 'NO-TAG-9' })).toEqual({
      status: 'error',
      messages: 'Asset with tag NO-TAG-9 not found',
      payload: { asset: 'NO-TAG-9' },
    });
  });

  it('needs the checkout and checkin permissions', async () => {
    const res = await t.call('viewer', {
      method: 'POST',
      url: '/admin/public/api/v1/hardware/checkinbytag',
      payload: { asset_tag: 'BYTAG-IN-2' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the legacy audit by tag', () => {
  it('logs the audit of the asset the body names', async () => {
    const id = await newAsset('LEGACY-AUDIT');
    const res = await send('POST', '/hardware/audit', { asset_tag: 'LEGACY-AUDIT', note: 'Seen on the shelf' });
    expect(res).toMatchObject({
      status: 'success',
      messages: 'Asset audit successfully logged.',
      payload: { id, asset_tag: 'LEGACY-AUDIT', note: 'Seen on the shelf' },
    });
    expect(asset(id).last_audit_date).not.toBeNull();
    expect(await send('POST', '/hardware/audit', { asset_tag: 'NOT-THERE' })).toEqual({
      status: 'error',
      messages: 'Asset does not exist.',
      payload: null,
    });
    expect((await send('POST', '/hardware/audit', {})).messages).toBe('Asset does not exist.');
  });
});

describe('audits and checkins due', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('lists checked-out assets whose expected checkin is due or overdue', async () => {
    const overdue = await newAsset('CHECKIN-LATE');
    const soon = await newAsset('CHECKIN-SOON');
    const free = await newAsset('CHECKIN-FREE');
    await send('POST', `/hardware/${overdue}/checkout`, {
      checkout_to_type: 'user',
      assigned_user: 5,
      expected_checkin: day(-3),
    });
    await send('POST', `/hardware/${soon}/checkout`, {
      checkout_to_type: 'user',
      assigned_user: 5,
      expected_checkin: day(2),
    });
    t.conn.sqlite.prepare('UPDATE assets SET expected_checkin = ? WHERE id = ?').run(day(-3), free);
    const ids = async (path: string) => ((await get(`${path}?limit=500`)).rows as Json[]).map((r) => r.id);
    expect(await ids('/hardware/checkins/overdue')).toContain(overdue);
    expect(await ids('/hardware/checkins/overdue')).not.toContain(soon);
    expect(await ids('/hardware/checkins/overdue')).not.toContain(free);
    expect(await ids('/hardware/checkins/due')).toContain(soon);
    expect(await ids('/hardware/checkins/due')).not.toContain(overdue);
    const either = await ids('/hardware/checkins/due-or-overdue');
    expect(either).toEqual(expect.arrayContaining([overdue, soon]));
    expect(either).not.toContain(free);
  });

  it('answers audits/{due} as audit/{due} does', async () => {
    expect(await get('/hardware/audits/overdue?limit=5')).toEqual(await get('/hardware/audit/overdue?limit=5'));
    expect((await get('/hardware/audits/overdue?limit=5')).total).toBeGreaterThan(0);
  });
});
