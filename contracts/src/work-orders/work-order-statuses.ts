import { defineResource } from '../kit/resource.js';
import { STATE_STATUS_LIST, stateStatusFields } from '../kit/state-statuses.js';
import { WORK_ORDER_STATES } from '../kit/work-order-states.js';

/** Custom labels on fixed semantics: every status maps to one state of the canonical work-order model. */
export const workOrderStatuses = defineResource({
  name: 'workorderstatuses',
  path: '/maintenance/statuses',
  table: 'work_order_statuses',
  entity: 'WorkOrderStatus',
  permission: 'workorderstatuses',
  area: 'settings',
  titleField: 'name',
  fields: stateStatusFields(WORK_ORDER_STATES),
  ...STATE_STATUS_LIST,
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
