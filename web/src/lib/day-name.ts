/** A weekday's short name in a language: 'sun' → 'Sun', 'أحد'. 2024-01-07 was a Sunday. */
export function dayName(day: string, language: string): string {
  const at = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(day);
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + Math.max(at, 0))),
  );
}
