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
