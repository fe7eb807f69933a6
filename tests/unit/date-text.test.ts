import { describe, expect, it } from 'vitest';
import {
  dateTextProblem,
  dateTimeTextOf,
  isDateText,
  isDateTimeText,
  normalizeDateText,
  pickerValueOf,
} from '../../web/src/lib/date-text';

/** Date inputs take yyyy-MM-dd and date-times yyyy-MM-dd HH:mm (spec point 5), refusing what does not exist before Save. */
describe('typed dates', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isDateText('2026-02-28')).toBe(true);
    expect(isDateText('2028-02-29')).toBe(true);
    expect(isDateText('2026-02-30')).toBe(false);
    expect(isDateText('2026-13-01')).toBe(false);
    expect(isDateText('31/03/2026')).toBe(false);
  });

  it('tidies unambiguous year-first text and leaves the rest to be flagged', () => {
    expect(normalizeDateText(' 2026/3/5 ')).toBe('2026-03-05');
    expect(normalizeDateText('2026.12.31')).toBe('2026-12-31');
    expect(normalizeDateText('03/05/2026')).toBe('03/05/2026');
    // Typed on an Arabic keyboard.
    expect(normalizeDateText('٢٠٢٦-٠٣-٠٥')).toBe('2026-03-05');
    expect(normalizeDateText('۲۰۲۶/۱۲/۳۱')).toBe('2026-12-31');
    // A time where only a day is asked for is not silently dropped.
    expect(normalizeDateText('2026-03-05 10:00')).toBe('2026-03-05 10:00');
  });

  it('names the problem: none when empty, the format, or a day that does not exist', () => {
    expect(dateTextProblem('')).toBeNull();
    expect(dateTextProblem('2026-03-31')).toBeNull();
    expect(dateTextProblem('03/31/2026')).toBe('format');
    expect(dateTextProblem('2026-02-30')).toBe('day');
    expect(dateTextProblem('2026-03-31 10:00')).toBe('format');
  });
});

describe('typed date-times', () => {
  it('tidies a day and a 24-hour time to yyyy-MM-dd HH:mm', () => {
    expect(normalizeDateText('2026/3/5 9:05', true)).toBe('2026-03-05 09:05');
    expect(normalizeDateText(' 2026-03-05T17:30 ', true)).toBe('2026-03-05 17:30');
    expect(normalizeDateText('2026.3.5  7.45', true)).toBe('2026-03-05 07:45');
    expect(normalizeDateText('٢٠٢٦-٠٣-٠٥ ١٧:٣٠', true)).toBe('2026-03-05 17:30');
    // A day alone stays as typed: the time is asked for, not guessed.
    expect(normalizeDateText('2026-03-05', true)).toBe('2026-03-05');
    expect(normalizeDateText('5/3/2026 10:00', true)).toBe('5/3/2026 10:00');
  });

  it('names the problem: the format, a day or a time that does not exist', () => {
    expect(dateTextProblem('', true)).toBeNull();
    expect(dateTextProblem('2026-03-05 17:30', true)).toBeNull();
    expect(dateTextProblem('2026-03-05 00:00', true)).toBeNull();
    expect(dateTextProblem('2026-03-05', true)).toBe('format');
    expect(dateTextProblem('2026-03-05 5:30 PM', true)).toBe('format');
    expect(dateTextProblem('2026-02-29 10:00', true)).toBe('day');
    expect(dateTextProblem('2026-03-05 24:00', true)).toBe('time');
    expect(dateTextProblem('2026-03-05 10:60', true)).toBe('time');
    expect(isDateTimeText('2028-02-29 23:59')).toBe(true);
    expect(isDateTimeText('')).toBe(false);
  });

  it('reads a stored moment as typed and hands the browser calendar its own shape', () => {
    expect(dateTimeTextOf('2026-03-05 17:30:00')).toBe('2026-03-05 17:30');
    expect(dateTimeTextOf(null)).toBe('');
    expect(pickerValueOf('2026-03-05 17:30', true)).toBe('2026-03-05T17:30');
    expect(pickerValueOf('2026-03-05', false)).toBe('2026-03-05');
    expect(pickerValueOf('2026-02-30', false)).toBe('');
  });
});
