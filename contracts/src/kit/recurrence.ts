/**
 * When a preventive plan falls due: pure date arithmetic on 'yyyy-MM-dd' strings (UTC calendar days),
 * shared by the server (generation, schedules, reports) and the console (the plan's next dates).
 */

export const FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MONTHLY_MODES = ['day_of_month', 'nth_weekday'] as const;
export type MonthlyMode = (typeof MONTHLY_MODES)[number];
export const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'] as const;
export type Ordinal = (typeof ORDINALS)[number];
/** `fixed`: on the calendar from the start date; `floating`: the last completion + the interval. */
export const BASES = ['fixed', 'floating'] as const;
export type Basis = (typeof BASES)[number];

export interface RecurrenceRule {
  frequency: Frequency;
  /** Every N days, weeks, months or years (≥ 1). */
  interval: number;
  /** Weekly: the days of the week; none means the start date's weekday. */
  weekdays?: readonly Weekday[];
  /** Monthly: a day of the month (the default), or the nth weekday ("first Monday"). */
  monthlyMode?: MonthlyMode;
  /** Monthly and yearly: 1..31; a shorter month uses its last day. None: the start date's day. */
  dayOfMonth?: number | null;
  ordinal?: Ordinal | null;
  weekday?: Weekday | null;
  /** Yearly: 1..12; none: the start date's month. */
  month?: number | null;
  basis?: Basis;
  startDate: string;
  endDate?: string | null;
  /** Dates that produce no occurrence (holidays). */
  skipDates?: readonly string[];
}

const DAY_MS = 86_400_000;
/** More than any screen or generation run asks for: a runaway daily rule stops here. */
export const MAX_OCCURRENCES = 2000;

const toMs = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const LAST_MS = Date.UTC(9999, 11, 31);
/** Past the last day yyyy-MM-dd can say, a day that sorts after every real one (loops stop on it). */
const fromMs = (ms: number) => (!(ms <= LAST_MS) ? '9999-12-32' : new Date(ms).toISOString().slice(0, 10));
const ymd = (y: number, m: number, d: number) => fromMs(Date.UTC(y, m, d));

export const addDays = (day: string, n: number): string => fromMs(toMs(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((toMs(to) - toMs(from)) / DAY_MS);
/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (day: string): number => (new Date(toMs(day)).getUTCDay() + 6) % 7;
export const weekdayOf = (day: string): Weekday => WEEKDAYS[weekdayIndex(day)]!;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

/** The day `day` of month `m` (0-based) of year `y`, or the month's last day when it is shorter. */
const clampedDay = (y: number, m: number, day: number) => ymd(y, m, Math.min(day, daysInMonth(y, m)));

/** The nth (or last) given weekday of a month. */
function nthWeekday(y: number, m: number, ordinal: Ordinal, weekday: Weekday): string {
  const want = WEEKDAYS.indexOf(weekday);
  if (ordinal === 'last') {
    const last = ymd(y, m, daysInMonth(y, m));
    return addDays(last, -((weekdayIndex(last) - want + 7) % 7));
  }
  const first = ymd(y, m, 1);
  const offset = (want - weekdayIndex(first) + 7) % 7;
  return addDays(first, offset + 7 * ORDINALS.indexOf(ordinal));
}

/** Adds N units of the rule's frequency to a day (a floating plan's next date after a completion). */
export function addInterval(day: string, frequency: Frequency, n: number): string {
  if (frequency === 'daily') return addDays(day, n);
  if (frequency === 'weekly') return addDays(day, 7 * n);
  const y = +day.slice(0, 4);
  const m = +day.slice(5, 7) - 1;
  const d = +day.slice(8, 10);
  const months = frequency === 'monthly' ? n : 12 * n;
  const target = new Date(Date.UTC(y, m + months, 1));
  return clampedDay(target.getUTCFullYear(), target.getUTCMonth(), d);
}

/** The candidate dates of one period (a week, month or year) `k` periods after the start's. */
function periodDates(rule: RecurrenceRule, k: number): string[] {
  const start = rule.startDate;
  const sy = +start.slice(0, 4);
  const sm = +start.slice(5, 7) - 1;
  const sd = +start.slice(8, 10);
  switch (rule.frequency) {
    case 'daily':
      return [addDays(start, k)];
    case 'weekly': {
      const monday = addDays(start, -weekdayIndex(start) + 7 * k);
      const days = rule.weekdays?.length ? rule.weekdays : [weekdayOf(start)];
      return [...new Set(days)].map((w) => addDays(monday, WEEKDAYS.indexOf(w))).sort();
    }
    case 'monthly': {
      const first = new Date(Date.UTC(sy, sm + k, 1));
      const y = first.getUTCFullYear();
      const m = first.getUTCMonth();
      if (rule.monthlyMode === 'nth_weekday') {
        return [nthWeekday(y, m, rule.ordinal ?? 'first', rule.weekday ?? weekdayOf(start))];
      }
      return [clampedDay(y, m, rule.dayOfMonth ?? sd)];
    }
    case 'yearly': {
      const month = (rule.month ?? sm + 1) - 1;
      return [clampedDay(sy + k, month, rule.dayOfMonth ?? sd)];
    }
  }
}

/** How many periods lie between the start's and a day's (weeks by their Monday, months, years). */
function periodIndex(rule: RecurrenceRule, day: string): number {
  const start = rule.startDate;
  switch (rule.frequency) {
    case 'daily':
      return daysBetween(start, day);
    case 'weekly':
      return Math.floor(daysBetween(addDays(start, -weekdayIndex(start)), day) / 7);
    case 'monthly':
      return (+day.slice(0, 4) - +start.slice(0, 4)) * 12 + (+day.slice(5, 7) - +start.slice(5, 7));
    case 'yearly':
      return +day.slice(0, 4) - +start.slice(0, 4);
  }
}

/**
 * The dates a fixed plan falls due between `from` and `to` (both included, yyyy-MM-dd), in order: on
 * or after its start, on or before its end, never a skip date. A floating plan's calendar is
 * {@link nextFloating}'s business; here it is read as fixed (its first date is the start).
 */
export function occurrencesBetween(
  rule: RecurrenceRule,
  from: string,
  to: string,
  /** Stop after this many (the next date alone: 1). */
  limit = MAX_OCCURRENCES,
): string[] {
  const interval = Math.max(1, Math.floor(rule.interval || 1));
  const lo = from > rule.startDate ? from : rule.startDate;
  const hi = rule.endDate && rule.endDate < to ? rule.endDate : to;
  if (lo > hi) return [];
  const skip = new Set(rule.skipDates ?? []);
  const out: string[] = [];
  // The first period that can hold `lo`, rounded down to one the interval lands on (weeks start earlier).
  const first = Math.max(0, periodIndex(rule, lo) - 1);
  const most = Math.min(limit, MAX_OCCURRENCES);
  for (let k = first - (first % interval); out.length < most; k += interval) {
    const dates = periodDates(rule, k);
    if (dates[0]! > hi) break;
    for (const d of dates) if (d >= lo && d <= hi && d >= rule.startDate && !skip.has(d)) out.push(d);
  }
  return out.slice(0, most);
}

/**
 * A floating plan's next date: its start before any completion, else the last completion + the
 * interval; a skip date moves it to the next day. Null past its end date.
 */
export function nextFloating(rule: RecurrenceRule, lastCompleted: string | null): string | null {
  let next = lastCompleted
    ? addInterval(lastCompleted, rule.frequency, Math.max(1, Math.floor(rule.interval || 1)))
    : rule.startDate;
  if (next < rule.startDate) next = rule.startDate;
  const skip = new Set(rule.skipDates ?? []);
  while (skip.has(next)) next = addDays(next, 1);
  return rule.endDate && next > rule.endDate ? null : next;
}

/** Comma- or space-separated tokens of a stored list ("mon,wed", "2026-12-16, 2026-12-17"). */
export const splitList = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
