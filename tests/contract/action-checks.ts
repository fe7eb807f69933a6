import { endpointPath, getEndpoint, type Endpoint } from '@cmms/contracts';
import { call, type Exchange, type Target } from './http-client.js';
import { checkResponse, isSuccess, type RunFlags } from './check-response.js';
import { workOrderReadPaths } from './work-order-checks.js';
import { agreementReadPaths } from './agreement-checks.js';
import { logbookReadPaths } from './logbook-checks.js';
import type { EndpointRecorder } from './results.js';
import { checkDeployable, v8ReadPaths } from './v8-checks.js';
import { templateShopReadPath } from './template-shop-checks.js';
import { templateAppReadPaths } from './template-app-checks.js';

type Recorders = (id: string) => EndpointRecorder | undefined;

/** A valid 1×1 PNG: the smallest file the upload rules accept. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const payloadOf = <T>(x: Exchange) => (x.json as { payload: T }).payload;
const firstId = async (target: Target, list: string): Promise<number | undefined> =>
  ((await call(target, 'GET', `${endpointPath(list)}?limit=1`)).json as { rows?: { id: number }[] })?.rows?.[0]?.id;

/** Checks one call against its endpoint's contract and that it succeeded; false stops the scenario. */
function step(rec: Recorders, id: string, label: string, x: Exchange, flags: RunFlags): boolean {
  const r = rec(id);
  if (!r) return false;
  if (!checkResponse(r, label, x, getEndpoint(id).response, flags)) return false;
  return r.expect(`${label} succeeds`, isSuccess(x), x.text.slice(0, 200), x.curl);
}

/**
 * The write actions beyond create/update/delete, each on scratch records named for the run and always
 * removed: group members, a user's files, detaching a field, the template permissions app.
 */
export async function actionRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);

  // Group members: a scratch group, one existing user in and out again.
  const group = await call(target, 'POST', endpointPath('groups.create'), { body: { name: name('group') } });
  const groupId = payloadOf<{ id: number }>(group)?.id;
  const userId = await firstId(target, 'users.list');
  if (groupId && userId) {
    try {
      const added = await call(target, 'POST', endpointPath('groups.add-member', { id: groupId }), {
        body: { user_id: userId },
      });
      if (step(rec, 'groups.add-member', 'add member', added, flags)) {
        rec('groups.add-member')!.expect(
          'members counted',
          payloadOf<{ users_count: number }>(added).users_count === 1,
          added.text.slice(0, 200),
          added.curl,
        );
      }
      const removed = await call(target, 'DELETE', endpointPath('groups.remove-member', { id: groupId, userId }));
      step(rec, 'groups.remove-member', 'remove member', removed, flags);
    } finally {
      await call(target, 'DELETE', endpointPath('groups.delete', { id: groupId }));
    }
  }

  // A user's files: upload a PNG, read it back, delete it.
  if (userId) {
    const form = new FormData();
    form.append('note', name('upload'));
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
    const uploaded = await call(target, 'POST', endpointPath('users.upload', { id: userId }), { form });
    if (step(rec, 'users.upload', 'upload', uploaded, flags)) {
      const fileId = payloadOf<{ id: number }>(uploaded).id;
      try {
        const file = await call(target, 'GET', endpointPath('users.upload-file', { id: userId, fileId }));
        rec('users.upload-file')?.expect('file reads back', file.status === 200, `HTTP ${file.status}`, file.curl);
      } finally {
        const deleted = await call(target, 'DELETE', endpointPath('users.upload-delete', { id: userId, fileId }));
        step(rec, 'users.upload-delete', 'delete file', deleted, flags);
      }
    }
  }

  // Detaching a field: a scratch field in a scratch fieldset.
  const field = await call(target, 'POST', endpointPath('fields.create'), {
    body: { name: name('field'), element: 'text' },
  });
  const fieldId = payloadOf<{ id: number }>(field)?.id;
  if (fieldId) {
    const set = await call(target, 'POST', endpointPath('fieldsets.create'), {
      body: { name: name('fieldset'), fields: [fieldId] },
    });
    const setId = payloadOf<{ id: number }>(set)?.id;
    try {
      if (setId) {
        const detached = await call(
          target,
          'DELETE',
          endpointPath('fieldsets.disassociate', { fieldsetId: setId, fieldId }),
        );
        step(rec, 'fieldsets.disassociate', 'disassociate', detached, flags);
      }
    } finally {
      if (setId) await call(target, 'DELETE', endpointPath('fieldsets.delete', { id: setId }));
      await call(target, 'DELETE', endpointPath('fields.delete', { id: fieldId }));
    }
  }

  // The template permissions app: add, rename, delete.
  const addedPermission = await call(target, 'POST', endpointPath('apps.permissions.add'), {
    body: { permission: { name: name('permission'), assignedTo: ['manager'] } },
  });
  if (step(rec, 'apps.permissions.add', 'add permission', addedPermission, flags)) {
    const id = payloadOf<{ id: number }>(addedPermission).id;
    const renamed = await call(target, 'POST', endpointPath('apps.permissions.update'), {
      body: { id, name: name('permission-renamed') },
    });
    step(rec, 'apps.permissions.update', 'rename permission', renamed, flags);
    const deleted = await call(target, 'DELETE', endpointPath('apps.permissions.delete'), { body: { id } });
    step(rec, 'apps.permissions.delete', 'delete permission', deleted, flags);
  }
}

/** Reads of the custom actions: the contract of a successful answer, with real ids where one is needed. */
export async function checkActionRead(rec: EndpointRecorder, e: Endpoint, target: Target, flags: RunFlags) {
  const paths: Record<string, () => Promise<string | undefined>> = {
    'groups.members': async () => {
      const id = await firstId(target, 'groups.list');
      return id ? `${endpointPath('groups.members', { id })}?limit=5` : undefined;
    },
    'users.sublist': async () => {
      const id = await firstId(target, 'users.list');
      return id ? endpointPath('users.sublist', { id, type: 'users' }) : undefined;
    },
    'users.uploads': async () => {
      const id = await firstId(target, 'users.list');
      return id ? endpointPath('users.uploads', { id }) : undefined;
    },
    'reports.activity': async () => `${e.path}?limit=5`,
    'reports.depreciation': async () => `${e.path}?limit=5`,
    'reports.unaccepted': async () => `${e.path}?limit=5`,
    'reports.licenses': async () => `${e.path}?limit=5`,
    'imports.list': async () => `${e.path}?limit=5`,
    // No import may exist yet: an unknown id answers the not-found envelope, which the contract allows too.
    'imports.progress': async () =>
      endpointPath('imports.progress', { id: (await firstId(target, 'imports.list')) ?? 1 }),
    'auth.options': async () => e.path,
    'devSwitches.state': async () => e.path,
    'demo.status': async () => e.path,
    'hardware.audit-due': async () => `${endpointPath('hardware.audit-due', { request: 'overdue' })}?limit=5`,
    ...Object.fromEntries(
      (
        [
          ['hardware.uploads', 'hardware.list'],
          ['hardware.licenses', 'hardware.list'],
          ['hardware.components', 'hardware.list'],
          ['licenses.seats', 'licenses.list'],
          ['licenses.uploads', 'licenses.list'],
          ['accessories.checkedout', 'accessories.list'],
          ['accessories.checkout-log', 'accessories.list'],
          ['components.assets', 'components.list'],
          ['components.checkout-log', 'components.list'],
          ['consumables.users', 'consumables.list'],
        ] as const
      ).map(([id, list]) => [
        id,
        async () => {
          const first = await firstId(target, list);
          return first ? `${endpointPath(id, { id: first })}?limit=5` : undefined;
        },
      ]),
    ),
    'apps.permissions.data': async () => `${e.path}?perPage=5`,
    ...(e.resource === 'workorders' || e.resource === 'checklists' ? await workOrderReadPaths(target) : {}),
    ...(e.resource === 'agreements' || e.id === 'customers.sla-compliance' ? await agreementReadPaths(target) : {}),
    ...(e.id.startsWith('logbooks.') ? await logbookReadPaths(target) : {}),
    ...(e.id.startsWith('tapps.') ? await templateAppReadPaths(target) : {}),
  };
  if (e.id === 'statuslabels.deployable') return checkDeployable(rec, e, target);
  const path = (await paths[e.id]?.()) ?? (await templateShopReadPath(e, target)) ?? (await v8ReadPaths(e, target));
  if (!path) return;
  checkResponse(rec, e.id, await call(target, 'GET', path), e.response, flags);
}
