import { z } from 'zod';
import {
  formatMoney,
  formatThousandths,
  lineAmount,
  MONEY_MAX_FILS,
  parseMoney,
  parseThousandths,
  taxOn,
} from './money.js';

/**
 * Priced lines with tax, as every money document of the product shows them (a work order's estimate,
 * contract quotations and invoices): amounts are integer fils with their exact three-decimal text,
 * each line rounded half up on its own, the tax taken once on the subtotal.
 */

/** Bahrain's VAT, 10 %, in basis points: what a new document starts with. */
export const DEFAULT_TAX_RATE = 1000;

/** `<name>_fils` (integer) and `<name>` (text with three decimals): the product's one money shape. */
export const moneySchema = (name: string) => ({ [`${name}_fils`]: z.number().int(), [name]: z.string() });

/** The shape above for one amount: `{ total_fils: 380, total: '0.380' }`. */
export const moneyKeys = <N extends string>(name: N, fils: number) =>
  ({ [`${name}_fils`]: fils, [name]: formatMoney(fils) }) as Record<`${N}_fils`, number> & Record<N, string>;

/** What a priced line shows beside its own keys (description, links to parts or services). */
export const pricedLineSchema = z.object({
  /** Thousandths: 1500 is 1.5 units. */
  quantity: z.number().int(),
  quantity_text: z.string(),
  unit_price_fils: z.number().int(),
  unit_price: z.string(),
  amount_fils: z.number().int(),
  amount: z.string(),
});

/** The sums of a document: subtotal, tax and total in both shapes, and the rate they came from. */
export const moneyTotalsSchema = z.object({
  /** Basis points: 1000 is 10 %. */
  tax_rate: z.number().int(),
  currency: z.literal('BHD'),
  subtotal_fils: z.number().int(),
  subtotal: z.string(),
  tax_fils: z.number().int(),
  tax: z.string(),
  total_fils: z.number().int(),
  total: z.string(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

/** A stored line: quantity in thousandths, unit price in fils. */
export interface StoredPricedLine {
  quantity: number;
  unit_price_fils: number;
}

/** One line with its amount. */
export function priceLine<L extends StoredPricedLine>(line: L) {
  const amount = lineAmount(line.quantity, line.unit_price_fils);
  return {
    ...line,
    quantity_text: formatThousandths(line.quantity),
    unit_price: formatMoney(line.unit_price_fils),
    amount_fils: amount,
    amount: formatMoney(amount),
  };
}

/** Lines with their amounts, and the document's sums at `taxRate` basis points. */
export function priceLines<L extends StoredPricedLine>(stored: readonly L[], taxRate: number) {
  const lines = stored.map(priceLine);
  const subtotal = lines.reduce((sum, l) => sum + l.amount_fils, 0);
  const tax = taxOn(subtotal, taxRate);
  const totals: MoneyTotals = {
    tax_rate: taxRate,
    currency: 'BHD',
    ...moneyKeys('subtotal', subtotal),
    ...moneyKeys('tax', tax),
    ...moneyKeys('total', subtotal + tax),
  };
  return { lines, totals };
}

/** Quantities and prices as decimal texts ("1.5", "0.115") or numbers; at most three decimals. */
export const decimalInputSchema = z.union([z.string().max(20), z.number()], {
  error: 'The value must be a number with at most three decimals.',
});

/** What a body line sends: quantity and unit price as decimals. */
export interface PricedLineInput {
  quantity: string | number;
  unit_price: string | number;
}

const MONEY_MAX = formatMoney(MONEY_MAX_FILS);

/** The text that refuses a document whose total with tax passes the business cap, or null. */
export function totalPastCap(subtotalFils: number, taxRate: number): string | null {
  const total = subtotalFils + taxOn(subtotalFils, taxRate);
  return total > MONEY_MAX_FILS ? `The total with tax must not be greater than ${MONEY_MAX}.` : null;
}

/**
 * A body's lines in thousandths and fils, or the texts that refuse them under `lines` (one per bad
 * value, naming the line): a quantity must be positive, a price not negative, and no price, line
 * amount or total (with tax at `taxRate` basis points) past the business cap (`MONEY_MAX_FILS`).
 */
export function parsePricedLines<L extends PricedLineInput>(
  input: readonly L[],
  taxRate = DEFAULT_TAX_RATE,
): { ok: true; lines: (Omit<L, 'quantity' | 'unit_price'> & StoredPricedLine)[] } | { ok: false; messages: string[] } {
  const messages: string[] = [];
  let subtotal = 0;
  const lines = input.map((line, i) => {
    const quantity = parseThousandths(line.quantity);
    const price = parseMoney(line.unit_price);
    if (quantity === null || quantity <= 0)
      messages.push(`The quantity of line ${i + 1} must be a positive number with at most three decimals.`);
    if (price === null || price < 0)
      messages.push(`The unit price of line ${i + 1} must be an amount with at most three decimals.`);
    else if (price > MONEY_MAX_FILS)
      messages.push(`The unit price of line ${i + 1} must not be greater than ${MONEY_MAX}.`);
    else if (quantity !== null && quantity > 0) {
      const amount = lineAmount(quantity, price);
      if (amount > MONEY_MAX_FILS) messages.push(`The amount of line ${i + 1} must not be greater than ${MONEY_MAX}.`);
      else subtotal += amount;
    }
    const { quantity: _q, unit_price: _p, ...rest } = line;
    return { ...rest, quantity: quantity ?? 0, unit_price_fils: price ?? 0 };
  });
  if (!messages.length) {
    const pastCap = totalPastCap(subtotal, taxRate);
    if (pastCap) messages.push(pastCap);
  }
  return messages.length ? { ok: false, messages } : { ok: true, lines };
}
