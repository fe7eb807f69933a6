import { QUOTATION_NUMBER_PREFIX, type Messages, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import type { MoneyDocument } from '../domain/contract-money.js';
import { moneyDocumentHooks } from './contract-money.js';

export const QUOTATIONS: MoneyDocument = {
  table: 'contract_quotations',
  lines: 'contract_quotation_lines',
  owner: 'quotation_id',
  prefix: QUOTATION_NUMBER_PREFIX,
};

const money = moneyDocumentHooks(QUOTATIONS);

export const QUOTATION_TEXT = {
  convertedLocked: 'A quotation that became a contract cannot be changed or deleted.',
} as const;

/** A quotation that became a contract (one still standing) is that contract's record: it stays as it was. */
function lockedQuotation(sqlite: Sqlite, id: number): Messages {
  return contractsOf(sqlite, [id]).size > 0 ? { status: [QUOTATION_TEXT.convertedLocked] } : null;
}

/** The contract each quotation became (the latest one standing), or null. */
function contractsOf(sqlite: Sqlite, ids: readonly number[]): Map<number, { id: number; name: string }> {
  if (ids.length === 0) return new Map();
  const rows = sqlite
    .prepare(
      `SELECT quotation_id, id, name FROM contracts
       WHERE deleted_at IS NULL AND quotation_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...ids) as { quotation_id: number; id: number; name: string }[];
  return new Map(rows.map((r) => [r.quotation_id, { id: r.id, name: r.name }]));
}

export const contractQuotationHooks: ResourceHooks = {
  ...money,
  beforeSave(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
    return (existing ? lockedQuotation(ctx.sqlite, existing.id) : null) ?? money.beforeSave(ctx, values, existing);
  },
  beforeDelete: ({ sqlite }, existing) => lockedQuotation(sqlite, existing.id),
  decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], principal, query) {
    money.decorateRows(sqlite, raws, rows, principal, query);
    const contracts = contractsOf(
      sqlite,
      raws.map((r) => r.id),
    );
    rows.forEach((row) => {
      row.contract = contracts.get(row.id) ?? null;
      // The console offers Edit and Delete only while it has not become a contract.
      if (row.contract) row.available_actions = { ...row.available_actions, update: false, delete: false };
    });
  },
};
