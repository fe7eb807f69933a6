import { defineResource } from '../kit/resource.js';

/** Custom labels on fixed semantics: every status maps to one state of the canonical work-order model. */
export const WORK_ORDER_STATES = [
  'requested',
  'open',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
  'cancelled',
  'rejected',
] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

export const workOrderStatuses = defineResource({
  name: 'workorderstatuses',
  path: '/maintenance/statuses',
  table: 'work_order_statuses',
  entity: 'WorkOrderStatus',
  permission: 'workorderstatuses',
  area: 'settings',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, list: true },
    state: { kind: 'enum', options: WORK_ORDER_STATES, required: true, list: true },
    color: { kind: 'color', list: true },
    sort_order: { kind: 'integer', min: 0, max: 999, list: true },
    is_default: { kind: 'boolean', default: false, list: true },
    notes: { kind: 'textarea' },
  },
  sort: { default: 'sort_order', order: 'asc' },
  search: ['name', 'state', 'notes'],
  filters: ['name', 'state', 'is_default'],
  softDelete: false,
  // Given a work order, only the statuses its moves reach that the caller may use.
  // Every work order counts, deleted ones too: they still point here.
  counts: {
    work_orders_count: { table: 'work_orders', column: 'status_id', guard: true, type: 'work order' },
  },
  selectList: { perPage: 50, filters: ['work_order_id'] },
  messages: {
    created: 'Work order status created successfully.',
    updated: 'Work order status updated successfully.',
    deleted: 'The work order status was deleted successfully.',
    inUse: 'This work order status is currently used by at least one {type} and cannot be deleted.',
  },
});
