import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_REFUSED_TEXT } from '@cmms/contracts';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { multipartBody, TINY_PNG, type Part } from '../../../support/multipart.js';
import type { Json } from '../../../support/requests.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

let t: TestApp;
let dataDir: string;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-work-orders-'));
  t = await createTestApp({ clock: clock.now, dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (workOrderId: number | string, parts: Part[] = [], role: Role = 'technician') => {
  const { payload, headers } = multipartBody([{ name: 'work_order_id', value: String(workOrderId) }, ...parts]);
  return t.call(role, { method: 'POST', url: wo.path('workorders.upload'), payload, headers });
};
const png = (filename = 'fault.png'): Part => ({ name: 'file', value: TINY_PNG, filename, type: 'image/png' });

describe('comments', () => {
  it('workers comment; only the author or a supervisor edits or deletes', async () => {
    const order = await wo.create({ assignee: wo.userId('technician') });
    const added = await wo.call('technician', 'POST', wo.path('workorders.comment-add', { id: order.id }), {
      body: 'Seal kit on order',
    });
    expect(added.body.payload).toMatchObject({
      body: 'Seal kit on order',
      created_by: { id: wo.userId('technician') },
    });
    const id = added.body.payload.id;
    expect(
      (await wo.call('viewer', 'POST', wo.path('workorders.comment-add', { id: order.id }), { body: 'x' })).status,
    ).toBe(403);
    expect(
      (await wo.call('technician', 'POST', wo.path('workorders.comment-add', { id: order.id }), { body: '  ' })).body
        .messages,
    ).toEqual({
      body: ['The body field is required.'],
    });
    // A manager holds `workorders.close`: a supervisor. Another technician may not touch it.
    await t.conn.sqlite.prepare('UPDATE work_order_comments SET created_by = 1 WHERE id = ?').run(id);
    expect(
      (await wo.call('technician', 'POST', wo.path('workorders.comment-update', { id }), { body: 'changed' })).status,
    ).toBe(403);
    expect((await wo.call('technician', 'POST', wo.path('workorders.comment-delete', { id }))).status).toBe(403);
    await t.conn.sqlite
      .prepare('UPDATE work_order_comments SET created_by = ? WHERE id = ?')
      .run(wo.userId('technician'), id);
    const edited = await wo.call('technician', 'POST', wo.path('workorders.comment-update', { id }), {
      body: 'Seal kit arrived',
    });
    expect(edited.body.payload.body).toBe('Seal kit arrived');
    expect((await wo.call('manager', 'POST', wo.path('workorders.comment-delete', { id }))).body.status).toBe(
      'success',
    );
    const listed = (await wo.call('technician', 'GET', wo.path('workorders.comments', { id: order.id }))).body;
    expect(listed.total).toBe(0);
    expect((await wo.read(order.id)).comments_count).toBe(0);
  });
});

describe('files', () => {
  it('stores, lists, serves and deletes a work order’s file with the upload rules', async () => {
    const order = await wo.create({ assignee: wo.userId('technician') });
    const res = await upload(order.id, [png()]);
    expect(res.json()).toMatchObject({
      status: 'success',
      payload: { work_order_id: order.id, filename: 'fault.png', size: TINY_PNG.length },
    });
    const media = res.json().payload;
    const folder = join(dataDir, 'uploads', 'workorders', String(order.id));
    expect(readdirSync(folder)).toHaveLength(1);
    const file = await t.call('viewer', { url: wo.path('workorders.media-file', { id: media.id }) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await wo.call('viewer', 'GET', wo.path('workorders.media', { id: order.id }))).body.total).toBe(1);
    expect((await wo.read(order.id)).attachments_count).toBe(1);

    const wrong = await upload(order.id, [
      { name: 'file', value: 'not an image', filename: 'notes.txt', type: 'text/plain' },
    ]);
    expect(wrong.json()).toEqual({ status: 'error', messages: { file: [UPLOAD_REFUSED_TEXT] }, payload: null });
    expect((await upload(order.id, [png()], 'viewer')).statusCode).toBe(403);
    expect((await upload(999_999, [png()])).json().messages).toBe('WorkOrder not found');
    expect(readdirSync(folder)).toHaveLength(1);

    expect((await wo.call('viewer', 'DELETE', wo.path('workorders.media-delete', { id: media.id }))).status).toBe(403);
    expect(
      (await wo.call('technician', 'DELETE', wo.path('workorders.media-delete', { id: media.id }))).body.status,
    ).toBe('success');
    expect(existsSync(join(folder, readdirSync(folder)[0] ?? 'none'))).toBe(false);
  });
});

describe('watchers and links', () => {
  it('adds a watcher once, and lets the watcher or an editor remove it', async () => {
    const order = await wo.create({ assignee: wo.userId('technician') });
    const body = { user_id: wo.userId('viewer'), work_order_id: order.id };
    const added = await wo.call('technician', 'POST', wo.path('workorders.watcher-add'), body);
    expect(added.body.payload.user).toMatchObject({ id: wo.userId('viewer') });
    expect((await wo.call('technician', 'POST', wo.path('workorders.watcher-add'), body)).body.messages).toEqual({
      user_id: ['This user already watches this work order.'],
    });
    const list = (await wo.call('viewer', 'GET', wo.path('workorders.watchers', { id: order.id }))).body;
    expect(list.rows.map((r: Json) => r.user.id)).toEqual([wo.userId('viewer')]);
    expect(
      (await wo.call('viewer', 'DELETE', wo.path('workorders.watcher-remove', { id: added.body.payload.id }))).body
        .status,
    ).toBe('success');
  });

  it('links two work orders once, read from either side with the inverse type', async () => {
    const a = await wo.create({ title: 'Chiller 1 trips on high pressure' });
    const b = await wo.create({ title: 'Chiller 1 tripped again' });
    const link = (body: Json) => wo.call('manager', 'POST', wo.path('workorders.link'), body);
    expect((await link({ work_order_id: a.id, linked_id: a.id, link_type: 'related_to' })).body.messages).toEqual({
      linked_id: ['A work order cannot be linked to itself.'],
    });
    expect((await link({ work_order_id: a.id, linked_id: b.id, link_type: 'causes' })).body.messages).toEqual({
      link_type: ['The selected link type is invalid.'],
    });
    const made = await link({ work_order_id: b.id, linked_id: a.id, link_type: 'duplicate_of' });
    expect(made.body.payload).toMatchObject({ link_type: 'duplicate_of', work_order: { id: a.id, number: a.number } });
    expect((await link({ work_order_id: a.id, linked_id: b.id, link_type: 'related_to' })).body.messages).toEqual({
      linked_id: ['These work orders are already linked.'],
    });
    const fromA = (await wo.call('viewer', 'GET', wo.path('workorders.links', { id: a.id }))).body.rows;
    expect(fromA).toEqual([
      expect.objectContaining({ link_type: 'duplicated_by', work_order: expect.objectContaining({ id: b.id }) }),
    ]);
    expect(
      (await wo.call('manager', 'DELETE', wo.path('workorders.unlink', { id: made.body.payload.id }))).body.status,
    ).toBe('success');
    expect((await wo.call('viewer', 'GET', wo.path('workorders.links', { id: a.id }))).body.total).toBe(0);
  });
});

describe('escalations', () => {
  it('escalates by hand with a cause and assignees, who become watchers', async () => {
    const order = await wo.create();
    const res = await wo.call('manager', 'POST', wo.path('workorders.escalate'), {
      level: 2,
      cause_id: 1,
      assignees: [wo.userId('technician')],
      work_order_id: order.id,
      note: 'Customer called twice',
    });
    expect(res.body.payload).toMatchObject({
      level: 2,
      trigger: 'manual',
      cause: { id: 1 },
      assignees: [{ id: wo.userId('technician') }],
    });
    expect((await wo.read(order.id)).escalation_level).toBe(2);
    const watchers = (await wo.call('manager', 'GET', wo.path('workorders.watchers', { id: order.id }))).body.rows;
    expect(watchers.map((w: Json) => w.user.id)).toContain(wo.userId('technician'));
    const view = (
      await wo.call('viewer', 'GET', `${wo.path('workorders.escalations')}?work_order_id=${order.id}&level=2`)
    ).body;
    expect(view.rows.map((r: Json) => r.id)).toEqual([res.body.payload.id]);
    expect((await wo.call('viewer', 'GET', wo.path('workorders.escalations'))).body.messages).toEqual({
      work_order_id: ['The work order id field is required.'],
    });
  });

  it('the sweep escalates late work along the matrix, once per level however often it runs', async () => {
    const critical = await wo.create({ title: 'Fire pump will not start', priority_id: 1 });
    const run = async () => (await wo.call('manager', 'POST', wo.path('workorders.escalations-run'))).body.payload;
    await run();
    expect(t.count('work_order_escalations', `work_order_id = ${critical.id}`)).toBe(0);
    // Critical: respond within 1 hour (level 1 at 60 minutes, level 2 at 120).
    clock.advance(1.5);
    await run();
    const level1 = t.conn.sqlite
      .prepare('SELECT level, trigger, rule_id FROM work_order_escalations WHERE work_order_id = ?')
      .all(critical.id);
    expect(level1).toEqual([expect.objectContaining({ level: 1, trigger: 'response', rule_id: expect.any(Number) })]);
    await run();
    await run();
    expect(t.count('work_order_escalations', `work_order_id = ${critical.id}`)).toBe(1);
    clock.advance(1);
    await run();
    expect((await wo.read(critical.id)).escalation_level).toBe(2);
    // A hold pauses the clocks: a held work order does not climb.
    await wo.log(critical.id, { action: 'assign', assignee: wo.userId('technician') });
    await wo.log(critical.id, { action: 'hold', reason: 'vendor' }, 'technician');
    clock.advance(48);
    await run();
    expect(t.count('work_order_escalations', `work_order_id = ${critical.id}`)).toBe(2);
    expect((await wo.call('technician', 'POST', wo.path('workorders.escalations-run'))).status).toBe(403);
  });
});

describe('money and reports', () => {
  it('keeps the quotation in fils: 3 × 0.115 + 10 % VAT is 0.380 exactly', async () => {
    const order = await wo.create();
    const empty = (await wo.call('manager', 'GET', wo.path('workorders.quotation', { id: order.id }))).body;
    expect(empty).toMatchObject({
      tax_rate: 1000,
      status: 'draft',
      lines: [],
      total_fils: 0,
      total: '0.000',
      currency: 'BHD',
    });
    const saved = await wo.call('manager', 'PUT', wo.path('workorders.quotation-save', { id: order.id }), {
      status: 'sent',
      lines: [{ kind: 'part', description: 'O-ring', quantity: 3, unit_price: '0.115' }],
    });
    expect(saved.body.payload).toMatchObject({
      lines: [{ quantity: 3000, quantity_text: '3.000', unit_price_fils: 115, amount_fils: 345, amount: '0.345' }],
      subtotal_fils: 345,
      tax_fils: 35,
      total_fils: 380,
      total: '0.380',
      status: 'sent',
    });
    const many = await wo.call('manager', 'PUT', wo.path('workorders.quotation-save', { id: order.id }), {
      lines: Array.from({ length: 10 }, () => ({
        kind: 'labour',
        description: 'Tenth of an hour',
        quantity: '0.1',
        unit_price: 0.1,
      })),
    });
    // Ten lines of 0.1 × 0.100 are 0.010 each: 0.100 and 0.010 tax, where floats would drift.
    expect(many.body.payload).toMatchObject({ subtotal: '0.100', tax: '0.010', total: '0.110' });
    const bad = await wo.call('manager', 'PUT', wo.path('workorders.quotation-save', { id: order.id }), {
      lines: [{ kind: 'part', description: 'x', quantity: '1.2345', unit_price: 'abc' }],
    });
    expect(bad.body.messages).toEqual({
      lines: [
        'The quantity of line 1 must be a positive number with at most three decimals.',
        'The unit price of line 1 must be an amount with at most three decimals.',
      ],
    });
    expect(
      (await wo.call('technician', 'PUT', wo.path('workorders.quotation-save', { id: order.id }), {})).status,
    ).toBe(403);
  });

  it('writes a service report only for a completed or closed work order', async () => {
    const order = await wo.create({ assignee: wo.userId('technician') });
    const body = {
      workorder_id: order.id,
      findings: 'Seal worn',
      parts_used: [{ description: 'Seal kit', quantity: 1 }],
      time_minutes: 90,
      customer_signoff_name: 'Ali Hasan',
    };
    const early = await wo.call('technician', 'POST', wo.path('workorders.service-report-create'), body);
    expect(early.body.messages).toEqual({
      workorder_id: ['A service report can only be written for a completed or closed work order.'],
    });
    await wo.log(order.id, { action: 'start' }, 'technician');
    await wo.log(order.id, { action: 'complete' }, 'technician');
    const made = await wo.call('technician', 'POST', wo.path('workorders.service-report-create'), body);
    expect(made.body.payload).toMatchObject({
      number: `SR-${String(made.body.payload.id).padStart(6, '0')}`,
      work_order: { id: order.id, state: 'completed' },
      parts_used: [{ description: 'Seal kit', quantity: 1 }],
      customer_signoff_name: 'Ali Hasan',
    });
    expect(made.body.payload.signed_at).not.toBeNull();
    const listed = (await wo.call('viewer', 'POST', wo.path('workorders.service-reports'), { workorder_id: order.id }))
      .body;
    expect(listed.rows.map((r: Json) => r.id)).toEqual([made.body.payload.id]);
    expect(
      (await wo.call('viewer', 'GET', wo.path('workorders.service-report', { id: made.body.payload.id }))).body
        .findings,
    ).toBe('Seal worn');
  });
});

describe('history', () => {
  it('records every kind of change field by field, with old and new values, and never edits it', async () => {
    const order = await wo.create({ title: 'Lift 2 doors slow', assignee: wo.userId('technician') });
    await wo.call('manager', 'PATCH', wo.path('workorders.update', { id: order.id }), {
      title: 'Lift 2 doors very slow',
      priority_id: 1,
      supportees: [wo.userId('manager')],
    });
    await wo.log(order.id, { action: 'start' }, 'technician');
    const comment = await wo.call('technician', 'POST', wo.path('workorders.comment-add', { id: order.id }), {
      body: 'Door operator belt worn',
    });
    await wo.call('technician', 'POST', wo.path('workorders.comment-update', { id: comment.body.payload.id }), {
      body: 'Belt replaced',
    });
    await wo.call('technician', 'POST', wo.path('workorders.watcher-add'), {
      user_id: wo.userId('viewer'),
      work_order_id: order.id,
    });
    await upload(order.id, [png('door.png')]);
    const other = await wo.create({ title: 'Lift 2 noisy' });
    await wo.call('manager', 'POST', wo.path('workorders.link'), {
      work_order_id: order.id,
      linked_id: other.id,
      link_type: 'related_to',
    });
    await wo.call('manager', 'POST', wo.path('workorders.escalate'), { level: 1, work_order_id: order.id });
    await wo.create({ title: 'Order door belt', parent_id: order.id });
    const checklist = (
      await wo.call('manager', 'POST', wo.path('checklists.create'), {
        name: 'Door check',
        type: 'safety',
        items: [{ label: 'Doors reverse' }],
      })
    ).body.payload;
    const [c] = (
      await wo.call('manager', 'POST', wo.path('workorders.checklists-add'), {
        work_order_id: order.id,
        inter: [checklist.id],
      })
    ).body.payload;
    await wo.call('technician', 'POST', wo.path('workorders.checklist-answer', { id: c.id }), {
      item_id: checklist.items[0].id,
      option_key: 'fail',
    });
    await wo.call('technician', 'POST', wo.path('workorders.checklist-answer', { id: c.id }), {
      item_id: checklist.items[0].id,
      option_key: 'pass',
    });
    await wo.call('manager', 'PUT', wo.path('workorders.quotation-save', { id: order.id }), { status: 'sent' });

    const revisions = (
      await wo.call('manager', 'GET', `${wo.path('workorders.revisions', { id: order.id })}?limit=500`)
    ).body.rows as Json[];
    const types = new Set(revisions.map((r) => r.type));
    expect([...types].sort()).toEqual([
      'attachment',
      'checklist',
      'comment',
      'escalation',
      'field',
      'link',
      'quotation',
      'status',
      'subtask',
      'watcher',
    ]);
    const find = (field: string) => revisions.filter((r) => r.field === field);
    expect(find('title')).toEqual([
      expect.objectContaining({ old_value: 'Lift 2 doors slow', new_value: 'Lift 2 doors very slow' }),
    ]);
    expect(find('priority_id')).toEqual([expect.objectContaining({ old_value: 'Medium', new_value: 'Critical' })]);
    expect(find('supportees')[0]).toMatchObject({ old_value: null, new_value: expect.any(String) });
    expect(find('status').filter((r) => r.type === 'status')).toEqual([
      expect.objectContaining({ old_value: 'Assigned', new_value: 'In progress' }),
    ]);
    expect(find('status').filter((r) => r.type === 'quotation')).toEqual([
      expect.objectContaining({ old_value: 'draft', new_value: 'sent' }),
    ]);
    expect(find('comment').map((r) => [r.old_value, r.new_value])).toEqual([
      ['Door operator belt worn', 'Belt replaced'],
      [null, 'Door operator belt worn'],
    ]);
    expect(find(`${checklist.name} › Doors reverse`).map((r) => [r.old_value, r.new_value])).toEqual([
      ['Fail', 'Pass'],
      [null, 'Fail'],
    ]);
    const onlyComments = (
      await wo.call('manager', 'GET', `${wo.path('workorders.revisions', { id: order.id })}?search=comment`)
    ).body;
    expect(onlyComments.rows.every((r: Json) => r.type === 'comment')).toBe(true);
    expect(onlyComments.total).toBe(2);

    const feed = (
      await wo.call('manager', 'GET', `${wo.path('workorders.updates', { id: order.id })}?filter=status,comment`)
    ).body.rows as Json[];
    expect(new Set(feed.map((r) => r.kind))).toEqual(new Set(['status', 'comment']));
    expect(feed.find((r) => r.kind === 'status')?.text).toMatch(/^Assigned → In progress/);

    // There is no route that edits or deletes a log row.
    const logs = t.count('action_logs', `item_type = 'workorders' AND item_id = ${order.id}`);
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const res = await wo.call('superuser', method, `${wo.path('workorders.revisions', { id: order.id })}`, {});
      expect(res.status).toBe(404);
    }
    expect(t.count('action_logs', `item_type = 'workorders' AND item_id = ${order.id}`)).toBe(logs);
  });
});

describe('a requester', () => {
  it("cannot read another person's work order or its sub-routes, and writes nothing trying", async () => {
    const order = await wo.create({ title: 'Not yours' });
    await wo.call('manager', 'POST', wo.path('workorders.comment-add', { id: order.id }), { body: 'Internal note' });
    const before = t.count('action_logs');
    const reads = [
      'workorders.detail',
      'workorders.comments',
      'workorders.updates',
      'workorders.checklists',
      'workorders.media',
    ];
    for (const id of reads) {
      const res = await wo.call('requester', 'GET', wo.path(id, { id: order.id }));
      expect(res.body, id).toEqual({ status: 'error', messages: 'WorkOrder not found', payload: null });
    }
    const forbidden = [
      ['GET', wo.path('workorders.revisions', { id: order.id })],
      ['GET', wo.path('workorders.work-log-list', { id: order.id })],
      ['GET', wo.path('workorders.watchers', { id: order.id })],
      ['GET', wo.path('workorders.quotation', { id: order.id })],
      ['POST', wo.path('workorders.comment-add', { id: order.id })],
      ['PATCH', wo.path('workorders.update', { id: order.id })],
      ['DELETE', wo.path('workorders.delete', { id: order.id })],
    ] as const;
    for (const [method, url] of forbidden) {
      expect(
        (
          await wo.call(
            'requester',
            method,
            url,
            method === 'GET' || method === 'DELETE' ? undefined : { body: 'x', title: 'x' },
          )
        ).status,
        url,
      ).toBe(403);
    }
    expect((await upload(order.id, [png()], 'requester')).statusCode).toBe(403);
    expect(t.count('action_logs')).toBe(before);
  });

  it('reads its own request with its comments and updates', async () => {
    const mine = await wo.create({ title: 'Lobby light flickering' }, 'requester');
    await wo.call('manager', 'POST', wo.path('workorders.comment-add', { id: mine.id }), {
      body: 'We will look at it today',
    });
    const comments = (await wo.call('requester', 'GET', wo.path('workorders.comments', { id: mine.id }))).body;
    expect(comments.rows.map((r: Json) => r.body)).toEqual(['We will look at it today']);
    const updates = (await wo.call('requester', 'GET', wo.path('workorders.updates', { id: mine.id }))).body;
    expect(updates.rows.map((r: Json) => r.kind)).toEqual(['comment']);
  });
});
