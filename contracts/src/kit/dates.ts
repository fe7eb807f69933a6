import { z } from 'zod';

/** Date-times come back as `{ datetime, formatted }` like Snipe-IT (defaults Y-m-d and h:i A). */
export const datetimeSchema = z.object({ datetime: z.string(), formatted: z.string() });
export type DateTimeValue = z.infer<typeof datetimeSchema>;
export const dateSchema = z.object({ date: z.string(), formatted: z.string() });
export type DateValue = z.infer<typeof dateSchema>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Stored form of a timestamp: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const toStoredDateTime = (d: Date): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

export function formatDateTime(stored: string | null | undefined): DateTimeValue | null {
  if (!stored) return null;
  const [date = '', time = '00:00:00'] = stored.split(' ');
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return { datetime: `${date} ${time}`, formatted: `${date} ${pad(h12)}:${pad(mm)} ${hh < 12 ? 'AM' : 'PM'}` };
}

export function formatDate(stored: string | null | undefined): DateValue | null {
  if (!stored) return null;
  const date = stored.slice(0, 10);
  return { date, formatted: date };
}

/** Dates go to the server as yyyy-MM-dd (spec point 5). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
};

const STORED_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATETIME_INPUT = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A real moment in the stored form 'YYYY-MM-DD HH:MM:SS'. */
export const isStoredDateTime = (value: string): boolean => {
  const m = STORED_DATETIME.exec(value);
  return m !== null && isIsoDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60;
};

/**
 * A date or date-time as forms send it ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm', with seconds, or with a
 * 'T') in the stored form; null when it is neither. A bare date is the day's start, or with
 * `endOfDay` its last second.
 */
export function toStoredInput(value: string, endOfDay = false): string | null {
  const m = DATETIME_INPUT.exec(value.trim());
  if (!m) return null;
  const time = m[2] === undefined ? (endOfDay ? '23:59:59' : '00:00:00') : `${m[2]}:${m[3]}:${m[4] ?? '00'}`;
  const stored = `${m[1]} ${time}`;
  return isStoredDateTime(stored) ? stored : null;
}

/** Whole days and hours on a stored moment, in the stored form (due dates from a priority's hours). */
export const addHours = (stored: string, hours: number): string =>
  toStoredDateTime(new Date(Date.parse(`${stored.replace(' ', 'T')}Z`) + hours * 3_600_000));

/** Milliseconds since the epoch of a stored moment. */
export const storedTime = (stored: string): number => Date.parse(`${stored.replace(' ', 'T')}Z`);
