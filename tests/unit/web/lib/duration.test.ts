import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../../web/src/lib/duration';

const locale = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../../web/public/locales/${lng}/translation.json`, import.meta.url), 'utf8'));

/** Escalation and SLA times read as days, hours and minutes, not as a count of minutes. */
describe('formatDuration', async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: locale('en') }, de: { translation: locale('de') } } });

  it('splits minutes into days, hours and minutes, leaving out the zero parts', () => {
    const t = i18n.getFixedT('en');
    expect(formatDuration(2880, t)).toBe('2 d');
    expect(formatDuration(1590, t)).toBe('1 d 2 h 30 min');
    expect(formatDuration(90, t)).toBe('1 h 30 min');
    expect(formatDuration(45, t)).toBe('45 min');
    expect(formatDuration(0, t)).toBe('0 min');
  });

  it('reads in the interface language', () => {
    expect(formatDuration(1500, i18n.getFixedT('de'))).toBe('1 T 1 Std.');
  });
});
