import type { TestApp } from './app.js';

/** Every table the service business writes: a refused call must leave each row as it was. */
export const SERVICE_TABLES = [
  'customers',
  'vendors',
  'services',
  'service_groups',
  'service_models',
  'contracts',
  'contract_types',
  'contract_statuses',
  'contract_locations',
  'contract_assets',
  'contract_services',
  'contract_versions',
  'contract_quotations',
  'contract_quotation_lines',
  'contract_invoices',
  'contract_invoice_lines',
  'agreements',
  'agreement_commitments',
  'agreement_signatories',
];

/** The named tables read whole, in row order, one JSON text each (compare two of these to see a write). */
export const tableDump = (t: TestApp, tables: readonly string[]): string[] =>
  tables.map((table) => JSON.stringify(t.conn.sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()));
