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

/** Work-order states that are no longer open work. */
const CLOSED_STATES = "('completed', 'closed', 'cancelled', 'rejected')";

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
    assets_count: { table: 'assets', column: 'customer_id', softDelete: true, guard: true, type: 'asset' },
    open_work_orders_count: {
      table: 'work_orders',
      column: 'customer_id',
      when: `c.state NOT IN ${CLOSED_STATES}`,
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
      when: "c.status = 'issued' AND c.due_date < date('now')",
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
