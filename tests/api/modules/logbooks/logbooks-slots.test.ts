import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '@cmms/server/modules/index';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';
import { testClock } from '../../../support/work-orders.js';

/**
 * Expected entries on the app's clock, at the frequency boundaries (Asia/Bahrain, UTC+3): a night shift
 * belongs to its start date and the day shift takes over at 06:00; a monthly day 31 falls on 30
 * November; a monthly day 29 falls on a leap day, and on 28 February otherwise. The clock job marks a
 * closed, empty slot missed once and tells the people the logger names.
 */

let t: TestApp;
const clock = testClock(new Date('2026-11-01T00:00:00Z'));
const lb = logbookCalls(() => t);
let formId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  formId = (await lb.form(chillerSchema())).id as number;
});
afterAll(async () => t.close());

/** An instant given as Bahrain wall-clock time. */
const bahrain = (local: string) => new Date(`${local}:00+03:00`);
const slots = async (id: number, from: string, to: string) =>
  (await lb.call('superuser', 'GET', `/e-loggers/${id}/slots?from=${from}&to=${to}`)).body.rows as Json[];
const statusAt = async (id: number, dueLocal: string, from: string, to: string) =>
  (await slots(id, from, to)).find((s) => s.due_at.datetime === toUtc(dueLocal))?.status;
const toUtc = (local: string) => bahrain(local).toISOString().slice(0, 19).replace('T', ' ');
const runJob = () => {
  for (const job of SERVER_MODULES.flatMap((m) => m.jobs?.(t.app) ?? [])) for (const unit of job.units()) unit();
};

describe('missed entries at the frequency boundaries', () => {
  it('shift change: the night shift ends at 06:00 of the next day and the day shift starts there', async () => {
    const id = (
      await lb.logger(formId, {
        name: 'Cold room per shift',
        frequency: {
          kind: 'shift',
          shifts: [
            { name: 'Day', start: '06:00', end: '18:00' },
            { name: 'Night', start: '18:00', end: '06:00' },
          ],
        },
        notify_missed: [lb.userId('manager')],
      })
    ).payload.id as number;
    await lb.grant(id, [{ principal_type: 'user', principal_id: lb.userId('technician'), fill: true }]);
    // The night shift of 2 November, filled at its last minute; the entry at 06:00 sharp then goes to the day shift.
    clock.set(bahrain('2026-11-03T05:59'));
    const night = await lb.call('technician', 'POST', '/forms/submit', {
      logger_id: id,
      client_uuid: 'night-of-2nd',
      data: { supply_temp: 4 },
    });
    expect(night.body.payload.slot_due_at.datetime).toBe(toUtc('2026-11-02T18:00'));
    expect(night.body.payload.timeliness).toBe('done');
    clock.set(bahrain('2026-11-03T06:00'));
    const day = await lb.call('technician', 'POST', '/forms/submit', {
      logger_id: id,
      client_uuid: 'day-of-3rd',
      data: { supply_temp: 4 },
    });
    expect(day.body.payload.slot_due_at.datetime).toBe(toUtc('2026-11-03T06:00'));
    // The night of the 3rd stays expected until 06:00 on the 4th, then it is missed.
    clock.set(bahrain('2026-11-04T06:00'));
    expect(await statusAt(id, '2026-11-03T18:00', '2026-11-03', '2026-11-04')).toBe('expected');
    clock.set(bahrain('2026-11-04T06:01'));
    expect(await statusAt(id, '2026-11-03T18:00', '2026-11-03', '2026-11-04')).toBe('missed');
    expect(await statusAt(id, '2026-11-02T18:00', '2026-11-02', '2026-11-04')).toBe('done');
    // The job marks it once and tells the manager once, however often it runs.
    const before = t.count('logger_notifications', `type = 'missed_entry' AND logger_id = ${id}`);
    runJob();
    runJob();
    expect(t.count('logger_missed_slots', `logger_id = ${id} AND due_at = '${toUtc('2026-11-03T18:00')}'`)).toBe(1);
    const bell = (await lb.call('manager', 'GET', '/notifications')).body as Json;
    const missed = bell.rows.filter((n: Json) => n.type === 'missed_entry' && n.logger?.id === id);
    expect(missed.length - before).toBeGreaterThan(0);
    expect(missed.filter((n: Json) => n.message.includes(toUtc('2026-11-03T18:00').slice(0, 16)))).toHaveLength(1);
  });

  it('month end: a monthly day 31 falls on 30 November and is missed only after its window closes', async () => {
    clock.set(bahrain('2026-11-01T00:00'));
    const id = (
      await lb.logger(formId, {
        name: 'Fire pump monthly',
        frequency: { kind: 'monthly', monthDay: 31, at: '08:00' },
        window_after_min: 1440,
        starts_at: '2026-10-01',
      })
    ).payload.id as number;
    const due = (await slots(id, '2026-11-01', '2026-12-31')).map((s) => s.due_at.datetime);
    expect(due).toEqual([toUtc('2026-11-30T08:00'), toUtc('2026-12-31T08:00')]);
    clock.set(bahrain('2026-12-01T08:00'));
    expect(await statusAt(id, '2026-11-30T08:00', '2026-11-29', '2026-12-01')).toBe('expected');
    clock.set(bahrain('2026-12-01T08:01'));
    expect(await statusAt(id, '2026-11-30T08:00', '2026-11-29', '2026-12-01')).toBe('missed');
    // An entry after the window takes the empty slot that closed last, and the calendar shows it late.
    const late = await lb.call('superuser', 'POST', '/forms/submit', {
      logger_id: id,
      client_uuid: 'late-pump-test',
      data: { supply_temp: 6 },
    });
    expect(late.body.payload).toMatchObject({ timeliness: 'late' });
    expect(late.body.payload.slot_due_at.datetime).toBe(toUtc('2026-11-30T08:00'));
    expect(await statusAt(id, '2026-11-30T08:00', '2026-11-29', '2026-12-01')).toBe('late');
  });

  it('leap day: a monthly day 29 falls on 29 February 2028 and on 28 February 2027; daily slots include the leap day', async () => {
    clock.set(bahrain('2026-11-01T00:00'));
    const monthly = (
      await lb.logger(formId, {
        name: 'Leap monthly',
        frequency: { kind: 'monthly', monthDay: 29, at: '09:00' },
        starts_at: '2026-11-01',
      })
    ).payload.id as number;
    expect((await slots(monthly, '2027-02-01', '2027-03-01')).map((s) => s.due_at.datetime)).toEqual([
      toUtc('2027-02-28T09:00'),
    ]);
    expect((await slots(monthly, '2028-02-01', '2028-03-01')).map((s) => s.due_at.datetime)).toEqual([
      toUtc('2028-02-29T09:00'),
    ]);
    const daily = (
      await lb.logger(formId, { name: 'Leap daily', frequency: { kind: 'daily', at: '07:00' }, window_after_min: 60 })
    ).payload.id as number;
    clock.set(bahrain('2028-02-29T08:00'));
    expect(await statusAt(daily, '2028-02-29T07:00', '2028-02-28', '2028-03-01')).toBe('expected');
    clock.set(bahrain('2028-02-29T08:01'));
    const around = await slots(daily, '2028-02-28', '2028-03-01');
    expect(around.map((s) => [s.due_at.datetime, s.status])).toEqual([
      [toUtc('2028-02-28T07:00'), 'missed'],
      [toUtc('2028-02-29T07:00'), 'missed'],
      [toUtc('2028-03-01T07:00'), 'expected'],
    ]);
  });
});
