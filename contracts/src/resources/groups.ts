import { defineResource } from '../kit/resource.js';

/** Permission groups: superuser only, as in the real backend (no `groups.*` keys exist). */
export const groups = defineResource({
  name: 'groups',
  path: '/groups',
  table: 'permission_groups',
  entity: 'Group',
  permission: 'groups',
  area: 'people',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    permissions: { kind: 'permissions' },
    notes: { kind: 'textarea', list: true },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'created_at', 'notes'],
  filters: ['name'],
  softDelete: false,
  selectList: { perPage: 50 },
  counts: { users_count: { table: 'users_groups', column: 'group_id' } },
  messages: {
    created: 'Group was successfully created.',
    updated: 'Group was successfully updated.',
    deleted: 'Group was successfully deleted.',
  },
});
