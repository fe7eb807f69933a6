import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value } = requests(() => t);

const categoryOf = (type: string) =>
  value<number>('SELECT id FROM categories WHERE category_type = ? ORDER BY id LIMIT 1', type);
let n = 0;
const create = async (path: string, body: object) => {
  n += 1;
  const res = await send('POST', path, { name: `Test item ${n}`, ...body });
  expect(res.status, JSON.stringify(res.messages)).toBe('success');
  return res.payload as Json;
};

describe('license seats', () => {
  it('creates one seat per seat, checks one out to a user and an asset, and back in', async () => {
    const license = await create('/licenses', { seats: 3, category_id: categoryOf('license') });
    expect(license).toMatchObject({ seats: 3, free_seats_count: 3, assigned_seats_count: 0, user_can_checkout: true });
    const seats = await get(`/licenses/${license.id}/seats`);
    expect(seats.total).toBe(3);
    const [first, second] = seats.rows as Json[];
    const out = await send('PATCH', `/licenses/${license.id}/seats/${first!.id}`, {
      assigned_to: 5,
      notes: 'CAD seat',
    });
    expect(out).toMatchObject({ status: 'success', messages: 'License updated successfully.' });
    expect(out.payload).toMatchObject({ id: first!.id, assigned_to: 5, asset_id: null, notes: 'CAD seat' });
    const asset = value<number>('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    await send('PATCH', `/licenses/${license.id}/seats/${second!.id}`, { asset_id: asset });
    const after = await get(`/licenses/${license.id}`);
    expect(after).toMatchObject({ free_seats_count: 1, assigned_seats_count: 2 });
    const listed = (await get(`/licenses/${license.id}/seats`)).rows as Json[];
    expect(listed[0]).toMatchObject({ assigned_user: { id: 5 }, user_can_checkout: false });
    expect(listed[1]).toMatchObject({ assigned_asset: { id: asset } });
    expect((await get(`/hardware/${asset}/licenses`)).rows.map((s: Json) => s.id)).toContain(second!.id);
    expect((await get(`/users/5/licenses`)).rows.map((l: Json) => l.id)).toContain(license.id);

    // A license with assigned seats cannot be deleted.
    expect(await send('DELETE', `/licenses/${license.id}`)).toEqual({
      status: 'error',
      messages:
        'This license is currently checked out to a user and cannot be deleted. Please check the license in first, and then try deleting again. ',
      payload: null,
    });
    // Both null checks in; the log names the previous holder.
    for (const seat of [first!, second!]) {
      const back = await send('PATCH', `/licenses/${license.id}/seats/${seat.id}`, {
        assigned_to: null,
        asset_id: null,
      });
      expect(back.payload).toMatchObject({ assigned_to: null, asset_id: null });
    }
    const history = await get(`/reports/activity?item_type=license&item_id=${license.id}`);
    expect(history.rows.map((r: Json) => r.action_type)).toEqual(
      expect.arrayContaining(['checkout', 'checkin from', 'create new']),
    );
    expect(history.rows.find((r: Json) => r.action_type === 'checkin from')).toMatchObject({
      target: { type: expect.any(String) },
    });
    expect((await send('DELETE', `/licenses/${license.id}`)).status).toBe('success');
    expect(t.count('license_seats', `license_id = ${license.id} AND deleted_at IS NULL`)).toBe(0);
  });

  it('refuses an unknown seat, a seat of another license, and a missing target', async () => {
    const a = await create('/licenses', { seats: 1, category_id: categoryOf('license') });
    const b = await create('/licenses', { seats: 1, category_id: categoryOf('license') });
    const seatOfB = value<number>('SELECT id FROM license_seats WHERE license_id = ?', b.id);
    expect((await send('PATCH', `/licenses/${a.id}/seats/999999`, { assigned_to: 5 })).messages).toBe('Seat not found');
    expect((await send('PATCH', `/licenses/${a.id}/seats/${seatOfB}`, { assigned_to: 5 })).messages).toBe(
      'Seat does not belong to the specified license',
    );
    expect((await send('PATCH', `/licenses/${b.id}/seats/${seatOfB}`, { assigned_to: 999999 })).messages).toBe(
      'Target not found',
    );
    expect(value('SELECT assigned_to FROM license_seats WHERE id = ?', seatOfB)).toBeNull();
  });

  it('never lowers the seat count below the seats in use', async () => {
    const license = await create('/licenses', { seats: 2, category_id: categoryOf('license') });
    const [seat] = (await get(`/licenses/${license.id}/seats`)).rows as Json[];
    await send('PATCH', `/licenses/${license.id}/seats/${seat!.id}`, { assigned_to: 6 });
    expect((await send('PATCH', `/licenses/${license.id}`, { seats: 0 })).messages).toEqual({
      seats: ['The seats field must be at least 1.'],
    });
    await send('PATCH', `/licenses/${license.id}`, { seats: 1 });
    expect(await get(`/licenses/${license.id}`)).toMatchObject({ seats: 1, free_seats_count: 0 });
    expect(t.count('license_seats', `license_id = ${license.id} AND deleted_at IS NULL`)).toBe(1);
  });
});

describe('accessories', () => {
  it('checks out up to the stock and refuses more with the reference text', async () => {
    const acc = await create('/accessories', { qty: 3, category_id: categoryOf('accessory') });
    const out = await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 5, checkout_qty: 2 });
    expect(out).toEqual({ status: 'success', messages: 'Accessory checked out successfully.', payload: null });
    expect(await get(`/accessories/${acc.id}`)).toMatchObject({ checkouts_count: 2, remaining_qty: 1 });
    const over = await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 5, checkout_qty: 2 });
    expect(over).toEqual({
      status: 'error',
      messages: {
        checkout_qty: [
          'There is currently only one available accessory of this type, and you are trying to check out 2. Please adjust the checkout quantity or the total stock of this accessory and try again.',
        ],
      },
      payload: null,
    });
    await send('POST', `/accessories/${acc.id}/checkout`, { checkout_to_type: 'location', assigned_location: 2 });
    const none = await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 5 });
    expect(none.messages.checkout_qty[0]).toMatch(
      /^There are 0 total available accessories, and you are trying to check out 1\./,
    );
    expect(t.count('accessories_checkout', `accessory_id = ${acc.id}`)).toBe(3);
    // The stock cannot drop below what is out.
    expect((await send('PATCH', `/accessories/${acc.id}`, { qty: 2 })).messages).toEqual({
      qty: ['The qty field must be at least 3.'],
    });
    expect((await send('DELETE', `/accessories/${acc.id}`)).messages).toBe(
      'This accessory cannot be deleted yet because some items are still checked out.',
    );
    expect((await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 999999 })).status).toBe('error');
  });

  it('pages the checked-out list (default 50, no cap) and checks a unit in', async () => {
    const acc = await create('/accessories', { qty: 60, category_id: categoryOf('accessory') });
    await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 5, checkout_qty: 55 });
    await send('POST', `/accessories/${acc.id}/checkout`, { assigned_user: 6 });
    const first = await get(`/accessories/${acc.id}/checkedout`);
    expect(first.total).toBe(56);
    expect(first.rows).toHaveLength(50);
    expect((await get(`/accessories/${acc.id}/checkedout?limit=600`)).rows).toHaveLength(56);
    const page = await get(`/accessories/${acc.id}/checkedout?limit=2&offset=54`);
    expect(page.total).toBe(56);
    expect(page.rows.map((r: Json) => r.assigned_to.id)).toEqual([5, 6]);
    const record = page.rows[1].id as number;
    expect(await send('POST', `/accessories/${record}/checkin`, { note: 'Back' })).toMatchObject({
      status: 'success',
      messages: 'Accessory checked in successfully.',
    });
    expect((await get(`/accessories/${acc.id}/checkedout`)).total).toBe(55);
    expect((await send('POST', `/accessories/${record}/checkin`, {})).messages).toBe(
      'The accessory [:id] does not exist.',
    );
    const log = await get(`/accessories/${acc.id}/checkout_acc_log`);
    expect(log.rows.map((r: Json) => r.action_type)).toEqual(['checkin from', 'checkout', 'checkout']);
    expect((await get(`/accessories/${acc.id}/checkout_acc_log?status=checkin`)).total).toBe(1);
  });
});

describe('components', () => {
  it('installs into assets within the stock and checks quantities back in', async () => {
    const comp = await create('/components', { qty: 2, category_id: categoryOf('component') });
    const asset = value<number>('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    expect(await send('POST', `/components/${comp.id}/checkout`, { assigned_to: asset, assigned_qty: 3 })).toEqual({
      status: 'error',
      messages: 'Not enough components remaining: 2 remaining, 3 requested ',
      payload: null,
    });
    expect(await send('POST', `/components/${comp.id}/checkout`, {})).toMatchObject({
      status: 'error',
      messages: null,
      payload: { assigned_to: expect.any(Array), assigned_qty: expect.any(Array) },
    });
    expect((await send('POST', '/components/999999/checkout', { assigned_to: asset, assigned_qty: 1 })).messages).toBe(
      'Component does not exist.',
    );
    expect(
      (await send('POST', `/components/${comp.id}/checkout`, { assigned_to: asset, assigned_qty: 2 })).messages,
    ).toBe('Component checked out successfully.');
    expect(await get(`/components/${comp.id}`)).toMatchObject({
      checked_out_qty: 2,
      remaining: 0,
      user_can_checkout: 0,
    });
    const holders = await get(`/components/${comp.id}/assets`);
    expect(holders.rows[0]).toMatchObject({ id: asset, qty: 2, type: 'asset' });
    expect((await get(`/hardware/${asset}/components`)).rows.map((c: Json) => c.id)).toContain(comp.id);
    const pivot = holders.rows[0].assigned_pivot_id as number;
    expect((await send('POST', `/components/${pivot}/checkin`, { checkin_qty: 3 })).messages).toBe(
      'Checkin quantity must be between 1 and 2',
    );
    expect((await send('POST', `/components/${pivot}/checkin`, { checkin_qty: 1 })).messages).toBe(
      'Component checked in successfully.',
    );
    expect(value('SELECT assigned_qty FROM components_assets WHERE id = ?', pivot)).toBe(1);
    await send('POST', `/components/${pivot}/checkin`, { checkin_qty: 1 });
    expect(t.count('components_assets', `id = ${pivot}`)).toBe(0);
    expect((await send('POST', `/components/${pivot}/checkin`, { checkin_qty: 1 })).messages).toBe(
      'No matching checkouts for that component join record',
    );
    expect((await get(`/components/${comp.id}/checkout_comp_log`)).total).toBe(3);
  });
});

describe('consumables', () => {
  it('hands units to users until none are left, never below zero', async () => {
    const item = await create('/consumables', { qty: 2, category_id: categoryOf('consumable') });
    expect((await send('POST', `/consumables/${item.id}/checkout`, { checkout_qty: 1 })).messages).toBe(
      'No user found',
    );
    const ok = await send('POST', `/consumables/${item.id}/checkout`, { assigned_to: 5, checkout_qty: 2 });
    expect(ok).toEqual({ status: 'success', messages: 'Consumable checked out successfully.', payload: null });
    expect(await get(`/consumables/${item.id}`)).toMatchObject({
      users_count: 2,
      remaining: 0,
      user_can_checkout: false,
    });
    expect(await send('POST', `/consumables/${item.id}/checkout`, { assigned_to: 5 })).toEqual({
      status: 'error',
      messages: 'There are not enough consumables for this checkout. Please check the quantity left. ',
      payload: null,
    });
    expect(
      (await send('POST', `/consumables/${item.id}/checkout`, { assigned_to: 5, checkout_qty: -1 })).messages,
    ).toEqual({
      checkout_qty: ['The checkout qty field must be at least 1.'],
    });
    expect((await send('PATCH', `/consumables/${item.id}`, { qty: 1 })).messages).toEqual({
      qty: ['The qty field must be at least 2.'],
    });
    const users = await get(`/consumables/view/${item.id}/users`);
    expect(users.total).toBe(2);
    expect(users.rows[0]).toMatchObject({ user: { id: 5 } });
    expect((await get('/users/5/consumables')).rows.map((c: Json) => c.id)).toContain(item.id);
  });
});
