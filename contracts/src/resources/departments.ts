import { z } from 'zod';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';

export const departments = defineResource({
  name: 'departments',
  path: '/departments',
  table: 'departments',
  entity: 'Department',
  permission: 'departments',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company', list: true },
    manager_id: { kind: 'reference', ref: 'users', rowKey: 'manager', list: true },
    location_id: { kind: 'reference', ref: 'locations', rowKey: 'location', list: true },
    phone: { kind: 'phone' },
    fax: { kind: 'phone' },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'notes', 'phone', 'fax'],
  filters: ['name', 'company_id', 'manager_id', 'location_id'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: {
    users_count: {
      table: 'users',
      column: 'department_id',
      softDelete: true,
      guard: true,
      type: 'user',
      asString: true,
    },
  },
  rowExtras: {
    image: z.string().nullable(),
    // The manager carries their names, as the real backend's department row does.
    manager: refSchema.extend({ first_name: z.string(), last_name: z.string().nullable() }).nullable(),
  },
  // v8 answers a create or update with the saved model: its raw reference ids too.
  payloadIds: true,
  messages: {
    created: 'Department created successfully.',
    updated: 'Department updated successfully.',
    deleted: 'The department was deleted successfully.',
    inUse:
      'This department is currently associated with at least one user and cannot be deleted. Please update your users to no longer reference this department and try again. ',
  },
});
