import { z } from 'zod';
import { defineResource } from '../kit/resource.js';

export const companies = defineResource({
  name: 'companies',
  path: '/companies',
  table: 'companies',
  entity: 'Company',
  permission: 'companies',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    phone: { kind: 'phone', list: true },
    fax: { kind: 'phone' },
    email: { kind: 'email', list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'phone', 'fax', 'email'],
  filters: ['name', 'email', 'created_by'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    users_count: { table: 'users', column: 'company_id', softDelete: true, guard: true, type: 'user' },
    departments_count: { table: 'departments', column: 'company_id', guard: true, type: 'department' },
    locations_count: { table: 'locations', column: 'company_id', softDelete: true, guard: true, type: 'location' },
    assets_count: { table: 'assets', column: 'company_id', softDelete: true, guard: true, type: 'asset' },
    licenses_count: { table: 'licenses', column: 'company_id', softDelete: true, guard: true, type: 'license' },
    accessories_count: { table: 'accessories', column: 'company_id', softDelete: true, guard: true, type: 'accessory' },
    consumables_count: {
      table: 'consumables',
      column: 'company_id',
      softDelete: true,
      guard: true,
      type: 'consumable',
    },
    components_count: { table: 'components', column: 'company_id', softDelete: true, guard: true, type: 'component' },
  },
  // No image files are kept: the real backend's `image` is null without one.
  rowExtras: { image: z.string().nullable() },
  messages: {
    created: 'Company created successfully.',
    updated: 'Company updated successfully.',
    deleted: 'The Company was deleted successfully.',
    inUse:
      'This company is currently associated with at least one {type} and cannot be deleted. Please update your {type}s to no longer reference this company and try again. ',
  },
});
