import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';
import type { Json } from '../../../support/requests.js';

let t: TestApp;
const clock = testClock();
const wo = workOrderCalls(() => t);
const sqlite = () => t.conn.sqlite;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => t.close());

const occurrence = (id: number, role: Role = 'manager', lang = 'en') =>
  t.call(role, { url: wo.path('schedules.show', { id }), headers: { 'accept-language': lang } });
const skip = (id: number, role: Role = 'manager', lang = 'en') =>
  t.call(role, { method: 'DELETE', url: wo.path('schedules.skip', { id }), headers: { 'accept-language': lang } });
const listRows = async (query: string) =>
  (await t.call('manager', { url: `${wo.path('schedules.list')}?${query}&limit=500` })).json() as {
    total: number;
    rows: Json[];
  };

/** A stored occurrence whose work order is in one of the states (of an undeleted plan). */
const storedWith = (states: string[]) =>
  sqlite()
    .prepare(
      `SELECT o.id, o.scheduler_id, o.occurrence_date AS date, w.id AS wo, w.number FROM schedule_occurrences o
       JOIN schedulers s ON s.id = o.scheduler_id AND s.deleted_at IS NULL
       JOIN work_orders w ON w.id = o.work_order_id AND w.deleted_at IS NULL
       WHERE w.state IN (${states.map(() => '?').join(',')}) ORDER BY o.occurrence_date DESC, o.id LIMIT 1`,
    )
    .get(...states) as { id: number; scheduler_id: number; date: string; wo: number; number: string };
const skipDates = (plan: number) =>
  sqlite().prepare('SELECT skip_dates FROM schedulers WHERE id = ?').pluck().get(plan) as string | null;
const stillStored = (id: number) =>
  sqlite().prepare('SELECT count(*) FROM schedule_occurrences WHERE id = ?').pluck().get(id) as number;

describe('GET /schedules/{id}', () => {
  it('answers the occurrence of a schedules row by its id, as the list shows it', async () => {
    const open = storedWith(['open', 'assigned', 'in_progress']);
    const { rows } = await listRows(`start=${open.date}&end=${open.date}&scheduler_id=${open.scheduler_id}`);
    const listed = rows.find((r) => r.id === open.id)!;
    expect(listed).toBeDefined();
    const res = await occurrence(open.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listed);
    expect((res.json() as Json).work_order).toMatchObject({ id: open.wo, number: open.number });
  });

  it('says an unknown id is not found, in the caller language, and checks the plan permissions', async () => {
    expect((await occurrence(99_999_999)).json()).toEqual({
      status: 'error',
      messages: 'Occurrence not found',
      payload: null,
    });
    expect((await occurrence(99_999_999, 'manager', 'fr')).json().messages).toBe('Échéance introuvable');
    const any = storedWith(['completed', 'closed']);
    expect((await occurrence(any.id, 'viewer')).statusCode).toBe(200);
    expect((await occurrence(any.id, 'requester')).statusCode).toBe(403);
  });
});

describe('DELETE /schedules/{id}: skip this date', () => {
  it('refuses while its work order is open, in five languages, and changes nothing', async () => {
    const open = storedWith(['open', 'assigned', 'in_progress', 'on_hold']);
    const before = skipDates(open.scheduler_id);
    const res = await skip(open.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'error',
      messages: `The work order ${open.number} of this occurrence is open: finish or cancel it before skipping its date.`,
      payload: null,
    });
    for (const lang of ['fr', 'de', 'pt', 'ar']) {
      const text = (await skip(open.id, 'manager', lang)).json().messages as string;
      expect(text).toContain(open.number);
      expect(text).not.toContain('finish or cancel');
    }
    expect(stillStored(open.id)).toBe(1);
    expect(skipDates(open.scheduler_id)).toBe(before);
  });

  it('once the work order is cancelled, adds the date to the plan skip dates and removes the occurrence', async () => {
    const open = storedWith(['open', 'assigned', 'in_progress']);
    expect((await wo.log(open.wo, { action: 'cancel', reason: 'Asset out of service that week' })).body.status).toBe(
      'success',
    );
    const res = await skip(open.id);
    expect(res.json()).toMatchObject({
      status: 'success',
      messages: `The plan skips ${open.date} from now on: its occurrence is removed.`,
      payload: { id: open.scheduler_id },
    });
    expect((res.json().payload as Json).skip_dates as string).toContain(open.date);
    expect(stillStored(open.id)).toBe(0);
    expect((await occurrence(open.id)).json().messages).toBe('Occurrence not found');
    // The day is no longer on the plan's schedule, stored or upcoming; the cancelled work order stays.
    const { rows } = await listRows(`start=${open.date}&end=${open.date}&scheduler_id=${open.scheduler_id}`);
    expect(rows.filter((r) => r.key === `${open.scheduler_id}:${open.date}:0` || r.id === open.id)).toEqual([]);
    expect((await wo.read(open.wo)).id).toBe(open.wo);
    // The plan's history says who skipped it.
    expect(
      sqlite()
        .prepare(
          "SELECT count(*) FROM action_logs WHERE item_id = ? AND log_meta LIKE '%skip_dates%' AND log_meta LIKE ?",
        )
        .pluck()
        .get(open.scheduler_id, `%${open.date}%`),
    ).toBeGreaterThan(0);
  });

  it('skips a date whose work order is finished, keeping the work order; a second call finds nothing', async () => {
    const done = storedWith(['completed', 'closed']);
    const res = await skip(done.id, 'manager', 'de');
    expect(res.json().status).toBe('success');
    expect(res.json().messages).toBe(`Der Plan überspringt ab jetzt den ${done.date}: Sein Termin wurde entfernt.`);
    expect(sqlite().prepare('SELECT count(*) FROM work_orders WHERE id = ?').pluck().get(done.wo)).toBe(1);
    expect((await skip(done.id)).json()).toEqual({ status: 'error', messages: 'Occurrence not found', payload: null });
  });

  it('needs the right to edit the plan', async () => {
    const done = storedWith(['completed', 'closed']);
    for (const role of ['technician', 'viewer', 'requester'] as const) {
      expect((await skip(done.id, role)).statusCode).toBe(403);
    }
    expect((await t.call(null, { method: 'DELETE', url: wo.path('schedules.skip', { id: done.id }) })).statusCode).toBe(
      401,
    );
    expect(stillStored(done.id)).toBe(1);
  });
});
