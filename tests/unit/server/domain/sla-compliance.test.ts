import { describe, expect, it } from 'vitest';
import {
  ALWAYS,
  businessHoursOf,
  businessMs,
  elapsedMs,
  parseBusinessDays,
  type BusinessHours,
} from '@cmms/server/domain/sla/business-hours';
import {
  holdIntervals,
  measureTimeCommitment,
  measureUptime,
  measureWorkOrder,
  type CommitmentTarget,
  type MeasuredWorkOrder,
} from '@cmms/server/domain/sla/compliance';

const at = (stored: string) => Date.parse(`${stored.replace(' ', 'T')}Z`);
const HOUR = 3_600_000;
/** Bahrain's week: Sunday to Thursday, 07:00 to 15:00 (UTC as every stored time). */
const OFFICE: BusinessHours = {
  always: false,
  days: ['sun', 'mon', 'tue', 'wed', 'thu'],
  from: '07:00',
  to: '15:00',
};

const wo = (over: Partial<MeasuredWorkOrder>): MeasuredWorkOrder => ({
  id: 1,
  number: 'WO-000001',
  title: 'Chiller trip',
  priority_id: 1,
  created: at('2026-11-02 08:00:00'),
  first_response: null,
  completed: null,
  holds: [],
  ...over,
});
const commitment = (over: Partial<CommitmentTarget>): CommitmentTarget => ({
  id: 9,
  kind: 'resolution',
  priority_id: 1,
  target_hours: 4,
  category_id: null,
  target_percent: null,
  ...over,
});

describe('business hours', () => {
  it('count Thursday afternoon and Sunday morning across the Friday-Saturday weekend', () => {
    // 2026-11-05 is a Thursday: 13:00-15:00 Thursday, nothing Friday or Saturday, 07:00-09:00 Sunday.
    const start = at('2026-11-05 13:00:00');
    const end = at('2026-11-08 09:00:00');
    expect(businessMs(start, end, OFFICE) / HOUR).toBe(4);
    expect(businessMs(start, end, ALWAYS) / HOUR).toBe(68);
  });

  it('give nothing for a window wholly in the weekend or outside the day', () => {
    expect(businessMs(at('2026-11-06 08:00:00'), at('2026-11-07 20:00:00'), OFFICE)).toBe(0);
    expect(businessMs(at('2026-11-02 15:00:00'), at('2026-11-03 07:00:00'), OFFICE)).toBe(0);
  });

  it('a resolution across the weekend is met in business hours and breached in calendar hours', () => {
    const order = wo({ created: at('2026-11-05 13:00:00'), completed: at('2026-11-08 09:00:00') });
    expect(measureWorkOrder(order, 'resolution', 8, OFFICE, at('2026-11-20 00:00:00'))).toMatchObject({
      verdict: 'met',
      hours: 4,
    });
    expect(measureWorkOrder(order, 'resolution', 8, ALWAYS, at('2026-11-20 00:00:00'))).toMatchObject({
      verdict: 'breached',
      hours: 68,
    });
  });
});

describe("an agreement's stored hours", () => {
  it('read days as names or numbers, and fall back to 24/7 when incomplete', () => {
    expect(parseBusinessDays('thu,sun,mon, tue ,wed,xyz')).toEqual(['sun', 'mon', 'tue', 'wed', 'thu']);
    expect(parseBusinessDays('[0,1,2,3,4]')).toEqual(['sun', 'mon', 'tue', 'wed', 'thu']);
    const row = { hours_mode: 'business', business_days: 'sun,mon', business_start: '07:00', business_end: '15:00' };
    expect(businessHoursOf(row)).toEqual({ always: false, days: ['sun', 'mon'], from: '07:00', to: '15:00' });
    expect(businessHoursOf({ ...row, business_start: 'Fan coil unit' })).toEqual(ALWAYS);
    expect(businessHoursOf({ ...row, hours_mode: '24x7' })).toEqual(ALWAYS);
  });
});

describe('on hold', () => {
  it('the time on hold is not counted', () => {
    const moves = [
      { at: at('2026-11-02 09:00:00'), from: 'open', to: 'in_progress' },
      { at: at('2026-11-02 10:00:00'), from: 'in_progress', to: 'on_hold' },
      { at: at('2026-11-02 13:00:00'), from: 'on_hold', to: 'in_progress' },
      { at: at('2026-11-02 14:00:00'), from: 'in_progress', to: 'completed' },
    ];
    const holds = holdIntervals(moves);
    expect(holds).toEqual([{ start: at('2026-11-02 10:00:00'), end: at('2026-11-02 13:00:00') }]);
    const order = wo({ completed: at('2026-11-02 14:00:00'), holds });
    // 6 hours from creation to completion, 3 of them on hold.
    expect(measureWorkOrder(order, 'resolution', 4, ALWAYS, at('2026-11-20 00:00:00'))).toMatchObject({
      verdict: 'met',
      hours: 3,
    });
    expect(measureWorkOrder({ ...order, holds: [] }, 'resolution', 4, ALWAYS, at('2026-11-20 00:00:00')).verdict).toBe(
      'breached',
    );
  });

  it('a hold still running pauses the clock up to now', () => {
    const holds = holdIntervals([{ at: at('2026-11-02 09:00:00'), from: 'in_progress', to: 'on_hold' }]);
    expect(holds).toEqual([{ start: at('2026-11-02 09:00:00'), end: null }]);
    expect(elapsedMs(at('2026-11-02 08:00:00'), at('2026-11-03 08:00:00'), ALWAYS, holds) / HOUR).toBe(1);
  });
});

describe('at risk', () => {
  const now = at('2026-11-02 20:00:00');
  const openFor = (ms: number) => wo({ created: now - ms });
  const verdict = (ms: number) => measureWorkOrder(openFor(ms), 'resolution', 4, ALWAYS, now).verdict;

  it('is an open work order past 75 % of its target and not past the target', () => {
    expect(verdict(3 * HOUR)).toBe('in_progress');
    expect(verdict(3 * HOUR + 1000)).toBe('at_risk');
    expect(verdict(4 * HOUR)).toBe('at_risk');
    expect(verdict(4 * HOUR + 1000)).toBe('breached');
  });

  it('a finished work order is met or breached, never at risk', () => {
    const done = wo({ created: now - 3.5 * HOUR, completed: now });
    expect(measureWorkOrder(done, 'resolution', 4, ALWAYS, now).verdict).toBe('met');
  });
});

describe('a commitment', () => {
  it('counts its priority only and gives the percentage met of those decided', () => {
    const now = at('2026-11-10 00:00:00');
    const orders = [
      wo({ id: 1, first_response: at('2026-11-02 09:00:00') }), // 1 h: met
      wo({ id: 2, first_response: at('2026-11-02 11:00:00') }), // 3 h: breached
      wo({ id: 3, priority_id: 2, first_response: at('2026-11-02 20:00:00') }), // another priority
      wo({ id: 4, completed: at('2026-11-02 09:30:00') }), // resolved without a response move: 1.5 h, met
    ];
    const figures = measureTimeCommitment(commitment({ kind: 'response', target_hours: 2 }), orders, ALWAYS, now);
    expect(figures).toMatchObject({ measured: 3, met: 2, breached: 1, percent_met: 66.7, status: 'breached' });
    expect(figures.breaches.map((b) => b.work_order.id)).toEqual([2]);
    expect(figures.average_hours).toBe(1.8);
  });

  it('uptime: the downtime of the category assets over the period, overlaps counted once', () => {
    const period = { start: at('2026-11-01 00:00:00'), end: at('2026-11-11 00:00:00') };
    const ref = (id: number) => ({ id, number: `WO-${id}`, title: 'Lift stuck' });
    const breakdowns = [
      { work_order: ref(1), asset_id: 10, start: at('2026-11-02 00:00:00'), end: at('2026-11-03 00:00:00') },
      { work_order: ref(2), asset_id: 10, start: at('2026-11-02 12:00:00'), end: at('2026-11-03 12:00:00') },
      { work_order: ref(3), asset_id: 99, start: at('2026-11-02 00:00:00'), end: null }, // not in the category
    ];
    // Asset 10 down 36 h of 2 assets × 240 h: 92.5 % up together; asset 10 alone 85 %, asset 11 100 %.
    const uptime = commitment({ kind: 'uptime', priority_id: null, target_hours: null, target_percent: 95 });
    const figures = measureUptime(uptime, [10, 11], breakdowns, period, at('2026-12-01 00:00:00'));
    expect(figures).toMatchObject({ uptime_percent: 92.5, downtime_hours: 36, status: 'breached', assets: 2 });
    // Each asset is measured: asset 10 missed its 95 %, asset 11 met it (measured = met + breached).
    expect(figures).toMatchObject({ measured: 2, met: 1, breached: 1, percent_met: 50 });
    expect(figures.breaches.map((b) => b.work_order.id).sort()).toEqual([1, 2]);
    const lenient = measureUptime({ ...uptime, target_percent: 85 }, [10, 11], breakdowns, period, period.end);
    expect(lenient).toMatchObject({ status: 'met', breaches: [], measured: 2, met: 2, breached: 0 });
  });
});
