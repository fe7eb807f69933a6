import { API_BASE, endpointPath, getEndpoint } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import { checkResponse, type RunFlags } from './check-response.js';
import { TINY_PNG, payloadOf, rowsOf, step, type Recorders, type Json } from './round-trip-steps.js';

/** Where each work-order read is checked: a seeded work order, checklist or report, when there is one. */
export async function workOrderReadPaths(target: Target): Promise<Record<string, () => Promise<string | undefined>>> {
  const first = async (path: string) => rowsOf(await call(target, 'GET', path))[0]?.id as number | undefined;
  const order = await first(`${endpointPath('workorders.list')}?limit=1&sort=id&order=asc`);
  const template = await first(`${endpointPath('checklists.list')}?limit=1`);
  const report = rowsOf(
    await call(target, 'POST', endpointPath('workorders.service-reports'), { body: { limit: 1 } }),
  )[0]?.id as number | undefined;
  const of =
    (id: string, value: number | undefined, query = '') =>
    async () =>
      value ? `${endpointPath(id, { id: value })}${query}` : undefined;
  return {
    'workorders.requests': async () => `${endpointPath('workorders.requests')}?limit=5`,
    'workorders.work-log-list': of('workorders.work-log-list', order, '?limit=5'),
    'workorders.revisions': of('workorders.revisions', order, '?limit=5'),
    'workorders.updates': of('workorders.updates', order, '?limit=5'),
    'workorders.checklists': of('workorders.checklists', order),
    'workorders.comments': of('workorders.comments', order, '?limit=5'),
    'workorders.media': of('workorders.media', order),
    'workorders.watchers': of('workorders.watchers', order),
    'workorders.links': of('workorders.links', order),
    'workorders.quotation': of('workorders.quotation', order),
    'workorders.escalations': async () =>
      order ? `${endpointPath('workorders.escalations')}?work_order_id=${order}` : undefined,
    'workorders.service-report': of('workorders.service-report', report),
    'checklists.parameters': of('checklists.parameters', template),
  };
}

/**
 * The work-order write actions on scratch records named for the run, each removed afterwards: a scratch
 * requester raises two requests (one approved, one rejected); a scratch work order gets checklists,
 * answers, a reading, comments, a file, a watcher, an escalation, a link and a quotation; another one is
 * completed and gets its service report.
 */
export async function workOrderRoundTrips(
  rec: Recorders,
  target: Target,
  flags: RunFlags,
  runId: string,
): Promise<void> {
  const name = (what: string) => `contract-scratch-${runId}-${what}`.slice(0, 60);
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown, as = target) =>
    call(as, method, path, body === undefined ? {} : { body });
  const created: number[] = [];
  const order = async (title: string, as = target, extra: Json = {}) => {
    const id = payloadOf(await send('POST', endpointPath('workorders.create'), { title: name(title), ...extra }, as))
      .id as number | undefined;
    if (id) created.push(id);
    return id;
  };
  const user = rowsOf(await call(target, 'GET', `${endpointPath('users.list')}?limit=1&activated=1`))[0]?.id as
    number | undefined;
  if (!user) return;
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    // A scratch requester: a group that may only raise requests, and an account in it.
    const group = payloadOf(
      await send('POST', endpointPath('groups.create'), {
        name: name('requesters'),
        permissions: { 'workorders.request': '1' },
      }),
    ).id as number | undefined;
    if (group) cleanups.push(() => send('DELETE', endpointPath('groups.delete', { id: group })));
    const password = `Scratch-${runId}-pass`;
    const requester = payloadOf(
      await send('POST', endpointPath('users.create'), {
        first_name: 'Contract',
        username: name('requester'),
        password,
        password_confirmation: password,
        groups: group ? [group] : [],
      }),
    );
    if (requester.id)
      cleanups.unshift(() => send('DELETE', endpointPath('users.delete', { id: requester.id as number })));
    const login = await call(target, 'POST', `${API_BASE}/login`, {
      body: { username: requester.username, password },
      auth: false,
    });
    const token = (payloadOf(login) as { accessToken?: string }).accessToken;
    if (token) {
      const asRequester = { ...target, token };
      const approve = await order('request-1', asRequester);
      const reject = await order('request-2', asRequester);
      if (approve)
        step(
          rec,
          'workorders.approve',
          'approve',
          await send('POST', endpointPath('workorders.approve', { id: approve }), { assignee: user }),
          flags,
        );
      if (reject)
        step(
          rec,
          'workorders.reject',
          'reject',
          await send('POST', endpointPath('workorders.reject', { id: reject }), { reason: name('reject') }),
          flags,
        );
    }

    // A checklist template with one item and one parameter.
    const template = payloadOf(
      await send('POST', endpointPath('checklists.create'), {
        name: name('checklist'),
        type: 'inspection',
        items: [{ label: 'Check' }],
      }),
    );
    const templateId = template.id as number | undefined;
    if (!templateId) return;
    cleanups.push(() => send('DELETE', endpointPath('checklists.delete', { id: templateId })));
    const parameter = await send('POST', endpointPath('checklists.parameter-create'), {
      checklist_id: templateId,
      name: 'Pressure',
      unit: 'bar',
      min: 1,
      max: 5,
    });
    if (!step(rec, 'checklists.parameter-create', 'add parameter', parameter, flags)) return;
    const parameterId = payloadOf(parameter).id as number;
    step(
      rec,
      'checklists.parameter-update',
      'change parameter',
      await send('PUT', endpointPath('checklists.parameter-update', { id: parameterId }), { max: 6 }),
      flags,
    );

    const a = await order('work-order');
    const b = await order('linked');
    const c = await order('finished', target, { assignee: user });
    if (!a || !b || !c) return;
    const log = (id: number, body: Json) =>
      send('POST', endpointPath('workorders.work-log'), { work_order_id: id, ...body });
    step(rec, 'workorders.work-log', 'assign', await log(a, { action: 'assign', assignee: user }), flags);
    await log(a, { action: 'start' });

    const added = await send('POST', endpointPath('workorders.checklists-add'), {
      work_order_id: a,
      inter: [templateId],
      post: [templateId],
    });
    if (step(rec, 'workorders.checklists-add', 'attach', added, flags)) {
      const [inter, post] = (payloadOf(added) as unknown as Json[]).map((x) => x.id as number);
      const items = template.items as Json[];
      step(
        rec,
        'workorders.checklists-depend',
        'depend',
        await send('PATCH', endpointPath('workorders.checklists-depend', { id: post! }), {
          dependent_checklist_id: inter,
        }),
        flags,
      );
      step(
        rec,
        'workorders.checklist-answer',
        'answer',
        await send('POST', endpointPath('workorders.checklist-answer', { id: inter! }), {
          item_id: items[0]!.id,
          option_key: 'pass',
        }),
        flags,
      );
      step(
        rec,
        'workorders.checklist-reading',
        'reading',
        await send('POST', endpointPath('workorders.checklist-reading', { id: inter! }), {
          parameter_id: parameterId,
          value: 3,
        }),
        flags,
      );
      for (const id of [post!, inter!]) {
        step(
          rec,
          'workorders.checklists-remove',
          'remove',
          await send('DELETE', endpointPath('workorders.checklists-remove', { id })),
          flags,
        );
      }
    }
    step(
      rec,
      'checklists.parameter-delete',
      'delete parameter',
      await send('DELETE', endpointPath('checklists.parameter-delete', { id: parameterId })),
      flags,
    );

    const comment = await send('POST', endpointPath('workorders.comment-add', { id: a }), { body: name('comment') });
    if (step(rec, 'workorders.comment-add', 'comment', comment, flags)) {
      const id = payloadOf(comment).id as number;
      step(
        rec,
        'workorders.comment-update',
        'edit comment',
        await send('POST', endpointPath('workorders.comment-update', { id }), { body: name('edited') }),
        flags,
      );
      step(
        rec,
        'workorders.comment-delete',
        'delete comment',
        await send('POST', endpointPath('workorders.comment-delete', { id })),
        flags,
      );
    }

    const form = new FormData();
    form.append('work_order_id', String(a));
    form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch.png');
    const uploaded = await call(target, 'POST', endpointPath('workorders.upload'), { form });
    if (step(rec, 'workorders.upload', 'upload', uploaded, flags)) {
      const id = payloadOf(uploaded).id as number;
      const file = await call(target, 'GET', endpointPath('workorders.media-file', { id }));
      rec('workorders.media-file')?.expect('file reads back', file.status === 200, `HTTP ${file.status}`, file.curl);
      step(
        rec,
        'workorders.media-delete',
        'delete file',
        await send('DELETE', endpointPath('workorders.media-delete', { id })),
        flags,
      );
    }
    // The same photo by the request's own route (a requester's; a worker may use it too), then removed.
    const photo = new FormData();
    photo.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'contract-scratch-fault.png');
    const attached = await call(target, 'POST', endpointPath('workorders.request-photo', { id: a }), { form: photo });
    if (step(rec, 'workorders.request-photo', 'request photo', attached, flags)) {
      const id = payloadOf(attached).id as number;
      await send('DELETE', endpointPath('workorders.media-delete', { id }));
    }

    const watcher = await send('POST', endpointPath('workorders.watcher-add'), { user_id: user, work_order_id: a });
    if (step(rec, 'workorders.watcher-add', 'watch', watcher, flags)) {
      step(
        rec,
        'workorders.watcher-remove',
        'unwatch',
        await send('DELETE', endpointPath('workorders.watcher-remove', { id: payloadOf(watcher).id as number })),
        flags,
      );
    }
    step(
      rec,
      'workorders.escalate',
      'escalate',
      await send('POST', endpointPath('workorders.escalate'), { level: 1, work_order_id: a, note: name('escalation') }),
      flags,
    );
    step(
      rec,
      'workorders.escalations-run',
      'sweep',
      await send('POST', endpointPath('workorders.escalations-run')),
      flags,
    );
    const link = await send('POST', endpointPath('workorders.link'), {
      work_order_id: a,
      linked_id: b,
      link_type: 'related_to',
    });
    if (step(rec, 'workorders.link', 'link', link, flags)) {
      step(
        rec,
        'workorders.unlink',
        'unlink',
        await send('DELETE', endpointPath('workorders.unlink', { id: payloadOf(link).id as number })),
        flags,
      );
    }
    const quotation = await send('PUT', endpointPath('workorders.quotation-save', { id: a }), {
      tax_rate: 1000,
      lines: [{ kind: 'part', description: 'O-ring', quantity: 3, unit_price: '0.115' }],
    });
    if (step(rec, 'workorders.quotation-save', 'quotation', quotation, flags)) {
      rec('workorders.quotation-save')?.expect(
        'money is exact',
        payloadOf(quotation).total === '0.380',
        quotation.text.slice(0, 200),
        quotation.curl,
      );
    }

    await log(c, { action: 'start' });
    await log(c, { action: 'complete', minutes: 30 });
    const report = await send('POST', endpointPath('workorders.service-report-create'), {
      workorder_id: c,
      findings: name('findings'),
      parts_used: [],
    });
    step(rec, 'workorders.service-report-create', 'service report', report, flags);
    const reports = await call(target, 'POST', endpointPath('workorders.service-reports'), {
      body: { workorder_id: c },
    });
    const listRec = rec('workorders.service-reports');
    if (listRec && checkResponse(listRec, 'list', reports, getEndpoint('workorders.service-reports').response, flags)) {
      listRec.expect('lists the new report', rowsOf(reports).length === 1, reports.text.slice(0, 200), reports.curl);
    }
  } finally {
    for (const id of created) await send('DELETE', endpointPath('workorders.delete', { id }));
    for (const cleanup of cleanups) await cleanup();
  }
}
