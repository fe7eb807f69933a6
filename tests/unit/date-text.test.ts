import { describe, expect, it } from 'vitest';
import { dateTextProblem, isDateText, normalizeDateText } from '../../web/src/lib/date-text';

/** Date inputs take yyyy-MM-dd (spec point 5) and refuse days that do not exist before Save. */
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
  });

  it('names the problem: none when empty, the format, or a day that does not exist', () => {
    expect(dateTextProblem('')).toBeNull();
    expect(dateTextProblem('2026-03-31')).toBeNull();
    expect(dateTextProblem('03/31/2026')).toBe('format');
    expect(dateTextProblem('2026-02-30')).toBe('day');
  });
});
