import { API_BASE, endpointPath, getEndpoint, getResource, type Endpoint } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import { checkResponse, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';
import { scratchBody } from './samples.js';
import { TINY_PNG, payloadOf, rowsOf, step, type Recorders, type Json } from './round-trip-steps.js';

/** Reads of Snipe-IT's v8 calls with real ids, tags and names taken from the target's own lists. */
export async function v8ReadPaths(e: Endpoint, target: Target): Promise<string | undefined> {
  const first = async (path: string) =>
    rowsOf(await call(target, 'GET', `${API_BASE}${path}${path.includes('?') ? '&' : '?'}limit=1`))[0];
  switch (e.id) {
    case 'hardware.bytag': {
      const asset = await first('/hardware');
      return asset ? endpointPath(e.id, { tag: String(asset.asset_tag) }) : undefined;
    }
    case 'hardware.byserial': {
      const asset = await first('/hardware?sort=serial&order=desc');
      return asset?.serial ? endpointPath(e.id, { serial: String(asset.serial) }) : undefined;
    }
    case 'hardware.audits-due':
    case 'hardware.checkins-due':
      return `${endpointPath(e.id, { request: 'due-or-overdue' })}?limit=5`;
    case 'hardware.files':
    case 'models.files':
    case 'models.uploads': {
      const row = await first(e.id === 'hardware.files' ? '/hardware' : '/models');
      return row ? endpointPath(e.id, { id: Number(row.id) }) : undefined;
    }
    case 'locations.users':
    case 'locations.assets':
    case 'locations.assigned-assets':
    case 'locations.assigned-accessories':
    case 'hardware.assigned-assets':
    case 'hardware.assigned-accessories':
    case 'consumables.users-v8': {
      const row = await first(`/${e.resource}`);
      return row ? `${endpointPath(e.id, { id: Number(row.id) })}?limit=5` : undefined;
    }
    case 'licenses.seat': {
      const license = await first('/licenses');
      const seat = license
        ? rowsOf(await call(target, 'GET', endpointPath('licenses.seats', { id: Number(license.id) })))[0]
        : undefined;
      return seat ? endpointPath(e.id, { id: Number(license!.id), seatId: Number(seat.id) }) : undefined;
    }
    case 'statuslabels.assetlist': {
      const label = await first('/statuslabels');
      return label ? `${endpointPath(e.id, { id: Number(label.id) })}?limit=5` : undefined;
    }
    case 'categories.type-selectlist':
      return endpointPath(e.id, { type: 'asset' });
    case 'labels.show': {
      const label = await first('/labels');
      return label ? endpointPath(e.id, { name: String(label.name) }) : undefined;
    }
    case 'imports.show': {
      const list = (await call(target, 'GET', `${API_BASE}/imports`)).json;
      const rows = Array.isArray(list) ? (list as Json[]) : ((list as { rows?: Json[] } | null)?.rows ?? []);
      return rows[0] ? endpointPath(e.id, { id: Number(rows[0].id) }) : undefined;
    }
    case 'statuslabels.assets-by-name':
    case 'statuslabels.assets-by-type':
    case 'labels.list':
    case 'account.acceptances':
    case 'account.requestable':
    case 'account.requests':
    case 'version':
      return e.path;
    default:
      return undefined;
  }
}

/**
 * The v8 write calls on scratch records named for the run, each removed afterwards: checkout, checkin
 * and audit by tag, a label sheet, the `/files` calls of an asset and a model, accepting a checkout,
 * a scratch user's two-factor reset, and deleting a login attempt.
 */
export async function v8RoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const get = (path: string) => call(target, 'GET', path);
  const post = (path: string, body: unknown) => call(target, 'POST', path, { body });
  const first = async (path: string) => rowsOf(await get(path))[0]?.id as number | undefined;
  const me = (await get(endpointPath('auth.me'))).json as Json | null;
  const status = await first(`${endpointPath('statuslabels.list')}?limit=1&type=deployable`);
  const model = await first(`${endpointPath('models.list')}?limit=1`);
  if (!me?.id || !status || !model) return;

  // Files at Snipe-IT's paths, on an existing model and on the scratch asset below.
  const files = async (prefix: 'hardware' | 'models', id: number) => {
    const form = new FormData();
    form.append('file[]', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
    const uploaded = await call(target, 'POST', endpointPath(`${prefix}.files-upload`, { id }), { form });
    if (!step(rec, `${prefix}.files-upload`, 'upload', uploaded, flags)) return;
    const listed = rowsOf(await get(endpointPath(`${prefix}.files`, { id })));
    const file = listed.find((f) => f.filename === 'contract-scratch.png');
    if (!file) return;
    const read = await get(endpointPath(`${prefix}.file`, { id, fileId: Number(file.id) }));
    rec(`${prefix}.file`)?.expect('file reads back', read.status === 200, `HTTP ${read.status}`, read.curl);
    const gone = await call(target, 'DELETE', endpointPath(`${prefix}.file-delete`, { id, fileId: Number(file.id) }));
    step(rec, `${prefix}.file-delete`, 'delete file', gone, flags);
  };
  await files('models', model);
  // A model's files at the console's path too (the same files).
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
  const uploaded = await call(target, 'POST', endpointPath('models.upload', { id: model }), { form });
  if (step(rec, 'models.upload', 'upload', uploaded, flags)) {
    const fileId = Number(payloadOf(uploaded).id);
    const read = await get(endpointPath('models.upload-file', { id: model, fileId }));
    rec('models.upload-file')?.expect('file reads back', read.status === 200, `HTTP ${read.status}`, read.curl);
    const gone = await call(target, 'DELETE', endpointPath('models.upload-delete', { id: model, fileId }));
    step(rec, 'models.upload-delete', 'delete file', gone, flags);
  }

  const tag = name('v8tag');
  const asset = payloadOf(
    await post(endpointPath('hardware.create'), { asset_tag: tag, model_id: model, status_id: status }),
  ).id as number | undefined;
  if (!asset) return;
  try {
    const out = await post(endpointPath('hardware.checkout-bytag', { tag }), {
      checkout_to_type: 'user',
      assigned_user: me.id,
    });
    step(rec, 'hardware.checkout-bytag', 'checkout by tag', out, flags);
    const back = await post(endpointPath('hardware.checkin-bytag', { tag }), {});
    step(rec, 'hardware.checkin-bytag', 'checkin by tag', back, flags);
    await post(endpointPath('hardware.checkout', { id: asset }), { checkout_to_type: 'user', assigned_user: me.id });
    const again = await post(endpointPath('hardware.checkinbytag'), { asset_tag: tag });
    step(rec, 'hardware.checkinbytag', 'checkin by tag in the body', again, flags);
    const audit = await post(endpointPath('hardware.audit-bytag'), { asset_tag: tag, note: name('audit') });
    step(rec, 'hardware.audit-bytag', 'legacy audit', audit, flags);
    step(rec, 'hardware.labels', 'labels', await post(endpointPath('hardware.labels'), { asset_tags: [tag] }), flags);
    await files('hardware', asset);
  } finally {
    await call(target, 'DELETE', endpointPath('hardware.delete', { id: asset }));
  }

  // Accepting a checkout: an asset of a category that asks for it, checked out to the caller.
  const category = await first(`${endpointPath('categories.list')}?limit=1&category_type=asset&require_acceptance=1`);
  const acceptModel = category
    ? await first(`${endpointPath('models.list')}?limit=1&category_id=${category}`)
    : undefined;
  if (acceptModel) {
    const pending = payloadOf(
      await post(endpointPath('hardware.create'), {
        asset_tag: name('accept'),
        model_id: acceptModel,
        status_id: status,
      }),
    ).id as number | undefined;
    if (pending) {
      try {
        await post(endpointPath('hardware.checkout', { id: pending }), {
          checkout_to_type: 'user',
          assigned_user: me.id,
        });
        const accepted = await post(endpointPath('account.accept', { id: pending }), { asset_acceptance: 'accepted' });
        step(rec, 'account.accept', 'accept', accepted, flags);
      } finally {
        await post(endpointPath('hardware.checkin', { id: pending }), {});
        await call(target, 'DELETE', endpointPath('hardware.delete', { id: pending }));
      }
    }
  }

  // The fieldset editor's calls on a scratch field and fieldset.
  const field = payloadOf(await post(endpointPath('fields.create'), { name: name('v8field'), element: 'text' })).id as
    number | undefined;
  const fieldset = payloadOf(await post(endpointPath('fieldsets.create'), { name: name('v8set') })).id as
    number | undefined;
  try {
    if (field && fieldset) {
      const attach = await post(endpointPath('fields.associate', { id: field }), { fieldset_id: fieldset });
      step(rec, 'fields.associate', 'associate', attach, flags);
      const listed = await post(endpointPath('fieldsets.fields', { id: fieldset }), {});
      if (checkResponse(rec('fieldsets.fields')!, 'fields', listed, getEndpoint('fieldsets.fields').response, flags))
        rec('fieldsets.fields')!.expect(
          'lists the field',
          rowsOf(listed).length === 1,
          listed.text.slice(0, 200),
          listed.curl,
        );
      const defaults = await post(endpointPath('fieldsets.fields-defaults', { id: fieldset, modelId: model }), {});
      checkResponse(
        rec('fieldsets.fields-defaults')!,
        'defaults',
        defaults,
        getEndpoint('fieldsets.fields-defaults').response,
        flags,
      );
      const ordered = await post(endpointPath('fields.order', { id: fieldset }), { item: [field] });
      step(rec, 'fields.order', 'order', ordered, flags);
      const detach = await post(endpointPath('fields.disassociate', { id: field }), { fieldset_id: fieldset });
      step(rec, 'fields.disassociate', 'disassociate', detach, flags);
    }
  } finally {
    if (fieldset) await call(target, 'DELETE', endpointPath('fieldsets.delete', { id: fieldset }));
    if (field) await call(target, 'DELETE', endpointPath('fields.delete', { id: field }));
  }

  // A seat's notes through PUT, set back afterwards.
  const license = rowsOf(await get(`${endpointPath('licenses.list')}?limit=1`))[0];
  const seat = license ? rowsOf(await get(endpointPath('licenses.seats', { id: Number(license.id) })))[0] : undefined;
  if (license && seat) {
    const path = endpointPath('licenses.seat-replace', { id: Number(license.id), seatId: Number(seat.id) });
    const put = await call(target, 'PUT', path, { body: { notes: name('seat') } });
    step(rec, 'licenses.seat-replace', 'seat notes', put, flags);
    await call(target, 'PUT', path, { body: { notes: seat.notes ?? null } });
  }

  // An accessory's picture: up, read back, deleted.
  const accessory = await first(`${endpointPath('accessories.list')}?limit=1`);
  if (accessory) {
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
    const up = await call(target, 'POST', endpointPath('accessories.image-upload', { id: accessory }), { form });
    if (step(rec, 'accessories.image-upload', 'upload image', up, flags)) {
      const read = await get(endpointPath('accessories.image', { id: accessory }));
      rec('accessories.image')?.expect('image reads back', read.status === 200, `HTTP ${read.status}`, read.curl);
      const gone = await call(target, 'DELETE', endpointPath('accessories.image-delete', { id: accessory }));
      step(rec, 'accessories.image-delete', 'delete image', gone, flags);
    }
  }

  // Requesting a requestable asset and cancelling the request again.
  const requestable = await first(`${endpointPath('account.requestable')}?limit=1`);
  if (requestable) {
    const asked = await post(endpointPath('account.request', { id: requestable }), {});
    step(rec, 'account.request', 'request', asked, flags);
    const cancelled = await post(endpointPath('account.request-cancel', { id: requestable }), {});
    step(rec, 'account.request-cancel', 'cancel request', cancelled, flags);
  }

  // A two-factor reset on a scratch user (never on a real account).
  const users = getResource('users');
  const user = payloadOf(await post(endpointPath('users.create'), await scratchBody(target, users, name('2fa')))).id as
    number | undefined;
  if (user) {
    try {
      const reset = await post(endpointPath('users.two-factor-reset'), { id: user });
      const r = rec('users.two-factor-reset');
      if (r && checkResponse(r, 'reset', reset, getEndpoint('users.two-factor-reset').response, flags))
        r.expect('answers its message', reset.status === 200 && Boolean((reset.json as Json).message), reset.text);
    } finally {
      await call(target, 'DELETE', endpointPath('users.delete', { id: user }));
    }
  }

  // A failed login of a scratch name leaves an attempt to delete.
  const login = name('login');
  await call(target, 'POST', endpointPath('auth.login'), { body: { username: login, password: 'x' }, auth: false });
  const attempt = await first(`${endpointPath('loginattempts.list')}?search=${encodeURIComponent(login)}&limit=1`);
  if (attempt) {
    const deleted = await call(target, 'DELETE', endpointPath('loginattempts.delete', { id: attempt }));
    step(rec, 'loginattempts.delete', 'delete attempt', deleted, flags);
  }
}

/** `GET /statuslabels/{id}/deployable` answers plain text, not JSON: "1" or "0". */
export async function checkDeployable(rec: EndpointRecorder, e: Endpoint, target: Target): Promise<void> {
  const label = rowsOf(await call(target, 'GET', `${endpointPath('statuslabels.list')}?limit=1`))[0];
  if (!label) return;
  const res = await call(target, 'GET', endpointPath(e.id, { id: Number(label.id) }));
  rec.expect('answers the text 1 or 0', res.status === 200 && ['1', '0'].includes(res.text.trim()), res.text, res.curl);
}
