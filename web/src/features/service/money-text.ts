import type { FormValue } from '../../resources/form/form-values';

export { bhd } from '../../lib/money-format';

/** The form's tax rate in basis points (1000 is Bahrain's 10 % VAT), or null while it is not a whole number. */
export function taxRateOf(value: FormValue | undefined): number | null {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,5}$/.test(raw) ? Number(raw) : null;
}
