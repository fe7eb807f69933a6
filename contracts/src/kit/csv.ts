import { displayDate, isDateValue } from './display-date.js';
import type { FieldDecl } from './fields.js';
import { formatMoney, parseMoney } from './money.js';
import { holderTitle } from './person-name.js';
import type { ResourceDecl } from './resource.js';

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

/** RFC 4180 text with a byte-order mark, so spreadsheet programs read the labels' accents right. */
export function csvText(header: readonly string[], lines: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * "Yes" and "No" as the console writes them in each of its languages (`common.yes` / `common.no`):
 * the importer reads any of them back, whichever language the file was downloaded in.
 */
export const CSV_BOOLEAN_WORDS: { readonly yes: readonly string[]; readonly no: readonly string[] } = {
  yes: ['yes', 'oui', 'ja', 'sim', 'نعم', 'y'],
  no: ['no', 'non', 'nein', 'não', 'لا', 'n'],
};

/** Money columns: amounts in BHD, written with the dinar's three decimals (a maintenance's `cost` too). */
export const isMoneyColumn = (key: string, field: FieldDecl): boolean =>
  field.kind === 'money' || (field.kind === 'number' && (key === 'cost' || key.endsWith('_cost')));

/** Words of the interface language the writer needs (the console passes its translations). */
export interface CsvWords {
  /** A declared field's column header. */
  label: (key: string) => string;
  yes: string;
  no: string;
  /** The record id's header ("ID"). */
  id: string;
  /** The header of who or what holds an item ("Checked out to"). */
  holder: string;
}

type RowLike = Record<string, unknown>;

const rowKeyOf = (key: string, f: FieldDecl): string =>
  f.kind === 'reference' || f.kind === 'multi-reference' ? f.rowKey : key;

/** A row's multi-reference (`[{id,name}]` or `{total, rows}`) as "A; B". */
function namesOf(value: unknown): string {
  const list = Array.isArray(value) ? value : (value as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(list)) return '';
  return list
    .map((item: unknown) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : ''))
    .filter(Boolean)
    .join('; ');
}

/**
 * One cell as a person reads it and the importer takes it back: references by name, dates as the
 * console shows them (yyyy-MM-dd HH:mm:ss), Yes/No, money with three decimals, options as the API
 * names them (so a file downloaded in any language imports), nothing for no value.
 */
export function csvCellText(words: CsvWords, key: string, field: FieldDecl, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'reference':
      return holderTitle(value) ?? '';
    case 'multi-reference':
      return namesOf(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true' ? words.yes : words.no;
    case 'enum':
      return field.options.find((o) => o.toLowerCase() === String(value).toLowerCase()) ?? String(value);
    default:
      break;
  }
  if (isMoneyColumn(key, field) && (typeof value === 'number' || typeof value === 'string')) {
    const fils = parseMoney(value);
    return fils === null ? String(value) : formatMoney(fils);
  }
  if (typeof value === 'object') {
    if (isDateValue(value)) return displayDate(value) ?? '';
    return String((value as { name?: unknown }).name ?? '');
  }
  return String(value);
}

/** A row's custom field values (`custom_fields`, keyed by the field's name). */
const customFieldsOf = (row: RowLike): Record<string, { value?: unknown }> =>
  row.custom_fields && typeof row.custom_fields === 'object'
    ? (row.custom_fields as Record<string, { value?: unknown }>)
    : {};

/**
 * The console's CSV of a list: the id, every declared field but secrets (labelled in the interface
 * language), each custom field the rows carry (headed by its name), and who holds each item when
 * rows say it. The importer recognises these headers and reads every cell back.
 */
export function csvSheet(
  resource: ResourceDecl,
  rows: readonly RowLike[],
  words: CsvWords,
): { header: string[]; lines: string[][] } {
  const fields = Object.entries(resource.fields).filter(([, f]) => f.kind !== 'password' && f.kind !== 'permissions');
  const custom = [...new Set(rows.flatMap((row) => Object.keys(customFieldsOf(row))))];
  const holder = !('assigned_to' in resource.fields) && 'assigned_to' in (resource.rowExtras ?? {});
  const header = [words.id, ...fields.map(([key]) => words.label(key)), ...custom, ...(holder ? [words.holder] : [])];
  const lines = rows.map((row) => [
    String(row.id ?? ''),
    ...fields.map(([key, field]) => csvCellText(words, key, field, row[rowKeyOf(key, field)])),
    ...custom.map((name) => {
      const value = customFieldsOf(row)[name]?.value;
      return value === null || value === undefined ? '' : String(value);
    }),
    ...(holder ? [holderTitle(row.assigned_to) ?? ''] : []),
  ]);
  return { header, lines };
}

/** "BHD 1,234.500", "1,234.500 BHD", "1234.5": the amount alone ("1234.500"); null when it is not money. */
function amountOf(text: string): string | null {
  const bare = text
    .replace(/^(BHD|BD|د\.ب\.?)\s*/i, '')
    .replace(/\s*(BHD|BD|د\.ب\.?)$/i, '')
    .trim();
  if (!/^-?\d{1,3}(,\d{3})*(\.\d+)?$/.test(bare) && !/^-?\d+(\.\d+)?$/.test(bare)) return null;
  return bare.replace(/,/g, '');
}

/**
 * A CSV cell back into what the API takes, for a field of `kind`: the apostrophe the writer put before
 * a formula-like text is dropped, Yes/No in any console language read as 1/0, money as its amount
 * (with or without the currency, thousands separated or not). Anything else stays as written, for
 * the field's own validation to judge.
 */
export function csvValue(key: string, field: FieldDecl | undefined, cell: string): string {
  const text = cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
  if (!field) return text;
  if (field.kind === 'boolean') {
    const word = text.trim().toLowerCase();
    if (CSV_BOOLEAN_WORDS.yes.includes(word)) return '1';
    if (CSV_BOOLEAN_WORDS.no.includes(word)) return '0';
  }
  if (field.kind === 'money' || field.kind === 'number' || isMoneyColumn(key, field)) return amountOf(text) ?? text;
  return text;
}
