import { defineResource } from '../kit/resource.js';

export const CUSTOMER_TYPES = [
  'hospital',
  'mall',
  'school',
  'government',
  'hotel',
  'industrial',
  'logistics',
  'office',
  'residential',
] as const;

/** Open work: approved and not finished (a request awaiting triage is not yet work). */
export const OPEN_WORK_STATES = ['open', 'assigned', 'in_progress', 'on_hold'] as const;
const OPEN_STATES_SQL = `(${OPEN_WORK_STATES.map((s) => `'${s}'`).join(', ')})`;

/**
 * The list behind each count of a customer's summary, declared once: the count counts exactly the rows
 * this list query gives (with `customer_id` of the customer), and the summary tile opens this list.
 */
export const CUSTOMER_COUNT_LISTS = {
  locations_count: { resource: 'locations', query: {} },
  // The asset list leaves archived assets out unless asked for; so does this count.
  listed_assets_count: { resource: 'hardware', query: {} },
  open_work_orders_count: { resource: 'workorders', query: { state: [...OPEN_WORK_STATES] } },
  contracts_count: { resource: 'contracts', query: {} },
  overdue_invoices_count: { resource: 'contractinvoices', query: { status: 'overdue' } },
} as const satisfies Record<string, { resource: string; query: Record<string, string | readonly string[]> }>;

/**
 * The customers our company serves (spec point 7 `customers`): their sites are the locations that name
 * them (`locations?customer_id=`), and their assets, work orders, contracts and invoices point here.
 */
export const customers = defineResource({
  name: 'customers',
  path: '/customers',
  table: 'customers',
  entity: 'Customer',
  permission: 'customers',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 2, list: true },
    code: { kind: 'text', unique: true, max: 20, list: true },
    type: { kind: 'enum', options: CUSTOMER_TYPES, default: 'office', list: true },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company' },
    contact_name: { kind: 'text', list: true },
    email: { kind: 'email' },
    phone: { kind: 'phone', list: true },
    address: { kind: 'text' },
    city: { kind: 'text', list: true },
    country: { kind: 'text', max: 2 },
    tax_number: { kind: 'text', max: 50 },
    account_manager: { kind: 'reference', ref: 'users', rowKey: 'account_manager', list: true },
    notes: { kind: 'textarea' },
    active: { kind: 'boolean', default: true, list: true },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'code', 'contact_name', 'email', 'phone', 'city', 'tax_number', 'notes'],
  filters: ['name', 'code', 'type', 'company_id', 'account_manager', 'city', 'country', 'active'],
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    locations_count: {
      table: 'locations',
      column: 'customer_id',
      softDelete: true,
      guard: true,
      type: 'location',
    },
    // Every asset (archived ones too) keeps the customer from being deleted.
    assets_count: { table: 'assets', column: 'customer_id', softDelete: true, guard: true, type: 'asset' },
    // The assets its asset list shows: archived ones are left out, as the list leaves them out.
    listed_assets_count: {
      table: 'assets',
      column: 'customer_id',
      when: "c.status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived')",
      softDelete: true,
    },
    open_work_orders_count: {
      table: 'work_orders',
      column: 'customer_id',
      when: `c.state IN ${OPEN_STATES_SQL}`,
      softDelete: true,
    },
    // Finance figures: shown to those who may read contracts (invoices), null to others.
    contracts_count: {
      table: 'contracts',
      column: 'customer_id',
      softDelete: true,
      guard: true,
      type: 'contract',
      readableBy: 'contracts',
    },
    // Issued and past their due date (the invoice rows show them as overdue).
    overdue_invoices_count: {
      table: 'contract_invoices',
      column: 'customer_id',
      // app_today(): the app's clock (a test's or the real one), as the invoice list's `overdue` reads it.
      when: "c.status = 'issued' AND c.due_date < app_today()",
      softDelete: true,
      readableBy: 'contractinvoices',
    },
  },
  messages: {
    created: 'Customer created successfully.',
    updated: 'Customer updated successfully.',
    deleted: 'The customer was deleted successfully.',
    inUse: 'This customer still has at least one {type} and cannot be deleted.',
  },
});
