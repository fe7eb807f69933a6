const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SHAPE = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{1,2}):(\d{2}) (AM|PM)$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The template's dates are English text ("29 Aug 2026, 8:00 AM", as its fake API shapes them); the
 * console reads them back as 'yyyy-MM-dd HH:mm:ss' to show them like every other date. Text of
 * another shape stays as it is.
 */
export function templateDateTime(text: string): string {
  const match = SHAPE.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[2]!) : -1;
  if (!match || month < 0) return text;
  const [, d, , y, h, mi, half] = match;
  const hours = (Number(h) % 12) + (half === 'PM' ? 12 : 0);
  return `${y}-${pad(month + 1)}-${pad(Number(d))} ${pad(hours)}:${mi}:00`;
}
