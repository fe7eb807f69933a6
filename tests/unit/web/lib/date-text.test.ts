import { describe, expect, it } from 'vitest';
import {
  dateTextProblem,
  dateTimeTextOf,
  endsAfter,
  isDateText,
  isDateTimeText,
  normalizeDateText,
  pickerValueOf,
} from '../../../../web/src/lib/date-text';

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
    expect(normalizeDateText('2026/3/5 9:05', 'dateTime')).toBe('2026-03-05 09:05');
    expect(normalizeDateText(' 2026-03-05T17:30 ', 'dateTime')).toBe('2026-03-05 17:30');
    expect(normalizeDateText('2026.3.5  7.45', 'dateTime')).toBe('2026-03-05 07:45');
    expect(normalizeDateText('٢٠٢٦-٠٣-٠٥ ١٧:٣٠', 'dateTime')).toBe('2026-03-05 17:30');
    // A day alone stays as typed: the time is asked for, not guessed.
    expect(normalizeDateText('2026-03-05', 'dateTime')).toBe('2026-03-05');
    expect(normalizeDateText('5/3/2026 10:00', 'dateTime')).toBe('5/3/2026 10:00');
  });

  it('names the problem: the format, a day or a time that does not exist', () => {
    expect(dateTextProblem('', 'dateTime')).toBeNull();
    expect(dateTextProblem('2026-03-05 17:30', 'dateTime')).toBeNull();
    expect(dateTextProblem('2026-03-05 00:00', 'dateTime')).toBeNull();
    expect(dateTextProblem('2026-03-05', 'dateTime')).toBe('format');
    expect(dateTextProblem('2026-03-05 5:30 PM', 'dateTime')).toBe('format');
    expect(dateTextProblem('2026-02-29 10:00', 'dateTime')).toBe('day');
    expect(dateTextProblem('2026-03-05 24:00', 'dateTime')).toBe('time');
    expect(dateTextProblem('2026-03-05 10:60', 'dateTime')).toBe('time');
    expect(isDateTimeText('2028-02-29 23:59')).toBe(true);
    expect(isDateTimeText('')).toBe(false);
  });

  it('reads a stored moment as typed and hands the browser calendar its own shape', () => {
    expect(dateTimeTextOf('2026-03-05 17:30:00')).toBe('2026-03-05 17:30');
    expect(dateTimeTextOf(null)).toBe('');
    expect(pickerValueOf('2026-03-05 17:30', 'dateTime')).toBe('2026-03-05T17:30');
    expect(pickerValueOf('2026-03-05', 'date')).toBe('2026-03-05');
    expect(pickerValueOf('2026-02-30', 'date')).toBe('');
  });
});

/** Times of day (a shift's start and end) take HH:mm, 24 hours, in every language. */
describe('typed times of day', () => {
  it('tidies what people type to HH:mm', () => {
    expect(normalizeDateText('7:30', 'time')).toBe('07:30');
    expect(normalizeDateText(' 15:30 ', 'time')).toBe('15:30');
    // A phone's decimal keypad, and the Arabic decimal sign.
    expect(normalizeDateText('7.30', 'time')).toBe('07:30');
    expect(normalizeDateText('٧٫٣٠', 'time')).toBe('07:30');
    expect(normalizeDateText('0730', 'time')).toBe('07:30');
    expect(normalizeDateText('730', 'time')).toBe('07:30');
    // Typed on an Arabic keyboard.
    expect(normalizeDateText('٠٧:٣٠', 'time')).toBe('07:30');
    expect(normalizeDateText('۱۵:۳۰', 'time')).toBe('15:30');
    // What is no time stays as typed for the input to flag.
    expect(normalizeDateText('7:3', 'time')).toBe('7:3');
    expect(normalizeDateText('3:30 PM', 'time')).toBe('3:30 PM');
    expect(normalizeDateText('2026-03-05 07:30', 'time')).toBe('2026-03-05 07:30');
  });

  it('names the problem: none when empty, the format, or a time that does not exist', () => {
    expect(dateTextProblem('', 'time')).toBeNull();
    expect(dateTextProblem('00:00', 'time')).toBeNull();
    expect(dateTextProblem('23:59', 'time')).toBeNull();
    expect(dateTextProblem('7:30', 'time')).toBe('format');
    expect(dateTextProblem('3:30 PM', 'time')).toBe('format');
    expect(dateTextProblem('2026-03-05', 'time')).toBe('format');
    expect(dateTextProblem('25:10', 'time')).toBe('time');
    expect(dateTextProblem('24:00', 'time')).toBe('time');
    expect(dateTextProblem('10:60', 'time')).toBe('time');
    expect(pickerValueOf('07:30', 'time')).toBe('07:30');
    expect(pickerValueOf('25:10', 'time')).toBe('');
  });

  it("says whether a range's end comes after its start, as the server's shift rule does", () => {
    expect(endsAfter('07:00', '15:00', 'time')).toBe(true);
    expect(endsAfter('16:00', '08:00', 'time')).toBe(false);
    // The server refuses an end equal to the start.
    expect(endsAfter('07:00', '07:00', 'time')).toBe(false);
    expect(endsAfter('09:30', '10:00', 'time')).toBe(true);
    expect(endsAfter('2026-03-05', '2026-03-04', 'date')).toBe(false);
    expect(endsAfter('2026-03-05 23:00', '2026-03-06 01:00', 'dateTime')).toBe(true);
    // An empty or invalid side is not an ordering problem: the input names its own.
    expect(endsAfter('', '08:00', 'time')).toBe(true);
    expect(endsAfter('25:10', '08:00', 'time')).toBe(true);
    expect(endsAfter('16:00', '', 'time')).toBe(true);
  });
});
