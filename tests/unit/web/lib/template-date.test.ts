import { describe, expect, it } from 'vitest';
import { displayDate } from '../../../../web/src/lib/display-date';
import { templateDateTime } from '../../../../web/src/template-apps/template-date';

/** The permissions app shows its dates like every other screen, not as the template's "29 Aug 2026". */
describe('templateDateTime', () => {
  it('reads the template text back as the console date-time', () => {
    expect(displayDate(templateDateTime('29 Aug 2026, 8:00 AM'))).toBe('2026-08-29 08:00:00');
    expect(templateDateTime('3 Jan 2026, 12:05 AM')).toBe('2026-01-03 00:05:00');
    expect(templateDateTime('3 Jan 2026, 12:05 PM')).toBe('2026-01-03 12:05:00');
    expect(templateDateTime('1 Dec 2026, 11:59 PM')).toBe('2026-12-01 23:59:00');
  });

  it('keeps text of another shape', () => {
    expect(templateDateTime('soon')).toBe('soon');
    expect(templateDateTime('29 Foo 2026, 8:00 AM')).toBe('29 Foo 2026, 8:00 AM');
  });
});
