import { csvCell } from '@cmms/contracts';

/** RFC 4180 text with a byte-order mark, so spreadsheet programs read the labels' accents right. */
export function csvText(header: readonly string[], lines: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
