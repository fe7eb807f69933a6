import { DEFAULT_TAX_RATE, type ContractLineInput, type Messages, type Row } from '@cmms/contracts';
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
    beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, _existing?: RawRow): Messages {
      if (values.lines === undefined) return null;
      const checked = checkLines(sqlite, values.lines as ContractLineInput[]);
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
