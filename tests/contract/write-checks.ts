import { endpointPath, getEndpoint, type ResourceDecl } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import { checkResponse, isSuccess, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';
import { nameKey, scratchBody } from './samples.js';

type Recorders = (id: string) => EndpointRecorder | undefined;
const notFound = (json: unknown) => (json as { status?: string } | null)?.status === 'error';
const isDeleted = (json: unknown) => Boolean((json as { deleted_at?: unknown } | null)?.deleted_at);

/**
 * Create → read → update (PATCH, PUT) → delete → read-as-not-found on a scratch record named
 * `contract-scratch-<run>-<resource>`, always removed, even when a step fails.
 */
export async function roundTrip(
  r: ResourceDecl,
  rec: Recorders,
  target: Target,
  flags: RunFlags,
  runId: string,
): Promise<void> {
  const name = `contract-scratch-${runId}-${r.name}`.slice(0, 60);
  const created = await call(target, 'POST', endpointPath(`${r.name}.create`), {
    body: await scratchBody(target, r, name),
  });
  const createRec = rec(`${r.name}.create`)!;
  if (!checkResponse(createRec, 'create', created, getEndpoint(`${r.name}.create`).response, flags)) return;
  if (
    !createRec.expect(
      'create succeeds',
      isSuccess(created),
      `messages: ${JSON.stringify((created.json as { messages?: unknown }).messages)}`,
      created.curl,
    )
  )
    return;
  const id = (created.json as { payload: { id: number } }).payload.id;
  let deleted = false;
  try {
    const read = await call(target, 'GET', endpointPath(`${r.name}.detail`, { id }));
    createRec.expect(
      'created record reads back',
      (read.json as Record<string, unknown>)?.[nameKey(r)] === name,
      read.text.slice(0, 200),
      read.curl,
    );

    for (const [endpointId, method] of [
      [`${r.name}.update`, 'PATCH'],
      [`${r.name}.replace`, 'PUT'],
    ] as const) {
      const updateRec = rec(endpointId);
      if (!updateRec) continue;
      const renamed = `${name}-${method.toLowerCase()}`;
      const res = await call(target, method, endpointPath(endpointId, { id }), { body: { [nameKey(r)]: renamed } });
      if (checkResponse(updateRec, 'update', res, getEndpoint(endpointId).response, flags)) {
        updateRec.expect(
          'update is saved',
          isSuccess(res) && (res.json as { payload: Record<string, unknown> }).payload[nameKey(r)] === renamed,
          res.text.slice(0, 200),
          res.curl,
        );
      }
    }

    const deleteRec = rec(`${r.name}.delete`)!;
    const del = await call(target, 'DELETE', endpointPath(`${r.name}.delete`, { id }));
    deleted = isSuccess(del);
    if (
      checkResponse(deleteRec, 'delete', del, getEndpoint(`${r.name}.delete`).response, flags) &&
      deleteRec.expect('delete succeeds', deleted, del.text.slice(0, 200), del.curl)
    ) {
      const gone = await call(target, 'GET', endpointPath(`${r.name}.detail`, { id }));
      // An asset's show keeps the deleted asset, dated; every other record reads as not found.
      if (r.showDeleted)
        deleteRec.expect('deleted record shows its deletion', isDeleted(gone.json), gone.text.slice(0, 200), gone.curl);
      else
        deleteRec.expect('deleted record reads as not found', notFound(gone.json), gone.text.slice(0, 200), gone.curl);
    }

    const restoreRec = rec(`${r.name}.restore`);
    if (restoreRec && deleted) {
      const restored = await call(target, 'POST', endpointPath(`${r.name}.restore`, { id }));
      if (checkResponse(restoreRec, 'restore', restored, getEndpoint(`${r.name}.restore`).response, flags)) {
        deleted = !restoreRec.expect(
          'restore succeeds',
          isSuccess(restored),
          restored.text.slice(0, 200),
          restored.curl,
        );
      }
    }
  } finally {
    if (!deleted) await call(target, 'DELETE', endpointPath(`${r.name}.delete`, { id }));
  }
}
