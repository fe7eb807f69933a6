import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';
import { testClock } from '../../../support/work-orders.js';

/**
 * Logger forms and their entries as a client sees them: versions keep old entries, hard limits refuse in
 * the caller's language while spec ranges flag, a flagged reading raises one work order however often it
 * is resent, the per-logger grants, the approval order and removing a flow entry by id, drafts.
 */

let t: TestApp;
const clock = testClock(new Date('2026-11-02T07:05:00Z'));
const lb = logbookCalls(() => t);
let form: Json;
let loggerId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  form = await lb.form(chillerSchema());
  loggerId = (await lb.logger(form.id as number)).payload.id as number;
  await lb.grant(loggerId, [{ principal_type: 'user', principal_id: lb.userId('technician'), fill: true }]);
});
afterAll(async () => t.close());

const submit = (
  data: Json,
  client_uuid: string,
  role: 'technician' | 'superuser' = 'technician',
  headers?: Record<string, string>,
) => lb.call(role, 'POST', '/forms/submit', { logger_id: loggerId, client_uuid, data }, headers);

describe('form definitions', () => {
  it('refuses a definition that is not a 2020-12 schema of known field kinds, naming the field', async () => {
    const bad = await lb.call('superuser', 'POST', '/forms', {
      name: 'Broken',
      schema: chillerSchema({
        rpm: { type: 'number', 'x-kind': 'gauge' },
        temp: { type: 'number', 'x-kind': 'number', minimum: 10, maximum: 5 },
      }),
    });
    expect(bad.body.status).toBe('error');
    expect(bad.body.messages['schema.rpm']).toEqual(['The field kind is not one of the form field kinds.']);
    expect(bad.body.messages['schema.temp']).toEqual(['The hard minimum must not be greater than the hard maximum.']);
    const noDialect = await lb.call('superuser', 'POST', '/forms', {
      name: 'Old',
      schema: { ...chillerSchema(), $schema: undefined },
    });
    expect(noDialect.body.messages.schema).toEqual([
      'The form definition must declare the JSON Schema 2020-12 dialect.',
    ]);
    expect(t.count('logger_forms', "name IN ('Broken', 'Old')")).toBe(0);
  });

  it('a new version never changes an entry submitted on the old one', async () => {
    const first = await submit({ supply_temp: 6.5, pump_check: 'pass' }, 'version-one-entry');
    expect(first.body.status).toBe('success');
    expect(first.body.payload.form_version).toBe(1);
    // The builder renames nothing but adds a field and tightens the band; publishing freezes version 2.
    await lb.call('superuser', 'PATCH', `/forms/${form.id}`, {
      schema: chillerSchema({ return_temp: { type: 'number', 'x-kind': 'number', 'x-range': { low: 10, high: 14 } } }),
    });
    const v2 = await lb.call('superuser', 'POST', `/forms/${form.id}/publish`);
    expect(v2.body.payload.version).toBe(2);
    const old = await lb.call('superuser', 'GET', `/forms/submit/${first.body.payload.id}`);
    expect(old.body.form_version).toBe(1);
    expect(old.body.data).toEqual({ supply_temp: 6.5, pump_check: 'pass' });
    const v1 = await lb.call('superuser', 'GET', `/forms/${form.id}/versions/1`);
    expect(Object.keys(v1.body.schema.properties)).toEqual(['supply_temp', 'pump_check']);
    clock.advance(1);
    const next = await submit({ supply_temp: 6, return_temp: 12 }, 'version-two-entry');
    expect(next.body.payload.form_version).toBe(2);
  });
});

describe('readings', () => {
  it('refuses a reading past a hard limit, with the field message in the caller’s language', async () => {
    const en = await submit({ supply_temp: 75 }, 'too-hot-en');
    expect(en.body).toMatchObject({
      status: 'error',
      messages: { supply_temp: ['The supply temp field must not be greater than 60.'] },
    });
    const fr = await submit({ supply_temp: 75 }, 'too-hot-fr', 'technician', { 'accept-language': 'fr' });
    expect(fr.body.messages.supply_temp[0]).toMatch(/60/);
    expect(fr.body.messages.supply_temp[0]).not.toBe(en.body.messages.supply_temp[0]);
    const missing = await submit({ pump_check: 'pass' }, 'no-reading');
    expect(missing.body.messages.supply_temp).toEqual(['The supply temp field is required.']);
    expect(t.count('logger_submissions', "client_uuid LIKE 'too-hot%' OR client_uuid = 'no-reading'")).toBe(0);
  });

  it('stores a spec-range reading flagged, and raises one work order however often it is resent', async () => {
    clock.advance(1);
    const workOrders = t.count('work_orders');
    const first = await submit({ supply_temp: 9.26, pump_check: 'flag' }, 'warm-chiller-1');
    expect(first.body.status).toBe('success');
    const entry = first.body.payload;
    expect(entry.data.supply_temp).toBe(9.3);
    expect(entry.flagged).toBe(true);
    expect(entry.flags.supply_temp).toEqual({ flag: 'high', low: 5, high: 8 });
    expect(entry.flags.pump_check.flag).toBe('flag');
    expect(entry.work_orders).toHaveLength(1);
    const again = await submit({ supply_temp: 9.26, pump_check: 'flag' }, 'warm-chiller-1');
    expect(again.body.payload.id).toBe(entry.id);
    expect(t.count('work_orders')).toBe(workOrders + 1);
    expect(t.count('logger_submissions', "client_uuid = 'warm-chiller-1'")).toBe(1);
    // Linked both ways: the work order names the entry, and the entry list finds it by the work order.
    const wo = entry.work_orders[0].id as number;
    const title = t.conn.sqlite
      .prepare('SELECT title, description, source FROM work_orders WHERE id = ?')
      .get(wo) as Json;
    expect(title.title).toContain('supply temp 9.3');
    expect(title.source).toBe('logbook');
    expect(title.description).toContain(`entry #${entry.id}`);
    const found = await lb.call('superuser', 'GET', `/forms/submit/list?work_order_id=${wo}`);
    expect(found.body.rows.map((r: Json) => r.id)).toEqual([entry.id]);
    // Equal to a limit is in spec.
    clock.advance(1);
    const edge = await submit({ supply_temp: 8 }, 'edge-of-band');
    expect(edge.body.payload.flagged).toBe(false);
  });
});

describe('a reading that asks whether to raise a work order (`createWorkOrder: prompt`)', () => {
  it('raises one only for the flagged readings the person filling in named', async () => {
    const prompted = chillerSchema();
    prompted.properties.supply_temp['x-onOutOfRange'] = { notify: true, createWorkOrder: 'prompt' };
    const promptForm = await lb.form(prompted, 'Chiller log, asking');
    const promptLogger = (await lb.logger(promptForm.id as number)).payload.id as number;
    await lb.grant(promptLogger, [{ principal_type: 'user', principal_id: lb.userId('technician'), fill: true }]);
    const send = (client_uuid: string, supply_temp: number, raise?: string[]) =>
      lb.call('technician', 'POST', '/forms/submit', {
        logger_id: promptLogger,
        client_uuid,
        data: { supply_temp },
        ...(raise ? { raise_work_orders: raise } : {}),
      });
    const workOrders = t.count('work_orders');
    clock.advance(1);
    const declined = await send('asked-declined', 9.5);
    expect(declined.body.payload.flagged).toBe(true);
    expect(declined.body.payload.work_orders).toEqual([]);
    clock.advance(1);
    const inSpec = await send('asked-in-spec', 6, ['supply_temp']);
    expect(inSpec.body.payload.work_orders).toEqual([]);
    expect(t.count('work_orders')).toBe(workOrders);
    clock.advance(1);
    const accepted = await send('asked-accepted', 9.5, ['supply_temp']);
    expect(accepted.body.payload.work_orders).toHaveLength(1);
    expect(t.count('work_orders', "source = 'logbook'")).toBeGreaterThan(0);
    expect(t.count('work_orders')).toBe(workOrders + 1);
  });
});

describe('per-logger permissions', () => {
  it('a viewer sees nothing of a logger it may not view', async () => {
    const list = await lb.call('viewer', 'GET', '/e-loggers');
    expect(list.body.rows.map((r: Json) => r.id)).not.toContain(loggerId);
    expect((await lb.call('viewer', 'GET', `/e-loggers/${loggerId}`)).body).toMatchObject({
      status: 'error',
      messages: 'E-logger not found',
    });
    expect((await lb.call('viewer', 'GET', `/forms/submit/list?logger_id=${loggerId}`)).body.total).toBe(0);
    await lb.grant(loggerId, [
      { principal_type: 'user', principal_id: lb.userId('technician'), fill: true },
      { principal_type: 'user', principal_id: lb.userId('viewer'), view: true },
    ]);
    expect((await lb.call('viewer', 'GET', `/e-loggers/${loggerId}`)).body.id).toBe(loggerId);
    expect((await lb.call('viewer', 'GET', `/forms/submit/list?logger_id=${loggerId}`)).body.total).toBeGreaterThan(0);
  });

  it('no fill → cannot submit; no approve → cannot approve', async () => {
    await lb.grant(loggerId, [{ principal_type: 'user', principal_id: lb.userId('technician'), view: true }]);
    const refused = await submit({ supply_temp: 6 }, 'no-fill-grant');
    expect(refused.status).toBe(403);
    expect(t.count('logger_submissions', "client_uuid = 'no-fill-grant'")).toBe(0);
    await lb.grant(loggerId, [{ principal_type: 'user', principal_id: lb.userId('technician'), fill: true }]);
    await lb.call('superuser', 'POST', `/e-loggers/${loggerId}/approval-flow/steps`, {
      approver_type: 'user',
      approver_id: lb.userId('manager'),
    });
    clock.advance(1);
    const entry = (await submit({ supply_temp: 6 }, 'needs-approval')).body.payload;
    expect(entry.status).toBe('in_review');
    const noGrant = await lb.call('manager', 'POST', `/forms/submit/${entry.id}/approve`, {});
    expect(noGrant.status).toBe(403);
    expect(t.count('logger_approvals', `submission_id = ${entry.id}`)).toBe(0);
  });
});

describe('approval flows', () => {
  it('goes level by level, signs who, when and what it means, and a flow entry is removable by id', async () => {
    const sqlite = t.conn.sqlite;
    // A second logger, filled by the administrator; technician then manager approve, in that order.
    const techGroup = sqlite
      .prepare("SELECT id, permissions FROM permission_groups WHERE name = 'Technicians'")
      .get() as Json;
    sqlite
      .prepare('UPDATE permission_groups SET permissions = ? WHERE id = ?')
      .run(JSON.stringify({ ...JSON.parse(techGroup.permissions), 'forms.approve': '1' }), techGroup.id);
    const second = (await lb.logger(form.id as number, { name: 'Cold room log' })).payload.id as number;
    await lb.grant(second, [
      { principal_type: 'user', principal_id: lb.userId('technician'), approve: true },
      { principal_type: 'user', principal_id: lb.userId('manager'), approve: true },
    ]);
    const step = async (role: 'technician' | 'manager') =>
      (
        await lb.call('superuser', 'POST', `/e-loggers/${second}/approval-flow/steps`, {
          approver_type: 'user',
          approver_id: lb.userId(role),
        })
      ).body;
    await step('technician');
    const flow = (await step('manager')).payload.approval_flow as Json[];
    expect(flow.map((s) => s.approver.id)).toEqual([lb.userId('technician'), lb.userId('manager')]);
    const entry = (
      await lb.call('superuser', 'POST', '/forms/submit', {
        logger_id: second,
        client_uuid: 'two-level-entry',
        data: { supply_temp: 6 },
      })
    ).body.payload;
    const early = await lb.call('manager', 'POST', `/forms/submit/${entry.id}/approve`, {});
    expect(early.body).toMatchObject({
      status: 'error',
      messages: 'This entry is waiting for another approval level.',
    });
    const first = await lb.call('technician', 'POST', `/forms/submit/${entry.id}/approve`, {
      meaning: 'reviewed',
      comment: 'Readings checked',
    });
    expect(first.body.payload).toMatchObject({ status: 'in_review', current_step: 1 });
    const done = await lb.call('manager', 'POST', `/forms/submit/${entry.id}/approve`, {});
    expect(done.body.payload.status).toBe('approved');
    const signer = (role: 'technician' | 'manager') =>
      t.conn.sqlite
        .prepare("SELECT trim(first_name || ' ' || coalesce(last_name, '')) FROM users WHERE id = ?")
        .pluck()
        .get(lb.userId(role));
    expect(done.body.payload.approvals.map((a: Json) => [a.step, a.signer_name, a.meaning, a.comment])).toEqual([
      [0, signer('technician'), 'reviewed', 'Readings checked'],
      [1, signer('manager'), 'approved', null],
    ]);
    expect(done.body.payload.approvals.every((a: Json) => a.signed_at?.datetime && a.data_hash.length === 64)).toBe(
      true,
    );
    // Removing the first level by id: later entries go to the manager alone; the approved one keeps its record.
    const removed = await lb.call('superuser', 'DELETE', `/approval-flows/steps/${flow[0]!.id}`);
    expect(removed.body.status).toBe('success');
    expect((await lb.call('superuser', 'DELETE', `/approval-flows/steps/${flow[0]!.id}`)).body.messages).toBe(
      'Approval flow step not found',
    );
    clock.advance(1);
    const later = (
      await lb.call('superuser', 'POST', '/forms/submit', {
        logger_id: second,
        client_uuid: 'one-level-entry',
        data: { supply_temp: 6 },
      })
    ).body.payload;
    expect(later.approval_flow.map((s: Json) => s.approver.id)).toEqual([lb.userId('manager')]);
    expect((await lb.call('superuser', 'GET', `/forms/submit/${entry.id}`)).body.approval_flow).toHaveLength(2);
    // The approvers were told, and the bell counts what is unread.
    const bell = await lb.call('manager', 'GET', '/notifications');
    expect(bell.body.unread).toBeGreaterThan(0);
    expect(bell.body.rows.some((n: Json) => n.type === 'approval_requested')).toBe(true);
    const inGerman = await lb.call('manager', 'GET', '/notifications', undefined, { 'accept-language': 'de' });
    expect(inGerman.body.rows.map((n: Json) => n.message)).toContain(
      'Ein Eintrag in Cold room log wartet auf Ihre Genehmigung.',
    );
    await lb.call('manager', 'POST', '/notifications/read-all');
    expect((await lb.call('manager', 'GET', '/notifications')).body.unread).toBe(0);
  });
});

describe('drafts', () => {
  it('a retried save never duplicates, resumes on another device, and all clear at once', async () => {
    const save = (uuid: string, data: Json, rev?: number) =>
      lb.call('technician', 'PUT', `/logger-drafts/${uuid}`, {
        logger_id: loggerId,
        data,
        ...(rev === undefined ? {} : { rev }),
      });
    const a = await save('draft-device-a1', { supply_temp: 6 });
    expect(a.body.payload.rev).toBe(1);
    await save('draft-device-a1', { supply_temp: 6 });
    const b = await save('draft-device-a1', { supply_temp: 6.4 }, 1);
    expect(b.body.payload.rev).toBe(2);
    const stale = await save('draft-device-a1', { supply_temp: 7 }, 1);
    expect(stale.body).toMatchObject({
      status: 'error',
      messages: { rev: ['This draft was changed elsewhere: revision 2 is newer.'] },
    });
    await save('draft-device-a2', { pump_check: 'pass' });
    const mine = await lb.call('technician', 'GET', '/logger-drafts');
    // Beside the demo technician's seeded drafts, the two of this test: one per client id.
    expect(mine.body.rows.filter((d: Json) => d.client_uuid.startsWith('draft-device-'))).toHaveLength(2);
    expect(mine.body.rows.find((d: Json) => d.client_uuid === 'draft-device-a1').data).toEqual({ supply_temp: 6.4 });
    const cleared = await lb.call('technician', 'DELETE', '/logger-drafts');
    expect(cleared.body.payload.deleted).toBe(mine.body.total);
    expect((await lb.call('technician', 'GET', '/logger-drafts')).body.total).toBe(0);
  });
});
