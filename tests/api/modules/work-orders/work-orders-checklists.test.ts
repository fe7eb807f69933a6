import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import type { Json } from '../../../support/requests.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

let n = 0;
/** A checklist template with the given items and parameters; answers its row. */
async function template(items: Json[], parameters: Json[] = []): Promise<Json> {
  n += 1;
  const res = await wo.call('manager', 'POST', wo.path('checklists.create'), {
    name: `Test checklist ${n}`,
    type: 'inspection',
    items,
  });
  expect(res.body.status, JSON.stringify(res.body.messages)).toBe('success');
  for (const p of parameters) {
    const made = await wo.call('manager', 'POST', wo.path('checklists.parameter-create'), {
      checklist_id: res.body.payload.id,
      ...p,
    });
    expect(made.body.status, JSON.stringify(made.body.messages)).toBe('success');
  }
  return res.body.payload;
}

const attach = (workOrderId: number, stages: Json) =>
  wo.call('manager', 'POST', wo.path('workorders.checklists-add'), { work_order_id: String(workOrderId), ...stages });
const answer = (id: number, body: Json, role: 'technician' | 'manager' = 'technician') =>
  wo.call(role, 'POST', wo.path('workorders.checklist-answer', { id }), body);
const reading = (id: number, body: Json) =>
  wo.call('technician', 'POST', wo.path('workorders.checklist-reading', { id }), body);
const checklistsOf = async (id: number) =>
  (await wo.call('technician', 'GET', wo.path('workorders.checklists', { id }))).body;

describe('checklist templates', () => {
  it('keep their items in order with their option lists; editing keeps answered items', async () => {
    const made = await template([
      { label: 'Guard fitted' },
      {
        label: 'Belt tension',
        option_list: 'custom',
        options: [
          { key: 'ok', label: 'OK', result: 'accept' },
          { key: 'loose', label: 'Loose', result: 'reject' },
        ],
      },
      { label: 'Sign-off', option_list: 'accept', comment: 'required' },
    ]);
    expect(made.items.map((i: Json) => [i.position, i.label, i.options.map((o: Json) => o.key)])).toEqual([
      [1, 'Guard fitted', ['pass', 'fail', 'na']],
      [2, 'Belt tension', ['ok', 'loose']],
      [3, 'Sign-off', ['accept']],
    ]);
    const dupKeys = await wo.call('manager', 'PATCH', wo.path('checklists.update', { id: made.id }), {
      items: [
        {
          label: 'X',
          option_list: 'custom',
          options: [
            { key: 'a', label: 'A', result: 'accept' },
            { key: 'a', label: 'B', result: 'reject' },
          ],
        },
      ],
    });
    expect(dupKeys.body.messages).toEqual({ items: ['The option keys of “X” must be unique.'] });
    const noOptions = await wo.call('manager', 'PATCH', wo.path('checklists.update', { id: made.id }), {
      items: [{ label: 'X', option_list: 'custom', options: [] }],
    });
    expect(noOptions.body.status).toBe('error');

    // In use and answered, the first item survives being left out of an edit.
    const order = await wo.create({ assignee: wo.userId('technician') });
    const [attached] = (await attach(order.id, { pre: [made.id] })).body.payload;
    await answer(attached.id, { item_id: made.items[0].id, option_key: 'pass' });
    const edited = await wo.call('manager', 'PATCH', wo.path('checklists.update', { id: made.id }), {
      items: [{ id: made.items[1].id, label: 'Belt tension checked', option_list: 'combined' }, { label: 'New item' }],
    });
    expect(edited.body.payload.items.map((i: Json) => i.label)).toEqual([
      'Belt tension checked',
      'New item',
      'Guard fitted',
    ]);
    const removed = await wo.call('manager', 'DELETE', wo.path('checklists.delete', { id: made.id }));
    expect(removed.body).toEqual({
      status: 'error',
      messages: 'This checklist is currently used by at least one work order and cannot be deleted.',
      payload: null,
    });
  });

  it('have parameters with a unit and a range (min not above max)', async () => {
    const made = await template([{ label: 'Visual check' }]);
    const bad = await wo.call('manager', 'POST', wo.path('checklists.parameter-create'), {
      checklist_id: made.id,
      name: 'Pressure',
      min: 10,
      max: 2,
    });
    expect(bad.body.messages).toEqual({ max: ['The max field must be greater than or equal to min.'] });
    const p = (
      await wo.call('manager', 'POST', wo.path('checklists.parameter-create'), {
        checklist_id: made.id,
        name: 'Pressure',
        unit: 'bar',
        min: 2,
        max: 10,
        required: '1',
      })
    ).body.payload;
    expect(p).toMatchObject({ name: 'Pressure', unit: 'bar', min: 2, max: 10, required: true });
    const updated = await wo.call('manager', 'PUT', wo.path('checklists.parameter-update', { id: p.id }), { max: 12 });
    expect(updated.body.payload.max).toBe(12);
    const list = await wo.call('viewer', 'GET', wo.path('checklists.parameters', { id: made.id }));
    expect(list.body.rows.map((r: Json) => r.name)).toEqual(['Pressure']);
    expect((await wo.call('manager', 'DELETE', wo.path('checklists.parameter-delete', { id: p.id }))).body.status).toBe(
      'success',
    );
    expect((await wo.call('technician', 'DELETE', wo.path('checklists.parameter-delete', { id: p.id }))).status).toBe(
      403,
    );
  });
});

describe('checklists on a work order', () => {
  it('gate the start on the pre-work checks and the completion on the post-work ones', async () => {
    const pre = await template([{ label: 'Isolate supply' }]);
    const post = await template(
      [{ label: 'Area clean', comment: 'required' }],
      [{ name: 'Vibration', unit: 'mm/s', min: 0, max: 4.5, required: true }],
    );
    const order = await wo.create({ assignee: wo.userId('technician') });
    const added = await attach(order.id, { pre: [pre.id], post: `${post.id}` });
    expect(added.body.status).toBe('success');
    const [preC, postC] = added.body.payload;
    expect((await attach(order.id, { pre: [pre.id] })).body.messages).toEqual({
      pre: [`“${pre.name}” is already on this work order.`],
    });

    const blocked = await wo.log(order.id, { action: 'start' }, 'technician');
    expect(blocked.body.messages).toEqual({
      status: [`Complete the pre-work checklists before starting: ${pre.name}.`],
    });
    // Post-work checks wait for the work to be in progress.
    expect(
      (await answer(postC.id, { item_id: post.items[0].id, option_key: 'pass', comment: 'Clean' })).body.messages,
    ).toEqual({
      status: ['This checklist can be answered while the work order is in progress.'],
    });
    const done = await answer(preC.id, { item_id: pre.items[0].id, option_key: 'pass' });
    expect(done.body.payload.checklist).toMatchObject({ completion: { done: 1, total: 1, complete: true } });
    expect(done.body.payload.checklist.completed_at).not.toBeNull();
    expect((await wo.log(order.id, { action: 'start' }, 'technician')).body.payload.state).toBe('in_progress');

    expect((await answer(postC.id, { item_id: post.items[0].id, option_key: 'pass' })).body.messages).toEqual({
      comment: ['This item needs a comment.'],
    });
    expect(
      (await answer(postC.id, { item_id: post.items[0].id, option_key: 'maybe', comment: 'x' })).body.messages,
    ).toEqual({
      option_key: ['The selected option key is invalid.'],
    });
    expect((await answer(postC.id, { item_id: pre.items[0].id, option_key: 'pass' })).body.messages).toEqual({
      item_id: ['The selected item id is invalid.'],
    });
    await answer(postC.id, { item_id: post.items[0].id, option_key: 'pass', comment: 'Swept' });
    const refused = await wo.log(order.id, { action: 'complete' }, 'technician');
    expect(refused.body.messages).toEqual({
      status: [`Complete the post-work checklists before completing: ${post.name}.`],
    });
    const params = (await wo.call('manager', 'GET', wo.path('checklists.parameters', { id: post.id }))).body.rows;
    expect((await reading(postC.id, { parameter_id: params[0].id, value: 'high' })).body.messages).toEqual({
      value: ['The value field must be a number.'],
    });
    const read = await reading(postC.id, { parameter_id: params[0].id, value: '3.2' });
    expect(read.body.payload.checklist.parameters[0].reading).toMatchObject({ value: 3.2, in_range: true });
    expect(read.body.payload.checklist.completion.complete).toBe(true);
    expect((await wo.log(order.id, { action: 'complete' }, 'technician')).body.payload.state).toBe('completed');

    // Once complete the work order keeps its checklists.
    expect((await wo.call('manager', 'DELETE', wo.path('workorders.checklists-remove', { id: preC.id }))).body).toEqual(
      {
        status: 'error',
        messages: 'Checklists cannot be removed once the work order is completed.',
        payload: null,
      },
    );
  });

  it('wait for the checklist they depend on, without cycles', async () => {
    const first = await template([{ label: 'Step one' }]);
    const second = await template([{ label: 'Step two' }]);
    const order = await wo.create({ assignee: wo.userId('technician') });
    const [a, b] = (await attach(order.id, { inter: [first.id, second.id] })).body.payload;
    const other = await wo.create();
    const [elsewhere] = (await attach(other.id, { pre: [first.id] })).body.payload;
    const depend = (id: number, on: number | null) =>
      wo.call('manager', 'PATCH', wo.path('workorders.checklists-depend', { id }), { dependent_checklist_id: on });
    expect((await depend(b.id, elsewhere.id)).body.messages).toEqual({
      dependent_checklist_id: ['The selected dependent checklist id is invalid.'],
    });
    expect((await depend(b.id, b.id)).body.messages).toEqual({
      dependent_checklist_id: ['The dependent checklist id must not create a circular reference.'],
    });
    const set = await depend(b.id, a.id);
    expect(set.body.payload).toMatchObject({
      dependent_checklist: { id: a.id },
      blocked_by: { id: a.id, name: first.name },
    });
    expect((await depend(a.id, b.id)).body.messages).toEqual({
      dependent_checklist_id: ['The dependent checklist id must not create a circular reference.'],
    });
    await wo.log(order.id, { action: 'start' }, 'technician');
    expect((await answer(b.id, { item_id: second.items[0].id, option_key: 'pass' })).body.messages).toEqual({
      checklist: [`Complete “${first.name}” first.`],
    });
    await answer(a.id, { item_id: first.items[0].id, option_key: 'pass' });
    const listed = await checklistsOf(order.id);
    expect(listed.rows.find((c: Json) => c.id === b.id).blocked_by).toBeNull();
    expect((await answer(b.id, { item_id: second.items[0].id, option_key: 'pass' })).body.status).toBe('success');
  });

  it('raise a follow-up work order from a failed item or an out-of-range reading', async () => {
    const made = await template(
      [{ label: 'Coupling guard fitted' }],
      [{ name: 'Bearing temperature', unit: '°C', min: 20, max: 70, required: false }],
    );
    const params = (await wo.call('manager', 'GET', wo.path('checklists.parameters', { id: made.id }))).body.rows;
    const asset = t.conn.sqlite
      .prepare('SELECT id, coalesce(name, asset_tag) AS name FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1')
      .get() as Json;
    const order = await wo.create({ assignee: wo.userId('technician'), inspectables: [asset.id] });
    const [c] = (await attach(order.id, { inter: [made.id] })).body.payload;
    await wo.log(order.id, { action: 'start' }, 'technician');
    const failed = await answer(c.id, {
      item_id: made.items[0].id,
      option_key: 'fail',
      comment: 'Guard missing',
      follow_up: true,
    });
    const follow = failed.body.payload.follow_up;
    expect(follow).toMatchObject({ name: `Coupling guard fitted — ${asset.name}` });
    const raised = await wo.read(follow.id);
    expect(raised).toMatchObject({
      source: 'follow_up',
      follow_up_of: { id: order.id },
      state: 'open',
      inspectables: [{ id: asset.id }],
    });
    const links = (await wo.call('manager', 'GET', wo.path('workorders.links', { id: order.id }))).body.rows;
    expect(links).toContainEqual(
      expect.objectContaining({ link_type: 'related_to', work_order: expect.objectContaining({ id: follow.id }) }),
    );

    const hot = await reading(c.id, {
      parameter_id: params[0].id,
      value: 88,
      follow_up: true,
      follow_up_title: 'Bearing running hot',
    });
    expect(hot.body.payload.checklist.parameters[0].reading).toMatchObject({ value: 88, in_range: false });
    expect((await wo.read(hot.body.payload.follow_up.id)).title).toBe('Bearing running hot');
    // In range, no follow-up is raised whatever the flag says.
    const fine = await reading(c.id, { parameter_id: params[0].id, value: 40, follow_up: true });
    expect(fine.body.payload.follow_up).toBeNull();
  });

  it('are answered by the work order’s workers only', async () => {
    const made = await template([{ label: 'Check' }]);
    const order = await wo.create({ assignee: wo.userId('manager') });
    const [c] = (await attach(order.id, { pre: [made.id] })).body.payload;
    const before = t.count('work_order_checklist_answers');
    expect((await answer(c.id, { item_id: made.items[0].id, option_key: 'pass' })).status).toBe(403);
    expect(t.count('work_order_checklist_answers')).toBe(before);
    expect((await answer(c.id, { item_id: made.items[0].id, option_key: 'pass' }, 'manager')).body.status).toBe(
      'success',
    );
  });
});
