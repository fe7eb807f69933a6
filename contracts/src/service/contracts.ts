import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const CONTRACT_PARTIES = ['customer', 'vendor'] as const;
/** `?expiring=` windows: contracts whose expiry date falls within that many days (not yet expired). */
export const EXPIRING_WINDOWS = ['30', '60', '90'] as const;

const FOR_CUSTOMER = { field: 'party_type', is: ['customer'] } as const;
const FOR_VENDOR = { field: 'party_type', is: ['vendor'] } as const;

/**
 * Contracts with a customer (the sites and assets we maintain for it) or a vendor (work we buy). The
 * customer narrows the locations and the locations narrow the assets (spec point 3, "Selection state"):
 * the server refuses a location of another customer and an asset outside the chosen locations. A change
 * sent with a `version_comment` makes a new version (`GET /contracts/{id}/versions`); documents are the
 * uploads engine's (`/contracts/{id}/uploads`).
 */
export const contracts = defineResource({
  name: 'contracts',
  path: '/contracts',
  table: 'contracts',
  entity: 'Contract',
  permission: 'contracts',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, min: 2, list: true },
    party_type: { kind: 'enum', options: CONTRACT_PARTIES, default: 'customer', list: true },
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', list: true, showWhen: FOR_CUSTOMER },
    vendor_id: { kind: 'reference', ref: 'vendors', rowKey: 'vendor', list: true, showWhen: FOR_VENDOR, sample: null },
    contract_type_id: { kind: 'reference', ref: 'contracttypes', rowKey: 'contract_type', list: true },
    // The quotation it came from, by its number; the hook also refuses another customer's.
    quotation_id: { kind: 'reference', ref: 'contractquotations', rowKey: 'quotation', keepId: true, sample: null },
    quotation_amount: { kind: 'money' },
    tag: { kind: 'text', unique: true, max: 50, list: true },
    // Left out on create: the default status (else the first with the draft meaning).
    status_id: { kind: 'reference', ref: 'contractstatuses', rowKey: 'status', list: true, serverDefault: true },
    start_date: { kind: 'date', list: true },
    expiry_date: { kind: 'date', list: true, sample: '2027-03-14' },
    notice_days: { kind: 'integer', min: 0, max: 365 },
    auto_renew: { kind: 'boolean', default: false },
    locations: {
      kind: 'multi-reference',
      ref: 'locations',
      rowKey: 'locations',
      through: { table: 'contract_locations', self: 'contract_id', other: 'location_id' },
      filter: 'location_id',
      // The console offers the customer's sites only (the hook refuses others).
      narrowBy: { field: 'customer_id', param: 'customer_id' },
      sample: null,
    },
    assets: {
      kind: 'multi-reference',
      ref: 'hardware',
      rowKey: 'assets',
      through: { table: 'contract_assets', self: 'contract_id', other: 'asset_id' },
      filter: 'asset_id',
      // The console offers the assets at the chosen sites only (the hook refuses others).
      narrowBy: { field: 'locations', param: 'location_id' },
      sample: null,
    },
    services: {
      kind: 'multi-reference',
      ref: 'services',
      rowKey: 'services',
      through: { table: 'contract_services', self: 'contract_id', other: 'service_id' },
      filter: 'service_id',
    },
    value: { kind: 'money', list: true },
    notes: { kind: 'textarea' },
    version: { kind: 'integer', readOnly: true, list: true },
    // Sent with a change, it makes a new version with this comment; the row keeps the current version's.
    version_comment: { kind: 'text', max: 255 },
  },
  sort: { default: 'expiry_date', order: 'asc' },
  search: ['name', 'tag', 'notes'],
  filters: [
    'name',
    'tag',
    'party_type',
    'customer_id',
    'vendor_id',
    'contract_type_id',
    'status_id',
    'quotation_id',
    'auto_renew',
    'location_id',
    'asset_id',
    'service_id',
    // Handled by the contracts hook: the status's meaning, and the expiry windows.
    'state',
    'expiring',
    'expired',
  ],
  softDelete: true,
  selectList: { perPage: 50, filters: ['customer_id'] },
  counts: {
    versions_count: { table: 'contract_versions', column: 'contract_id' },
  },
  rowExtras: {
    /** The status's fixed meaning (draft, active, expiring...). */
    state: z.string().nullable(),
    /** Days until the expiry date (negative once expired), by the server's clock. */
    days_to_expiry: z.number().int().nullable(),
    currency: z.literal('BHD'),
  },
  messages: {
    created: 'Contract created successfully.',
    updated: 'Contract updated successfully.',
    deleted: 'The contract was deleted successfully.',
  },
});
