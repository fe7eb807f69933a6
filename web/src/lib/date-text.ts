/**
 * Typed dates in the display format (spec point 5: yyyy-MM-dd, whatever the browser's locale), checked
 * as real calendar days so "2026-02-30" is refused before Save.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real day written yyyy-MM-dd. */
export function isDateText(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What the user typed, tidied to yyyy-MM-dd when it names a day unambiguously (spaces trimmed, slashes
 * or dots for dashes, one-digit month or day); otherwise the text as typed, for the caller to flag.
 */
export function normalizeDateText(text: string): string {
  const trimmed = text.trim();
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed);
  if (!parts) return trimmed;
  return `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
}

/** The problem with a typed date, or null: empty is fine (the field's own rules decide if it is required). */
export function dateTextProblem(text: string): 'format' | 'day' | null {
  if (text === '') return null;
  if (!DATE.test(text)) return 'format';
  return isDateText(text) ? null : 'day';
}
