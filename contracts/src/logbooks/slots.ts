import type { Frequency } from './frequency.js';

/**
 * Expected entries of a logbook (reference §3.2), computed the same way by the server (slots, missed
 * entries), the seed and the console's calendar. Wall-clock times are in the logger's IANA zone and the
 * slots are UTC instants. Rules, decided once:
 * - hourly slots sit on the hour (every n hours from local midnight);
 * - a shift's window is the shift itself, and a night shift (22:00–06:00) belongs to its start date;
 * - daily and weekly slots fall at `at`; monthly ones on `monthDay`, or the month's last day when it is
 *   shorter (31 → 30 April, 28 or 29 February);
 * - window edges are inclusive.
 */
export interface Slot {
  due: Date;
  start: Date;
  end: Date;
  /** The shift's name, or the kind (hourly, daily…). */
  label: string;
}

export interface SlotRule {
  frequency: Frequency;
  window_before_min: number;
  window_after_min: number;
  timezone: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Minutes the zone is ahead of UTC at an instant (Intl, so a zone with daylight saving is right too). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
};

export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = formatterOf(zone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / MINUTE);
}

/** The UTC instant of a wall-clock time in a zone (`day` is a UTC-midnight date standing for the local date). */
export function wallClock(zone: string, day: Date, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const naive = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m);
  const first = naive - zoneOffsetMinutes(zone, new Date(naive)) * MINUTE;
  return new Date(naive - zoneOffsetMinutes(zone, new Date(first)) * MINUTE);
}

/** The local date (as a UTC midnight) of an instant in a zone. */
export function localDay(zone: string, at: Date): Date {
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(zone, at) * MINUTE);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const isoWeekday = (day: Date) => ((day.getUTCDay() + 6) % 7) + 1;
const pad = (n: number) => String(n).padStart(2, '0');

/** Default on-time windows (minutes after the due time) when a logger does not set one. */
export const DEFAULT_WINDOW_AFTER: Record<Frequency['kind'], number> = {
  hourly: 30,
  shift: 0,
  daily: 120,
  weekly: 24 * 60,
  monthly: 3 * 24 * 60,
};

/** Every slot whose due time lies in [from, to], not before `startsAt`. */
export function slotsBetween(rule: SlotRule, from: Date, to: Date, startsAt?: Date): Slot[] {
  const f = rule.frequency;
  const zone = rule.timezone;
  const every = f.every ?? 1;
  const before = rule.window_before_min * MINUTE;
  const after = rule.window_after_min * MINUTE;
  const out: Slot[] = [];
  const window = (due: Date, label: string): Slot => ({
    due,
    start: new Date(due.getTime() - before),
    end: new Date(due.getTime() + after),
    label,
  });
  const first = localDay(zone, new Date(from.getTime() - 2 * DAY));
  const last = localDay(zone, new Date(to.getTime() + DAY));
  const anchor = startsAt ? localDay(zone, startsAt) : first;
  for (let day = first; day <= last; day = new Date(day.getTime() + DAY)) {
    const dayIndex = Math.round((day.getTime() - anchor.getTime()) / DAY);
    if (f.kind === 'hourly') {
      for (let h = 0; h < 24; h += every) out.push(window(wallClock(zone, day, `${pad(h)}:00`), 'hourly'));
    } else if (f.kind === 'shift') {
      for (const s of f.shifts ?? [{ name: 'Day', start: '06:00', end: '18:00' }]) {
        const start = wallClock(zone, day, s.start);
        const endDay = s.end <= s.start ? new Date(day.getTime() + DAY) : day;
        out.push({ due: start, start, end: wallClock(zone, endDay, s.end), label: s.name });
      }
    } else if (f.kind === 'daily') {
      if (dayIndex % every === 0) out.push(window(wallClock(zone, day, f.at ?? '08:00'), 'daily'));
    } else if (f.kind === 'weekly') {
      if (isoWeekday(day) === (f.weekday ?? 1)) out.push(window(wallClock(zone, day, f.at ?? '08:00'), 'weekly'));
    } else {
      const y = day.getUTCFullYear();
      const m = day.getUTCMonth();
      const target = Math.min(f.monthDay ?? 1, lastDayOfMonth(y, m));
      if (day.getUTCDate() === target) out.push(window(wallClock(zone, day, f.at ?? '08:00'), 'monthly'));
    }
  }
  return out
    .filter((s) => s.due >= from && s.due <= to && (!startsAt || s.due >= startsAt))
    .sort((a, b) => a.due.getTime() - b.due.getTime());
}

/**
 * The slot an entry received at `at` fills: one whose window holds it (edges inclusive) and that `taken`
 * does not rule out, the earliest first (at 06:00 an empty night shift ending then, else the day shift).
 */
export function slotAt(
  rule: SlotRule,
  at: Date,
  startsAt?: Date,
  taken: (slot: Slot) => boolean = () => false,
): Slot | undefined {
  const days = { hourly: 1, shift: 2, daily: 3, weekly: 9, monthly: 40 }[rule.frequency.kind];
  const span = days * DAY + (rule.window_before_min + rule.window_after_min) * MINUTE;
  return slotsBetween(rule, new Date(at.getTime() - span), new Date(at.getTime() + span), startsAt).find(
    (s) => s.start <= at && at <= s.end && !taken(s),
  );
}
