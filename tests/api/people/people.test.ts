import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { testClock, workOrderCalls } from '../../support/work-orders.js';
import type { Json } from '../../support/requests.js';

let t: TestApp;
// Wednesday 2027-04-14 10:00: the week began on Sunday the 11th, the month on the 1st.
const clock = testClock(new Date('2027-04-14T10:00:00Z'));
const wo = workOrderCalls(() => t);
let person: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  // A technician with nothing seeded after the anchor: the fixture below is all of April's work.
  person = wo.userId('technician');
});
afterAll(async () => t.close());

const list = async (query = '', role: 'manager' | 'requester' = 'manager') => {
  const res = await t.call(role, { url: `${wo.path('people.list')}?${query}` });
  return { status: res.statusCode, body: res.json() as { total: number; rows: Json[] } };
};
const find = async (query = '') => (await list(`limit=500&${query}`)).body.rows.find((p) => p.id === person);

describe('people and their workload', () => {
  it('counts open work by priority, overdue work, hours logged this week and month, planned and free hours', async () => {
    const before = (await find())!.workload as Json;
    const high = t.conn.sqlite
      .prepare("SELECT id FROM work_order_priorities WHERE code = 'P2'")
      .pluck()
      .get() as number;
    // Logged on April 2 (this month, not this week): 90 minutes; on April 12 (this week): 120 minutes.
    clock.set(new Date('2027-04-02T09:00:00Z'));
    const early = (await wo.create({ assignee: person, priority_id: high, due_date: '2027-04-03' })).id as number;
    expect((await wo.log(early, { action: 'start', minutes: 90 }, 'technician')).body.status).toBe('success');
    clock.set(new Date('2027-04-12T09:00:00Z'));
    expect((await wo.log(early, { action: 'log', minutes: 120 }, 'technician')).body.status).toBe('success');
    // A plan's work due Thursday the 15th, estimated at 3 hours.
    const plan = await wo.call('manager', 'POST', wo.path('schedulers.create'), {
      name: 'Workload fixture plan',
      assets: [1],
      frequency: 'weekly',
      weekdays: 'thu',
      start_date: '2027-04-15',
      estimated_minutes: 180,
      assignee: person,
      lead_days: 3,
    });
    const planId = (plan.body.payload as Json).id as number;
    clock.set(new Date('2027-04-14T10:00:00Z'));
    expect(
      ((await wo.call('manager', 'POST', wo.path('schedulers.generate', { id: planId }))).body.payload as Json).created,
    ).toBe(1);

    const after = (await find())!.workload as Json;
    expect((after.open as number) - (before.open as number)).toBe(2);
    // The early one (in progress, due April 3) is overdue now.
    expect((after.overdue as number) - (before.overdue as number)).toBe(1);
    expect(after.logged_hours_week).toBe(2);
    expect(after.logged_hours_month).toBe(3.5);
    expect(after.planned_hours_week).toBe(3);
    // The default week: Sunday to Thursday, 8 hours a day.
    expect(after.capacity_hours_week).toBe(40);
    expect(after.free_hours_week).toBe(35);
    const count = (w: Json, code: string) =>
      ((w.by_priority as Json[]).find((p) => p.code === code)?.count as number | undefined) ?? 0;
    // The High one, nine days late when worked on April 12, climbed the escalation matrix then: its level 3
    // raises the priority, so it counts as Critical now. High and Critical together hold it once.
    expect((await wo.read(early)).escalation_level).toBe(3);
    expect(count(after, 'P1') + count(after, 'P2') - count(before, 'P1') - count(before, 'P2')).toBe(1);
  });

  it('edits skills and the working week, and filters by skill, place and availability', async () => {
    const skills = await wo.call('manager', 'PUT', wo.path('people.skills', { id: person }), {
      skills: [
        { skill: 'Lifts', level: 3, certified_until: '2027-01-31' },
        { skill: 'HVAC', level: 2 },
      ],
    });
    expect(skills.body).toMatchObject({ status: 'success' });
    expect((skills.body.payload as Json).skills).toEqual([
      { skill: 'Lifts', level: 3, certified_until: '2027-01-31', expired: true },
      { skill: 'HVAC', level: 2, certified_until: null, expired: false },
    ]);
    const dupes = await wo.call('manager', 'PUT', wo.path('people.skills', { id: person }), {
      skills: [
        { skill: 'HVAC', level: 1 },
        { skill: 'hvac', level: 2 },
      ],
    });
    expect(dupes.body).toMatchObject({ status: 'error', messages: { skills: ['Each skill may be listed once.'] } });
    const lifts = await list('skill=lifts,plumbing&limit=500');
    expect(lifts.body.rows.map((p) => p.id)).toContain(person);
    expect(
      lifts.body.rows.every((p) => (p.skills as Json[]).some((s) => ['Lifts', 'Plumbing'].includes(s.skill as string))),
    ).toBe(true);

    const week = await wo.call('manager', 'PUT', wo.path('people.working-hours', { id: person }), {
      working_hours: { sun: { start: '06:00', end: '10:00' }, mon: null },
    });
    expect((week.body.payload as Json).working_hours).toEqual({ sun: { start: '06:00', end: '10:00' } });
    // 4 hours of capacity, 2 logged and 3 planned: none free.
    expect(((week.body.payload as Json).workload as Json).free_hours_week).toBe(0);
    expect((await list('available=1&limit=500')).body.rows.map((p) => p.id)).not.toContain(person);
    const backwards = await wo.call('manager', 'PUT', wo.path('people.working-hours', { id: person }), {
      working_hours: { sun: { start: '16:00', end: '08:00' } },
    });
    expect(backwards.body).toMatchObject({
      status: 'error',
      messages: { 'working_hours.sun': ['The end must be after the start.'] },
    });
  });

  it('sorts by workload and checks permissions', async () => {
    const rows = (await list('sort=workload&order=desc&limit=500')).body.rows;
    const open = rows.map((p) => (p.workload as Json).open as number);
    expect(open).toEqual([...open].sort((a, b) => b - a));
    expect((await list('', 'requester')).status).toBe(403);
    expect((await wo.call('technician', 'PUT', wo.path('people.skills', { id: person }), { skills: [] })).status).toBe(
      403,
    );
  });
});
