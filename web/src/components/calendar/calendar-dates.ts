import { DEFAULT_WORKING_HOURS, type WorkingHours } from '@cmms/contracts';

/**
 * Calendar arithmetic on whole days in UTC, the clock the server stores due dates in: a day is its
 * 'YYYY-MM-DD' text, weeks start on the company's first working day (Sunday for the firm's Sunday to
 * Thursday week).
 */

const DAY = 86_400_000;

export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
export const timeOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => dayOf(timeOf(day) + days * DAY);

/** Weekday keys by `Date.getUTCDay()`. */
const BY_UTC_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The `getUTCDay()` of the day a working week starts: the first working day after a day off (Sunday
 * for Sunday to Thursday); Monday for a week with no day off or none on.
 */
export function firstWorkingDay(hours: WorkingHours = DEFAULT_WORKING_HOURS): number {
  const works = (i: number) => Boolean(hours[BY_UTC_DAY[(i + 7) % 7]!]);
  const first = BY_UTC_DAY.findIndex((_, i) => works(i) && !works(i - 1));
  return first < 0 ? 1 : first;
}

const WEEK_START = firstWorkingDay();

/** The company's first working day on or before a day. */
export function startOfWeek(day: string): string {
  const weekday = (new Date(timeOf(day)).getUTCDay() - WEEK_START + 7) % 7;
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
