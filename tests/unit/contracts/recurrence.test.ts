import { describe, expect, it } from 'vitest';
import { addInterval, nextFloating, occurrencesBetween, recurrencePhrase, type RecurrenceRule } from '@cmms/contracts';

const rule = (r: Partial<RecurrenceRule> & Pick<RecurrenceRule, 'frequency'>): RecurrenceRule => ({
  interval: 1,
  startDate: '2026-01-01',
  ...r,
});

describe('occurrencesBetween: fixed plans on the calendar', () => {
  it('every N days from the start', () => {
    expect(occurrencesBetween(rule({ frequency: 'daily', interval: 3 }), '2026-01-01', '2026-01-12')).toEqual([
      '2026-01-01',
      '2026-01-04',
      '2026-01-07',
      '2026-01-10',
    ]);
    // A window that starts later still lands on the start's rhythm.
    expect(occurrencesBetween(rule({ frequency: 'daily', interval: 3 }), '2026-03-01', '2026-03-06')).toEqual([
      '2026-03-02',
      '2026-03-05',
    ]);
  });

  it('every N weeks on given weekdays, never before the start', () => {
    // 2026-01-01 is a Thursday: its week's Monday (Dec 29) is before the start and does not count.
    const r = rule({ frequency: 'weekly', interval: 2, weekdays: ['mon', 'thu'] });
    expect(occurrencesBetween(r, '2025-12-01', '2026-01-31')).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-01-15',
      '2026-01-26',
      '2026-01-29',
    ]);
  });

  it('weekly without weekdays falls on the start date’s weekday', () => {
    expect(occurrencesBetween(rule({ frequency: 'weekly' }), '2026-01-01', '2026-01-20')).toEqual([
      '2026-01-01',
      '2026-01-08',
      '2026-01-15',
    ]);
  });

  it('day 31 of every month uses the last day of shorter months (and Feb 29 in a leap year)', () => {
    const r = rule({ frequency: 'monthly', startDate: '2027-12-31', dayOfMonth: 31 });
    expect(occurrencesBetween(r, '2027-12-01', '2028-05-31')).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
  });

  it('every 3 months (a quarterly service)', () => {
    const r = rule({ frequency: 'monthly', interval: 3, startDate: '2026-02-15' });
    expect(occurrencesBetween(r, '2026-01-01', '2026-12-31')).toEqual([
      '2026-02-15',
      '2026-05-15',
      '2026-08-15',
      '2026-11-15',
    ]);
  });

  it('the first Monday and the last Friday of the month', () => {
    const first = rule({ frequency: 'monthly', monthlyMode: 'nth_weekday', ordinal: 'first', weekday: 'mon' });
    expect(occurrencesBetween(first, '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-05',
      '2026-02-02',
      '2026-03-02',
      '2026-04-06',
    ]);
    const last = rule({ frequency: 'monthly', monthlyMode: 'nth_weekday', ordinal: 'last', weekday: 'fri' });
    expect(occurrencesBetween(last, '2026-01-01', '2026-03-31')).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
  });

  it('yearly on Feb 29 falls on Feb 28 in common years', () => {
    const r = rule({ frequency: 'yearly', startDate: '2028-02-29' });
    expect(occurrencesBetween(r, '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('every 2 years in a named month', () => {
    const r = rule({ frequency: 'yearly', interval: 2, month: 6, dayOfMonth: 10 });
    expect(occurrencesBetween(r, '2026-01-01', '2031-12-31')).toEqual(['2026-06-10', '2028-06-10', '2030-06-10']);
  });

  it('skip dates produce nothing and the end date stops the plan', () => {
    const r = rule({ frequency: 'daily', skipDates: ['2026-01-02', '2026-01-04'], endDate: '2026-01-05' });
    expect(occurrencesBetween(r, '2026-01-01', '2026-01-31')).toEqual(['2026-01-01', '2026-01-03', '2026-01-05']);
  });
});

describe('floating plans: from the last completion', () => {
  const r = rule({ frequency: 'monthly', interval: 6, basis: 'floating', startDate: '2026-01-10' });

  it('the first from the start, then the completion + the interval', () => {
    expect(nextFloating(r, null)).toBe('2026-01-10');
    // Completed three weeks late: the next one moves with it.
    expect(nextFloating(r, '2026-01-31')).toBe('2026-07-31');
    expect(nextFloating(r, '2026-08-31')).toBe('2027-02-28');
  });

  it('a skip date moves the next one a day on; past the end there is none', () => {
    expect(nextFloating({ ...r, skipDates: ['2026-07-31'] }, '2026-01-31')).toBe('2026-08-01');
    expect(nextFloating({ ...r, endDate: '2026-06-30' }, '2026-01-31')).toBeNull();
  });

  it('adds intervals of each frequency', () => {
    expect(addInterval('2026-01-31', 'daily', 2)).toBe('2026-02-02');
    expect(addInterval('2026-01-31', 'weekly', 1)).toBe('2026-02-07');
    expect(addInterval('2026-01-31', 'monthly', 1)).toBe('2026-02-28');
    expect(addInterval('2028-02-29', 'yearly', 1)).toBe('2029-02-28');
  });
});

describe('limits', () => {
  it('stops at a limit and before the calendar runs out', () => {
    const r = rule({ frequency: 'yearly', interval: 4, startDate: '1970-01-01' });
    expect(occurrencesBetween(r, '2026-06-01', '9999-12-31', 1)).toEqual(['2030-01-01']);
    expect(occurrencesBetween(r, '2026-06-01', '9999-12-31').at(-1)).toBe('9998-01-01');
  });
});

describe('a rule as a phrase (the plan form’s summary)', () => {
  const start = '2026-11-19'; // a Thursday
  it('resolves what the occurrences use, the start date filling what the rule leaves out', () => {
    expect(
      recurrencePhrase({
        frequency: 'monthly',
        interval: 3,
        monthlyMode: 'nth_weekday',
        ordinal: 'last',
        weekday: 'thu',
        startDate: start,
      }),
    ).toEqual({
      frequency: 'monthly',
      interval: 3,
      basis: 'fixed',
      on: 'nth_weekday',
      ordinal: 'last',
      weekday: 'thu',
    });
    expect(recurrencePhrase({ frequency: 'weekly', interval: 1, startDate: start })).toMatchObject({
      on: 'weekdays',
      weekdays: ['thu'],
    });
    expect(recurrencePhrase({ frequency: 'monthly', interval: 1, startDate: start })).toMatchObject({
      on: 'day',
      day: 19,
    });
    expect(
      recurrencePhrase({
        frequency: 'yearly',
        interval: 2,
        month: 2,
        dayOfMonth: 29,
        startDate: start,
        basis: 'floating',
      }),
    ).toEqual({ frequency: 'yearly', interval: 2, basis: 'floating', on: 'date', month: 2, day: 29 });
    expect(recurrencePhrase({ frequency: 'daily', interval: 0, startDate: '' })).toMatchObject({
      interval: 1,
      on: 'none',
    });
  });
});
