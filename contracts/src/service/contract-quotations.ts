import { DEFAULT_TAX_RATE } from '../kit/money-lines.js';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';
import { contractLinesBody, contractMoneyExtras } from './contract-money.js';

export const CONTRACT_QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type ContractQuotationStatus = (typeof CONTRACT_QUOTATION_STATUSES)[number];
/** A quotation in one of these states may become a contract. */
export const CONVERTIBLE_QUOTATION_STATUSES: readonly ContractQuotationStatus[] = ['sent', 'accepted'];
export const QUOTATION_NUMBER_PREFIX = 'QT';

/**
 * What the firm offers a customer before a contract: priced lines, VAT, totals in fils. Its number
 * is given on creation; `POST /contract-quotations/{id}/convert` makes a draft contract of it.
 */
export const contractQuotations = defineResource({
  name: 'contractquotations',
  path: '/contract-quotations',
  table: 'contract_quotations',
  entity: 'ContractQuotation',
  permission: 'contractquotations',
  area: 'service',
  titleField: 'title',
  // Known by its number where referenced (a contract's quotation), its title while it has none.
  refTitle: 'coalesce(number, title)',
  fields: {
    number: { kind: 'text', readOnly: true, list: true },
    title: { kind: 'text', required: true, max: 255, list: true },
    // A quotation without a customer cannot become a contract (the contract needs one).
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', list: true },
    valid_until: { kind: 'date', list: true },
    status: { kind: 'enum', options: CONTRACT_QUOTATION_STATUSES, default: 'draft', list: true },
    /** Basis points: 1000 is 10 % (Bahrain's VAT, the default). */
    tax_rate: { kind: 'integer', min: 0, max: 10_000, default: DEFAULT_TAX_RATE },
    notes: { kind: 'textarea' },
  },
  bodyExtras: contractLinesBody,
  sort: { default: 'id', order: 'desc', extra: ['subtotal_fils', 'total_fils'] },
  search: ['number', 'title', 'notes'],
  filters: ['customer_id', 'status'],
  softDelete: true,
  selectList: { perPage: 50, filters: ['customer_id'] },
  counts: {
    contracts_count: {
      table: 'contracts',
      column: 'quotation_id',
      softDelete: true,
      guard: true,
      type: 'contract',
    },
  },
  rowExtras: {
    ...contractMoneyExtras,
    /** The contract it became (the latest, if several). */
    contract: refSchema.nullable(),
  },
  messages: {
    created: 'Quotation created successfully.',
    updated: 'Quotation updated successfully.',
    deleted: 'The quotation was deleted successfully.',
    inUse: 'This quotation is currently used by at least one {type} and cannot be deleted.',
  },
});
