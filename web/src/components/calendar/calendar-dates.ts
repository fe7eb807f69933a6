/**
 * Calendar arithmetic on whole days in UTC, the clock the server stores due dates in: a day is its
 * 'YYYY-MM-DD' text, weeks start on Monday.
 */

const DAY = 86_400_000;

export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
export const timeOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => dayOf(timeOf(day) + days * DAY);

/** The Monday on or before a day. */
export function startOfWeek(day: string): string {
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

export function addMonths(day: string, months: number): string {
  const d = new Date(timeOf(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + months);
  return dayOf(d.getTime());
}

/** The seven days of a day's week. */
export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(day), i));

/** Six full weeks around a day's month: every month fits, and the grid never changes height. */
export const monthGrid = (day: string): string[] =>
  Array.from({ length: 42 }, (_, i) => addDays(startOfWeek(firstOfMonth(day)), i));

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);
