/**
 * Typed dates in the display format (spec point 5: yyyy-MM-dd, whatever the browser's locale),
 * date-times as yyyy-MM-dd HH:mm and times of day as HH:mm (24 hours, the same in every language),
 * checked as real calendar days and clock times so "2026-02-30" or "24:10" is refused before Save.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
/** What people type: year first, any of - / . between the parts, one-digit parts, a space or 'T' before the time. */
const LOOSE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:\s+|T)(\d{1,2})[:.](\d{2}))?$/;
/** A time alone: H:mm, H.mm (a phone's decimal keypad, the Arabic decimal sign too) or Hmm / HHmm. */
const LOOSE_TIME = /^(\d{1,2})(?:[:.\u066b]?)(\d{2})$/;

/** What a text holds: a day, a day and a time of day, or a time of day alone. */
export type DateTextKind = 'date' | 'dateTime' | 'time';

/** `order`: the end of a range that is not after its start (`endsAfter`). */
export type DateTextProblem = 'format' | 'day' | 'time' | 'order';

const realTime = (hour: string, minute: string): boolean => Number(hour) < 24 && Number(minute) < 60;

/** Whether the text is a real day written yyyy-MM-dd. */
export function isDateText(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the text is a real moment written yyyy-MM-dd HH:mm. */
export const isDateTimeText = (text: string): boolean => dateTextProblem(text, 'dateTime') === null && text !== '';

/** Arabic-Indic and Persian digits (an Arabic keyboard's) read as the digits the server takes. */
const latinDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));

const two = (part: string) => part.padStart(2, '0');

/**
 * What the user typed, tidied to yyyy-MM-dd, yyyy-MM-dd HH:mm or HH:mm (by `kind`) when it names a
 * day or time unambiguously: spaces trimmed, slashes or dots for dashes, one-digit parts, Arabic
 * digits, a 'T' before the time. Otherwise the text as typed, for the caller to flag.
 */
export function normalizeDateText(text: string, kind: DateTextKind = 'date'): string {
  const trimmed = latinDigits(text.trim());
  if (kind === 'time') {
    const time = LOOSE_TIME.exec(trimmed);
    return time ? `${two(time[1]!)}:${time[2]}` : trimmed;
  }
  const parts = LOOSE.exec(trimmed);
  if (!parts) return trimmed;
  const [, year, month, day, hour, minute] = parts;
  const date = `${year}-${two(month!)}-${two(day!)}`;
  const withTime = kind === 'dateTime';
  if (hour === undefined) return withTime ? trimmed : date;
  return withTime ? `${date} ${two(hour)}:${minute}` : trimmed;
}

/**
 * The problem with a typed date, date-time or time, or null: empty is fine (the field's own rules
 * decide if it is required).
 */
export function dateTextProblem(text: string, kind: DateTextKind = 'date'): DateTextProblem | null {
  if (text === '') return null;
  if (kind === 'date') return DATE.test(text) ? (isDateText(text) ? null : 'day') : 'format';
  if (kind === 'time') {
    const time = TIME.exec(text);
    return time ? (realTime(time[1]!, time[2]!) ? null : 'time') : 'format';
  }
  const match = DATE_TIME.exec(text);
  if (!match) return 'format';
  if (!isDateText(match[1]!)) return 'day';
  return realTime(match[2]!, match[3]!) ? null : 'time';
}

/**
 * Whether a range's end comes after its start, both valid texts of one kind (their fixed-width
 * shapes order as text); true when either is empty or invalid, which `dateTextProblem` names.
 */
export function endsAfter(start: string, end: string, kind: DateTextKind): boolean {
  const valid = (text: string) => text !== '' && dateTextProblem(text, kind) === null;
  return !valid(start) || !valid(end) || end > start;
}

/** A stored moment ('YYYY-MM-DD HH:MM:SS', or an input's 'YYYY-MM-DDTHH:MM') as typed: 'YYYY-MM-DD HH:MM'. */
export const dateTimeTextOf = (stored: string | null | undefined): string =>
  stored ? stored.slice(0, 16).replace('T', ' ') : '';

/** The browser picker's value for a typed text (it takes 'T' between date and time), or '' when it is none. */
export const pickerValueOf = (text: string, kind: DateTextKind): string =>
  dateTextProblem(text, kind) === null ? text.replace(' ', 'T') : '';
