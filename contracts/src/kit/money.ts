/**
 * Money is integer fils (the Bahraini dinar has three decimals) and quantities are integer thousandths:
 * texts are parsed digit by digit and products are computed in BigInt, so no float ever sits between
 * what a person typed and what is stored or added up.
 */

export const CURRENCY = 'BHD';

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,3}))?$/;

/** "12.345" → 12345, "12" → 12000, "0.5" → 500, 1.25 → 1250; null when not a number with at most three decimals. */
export function parseThousandths(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const whole = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] && whole !== 0 ? -whole : whole;
}

/** 12345 → "12.345", 500 → "0.500", -5 → "-0.005". */
export function formatThousandths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(n));
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * The largest amount the business records, in fils: 1,000,000,000.000 BHD. Every money field, line
 * amount and document total is refused past it, so sums stay exact integers (far inside 2^53).
 */
export const MONEY_MAX_FILS = 1_000_000_000_000;

export const parseMoney = parseThousandths;
export const formatMoney = formatThousandths;

/** round(a × b ÷ d), half away from zero, exactly (BigInt): no drift however large the operands. */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = BigInt(Math.trunc(a)) * BigInt(Math.trunc(b));
  const divisor = BigInt(d);
  const negative = product < 0n !== divisor < 0n;
  const p = product < 0n ? -product : product;
  const q = divisor < 0n ? -divisor : divisor;
  const rounded = (p * 2n + q) / (q * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A line's amount in fils: quantity (thousandths) × unit price (fils) ÷ 1000. */
export const lineAmount = (quantityThousandths: number, unitPriceFils: number): number =>
  mulDivRound(quantityThousandths, unitPriceFils, 1000);

/** The tax in fils on a subtotal at a rate in basis points (1000 = 10 %, Bahrain's VAT). */
export const taxOn = (subtotalFils: number, basisPoints: number): number =>
  mulDivRound(subtotalFils, basisPoints, 10_000);
