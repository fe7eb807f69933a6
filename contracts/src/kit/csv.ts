/** Characters that make a spreadsheet read a cell as a formula (or a DDE call) rather than text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number keeps its sign: `-12.5` is a value, not a formula. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/**
 * One CSV cell as a spreadsheet should read it: a text starting with = + - @, a tab or a carriage
 * return is prefixed with an apostrophe (OWASP's CSV-injection defence), then the cell is quoted when
 * it holds a separator, a quote or a line break, quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
