import { z } from 'zod';
import { fieldValueSchema } from '../kit/body-schema.js';
import { decimalInputSchema, moneyTotalsSchema, pricedLineSchema } from '../kit/money-lines.js';
import { refSchema } from '../kit/row-schema.js';

/**
 * What contract quotations and invoices share: priced lines (optionally for a service) in the body and
 * in rows, and the sums in the product's money shape (`*_fils` and three-decimal text, BHD).
 */

/** One line of a body; `lines` replaces the document's lines in order. */
export const contractLineInputSchema = z.object({
  description: fieldValueSchema('description', { kind: 'text', required: true, max: 255 }),
  /** Units, at most three decimals ("1.5"). */
  quantity: decimalInputSchema,
  /** BHD, at most three decimals ("0.115"). */
  unit_price: decimalInputSchema,
  service_id: fieldValueSchema(
    'service_id',
    { kind: 'reference', ref: 'services', rowKey: 'service' },
    true,
  ).optional(),
  /**
   * A line read back from a row and sent again: its id keeps the line's id; its `quantity_text` is the
   * quantity (the row's `quantity` is in thousandths); its `service` stands for `service_id`.
   */
  id: z.number().int().optional(),
  quantity_text: z.string().max(20).optional(),
  service: z.looseObject({ id: z.number().int() }).nullable().optional(),
});
export type ContractLineInput = z.infer<typeof contractLineInputSchema>;

export const contractLinesBody = {
  lines: z.array(contractLineInputSchema, { error: 'The lines field must be an array.' }).max(200),
};

export const contractLineRowSchema = pricedLineSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  service: refSchema.nullable(),
});
export type ContractLineRow = z.infer<typeof contractLineRowSchema>;

/** Row keys a money document carries beyond its fields: its lines and sums. */
export const contractMoneyExtras = {
  lines: z.array(contractLineRowSchema),
  ...moneyTotalsSchema.shape,
};

/** The product's document numbers: "QT-2026-0031", "INV-2026-0112" (a running number per year). */
export const documentNumber = (prefix: string, year: number, n: number): string =>
  `${prefix}-${year}-${String(n).padStart(4, '0')}`;
