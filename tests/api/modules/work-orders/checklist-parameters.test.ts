import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import type { Json } from '../../../support/requests.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

/**
 * A checklist template's parameters, answer by answer: the texts, the `min ≤ max` rule (on an update's
 * merged row too), the stored 0/1 `required`, the action-log rows on the checklist (note `Parameter
 * {name}`, the changed keys as meta, nothing for a change that changes nothing) and the delete guard.
 */
let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

interface LogRow {
  action_type: string;
  item_type: string;
  item_id: number;
  note: string | null;
  log_meta: string | null;
  created_by: number | null;
}
const logsOf = (checklistId: number) =>
  t.conn.sqlite
    .prepare(
      `SELECT action_type, item_type, item_id, note, log_meta, created_by FROM action_logs
       WHERE item_type = 'checklists' AND item_id = ? AND note LIKE 'Parameter %' ORDER BY id`,
    )
    .all(checklistId) as LogRow[];
const stored = (id: number) =>
  t.conn.sqlite.prepare('SELECT * FROM checklist_parameters WHERE id = ?').get(id) as Json | undefined;

const create = (body: Json, role: 'manager' | 'technician' = 'manager') =>
  wo.call(role, 'POST', wo.path('checklists.parameter-create'), body);
const update = (id: number, body: Json) =>
  wo.call('manager', 'PUT', wo.path('checklists.parameter-update', { id }), body);
const remove = (id: number) => wo.call('manager', 'DELETE', wo.path('checklists.parameter-delete', { id }));

let checklist = 0;
beforeAll(async () => {
  const made = await wo.call('manager', 'POST', wo.path('checklists.create'), {
    name: 'Parameter test checklist',
    type: 'inspection',
    items: [{ label: 'Visual check' }],
  });
  checklist = made.body.payload.id as number;
});

describe('checklist parameters', () => {
  it('are created with their texts, stamps and log row; refused for an unknown checklist or min above max', async () => {
    const manager = wo.userId('manager');
    const made = await create({
      checklist_id: checklist,
      name: 'Pressure',
      unit: 'bar',
      min: 2,
      max: 10,
      required: '1',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      status: 'success',
      messages: 'Parameter created successfully.',
      payload: { checklist_id: checklist, name: 'Pressure', unit: 'bar', min: 2, max: 10, required: true },
    });
    const p = made.body.payload as Json;
    expect(Object.keys(p).sort()).toEqual(
      ['checklist_id', 'created_at', 'id', 'max', 'min', 'name', 'required', 'unit', 'updated_at'].sort(),
    );
    expect(p.created_at).toMatchObject({ datetime: expect.any(String), formatted: expect.any(String) });
    expect(stored(p.id as number)).toMatchObject({ required: 1, created_by: manager });
    expect(logsOf(checklist).at(-1)).toEqual({
      action_type: 'create',
      item_type: 'checklists',
      item_id: checklist,
      note: 'Parameter Pressure',
      log_meta: null,
      created_by: manager,
    });

    const bare = await create({ checklist_id: checklist, name: 'Flow' });
    expect(bare.body.payload).toMatchObject({ unit: null, min: null, max: null, required: false });
    expect(stored(bare.body.payload.id as number)).toMatchObject({ unit: null, min: null, max: null, required: 0 });

    const before = t.count('checklist_parameters');
    const logs = logsOf(checklist).length;
    expect((await create({ checklist_id: 99_999_999, name: 'Lost' })).body).toEqual({
      status: 'error',
      messages: { checklist_id: ['The selected checklist id is invalid.'] },
      payload: null,
    });
    expect((await create({ checklist_id: checklist, name: 'Range', min: 10, max: 2 })).body).toEqual({
      status: 'error',
      messages: { max: ['The max field must be greater than or equal to min.'] },
      payload: null,
    });
    expect((await create({ checklist_id: checklist, name: 'Odd', colour: 'red' })).body.messages).toEqual({
      colour: ['The colour field is prohibited.'],
    });
    expect((await create({ checklist_id: checklist })).body.messages).toEqual({
      name: ['The name field is required.'],
    });
    expect((await create({ checklist_id: checklist, name: 'Nope' }, 'technician')).status).toBe(403);
    expect(t.count('checklist_parameters')).toBe(before);
    expect(logsOf(checklist)).toHaveLength(logs);
  });

  it('are updated with the changed keys logged; the merged row keeps min ≤ max; no change writes nothing', async () => {
    const p = (await create({ checklist_id: checklist, name: 'Temperature', min: 2, max: 10, required: true })).body
      .payload as Json;
    const id = p.id as number;
    const logs = logsOf(checklist).length;

    expect((await update(id, { min: 11 })).body).toEqual({
      status: 'error',
      messages: { max: ['The max field must be greater than or equal to min.'] },
      payload: null,
    });
    expect((await update(id, { name: null })).body.messages).toEqual({ name: ['The name field is required.'] });
    expect((await update(id, { colour: 'red' })).body.messages).toEqual({
      colour: ['The colour field is prohibited.'],
    });
    expect(stored(id)).toMatchObject({ min: 2, max: 10, name: 'Temperature' });
    expect(logsOf(checklist)).toHaveLength(logs);

    clock.advance(2);
    const changed = await update(id, { name: 'Temp', max: 12, required: false, unit: undefined });
    expect(changed.body).toMatchObject({
      status: 'success',
      messages: 'Parameter updated successfully.',
      payload: { id, name: 'Temp', min: 2, max: 12, required: false },
    });
    expect(changed.body.payload.updated_at).not.toEqual(p.updated_at);
    expect(stored(id)).toMatchObject({ required: 0, max: 12 });
    const log = logsOf(checklist).at(-1)!;
    expect(log).toMatchObject({ action_type: 'update', note: 'Parameter Temperature', item_id: checklist });
    expect(JSON.parse(log.log_meta!)).toEqual({
      name: { old: 'Temperature', new: 'Temp' },
      max: { old: 10, new: 12 },
      required: { old: 1, new: 0 },
    });

    clock.advance(2);
    const same = await update(id, { name: 'Temp', min: 2, required: false });
    expect(same.body).toMatchObject({ status: 'success', messages: 'Parameter updated successfully.' });
    expect(same.body.payload).toEqual(changed.body.payload);
    expect(logsOf(checklist)).toHaveLength(logs + 1);

    expect((await update(99_999_999, { name: 'X' })).body).toEqual({
      status: 'error',
      messages: 'Parameter not found',
      payload: null,
    });
  });

  it('are deleted with a log row, unless a work order has read them', async () => {
    const p = (await create({ checklist_id: checklist, name: 'Voltage' })).body.payload as Json;
    expect((await remove(p.id as number)).body).toEqual({
      status: 'success',
      messages: 'Parameter deleted successfully.',
      payload: null,
    });
    expect(stored(p.id as number)).toBeUndefined();
    expect(logsOf(checklist).at(-1)).toMatchObject({
      action_type: 'delete',
      note: 'Parameter Voltage',
      log_meta: null,
    });
    expect((await remove(p.id as number)).body.messages).toBe('Parameter not found');

    const read = t.conn.sqlite.prepare('SELECT parameter_id FROM work_order_readings LIMIT 1').pluck().get() as number;
    expect(read, 'the seed has readings').toBeDefined();
    expect((await remove(read)).body).toEqual({
      status: 'error',
      messages: 'This parameter has readings on work orders and cannot be deleted.',
      payload: null,
    });
    expect(stored(read)).toBeDefined();
  });

  it('are listed by id whatever the sort asked, paged, under a checklist that exists', async () => {
    const url = (id: number, q = '') => `${wo.path('checklists.parameters', { id })}${q}`;
    const all = (await wo.call('viewer', 'GET', url(checklist, '?sort=name&order=desc'))).body;
    const ids = (all.rows as Json[]).map((r) => r.id as number);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.total).toBe(ids.length);
    expect(
      (await wo.call('viewer', 'GET', url(checklist, '?limit=1&offset=1'))).body.rows.map((r: Json) => r.id),
    ).toEqual([ids[1]]);
    expect((await wo.call('viewer', 'GET', url(99_999_999))).body).toEqual({
      status: 'error',
      messages: 'Checklist not found',
      payload: null,
    });
  });
});
