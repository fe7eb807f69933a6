import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const manufacturers = defineResource({
  name: 'manufacturers',
  path: '/manufacturers',
  table: 'manufacturers',
  entity: 'Manufacturer',
  permission: 'manufacturers',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 2, list: true },
    url: { kind: 'url', list: true },
    support_url: { kind: 'url' },
    warranty_lookup_url: { kind: 'url' },
    support_phone: { kind: 'phone', list: true },
    support_email: { kind: 'email', list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'created_at', 'notes'],
  filters: ['name', 'url', 'support_url', 'warranty_lookup_url', 'support_phone', 'support_email'],
  softDelete: true,
  restorable: true,
  selectList: { perPage: 50 },
  counts: {
    models_count: { table: 'models', column: 'manufacturer_id', softDelete: true, guard: true, type: 'model' },
    assets_count: {
      table: 'assets',
      column: 'model_id',
      through: { table: 'models', column: 'manufacturer_id' },
      softDelete: true,
      type: 'asset',
    },
    licenses_count: { table: 'licenses', column: 'manufacturer_id', softDelete: true, guard: true, type: 'license' },
    consumables_count: {
      table: 'consumables',
      column: 'manufacturer_id',
      softDelete: true,
      guard: true,
      type: 'consumable',
    },
    accessories_count: {
      table: 'accessories',
      column: 'manufacturer_id',
      softDelete: true,
      guard: true,
      type: 'accessory',
    },
    components_count: {
      table: 'components',
      column: 'manufacturer_id',
      softDelete: true,
      guard: true,
      type: 'component',
    },
  },
  // No image files are kept: the real backend's `image` is null without one.
  rowExtras: { image: z.string().nullable() },
  messages: {
    created: 'Manufacturer created successfully.',
    updated: 'Manufacturer updated successfully.',
    deleted: 'The Manufacturer was deleted successfully.',
    restored: 'Manufacturer restored successfully.',
    inUse:
      'This manufacturer is currently associated with at least one {type} and cannot be deleted. Please update your {type}s to no longer reference this manufacturer and try again. ',
  },
});
