import { DEFAULT_TAX_RATE, totalPastCap, type ContractLineInput, type Messages, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { clockOf } from '../clock.js';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import {
  checkLines,
  loadMoney,
  nextNumber,
  storeTotals,
  writeLines,
  type MoneyDocument,
  type ParsedLine,
} from '../domain/contract-money.js';

/**
 * The rules a money document (contract quotation or invoice) shares: VAT by default, lines checked and
 * replaced in order, sums recomputed, a yearly number on creation, rows with lines and sums.
 */
export function moneyDocumentHooks(
  doc: MoneyDocument,
): Required<Pick<ResourceHooks, 'beforeSave' | 'afterSave' | 'decorateRows'>> {
  return {
    beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
      const taxRate = Number(values.tax_rate ?? existing?.tax_rate ?? DEFAULT_TAX_RATE);
      if (values.lines === undefined) {
        // A new rate on the kept lines: their total with it stays within the business cap too.
        const pastCap = existing ? totalPastCap(Number(existing.subtotal_fils ?? 0), taxRate) : null;
        return pastCap ? { lines: [pastCap] } : null;
      }
      const checked = checkLines(sqlite, values.lines as ContractLineInput[], taxRate);
      if (!checked.ok) return checked.messages;
      values.lines = checked.lines;
      return null;
    },
    afterSave({ sqlite }: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow) {
      if (!existing) {
        const year = clockOf(sqlite)().getUTCFullYear();
        sqlite.prepare(`UPDATE ${doc.table} SET number = ? WHERE id = ?`).run(nextNumber(sqlite, doc, year), id);
      }
      if (values.lines !== undefined) writeLines(sqlite, doc, id, values.lines as ParsedLine[]);
      storeTotals(sqlite, doc, id);
    },
    decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]) {
      const money = loadMoney(
        sqlite,
        doc,
        raws.map((raw) => ({ id: raw.id, tax_rate: Number(raw.tax_rate ?? DEFAULT_TAX_RATE) })),
      );
      rows.forEach((row) => {
        const { lines, totals } = money.get(row.id as number)!;
        Object.assign(row, totals, { lines });
      });
    },
  };
}

/** Today in the app's clock, as stored dates are ('YYYY-MM-DD', UTC). */
export const today = (sqlite: Sqlite): string => clockOf(sqlite)().toISOString().slice(0, 10);
