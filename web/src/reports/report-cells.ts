import { holderName } from '../assets/holder-name';
import { displayDate, isDateValue } from '../lib/display-date';
import { formatCurrency } from '../lib/money-format';

/** A cell of a shape the report does not promise: a date's shown form, a relation's name, or the text. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const v = value as { name?: unknown; date?: unknown };
    if (isDateValue(value) || v.date !== undefined) return displayDate(value) ?? '—';
    if (v.name !== undefined || 'first_name' in v) return holderName(value);
    return '—';
  }
  if (typeof value === 'boolean') return value ? '✓' : '—';
  return String(value);
}

/** Money in the product's currency (BHD), in the interface language's number format. */
export function money(value: unknown, currency: unknown, language: string): string {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(/,/g, ''));
  if (!Number.isFinite(n)) return '—';
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'BHD';
  return formatCurrency(n, code, language);
}
