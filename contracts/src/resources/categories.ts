import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const CATEGORY_TYPES = ['asset', 'accessory', 'consumable', 'component', 'license'] as const;

export const categories = defineResource({
  name: 'categories',
  path: '/categories',
  table: 'categories',
  entity: 'Category',
  permission: 'categories',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    category_type: {
      kind: 'enum',
      options: CATEGORY_TYPES,
      required: true,
      list: true,
      display: 'capitalize',
      immutable: 'You cannot change the category type once it has been created',
    },
    use_default_eula: { kind: 'boolean', default: false },
    require_acceptance: { kind: 'boolean', default: false, list: true },
    checkin_email: { kind: 'boolean', default: false },
    eula_text: { kind: 'textarea' },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'category_type', 'notes'],
  filters: [
    'name',
    'category_type',
    'use_default_eula',
    'require_acceptance',
    'checkin_email',
    'created_by',
    'created_at',
    'updated_at',
  ],
  softDelete: true,
  selectList: { perPage: 50 },
  detailItems: {
    typeField: 'category_type',
    resources: {
      asset: 'hardware',
      accessory: 'accessories',
      consumable: 'consumables',
      component: 'components',
      license: 'licenses',
    },
    filter: 'category_id',
  },
  counts: {
    models_count: { table: 'models', column: 'category_id', softDelete: true, guard: true, type: 'model' },
    assets_count: {
      table: 'assets',
      column: 'model_id',
      through: { table: 'models', column: 'category_id' },
      softDelete: true,
      guard: true,
      type: 'asset',
    },
    accessories_count: {
      table: 'accessories',
      column: 'category_id',
      softDelete: true,
      guard: true,
      type: 'accessory',
    },
    consumables_count: {
      table: 'consumables',
      column: 'category_id',
      softDelete: true,
      guard: true,
      type: 'consumable',
    },
    components_count: { table: 'components', column: 'category_id', softDelete: true, guard: true, type: 'component' },
    licenses_count: { table: 'licenses', column: 'category_id', softDelete: true, guard: true, type: 'license' },
  },
  // The real backend's EULA keys (`eula` is the category's own text), and the count of its type's items.
  rowExtras: {
    image: z.string().nullable(),
    has_eula: z.boolean(),
    eula: z.string().nullable(),
    item_count: z.number().int(),
  },
  messages: {
    created: 'Category created successfully.',
    updated: 'Category updated successfully.',
    deleted: 'The category was deleted successfully.',
    inUse:
      'This category is currently associated with at least one {type} and cannot be deleted. Please update your {type}  to no longer reference this category and try again. ',
  },
});
