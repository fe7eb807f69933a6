import { defineResource } from '../kit/resource.js';

export const depreciations = defineResource({
  name: 'depreciations',
  path: '/depreciations',
  table: 'depreciations',
  entity: 'Depreciation',
  permission: 'depreciations',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 3, list: true },
    months: { kind: 'integer', required: true, min: 1, max: 3600, display: 'months', list: true },
    depreciation_type: { kind: 'enum', options: ['amount', 'percent'], default: 'amount', list: true },
    depreciation_min: { kind: 'number', min: 0, list: true },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'months'],
  filters: [],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    models_count: { table: 'models', column: 'depreciation_id', softDelete: true, guard: true, type: 'model' },
    assets_count: {
      table: 'assets',
      column: 'model_id',
      through: { table: 'models', column: 'depreciation_id' },
      softDelete: true,
    },
    licenses_count: { table: 'licenses', column: 'depreciation_id', softDelete: true, guard: true, type: 'license' },
  },
  messages: {
    created: 'Depreciation class created successfully. :)',
    updated: 'Depreciation class updated successfully.',
    deleted: 'The depreciation class was deleted successfully.',
    inUse:
      'This depreciation is currently associated with one or more {type}s and cannot be deleted. Please delete the {type}s, and then try deleting again. ',
  },
});
