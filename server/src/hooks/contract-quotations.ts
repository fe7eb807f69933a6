import { QUOTATION_NUMBER_PREFIX, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { ResourceHooks } from '../engine/hooks.js';
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
  decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], principal, query) {
    money.decorateRows(sqlite, raws, rows, principal, query);
    const contracts = contractsOf(
      sqlite,
      raws.map((r) => r.id),
    );
    rows.forEach((row) => (row.contract = contracts.get(row.id as number) ?? null));
  },
};
