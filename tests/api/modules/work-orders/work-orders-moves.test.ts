import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const at = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const count = (table: string, where = '1') => t.count(table, where);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

describe('creating a work order', () => {
  it('starts open, numbered, due after the default priority resolution time, raised by the caller', async () => {
    const row = await wo.create();
    expect(row).toMatchObject({
      number: `WO-${String(row.id).padStart(6, '0')}`,
      state: 'open',
      status: { name: 'Open', state: 'open' },
      source: 'direct',
      priority: { code: 'P3' },
      requested_by: { id: wo.userId('manager') },
      overdue: false,
    });
    // Medium (P3) resolves in 72 hours.
    expect(row.due_at.datetime).toBe(at(new Date(clock.now().getTime() + 72 * 3_600_000)));
  });

  it('lands on assigned with an assignee, and takes a due date as a day or a moment', async () => {
    const assigned = await wo.create({ assignee: wo.userId('technician'), due_date: '2026-11-05' });
    expect(assigned).toMatchObject({ state: 'assigned', status: { name: 'Assigned' } });
    expect(assigned.due_at.datetime).toBe('2026-11-05 23:59:59');
    const timed = await wo.create({ due_date: '2026-11-05 14:30' });
    expect(timed.due_at.datetime).toBe('2026-11-05 14:30:00');
    const bad = await wo.call('manager', 'POST', wo.path('workorders.create'), {
      title: 'Bad date',
      due_date: '2026-02-30',
    });
    expect(bad.body).toEqual({
      status: 'error',
      messages: { due_date: ['The due date field must be a valid date.'] },
      payload: null,
    });
  });

  it('refuses a status in the body: the status changes only by a work-log entry', async () => {
    const row = await wo.create({ status_id: wo.statusId('closed'), state: 'closed' });
    expect(row.state).toBe('open');
  });
});

describe('fields a work-log entry does not take', () => {
  it('refuses a misspelt field with its message and logs nothing, in the caller’s language', async () => {
    const row = await wo.create({ assignee: wo.userId('technician') });
    const before = count('work_order_logs', `work_order_id = ${row.id}`);
    const misspelt = await wo.log(row.id, { status_id: wo.statusId('in_progress'), minutes: 30 }, 'technician');
    expect(misspelt.body).toEqual({
      status: 'error',
      messages: { status_id: ['The status id field is prohibited.'] },
      payload: null,
    });
    expect(count('work_order_logs', `work_order_id = ${row.id}`)).toBe(before);
    expect((await wo.read(row.id)).state).toBe('assigned');
    const french = await t.call('technician', {
      method: 'POST',
      url: wo.path('workorders.work-log'),
      headers: { 'accept-language': 'fr' },
      payload: { work_order_id: row.id, status_id: 1 },
    });
    expect(french.json().messages.status_id[0]).toMatch(/^Le champ .+ est interdit\.$/);
  });
});

describe('fields another work-order action does not take, and the method override', () => {
  it('refuses a misspelt quotation field and saves nothing', async () => {
    const order = await wo.create();
    const path = wo.path('workorders.quotation-save', { id: order.id });
    const refused = await wo.call('manager', 'PUT', path, { state: 'sent', lines: [] });
    expect(refused.body).toEqual({
      status: 'error',
      messages: { state: ['The state field is prohibited.'] },
      payload: null,
    });
    expect((await wo.call('manager', 'GET', wo.path('workorders.quotation', { id: order.id }))).body.status).toBe(
      'draft',
    );
  });

  it('answers an unknown work order before the quotation body: not found, not the field texts', async () => {
    const path = wo.path('workorders.quotation-save', { id: 999_999 });
    const refused = await wo.call('manager', 'PUT', path, { state: 'sent', lines: [] });
    expect(refused.body).toEqual({ status: 'error', messages: 'WorkOrder not found', payload: null });
  });

  it('accepts Laravel’s `_method` beside the body of a hand-parsed call and of a registered action', async () => {
    const order = await wo.create({ assignee: wo.userId('technician') });
    const path = wo.path('workorders.quotation-save', { id: order.id });
    const saved = await wo.call('manager', 'PUT', path, { _method: 'PUT', status: 'sent', lines: [] });
    expect(saved.body).toMatchObject({ status: 'success', payload: { status: 'sent' } });
    const before = count('work_order_logs', `work_order_id = ${order.id}`);
    const logged = await wo.log(order.id, { _method: 'POST', minutes: 15 }, 'technician');
    expect(logged.body.status).toBe('success');
    expect(count('work_order_logs', `work_order_id = ${order.id}`)).toBe(before + 1);
  });
});

describe('moves along the table', () => {
  it('assign, start, hold, resume, complete, close and reopen, stamping what each move claims', async () => {
    const row = await wo.create({ priority_id: 2 });
    const logsBefore = count('work_order_logs', `work_order_id = ${row.id}`);
    expect((await wo.log(row.id, { action: 'assign' })).body).toEqual({
      status: 'error',
      messages: { assignee: ['An assignee is required to assign a work order.'] },
      payload: null,
    });
    const assigned = await wo.log(row.id, { action: 'assign', assignee: wo.userId('technician') });
    expect(assigned.body.payload).toMatchObject({ state: 'assigned', assignee: { id: wo.userId('technician') } });
    // Assigning is not a response: nobody has reacted on site yet.
    expect(assigned.body.payload.first_response_at).toBeNull();

    clock.advance(1);
    const started = await wo.log(row.id, { status: wo.statusId('in_progress') }, 'technician');
    expect(started.body.payload).toMatchObject({ state: 'in_progress', status: { name: 'In progress' } });
    expect(started.body.payload.first_response_at.datetime).toBe(at(clock.now()));
    expect(started.body.payload.started_at.datetime).toBe(at(clock.now()));

    const noReason = await wo.log(row.id, { action: 'hold' }, 'technician');
    expect(noReason.body.messages).toEqual({ note: ['A reason is required to put a work order on hold.'] });
    const badReason = await wo.log(row.id, { action: 'hold', reason: 'lunch' }, 'technician');
    expect(badReason.body.messages).toEqual({ reason: ['The selected reason is invalid.'] });
    const held = await wo.log(row.id, { action: 'hold', reason: 'parts', note: 'Seal kit ordered' }, 'technician');
    expect(held.body.payload).toMatchObject({ state: 'on_hold', hold_reason: 'parts' });
    const dueBefore = held.body.payload.due_at.datetime as string;

    // On hold the due clock is paused: never overdue, and resuming pushes the due date by the pause.
    clock.advance(30);
    expect((await wo.read(row.id)).overdue).toBe(false);
    const resumed = await wo.log(row.id, { action: 'resume' }, 'technician');
    const moved =
      Date.parse(`${resumed.body.payload.due_at.datetime.replace(' ', 'T')}Z`) -
      Date.parse(`${dueBefore.replace(' ', 'T')}Z`);
    expect(moved).toBe(30 * 3_600_000);
    expect(resumed.body.payload).toMatchObject({ state: 'in_progress', hold_reason: null });

    clock.advance(2);
    const completed = await wo.log(row.id, { action: 'complete', minutes: 90, note: 'Seal replaced' }, 'technician');
    expect(completed.body.payload).toMatchObject({
      state: 'completed',
      completed_by: { id: wo.userId('technician') },
      time_spent_minutes: 90,
    });
    expect(completed.body.payload.completed_at.datetime).toBe(at(clock.now()));

    // Only a supervisor verifies and closes.
    expect((await wo.log(row.id, { action: 'close' }, 'technician')).status).toBe(403);
    const closed = await wo.log(row.id, { action: 'close', note: 'Verified' });
    expect(closed.body.payload.closed_at.datetime).toBe(at(clock.now()));

    expect((await wo.log(row.id, { action: 'reopen' })).body.messages).toEqual({
      note: ['A reason is required to reopen a work order.'],
    });
    const reopened = await wo.log(row.id, { action: 'reopen', note: 'Leak is back' });
    expect(reopened.body.payload).toMatchObject({
      state: 'open',
      completed_at: null,
      closed_at: null,
      completed_by: null,
    });
    // The first response and the start stay: they happened.
    expect(reopened.body.payload.started_at).not.toBeNull();

    const actions = t.conn.sqlite
      .prepare('SELECT action FROM work_order_logs WHERE work_order_id = ? ORDER BY id')
      .pluck()
      .all(row.id);
    expect(actions).toEqual(['assign', 'start', 'hold', 'resume', 'complete', 'close', 'reopen']);
    expect(count('work_order_logs', `work_order_id = ${row.id}`)).toBe(logsBefore + 7);
  });

  it('refuses a move the table does not have, naming both statuses, and writes nothing', async () => {
    const row = await wo.create();
    const before = { logs: count('work_order_logs'), actions: count('action_logs'), row: await wo.read(row.id) };
    const viaStatus = await wo.log(row.id, { status: wo.statusId('completed') });
    expect(viaStatus.body).toEqual({
      status: 'error',
      messages: { status: ['A work order cannot move from Open to Completed.'] },
      payload: null,
    });
    const viaAction = await wo.log(row.id, { action: 'close' });
    expect(viaAction.body.messages).toEqual({ status: ['A work order cannot move from Open to Closed.'] });
    const mismatch = await wo.log(row.id, { action: 'start', status: wo.statusId('on_hold') });
    expect(mismatch.body.messages).toEqual({ status: ['A work order cannot move from Open to On hold.'] });
    expect({ logs: count('work_order_logs'), actions: count('action_logs'), row: await wo.read(row.id) }).toEqual(
      before,
    );
  });

  it('lets only workers and editors make worker moves (403 and nothing written otherwise)', async () => {
    const row = await wo.create({ assignee: wo.userId('manager') });
    const logs = count('work_order_logs');
    expect((await wo.log(row.id, { action: 'start' }, 'technician')).status).toBe(403);
    expect((await wo.log(row.id, { action: 'start' }, 'viewer')).status).toBe(403);
    expect((await wo.log(row.id, { action: 'start' }, 'requester')).status).toBe(403);
    expect(count('work_order_logs')).toBe(logs);
    // A supportee works on it without `workorders.edit`.
    await wo.call('manager', 'PATCH', wo.path('workorders.update', { id: row.id }), {
      supportees: [wo.userId('technician')],
    });
    expect((await wo.log(row.id, { action: 'start' }, 'technician')).body.payload.state).toBe('in_progress');
  });

  it('stamps the first response on the first move out of open or assigned, whichever it is', async () => {
    const row = await wo.create({ assignee: wo.userId('technician') });
    clock.advance(0.5);
    const held = await wo.log(row.id, { action: 'hold', note: 'No access to the plant room' }, 'technician');
    expect(held.body.payload).toMatchObject({ state: 'on_hold', hold_reason: 'other', started_at: null });
    expect(held.body.payload.first_response_at.datetime).toBe(at(clock.now()));
    const cancelled = await wo.log(row.id, { action: 'cancel' });
    expect(cancelled.body.messages).toEqual({ note: ['A reason is required to cancel a work order.'] });
    const ok = await wo.log(row.id, { action: 'cancel', reason: 'Equipment replaced' });
    expect(ok.body.payload).toMatchObject({ state: 'cancelled', cancel_reason: 'Equipment replaced' });
    expect(ok.body.payload.first_response_at.datetime).toBe(held.body.payload.first_response_at.datetime);
  });

  it('logs time without a move, and refuses an entry that says nothing', async () => {
    const row = await wo.create({ assignee: wo.userId('technician') });
    const logged = await wo.log(row.id, { action: 'log', minutes: 45, note: 'Diagnosis' }, 'technician');
    expect(logged.body.payload).toMatchObject({ state: 'assigned', time_spent_minutes: 45 });
    expect((await wo.log(row.id, {}, 'technician')).body.messages).toEqual({
      status: ['Name a status or an action, or log time or a note.'],
    });
    expect((await wo.log(row.id, { minutes: 'abc' }, 'technician')).body.messages).toEqual({
      minutes: ['The minutes field must be an integer.'],
    });
  });

  it('cannot complete while a sub-task is open', async () => {
    const parent = await wo.create({ assignee: wo.userId('technician') });
    const child = await wo.create({ title: 'Order seal kit', parent_id: parent.id });
    expect(child.parent).toEqual({ id: parent.id, name: parent.title });
    expect((await wo.list(`parent_id=${parent.id}`)).rows.map((r) => r.id)).toEqual([child.id]);
    await wo.log(parent.id, { action: 'start' }, 'technician');
    const refused = await wo.log(parent.id, { action: 'complete' }, 'technician');
    expect(refused.body.messages).toEqual({
      status: [`Finish the open sub-tasks before completing: ${child.number}.`],
    });
    await wo.log(child.id, { action: 'cancel', note: 'Not needed' });
    expect((await wo.log(parent.id, { action: 'complete' }, 'technician')).body.payload.state).toBe('completed');
    expect((await wo.read(parent.id)).subtasks_count).toBe(1);
  });
});

describe('what the caller may do next', () => {
  it('offers the status select list of the moves the caller may make from here', async () => {
    const row = await wo.create();
    const names = async (role: 'manager' | 'technician', id: number) =>
      (await wo.call(role, 'GET', `${wo.path('workorderstatuses.selectlist')}?work_order_id=${id}`)).body.results.map(
        (r: { text: string }) => r.text,
      );
    expect(await names('manager', row.id)).toEqual(['Assigned', 'Cancelled', 'In progress']);
    // A technician not on the work order may make none of its moves.
    expect(await names('technician', row.id)).toEqual([]);
    const mine = await wo.create({ assignee: wo.userId('technician') });
    expect(await names('technician', mine.id)).toEqual(['In progress', 'On hold']);
    const all = (await wo.call('technician', 'GET', wo.path('workorderstatuses.selectlist'))).body;
    expect(all.total_count).toBe(9);
  });

  it("shows the moves in the row's available actions", async () => {
    const mine = await wo.create({ assignee: wo.userId('technician') });
    const asTech = await wo.read(mine.id, 'technician');
    expect(asTech.available_actions).toMatchObject({
      start: true,
      hold: true,
      complete: false,
      close: false,
      cancel: false,
      update: false,
    });
    const asManager = await wo.read(mine.id, 'manager');
    expect(asManager.available_actions).toMatchObject({ start: true, cancel: true, update: true, delete: true });
  });
});

describe('requests', () => {
  it('a requester raises a request, sees only its own, and the manager approves it to a technician', async () => {
    // Who works on it is the triager's call: an assignee in the request is refused, not dropped.
    const planned = await wo.call('requester', 'POST', wo.path('workorders.create'), {
      title: 'Water dripping from ceiling in lobby',
      assignee: wo.userId('technician'),
    });
    expect(planned.body).toEqual({
      status: 'error',
      messages: { assignee: ['You may not set the assignee field.'] },
      payload: null,
    });
    const request = await wo.create({ title: 'Water dripping from ceiling in lobby' }, 'requester');
    expect(request).toMatchObject({
      state: 'requested',
      source: 'request',
      assignee: null,
      requested_by: { id: wo.userId('requester') },
    });
    const mine = await wo.list('limit=500', 'requester');
    expect(mine.rows.every((r) => r.requested_by?.id === wo.userId('requester'))).toBe(true);
    expect(mine.rows.map((r) => r.id)).toContain(request.id);
    const other = await wo.create();
    expect(await wo.read(other.id, 'requester')).toEqual({
      status: 'error',
      messages: 'WorkOrder not found',
      payload: null,
    });
    expect((await wo.call('requester', 'GET', wo.path('workorders.work-log-list', { id: request.id }))).status).toBe(
      403,
    );

    const triage = (await wo.call('manager', 'GET', `${wo.path('workorders.requests')}?limit=500`)).body;
    expect(triage.rows.map((r: { id: number }) => r.id)).toContain(request.id);
    expect(
      triage.rows.every((r: { state: string; source: string }) => r.state === 'requested' && r.source === 'request'),
    ).toBe(true);

    expect((await wo.call('technician', 'POST', wo.path('workorders.approve', { id: request.id }), {})).status).toBe(
      403,
    );
    const approved = await wo.call('manager', 'POST', wo.path('workorders.approve', { id: request.id }), {
      assignee: wo.userId('technician'),
      priority_id: 1,
    });
    expect(approved.body.payload).toMatchObject({
      state: 'assigned',
      assignee: { id: wo.userId('technician') },
      priority: { code: 'P1' },
    });
    // The requester follows it: still its own, now assigned.
    expect((await wo.read(request.id, 'requester')).state).toBe('assigned');
  });

  it('a rejected request needs a reason and keeps it', async () => {
    const request = await wo.create({ title: 'Paint the corridor' }, 'requester');
    const refused = await wo.call('manager', 'POST', wo.path('workorders.reject', { id: request.id }), {});
    expect(refused.body.messages).toEqual({ note: ['A reason is required to reject a request.'] });
    const rejected = await wo.call('manager', 'POST', wo.path('workorders.reject', { id: request.id }), {
      reason: 'Not maintenance',
    });
    expect(rejected.body.payload).toMatchObject({ state: 'rejected', reject_reason: 'Not maintenance' });
    const again = await wo.call('manager', 'POST', wo.path('workorders.approve', { id: request.id }), {});
    expect(again.body.messages).toEqual({ status: ['A work order cannot move from Rejected to Open.'] });
  });
});
