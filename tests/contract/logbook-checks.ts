import { endpointPath } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import type { RunFlags } from './check-response.js';
import { payloadOf, rowsOf, step, type Json, type Recorders } from './round-trip-steps.js';

/** Where each logbook read is checked: the seeded forms, loggers and entries, when there are some. */
export async function logbookReadPaths(target: Target): Promise<Record<string, () => Promise<string | undefined>>> {
  const first = async (id: string) => rowsOf(await call(target, 'GET', `${endpointPath(id)}?limit=1`))[0];
  const form = await first('logbooks.forms');
  const logger = await first('logbooks.loggers');
  const entry = await first('logbooks.submissions');
  const list = (id: string) => async () => `${endpointPath(id)}?limit=5`;
  const of =
    (id: string, params: Record<string, string | number> | undefined, query = '') =>
    async () =>
      params ? `${endpointPath(id, params)}${query}` : undefined;
  return {
    'logbooks.forms': list('logbooks.forms'),
    'logbooks.loggers': list('logbooks.loggers'),
    'logbooks.submissions': list('logbooks.submissions'),
    'logbooks.drafts': list('logbooks.drafts'),
    'logbooks.notifications': list('logbooks.notifications'),
    'logbooks.process-entities': list('logbooks.process-entities'),
    'logbooks.missed': list('logbooks.missed'),
    'logbooks.form': of('logbooks.form', form && { id: form.id as number }),
    'logbooks.form-version': of(
      'logbooks.form-version',
      form?.version ? { id: form.id as number, version: form.version as number } : undefined,
    ),
    'logbooks.logger': of('logbooks.logger', logger && { id: logger.id as number }),
    'logbooks.logger-slots': of('logbooks.logger-slots', logger && { id: logger.id as number }),
    'logbooks.submission': of('logbooks.submission', entry && { id: entry.id as number }),
  };
}

/**
 * The logbook write calls on scratch records named for the run, removed afterwards: a form is created,
 * edited and published; a logger on a seeded asset gets grants and a one-level flow; one entry is
 * approved, one rejected; a draft is saved and the caller's drafts cleared; a notification is read;
 * a draft process entity is created and cleared.
 */
export async function logbookRoundTrips(rec: Recorders, target: Target, flags: RunFlags, runId: string): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(target, method, path, body === undefined ? {} : { body });
  const meId = ((await call(target, 'GET', endpointPath('auth.me'))).json as Json | null)?.id as number | undefined;
  const asset = rowsOf(await call(target, 'GET', `${endpointPath('hardware.list')}?limit=1`))[0]?.id as
    number | undefined;
  if (!meId || !asset) return;
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['reading'],
    properties: {
      reading: { type: 'number', minimum: 0, maximum: 100, 'x-kind': 'number', 'x-range': { low: 10, high: 90 } },
    },
  };
  const created = await send('POST', endpointPath('logbooks.form-create'), { name: name('form'), schema });
  if (!step(rec, 'logbooks.form-create', 'create form', created, flags)) return;
  const formId = payloadOf(created).id as number;
  let loggerId: number | undefined;
  try {
    const updated = await send('PATCH', endpointPath('logbooks.form-update', { id: formId }), {
      category: 'Contract run',
    });
    step(rec, 'logbooks.form-update', 'edit form', updated, flags);
    const published = await send('POST', endpointPath('logbooks.form-publish', { id: formId }));
    if (!step(rec, 'logbooks.form-publish', 'publish form', published, flags)) return;
    const logger = await send('POST', endpointPath('logbooks.logger-create'), {
      name: name('logger'),
      form_id: formId,
      subject_type: 'asset',
      subject_id: asset,
      frequency: { kind: 'daily', at: '08:00' },
    });
    if (!step(rec, 'logbooks.logger-create', 'create logger', logger, flags)) return;
    loggerId = payloadOf(logger).id as number;
    const edited = await send('PATCH', endpointPath('logbooks.logger-update', { id: loggerId }), {
      name: name('logger-edited'),
      window_after_min: 60,
    });
    step(rec, 'logbooks.logger-update', 'edit logger', edited, flags);
    const grants = await send('PUT', endpointPath('logbooks.logger-permissions', { id: loggerId }), {
      grants: [{ principal_type: 'user', principal_id: meId, view: true, fill: true, approve: true }],
    });
    step(rec, 'logbooks.logger-permissions', 'grant', grants, flags);
    const flow = await send('POST', endpointPath('logbooks.flow-step-add', { id: loggerId }), {
      approver_type: 'user',
      approver_id: meId,
    });
    step(rec, 'logbooks.flow-step-add', 'add approval level', flow, flags);
    const entry = async (uuid: string) =>
      send('POST', endpointPath('logbooks.submit'), { logger_id: loggerId, client_uuid: uuid, data: { reading: 50 } });
    const one = await entry(`${runId}-a`.replace(/[^A-Za-z0-9-]/g, '').padEnd(8, '0'));
    if (step(rec, 'logbooks.submit', 'submit', one, flags)) {
      const approved = await send('POST', endpointPath('logbooks.approve', { id: payloadOf(one).id as number }), {
        meaning: 'reviewed',
      });
      step(rec, 'logbooks.approve', 'approve', approved, flags);
    }
    const two = await entry(`${runId}-b`.replace(/[^A-Za-z0-9-]/g, '').padEnd(8, '0'));
    if (payloadOf(two).id) {
      const rejected = await send('POST', endpointPath('logbooks.reject', { id: payloadOf(two).id as number }), {
        comment: 'Contract run',
      });
      step(rec, 'logbooks.reject', 'reject', rejected, flags);
    }
    const draft = await send(
      'PUT',
      endpointPath('logbooks.draft-save', { client_uuid: `draft-${runId}`.slice(0, 60) }),
      {
        logger_id: loggerId,
        data: { reading: 20 },
      },
    );
    step(rec, 'logbooks.draft-save', 'save draft', draft, flags);
    step(
      rec,
      'logbooks.drafts-clear',
      'clear drafts',
      await send('DELETE', endpointPath('logbooks.drafts-clear')),
      flags,
    );
    const note = rowsOf(await call(target, 'GET', `${endpointPath('logbooks.notifications')}?limit=1`))[0];
    if (note) {
      const read = await send('POST', endpointPath('logbooks.notification-read', { id: note.id as number }));
      step(rec, 'logbooks.notification-read', 'read notification', read, flags);
    }
    const all = await send('POST', endpointPath('logbooks.notifications-read-all'));
    step(rec, 'logbooks.notifications-read-all', 'read all', all, flags);
    const steps = (payloadOf(flow).approval_flow ?? []) as Json[];
    if (steps[0]) {
      const removed = await send('DELETE', endpointPath('logbooks.flow-step-delete', { id: steps[0].id as number }));
      step(rec, 'logbooks.flow-step-delete', 'remove approval level', removed, flags);
    }
  } finally {
    if (loggerId) {
      const deleted = await send('DELETE', endpointPath('logbooks.logger-delete', { id: loggerId }));
      step(rec, 'logbooks.logger-delete', 'delete logger', deleted, flags);
    }
    const deleted = await send('DELETE', endpointPath('logbooks.form-delete', { id: formId }));
    step(rec, 'logbooks.form-delete', 'delete form', deleted, flags);
  }
  const entity = await send('POST', endpointPath('logbooks.process-entity-create'), {
    name: name('entity'),
    status: 'draft',
  });
  step(rec, 'logbooks.process-entity-create', 'create process entity', entity, flags);
  const cleared = await send('DELETE', endpointPath('logbooks.process-entity-drafts-clear'));
  step(rec, 'logbooks.process-entity-drafts-clear', 'clear draft entities', cleared, flags);
}
