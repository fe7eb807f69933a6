import { endpointPath } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { TINY_PNG, payloadOf, rowsOf, step, type Recorders } from './round-trip-steps.js';

/**
 * The asset register's write actions on scratch records named for the run, each removed afterwards:
 * an asset's checkout, checkin, audit and files; a license seat out and in, and the license's files;
 * accessory, component and consumable checkouts; and a one-row CSV import.
 */
export async function assetRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const get = (path: string) => call(target, 'GET', path);
  const post = (path: string, body: unknown) => call(target, 'POST', path, { body });
  const first = async (path: string) => rowsOf(await get(path))[0]?.id as number | undefined;
  const category = (type: string) => first(`${endpointPath('categories.list')}?limit=1&category_type=${type}`);
  const user = await first(`${endpointPath('users.list')}?limit=1&activated=1`);
  const model = await first(`${endpointPath('models.list')}?limit=1`);
  const status = await first(`${endpointPath('statuslabels.list')}?limit=1&type=deployable`);
  if (!user || !model || !status) return;

  const files = async (prefix: string, id: number) => {
    const form = new FormData();
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
    const uploaded = await call(target, 'POST', endpointPath(`${prefix}.upload`, { id }), { form });
    if (!step(rec, `${prefix}.upload`, 'upload', uploaded, flags)) return;
    const fileId = payloadOf(uploaded).id as number;
    const file = await get(endpointPath(`${prefix}.upload-file`, { id, fileId }));
    rec(`${prefix}.upload-file`)?.expect('file reads back', file.status === 200, `HTTP ${file.status}`, file.curl);
    const deleted = await call(target, 'DELETE', endpointPath(`${prefix}.upload-delete`, { id, fileId }));
    step(rec, `${prefix}.upload-delete`, 'delete file', deleted, flags);
  };

  const asset = payloadOf(
    await post(endpointPath('hardware.create'), { asset_tag: name('asset'), model_id: model, status_id: status }),
  ).id as number | undefined;
  if (!asset) return;
  try {
    const out = await post(endpointPath('hardware.checkout', { id: asset }), {
      checkout_to_type: 'user',
      assigned_user: user,
    });
    step(rec, 'hardware.checkout', 'checkout', out, flags);
    step(rec, 'hardware.checkin', 'checkin', await post(endpointPath('hardware.checkin', { id: asset }), {}), flags);
    const audit = await post(endpointPath('hardware.audit', { id: asset }), { note: name('audit') });
    step(rec, 'hardware.audit', 'audit', audit, flags);
    await files('hardware', asset);
    // A contract's documents go through the same uploads engine.
    const contract = await first(`${endpointPath('contracts.list')}?limit=1`);
    if (contract) await files('contracts', contract);

    const license = payloadOf(
      await post(endpointPath('licenses.create'), {
        name: name('license'),
        seats: 1,
        category_id: await category('license'),
      }),
    ).id as number | undefined;
    if (license) {
      const seat = rowsOf(await get(endpointPath('licenses.seats', { id: license })))[0]?.id as number;
      const seatPath = endpointPath('licenses.seat-update', { id: license, seatId: seat });
      step(
        rec,
        'licenses.seat-update',
        'seat out',
        await call(target, 'PATCH', seatPath, { body: { assigned_to: user } }),
        flags,
      );
      await call(target, 'PATCH', seatPath, { body: { assigned_to: null, asset_id: null } });
      await files('licenses', license);
      await call(target, 'DELETE', endpointPath('licenses.delete', { id: license }));
    }

    const accessory = payloadOf(
      await post(endpointPath('accessories.create'), {
        name: name('acc'),
        qty: 1,
        category_id: await category('accessory'),
      }),
    ).id as number | undefined;
    if (accessory) {
      const out = await post(endpointPath('accessories.checkout', { id: accessory }), { assigned_user: user });
      step(rec, 'accessories.checkout', 'checkout', out, flags);
      const record = await first(endpointPath('accessories.checkedout', { id: accessory }));
      if (record) {
        const back = await post(endpointPath('accessories.checkin', { id: record }), {});
        step(rec, 'accessories.checkin', 'checkin', back, flags);
      }
      await call(target, 'DELETE', endpointPath('accessories.delete', { id: accessory }));
    }

    const component = payloadOf(
      await post(endpointPath('components.create'), {
        name: name('comp'),
        qty: 1,
        category_id: await category('component'),
      }),
    ).id as number | undefined;
    if (component) {
      const out = await post(endpointPath('components.checkout', { id: component }), {
        assigned_to: asset,
        assigned_qty: 1,
      });
      step(rec, 'components.checkout', 'checkout', out, flags);
      const pivot = rowsOf(await get(endpointPath('components.assets', { id: component })))[0]?.assigned_pivot_id;
      if (typeof pivot === 'number') {
        const back = await post(endpointPath('components.checkin', { id: pivot }), { checkin_qty: 1 });
        step(rec, 'components.checkin', 'checkin', back, flags);
      }
      await call(target, 'DELETE', endpointPath('components.delete', { id: component }));
    }

    const consumable = payloadOf(
      await post(endpointPath('consumables.create'), {
        name: name('cons'),
        qty: 1,
        category_id: await category('consumable'),
      }),
    ).id as number | undefined;
    if (consumable) {
      const out = await post(endpointPath('consumables.checkout', { id: consumable }), { assigned_to: user });
      step(rec, 'consumables.checkout', 'checkout', out, flags);
      await call(target, 'DELETE', endpointPath('consumables.delete', { id: consumable }));
    }
  } finally {
    await call(target, 'DELETE', endpointPath('hardware.delete', { id: asset }));
  }

  // A one-row import of a location, which is removed again with the file.
  const form = new FormData();
  form.append('file', new Blob([`Name,City\n${name('site')},Manama\n`], { type: 'text/csv' }), 'contract-scratch.csv');
  const uploaded = await call(target, 'POST', endpointPath('imports.upload'), { form });
  if (!step(rec, 'imports.upload', 'upload', uploaded, flags)) return;
  const importId = payloadOf(uploaded).id as number;
  try {
    const processed = await post(endpointPath('imports.process', { id: importId }), {
      import_type: 'locations',
      update_existing: false,
      column_mappings: { Name: 'name', City: 'city' },
    });
    if (step(rec, 'imports.process', 'process', processed, flags)) {
      const site = await first(`${endpointPath('locations.list')}?search=${encodeURIComponent(name('site'))}`);
      if (site) await call(target, 'DELETE', endpointPath('locations.delete', { id: site }));
    }
  } finally {
    step(
      rec,
      'imports.delete',
      'delete',
      await call(target, 'DELETE', endpointPath('imports.delete', { id: importId })),
      flags,
    );
  }
}
