/**
 * The one date formatter of the console (spec point 5), shared with the CSV writer: every date-time reads
 * year-month-day hour:minute:second, in UTC as the server stores it; a date-only value (a day) reads
 * year-month-day, without an invented "00:00:00". Rows carry dates as `{ datetime, formatted }` or
 * `{ date, formatted }` (Snipe-IT's shapes; `formatted` is h:i A) or as plain text.
 */
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

function fromText(text: string): string {
  const match = SHAPE.exec(text.trim());
  if (!match) return text;
  const [, y, mo, d, h, mi = '00', s = '00', , zone] = match;
  // A date without a time is a day (a purchase date, a plan's start): no invented midnight.
  if (h === undefined) return `${y}-${mo}-${d}`;
  if (!zone) return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
  // An instant with an offset (ISO from a browser or a v8 field): shown in UTC like the rest.
  const at = new Date(text.trim());
  if (Number.isNaN(at.getTime())) return text;
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`
  );
}

/** The value as 'yyyy-MM-dd HH:mm:ss' (a day as 'yyyy-MM-dd'), or null when there is no date; text it cannot read stays as it is. */
export function displayDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return fromText(value);
  if (typeof value === 'object') {
    const record = value as { datetime?: unknown; date?: unknown; formatted?: unknown };
    const raw = record.datetime ?? record.date;
    if (typeof raw === 'string' && raw) return fromText(raw);
    return typeof record.formatted === 'string' && record.formatted ? record.formatted : null;
  }
  return String(value);
}

/** Whether a value has the shape of a row's date (`{datetime|date, formatted}`). */
export const isDateValue = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'formatted' in value && ('datetime' in value || 'date' in value);
