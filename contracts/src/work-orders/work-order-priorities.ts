import { defineResource } from '../kit/resource.js';

/** An ordered list with colours and service targets; the due date can follow from the priority. */
export const workOrderPriorities = defineResource({
  name: 'workorderpriorities',
  path: '/maintenance/priorities',
  table: 'work_order_priorities',
  entity: 'WorkOrderPriority',
  permission: 'workorderpriorities',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    code: { kind: 'text', max: 10, list: true },
    color: { kind: 'color', required: true, list: true },
    rank: { kind: 'integer', required: true, min: 1, max: 99, list: true },
    response_hours: { kind: 'integer', min: 0, max: 8760, list: true, duration: 'hours' },
    resolution_hours: { kind: 'integer', min: 0, max: 8760, list: true, duration: 'hours' },
    is_default: { kind: 'boolean', default: false },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'rank', order: 'asc' },
  search: ['name', 'code', 'notes'],
  filters: ['name', 'code', 'is_default'],
  softDelete: false,
  // Every work order counts, deleted ones too: they still point here.
  counts: {
    work_orders_count: { table: 'work_orders', column: 'priority_id', guard: true, type: 'work order' },
  },
  selectList: { perPage: 50, orderBy: 'rank' },
  messages: {
    created: 'Work order priority created successfully.',
    updated: 'Work order priority updated successfully.',
    deleted: 'The work order priority was deleted successfully.',
    inUse: 'This work order priority is currently used by at least one {type} and cannot be deleted.',
  },
});
