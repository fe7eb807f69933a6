import { describe, expect, it } from 'vitest';
import { displayDate } from '../../../../web/src/lib/display-date';

/** Spec point 5: the console shows every date-time as year-month-day hour:minute:second, a day as year-month-day. */
describe('displayDate', () => {
  it('shows a row’s date-time with seconds, not the server’s h:i A text', () => {
    expect(displayDate({ datetime: '2026-11-01 14:05:09', formatted: '2026-11-01 02:05 PM' })).toBe(
      '2026-11-01 14:05:09',
    );
  });

  it('shows a date-only value as its day, without an invented midnight; plain text dates the same way', () => {
    expect(displayDate({ date: '2026-03-04', formatted: '2026-03-04' })).toBe('2026-03-04');
    expect(displayDate('2026-03-04')).toBe('2026-03-04');
    expect(displayDate('2026-03-04 07:08')).toBe('2026-03-04 07:08:00');
    // A date-time at midnight is still a date-time.
    expect(displayDate({ datetime: '2026-03-04 00:00:00', formatted: '2026-03-04 12:00 AM' })).toBe(
      '2026-03-04 00:00:00',
    );
  });

  it('shows an instant with an offset in UTC', () => {
    expect(displayDate('2026-11-01T10:00:00.000Z')).toBe('2026-11-01 10:00:00');
    expect(displayDate('2026-11-01T13:30:00+03:00')).toBe('2026-11-01 10:30:00');
  });

  it('gives nothing for no date and keeps text it cannot read', () => {
    expect(displayDate(null)).toBeNull();
    expect(displayDate('')).toBeNull();
    expect(displayDate(undefined)).toBeNull();
    expect(displayDate('soon')).toBe('soon');
  });
});
