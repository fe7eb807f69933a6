import { WEEKDAYS, type Weekday } from '@cmms/contracts';

/**
 * When an SLA's clock runs: always (24/7), or on some weekdays between two times of day. Times are
 * 'HH:mm' in UTC, as every stored time (the people's working weeks read the same way).
 */
export type BusinessHours = { always: true } | { always: false; days: readonly Weekday[]; from: string; to: string };

export const ALWAYS: BusinessHours = { always: true };

const DAY = 86_400_000;
const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
/** `Date.getUTCDay()` counts from Sunday; WEEKDAYS from Monday. */
const weekdayOf = (ms: number): Weekday => WEEKDAYS[(new Date(ms).getUTCDay() + 6) % 7]!;

/** Milliseconds of [start, end) that fall in business hours. A window whose end is not after its start is empty. */
export function businessMs(start: number, end: number, hours: BusinessHours): number {
  if (end <= start) return 0;
  if (hours.always) return end - start;
  const from = minutesOf(hours.from) * 60_000;
  const to = minutesOf(hours.to) * 60_000;
  if (to <= from || hours.days.length === 0) return 0;
  const days = new Set(hours.days);
  let total = 0;
  for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) {
    if (!days.has(weekdayOf(day))) continue;
    const open = Math.max(start, day + from);
    const close = Math.min(end, day + to);
    if (close > open) total += close - open;
  }
  return total;
}

export interface Interval {
  start: number;
  /** Null: still running (measured to "now"). */
  end: number | null;
}

/**
 * Business milliseconds of [start, end) less the paused intervals (holds), which may overlap each
 * other or reach outside the window.
 */
export function elapsedMs(start: number, end: number, hours: BusinessHours, paused: readonly Interval[] = []): number {
  const cuts = paused
    .map((p) => ({ start: Math.max(start, p.start), end: Math.min(end, p.end ?? end) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let cursor = start;
  for (const cut of cuts) {
    if (cut.start > cursor) total += businessMs(cursor, cut.start, hours);
    cursor = Math.max(cursor, cut.end);
  }
  return total + businessMs(cursor, end, hours);
}

/** Weekdays by `Date.getUTCDay()` number: the stored form counts from Sunday (Sun–Thu is [0,1,2,3,4]). */
const BY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The stored business days (a JSON array of day numbers, 0 = Sunday; day names are read too), in week order. */
export function parseBusinessDays(stored: unknown): Weekday[] {
  if (typeof stored !== 'string' || stored.trim() === '') return [];
  let items: unknown[];
  try {
    const parsed: unknown = JSON.parse(stored);
    items = Array.isArray(parsed) ? parsed : [];
  } catch {
    items = stored.split(',');
  }
  const days = new Set(
    items.flatMap((item): Weekday[] => {
      if (typeof item === 'number') return BY_NUMBER[item] ? [BY_NUMBER[item]] : [];
      const name = String(item).trim().toLowerCase();
      return (WEEKDAYS as readonly string[]).includes(name) ? [name as Weekday] : [];
    }),
  );
  return BY_NUMBER.filter((d) => days.has(d));
}

/** Days in the stored form: `[0,1,2,3,4]`. */
export const storeBusinessDays = (days: readonly Weekday[]): string =>
  JSON.stringify(BY_NUMBER.flatMap((d, i) => (days.includes(d) ? [i] : [])));

/** An agreement row's business hours: 24/7 unless it says business hours with days and both times. */
export function businessHoursOf(raw: Readonly<Record<string, unknown>>): BusinessHours {
  const days = parseBusinessDays(raw.business_days);
  const from = raw.business_start;
  const to = raw.business_end;
  if (raw.hours_mode !== 'business' || typeof from !== 'string' || typeof to !== 'string' || days.length === 0)
    return ALWAYS;
  return { always: false, days, from, to };
}
