import { z } from 'zod';
import { fieldValueSchema } from '../kit/body-schema.js';
import { defineResource } from '../kit/resource.js';
import { refSchema } from '../kit/row-schema.js';
import { WORK_ORDER_STATES, workOrderPriorityRefSchema, workOrderStatusRefSchema } from '../kit/work-order-states.js';
import { HOLD_REASONS } from './moves.js';

/** Where a work order came from: raised directly, a requester's request, a preventive plan, a failed check. */
export const WORK_ORDER_SOURCES = ['direct', 'request', 'preventive', 'follow_up', 'logbook'] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];

/**
 * The named views the work-order list's `status` filter takes besides a status id (issue 26), each named
 * for what it holds. "Still to do" is every state of `DUE_STATES` (requested, open, assigned, in progress,
 * on hold); "overdue" is running work (open, assigned, in progress) past its due time, as `overdue=1`.
 * - `todo`: everything still to do, overdue included (a `date_range` narrows it by due date);
 * - `overdue`: running work past its due time;
 * - `today`: still to do and due today (overdue work of earlier days is `overdue`);
 * - `due`: still to do and due from today to the sixth day after (this week), or within `date_range`;
 *   overdue work is not in it (kept for clients since issue 4: the calendar, the benchmark).
 */
export const WORK_ORDER_STATUS_VIEWS = ['todo', 'overdue', 'today', 'due'] as const;
export type WorkOrderStatusView = (typeof WORK_ORDER_STATUS_VIEWS)[number];

/** `assigned_to_me=1`: work the caller does: assigned to them, or on its crew (a supportee). */
export const ASSIGNED_TO_ME = 'assigned_to_me';

/** `number`: "WO-000123", from the id. */
export const workOrderNumber = (id: number): string => `WO-${String(id).padStart(6, '0')}`;

/** An inspected asset: named by its name (or tag), with its tag. */
export const inspectableRefSchema = refSchema.extend({ asset_tag: z.string() });

/**
 * Breakdown and preventive work orders (spec point 3 and 7). The status is not a body field: it changes
 * only by a work-log entry (the moves of `work-orders/moves.ts`). The list lives at `.../index`.
 */
export const workOrders = defineResource({
  name: 'workorders',
  path: '/maintenance/workorders',
  listPath: '/maintenance/workorders/index',
  table: 'work_orders',
  entity: 'WorkOrder',
  permission: 'workorders',
  // A requester lists, reads and raises its own requests; the server scopes what it sees to them.
  alsoAllowedBy: { read: ['request'], create: ['request'] },
  area: 'maintenance',
  titleField: 'title',
  fields: {
    number: { kind: 'text', readOnly: true, alwaysSet: true, list: true },
    title: { kind: 'text', required: true, alwaysSet: true, min: 3, max: 255, list: true },
    description: { kind: 'textarea' },
    source: { kind: 'enum', options: WORK_ORDER_SOURCES, readOnly: true, alwaysSet: true },
    status_id: { kind: 'reference', ref: 'workorderstatuses', rowKey: 'status', readOnly: true, list: true },
    state: { kind: 'enum', options: WORK_ORDER_STATES, readOnly: true, alwaysSet: true },
    priority_id: {
      kind: 'reference',
      ref: 'workorderpriorities',
      rowKey: 'priority',
      list: true,
      serverDefault: true,
    },
    category_id: { kind: 'reference', ref: 'workordercategories', rowKey: 'category', list: true },
    cause_id: { kind: 'reference', ref: 'causes', rowKey: 'cause' },
    assignee: { kind: 'reference', ref: 'users', rowKey: 'assignee', list: true },
    requested_by: { kind: 'reference', ref: 'users', rowKey: 'requested_by', readOnly: true },
    supportees: {
      kind: 'multi-reference',
      ref: 'users',
      rowKey: 'supportees',
      through: { table: 'work_order_supportees', self: 'work_order_id', other: 'user_id' },
      filter: 'supportee',
    },
    inspectables: {
      kind: 'multi-reference',
      ref: 'hardware',
      rowKey: 'inspectables',
      through: { table: 'work_order_assets', self: 'work_order_id', other: 'asset_id' },
      filter: 'asset',
    },
    locations: {
      kind: 'multi-reference',
      ref: 'locations',
      rowKey: 'locations',
      through: { table: 'work_order_locations', self: 'work_order_id', other: 'location_id' },
      filter: 'location',
    },
    parent_id: {
      kind: 'reference',
      ref: 'workorders',
      rowKey: 'parent',
      immutable: 'The parent id cannot change: a sub-task stays with its work order.',
    },
    follow_up_of: { kind: 'reference', ref: 'workorders', rowKey: 'follow_up_of', readOnly: true },
    // Left out, the customer of the work order's asset or location (the work-order hook).
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', keepId: true },
    vendor_id: { kind: 'reference', ref: 'vendors', rowKey: 'vendor', keepId: true },
    // Set by the preventive scheduler (issue 13).
    scheduler_id: { kind: 'integer', readOnly: true },
    occurrence_date: { kind: 'date', readOnly: true },
    due_at: { kind: 'datetime', readOnly: true, list: true },
    first_response_at: { kind: 'datetime', readOnly: true },
    started_at: { kind: 'datetime', readOnly: true },
    completed_at: { kind: 'datetime', readOnly: true },
    completed_by: { kind: 'reference', ref: 'users', rowKey: 'completed_by', readOnly: true },
    closed_at: { kind: 'datetime', readOnly: true },
    escalation_level: { kind: 'integer', readOnly: true },
    hold_reason: { kind: 'enum', options: HOLD_REASONS, readOnly: true },
    cancel_reason: { kind: 'textarea', readOnly: true },
    reject_reason: { kind: 'textarea', readOnly: true },
    time_spent_minutes: { kind: 'integer', readOnly: true, duration: 'minutes' },
  },
  // 'yyyy-MM-dd' (the end of that day) or 'yyyy-MM-dd HH:mm'; stored as `due_at`. Absent on create: the
  // priority's resolution hours from now.
  bodyExtras: { due_date: fieldValueSchema('due_date', { kind: 'datetime', endOfDay: true }, true) },
  sort: { default: 'created_at', order: 'desc' },
  search: ['number', 'title', 'description'],
  searchIndex: 'work_orders_search',
  filters: [
    'location',
    'assignee',
    // A status id, or a named view of the list (to do, overdue, today, due this week).
    { name: 'status', ids: 'workorderstatuses', words: WORK_ORDER_STATUS_VIEWS },
    'priority',
    'title',
    'category',
    'created_at',
    'supportee',
    'due_date',
    'cause',
    'description',
    'asset',
    'updated_on',
    'date_range[start]',
    'date_range[end]',
    'start',
    'end',
    'customer_id',
    'vendor_id',
    'state',
    'source',
    { name: 'overdue', flag: true },
    'parent_id',
    'scheduler_id',
    ASSIGNED_TO_ME,
  ],
  filterColumns: {
    priority: 'priority_id',
    category: 'category_id',
    cause: 'cause_id',
    updated_on: 'updated_at',
    due_date: 'due_at',
  },
  filterModes: { title: 'contains', description: 'contains', created_at: 'day', updated_on: 'day', due_date: 'day' },
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    comments_count: { table: 'work_order_comments', column: 'work_order_id', softDelete: true },
    attachments_count: { table: 'work_order_media', column: 'work_order_id' },
    subtasks_count: { table: 'work_orders', column: 'parent_id', softDelete: true, guard: true, type: 'sub-task' },
  },
  rowExtras: {
    status: workOrderStatusRefSchema.nullable(),
    priority: workOrderPriorityRefSchema.nullable(),
    inspectables: z.array(inspectableRefSchema),
    overdue: z.boolean(),
    checklists: z.object({ total: z.number().int(), completed: z.number().int() }),
  },
  messages: {
    created: 'Work order created successfully.',
    updated: 'Work order updated successfully.',
    deleted: 'The work order was deleted successfully.',
    inUse: 'This work order still has at least one {type} and cannot be deleted.',
  },
});
