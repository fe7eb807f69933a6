import { defineResource } from '../kit/resource.js';

export const VENDOR_TYPES = ['service', 'supply', 'both'] as const;

/**
 * Companies that service or supply for us (spec point 7 `vendors`): a contract or a work order may name
 * one. Snipe-IT's suppliers stay what assets were bought from; vendors are the service business's.
 */
export const vendors = defineResource({
  name: 'vendors',
  path: '/vendors',
  table: 'vendors',
  entity: 'Vendor',
  permission: 'vendors',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 2, list: true },
    type: { kind: 'enum', options: VENDOR_TYPES, default: 'service', list: true },
    contact_name: { kind: 'text', list: true },
    email: { kind: 'email', list: true },
    phone: { kind: 'phone', list: true },
    url: { kind: 'url' },
    trade_licence_number: { kind: 'text', max: 50 },
    rating: { kind: 'integer', min: 1, max: 5, list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'contact_name', 'email', 'phone', 'trade_licence_number', 'notes'],
  filters: ['name', 'type', 'rating'],
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    // A finance figure: shown to those who may read contracts, null to others.
    contracts_count: {
      table: 'contracts',
      column: 'vendor_id',
      softDelete: true,
      guard: true,
      type: 'contract',
      readableBy: 'contracts',
    },
    assets_count: { table: 'assets', column: 'vendor_id', softDelete: true },
    work_orders_count: { table: 'work_orders', column: 'vendor_id', softDelete: true },
  },
  messages: {
    created: 'Vendor created successfully.',
    updated: 'Vendor updated successfully.',
    deleted: 'The vendor was deleted successfully.',
    inUse: 'This vendor still has at least one {type} and cannot be deleted.',
  },
});
