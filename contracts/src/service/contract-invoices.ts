import { z } from 'zod';
import { DEFAULT_TAX_RATE } from '../kit/money-lines.js';
import { defineResource } from '../kit/resource.js';
import { contractLinesBody, contractMoneyExtras } from './contract-money.js';

/** Stored states; `overdue` is what an issued invoice past its due date shows (computed, filterable). */
export const CONTRACT_INVOICE_STORED_STATUSES = ['draft', 'issued', 'paid', 'void'] as const;
export const CONTRACT_INVOICE_STATUSES = ['draft', 'issued', 'overdue', 'paid', 'void'] as const;
export type ContractInvoiceStatus = (typeof CONTRACT_INVOICE_STATUSES)[number];
export const INVOICE_NUMBER_PREFIX = 'INV';

/**
 * What the firm bills under a contract for a period. The customer is the contract's. The status moves
 * by `issue`, `pay` and `void` only: a draft is issued, an issued (or overdue) one is paid.
 */
export const contractInvoices = defineResource({
  name: 'contractinvoices',
  path: '/contract-invoices',
  table: 'contract_invoices',
  entity: 'ContractInvoice',
  permission: 'contractinvoices',
  area: 'service',
  titleField: 'number',
  fields: {
    number: { kind: 'text', readOnly: true, list: true },
    contract_id: { kind: 'reference', ref: 'contracts', rowKey: 'contract', required: true, list: true },
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', readOnly: true, list: true },
    // A draft may leave them empty; when both are set, due ≥ issue.
    issue_date: { kind: 'date', list: true },
    due_date: { kind: 'date', list: true },
    period_start: { kind: 'date' },
    period_end: { kind: 'date' },
    // Stored draft|issued|paid|void; rows and the filter also say `overdue`. New rows start as drafts.
    status: {
      kind: 'enum',
      options: CONTRACT_INVOICE_STATUSES,
      default: 'draft',
      sample: 'draft',
      readOnly: true,
      list: true,
    },
    paid_at: { kind: 'datetime', readOnly: true, list: true },
    /** Basis points: 1000 is 10 % (Bahrain's VAT, the default). */
    tax_rate: { kind: 'integer', min: 0, max: 10_000, default: DEFAULT_TAX_RATE },
    notes: { kind: 'textarea' },
  },
  bodyExtras: contractLinesBody,
  sort: { default: 'id', order: 'desc', extra: ['subtotal_fils', 'total_fils'] },
  search: ['number', 'notes'],
  filters: [
    { name: 'contract_id', ids: 'contracts' },
    { name: 'customer_id', ids: 'customers' },
    { name: 'status', words: CONTRACT_INVOICE_STATUSES },
  ],
  // `status=overdue` (and `issued`, which then leaves the overdue out) match what rows show.
  hookFilters: ['status'],
  softDelete: true,
  rowExtras: {
    ...contractMoneyExtras,
    /** Issued and past its due date (the row's status then reads `overdue`). */
    overdue: z.boolean(),
  },
  messages: {
    created: 'Invoice created successfully.',
    updated: 'Invoice updated successfully.',
    deleted: 'The invoice was deleted successfully.',
  },
});
