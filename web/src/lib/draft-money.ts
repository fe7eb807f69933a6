import { lineAmount, parseMoney, parseThousandths, taxOn } from '@cmms/contracts';

/** A money line as typed: quantity and unit price as decimal texts ("1.5", "0.115"). */
export interface DraftMoneyLine {
  quantity: string;
  unit_price: string;
}

/** A line's amount in fils, or null while its quantity or price is not a number with three decimals at most. */
export function draftAmount(line: DraftMoneyLine): number | null {
  const quantity = parseThousandths(line.quantity);
  const price = parseMoney(line.unit_price);
  return quantity === null || price === null ? null : lineAmount(quantity, price);
}

/** "10" or "10.5" (percent) → basis points (1000, 1050); null when not a percentage. */
export function percentToBasisPoints(text: string): number | null {
  const thousandths = parseThousandths(text);
  return thousandths === null ? null : Math.round(thousandths / 10);
}

/** 1050 basis points → "10.5". */
export const basisPointsToPercent = (bp: number): string => String(bp / 100);

/**
 * Subtotal, tax and total in fils, exactly as the server computes them (the contracts' money kit): the
 * work-order estimate and the service quotations and invoices total their lines the same way.
 */
export function draftTotals(lines: readonly DraftMoneyLine[], taxRateBp: number) {
  const subtotal = lines.reduce((sum, line) => sum + (draftAmount(line) ?? 0), 0);
  const tax = taxOn(subtotal, taxRateBp);
  return { subtotal, tax, total: subtotal + tax };
}
