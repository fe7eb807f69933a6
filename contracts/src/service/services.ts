import { defineResource } from '../kit/resource.js';

/** Hard FM (mechanical, electrical, plumbing), soft FM (cleaning, pest control), specialist (lifts, fire...). */
export const SERVICE_TYPES = ['hard', 'soft', 'specialist'] as const;

/** Service management (spec point 3 "Service"): what we sell, as a tree of service types. */
export const services = defineResource({
  name: 'services',
  path: '/services',
  table: 'services',
  entity: 'Service',
  permission: 'services',
  area: 'service',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, min: 2, list: true },
    description: { kind: 'textarea' },
    type: { kind: 'enum', options: SERVICE_TYPES, default: 'hard', list: true },
    parent_id: { kind: 'reference', ref: 'services', rowKey: 'parent', noCycle: true, list: true },
    user_groups: {
      kind: 'multi-reference',
      ref: 'groups',
      rowKey: 'user_groups',
      through: { table: 'service_groups', self: 'service_id', other: 'group_id' },
      filter: 'group_id',
    },
    models: {
      kind: 'multi-reference',
      ref: 'models',
      rowKey: 'models',
      through: { table: 'service_models', self: 'service_id', other: 'model_id' },
      filter: 'model_id',
    },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'description'],
  filters: ['name', 'type', 'parent_id', 'group_id', 'model_id'],
  softDelete: true,
  selectList: { perPage: 100, tree: true },
  treeParent: 'parent_id',
  counts: {
    children_count: {
      table: 'services',
      column: 'parent_id',
      softDelete: true,
      guard: true,
      type: 'child service',
    },
    // A finance figure: shown to those who may read contracts, null to others.
    contracts_count: {
      table: 'contract_services',
      column: 'service_id',
      guard: true,
      type: 'contract',
      readableBy: 'contracts',
    },
  },
  messages: {
    created: 'Service created successfully.',
    updated: 'Service updated successfully.',
    deleted: 'The service was deleted successfully.',
    inUse: 'This service is currently used by at least one {type} and cannot be deleted.',
  },
});
