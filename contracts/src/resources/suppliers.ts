import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const suppliers = defineResource({
  name: 'suppliers',
  path: '/suppliers',
  table: 'suppliers',
  entity: 'Supplier',
  permission: 'suppliers',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    contact: { kind: 'text', list: true },
    phone: { kind: 'phone', list: true },
    fax: { kind: 'phone' },
    email: { kind: 'email', list: true },
    url: { kind: 'url' },
    address: { kind: 'text' },
    address2: { kind: 'text' },
    city: { kind: 'text', list: true },
    state: { kind: 'text' },
    country: { kind: 'text', max: 2 },
    zip: { kind: 'text', max: 10 },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'contact', 'email', 'city'],
  filters: ['name', 'address', 'address2', 'city', 'zip', 'country', 'fax', 'email', 'url', 'notes'],
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    assets_count: { table: 'assets', column: 'supplier_id', softDelete: true, guard: true, type: 'asset' },
    maintenances_count: {
      table: 'asset_maintenances',
      column: 'supplier_id',
      softDelete: true,
      guard: true,
      type: 'maintenance',
    },
    licenses_count: { table: 'licenses', column: 'supplier_id', softDelete: true, guard: true, type: 'license' },
    accessories_count: { table: 'accessories', column: 'supplier_id', softDelete: true, type: 'accessory' },
    components_count: { table: 'components', column: 'supplier_id', softDelete: true, type: 'component' },
    consumables_count: { table: 'consumables', column: 'supplier_id', softDelete: true, type: 'consumable' },
  },
  // No image files are kept: the real backend's `image` is null without one.
  rowExtras: { image: z.string().nullable() },
  messages: {
    created: 'Supplier created successfully.',
    updated: 'Supplier updated successfully.',
    deleted: 'Supplier was deleted successfully.',
    inUse: 'This supplier is currently associated with at least one {type} and cannot be deleted. ',
  },
});
