import { defineResource } from '../kit/resource.js';

export const STATUS_TYPES = ['deployable', 'pending', 'archived', 'undeployable'] as const;

export const statuslabels = defineResource({
  name: 'statuslabels',
  path: '/statuslabels',
  table: 'status_labels',
  entity: 'Statuslabel',
  permission: 'statuslabels',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    type: {
      kind: 'enum',
      options: STATUS_TYPES,
      required: true,
      list: true,
      requiredText: 'Status label type is required.',
    },
    color: { kind: 'color', list: true },
    show_in_nav: { kind: 'boolean', default: false },
    default_label: { kind: 'boolean', default: false, list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'notes'],
  filters: ['name', 'type', 'status_type'],
  filterColumns: { status_type: 'type' },
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    assets_count: { table: 'assets', column: 'status_id', softDelete: true, guard: true, type: 'asset' },
  },
  messages: {
    created: 'Status Label created successfully.',
    updated: 'Status Label updated successfully.',
    deleted: 'The Status Label was deleted successfully.',
    inUse:
      'This Status Label is currently associated with at least one Asset and cannot be deleted. Please update your assets to no longer reference this status and try again. ',
  },
});
