import { defineResource } from '../kit/resource.js';

/** Maintenance types: corrective, preventive, inspection... */
export const workOrderCategories = defineResource({
  name: 'workordercategories',
  path: '/maintenance/categories',
  table: 'work_order_categories',
  entity: 'WorkOrderCategory',
  permission: 'workordercategories',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    code: { kind: 'text', max: 20, list: true },
    color: { kind: 'color', list: true },
    description: { kind: 'textarea', list: true },
  },
  sort: { default: 'created_at', order: 'desc' },
  search: ['name', 'code', 'description'],
  filters: ['name', 'code'],
  softDelete: false,
  // Every work order counts, deleted ones too: they still point here.
  counts: {
    work_orders_count: { table: 'work_orders', column: 'category_id', guard: true, type: 'work order' },
  },
  selectList: { perPage: 50 },
  messages: {
    created: 'Work order category created successfully.',
    updated: 'Work order category updated successfully.',
    deleted: 'The work order category was deleted successfully.',
    inUse: 'This work order category is currently used by at least one {type} and cannot be deleted.',
  },
});
