/** A weekday's name in a language: 'sun' → 'Sun', 'أحد' (or 'Sunday' long). 2024-01-07 was a Sunday. */
export function dayName(day: string, language: string, width: 'short' | 'long' = 'short'): string {
  const at = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(day);
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + Math.max(at, 0))),
  );
}
