import { defineResource } from '../kit/resource.js';

export const USER_TYPES = ['superuser', 'manager', 'technician', 'viewer', 'user'] as const;

export const users = defineResource({
  name: 'users',
  path: '/users',
  table: 'users',
  entity: 'User',
  permission: 'users',
  area: 'people',
  titleField: 'username',
  fields: {
    first_name: { kind: 'text', required: true, list: true },
    last_name: { kind: 'text', list: true },
    username: { kind: 'text', required: true, unique: true, list: true },
    email: { kind: 'email', list: true },
    password: { kind: 'password', required: true, min: 8, confirm: true },
    activated: { kind: 'boolean', default: true, list: true },
    role_type: { kind: 'enum', options: USER_TYPES, list: true },
    phone: { kind: 'phone', list: true },
    jobtitle: { kind: 'text' },
    employee_num: { kind: 'text' },
    company_id: { kind: 'reference', ref: 'companies', rowKey: 'company', list: true },
    department_id: { kind: 'reference', ref: 'departments', rowKey: 'department' },
    location_id: { kind: 'reference', ref: 'locations', rowKey: 'location' },
    manager_id: { kind: 'reference', ref: 'users', rowKey: 'manager', noCycle: true },
    groups: {
      kind: 'multi-reference',
      ref: 'groups',
      rowKey: 'groups',
      through: { table: 'users_groups', self: 'user_id', other: 'group_id' },
      filter: 'group_id',
      rowShape: 'total-rows',
    },
    // A user's own matrix overrides its groups, so a new account starts on Inherit everywhere.
    permissions: { kind: 'permissions', newRecordDefault: '0' },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'first_name', order: 'desc', extra: ['last_login'] },
  search: ['first_name', 'last_name', 'username', 'email', 'phone', 'jobtitle', 'employee_num', 'notes'],
  filters: ['type', 'company_id', 'department_id', 'location_id', 'manager_id', 'activated', 'username', 'email'],
  filterColumns: { type: 'role_type' },
  softDelete: true,
  restorable: true,
  counts: {
    manages_users_count: {
      table: 'users',
      column: 'manager_id',
      softDelete: true,
      guard: true,
      message: 'This user still manages {count} users. Please select another manager for them first.',
    },
    manages_locations_count: {
      table: 'locations',
      column: 'manager_id',
      softDelete: true,
      guard: true,
      message: 'This user still manages {count} locations. Please select another manager for them first.',
    },
  },
  messages: {
    created: 'User was successfully created.',
    updated: 'User was successfully updated.',
    deleted: 'User was successfully deleted.',
    restored: 'User was successfully restored.',
    notFound: 'User does not exist or you do not have permission view them.',
  },
});
