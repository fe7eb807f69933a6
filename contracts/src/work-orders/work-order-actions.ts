import { z } from 'zod';
import { datetimeSchema } from '../kit/dates.js';
import { mutationEnvelope, selectListSchema } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { filterName, filterSchema } from '../kit/filter-decl.js';
import { refSchema, rowSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { defineSubResource, subResourceEndpoints } from '../kit/sub-resource.js';
import { WO_AUTH, choiceField, field, idField, listOrError, woAction } from '../kit/work-order-kit.js';
import { workOrderStatusRefSchema } from '../kit/work-order-states.js';
import { workOrders } from './work-orders.js';
import { LOG_ONLY, WORK_ORDER_MOVES } from './moves.js';

/** Moves and their log, requests, and a work order's history: revisions and the updates feed. */

export const workOrderRowSchema = rowSchema(workOrders);

export const WORK_LOG_ACTIONS = [...WORK_ORDER_MOVES, LOG_ONLY] as const;

/** One work-log entry: a move (with the statuses it went between) or time and a note. */
export const workLogRowSchema = z.object({
  id: z.number().int(),
  work_order_id: z.number().int(),
  action: z.enum(WORK_LOG_ACTIONS),
  from_status: workOrderStatusRefSchema.nullable(),
  to_status: workOrderStatusRefSchema.nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  minutes: z.number().int().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type WorkLogRow = z.infer<typeof workLogRowSchema>;

/** `status` is a status id; `action` a move's name (or `log`); either names the move. */
export const workLogBodySchema = z.object({
  work_order_id: idField('work_order_id', 'workorders', true),
  status: idField('status', 'workorderstatuses'),
  action: choiceField('action', WORK_LOG_ACTIONS),
  /** Approve or assign to this technician in the same step. */
  assignee: idField('assignee', 'users'),
  note: field('note', { kind: 'textarea' }),
  /** Why: a hold's reason code (parts, vendor, access, customer, approval, other) or free text. */
  reason: field('reason', { kind: 'text', max: 255 }),
  minutes: field('minutes', { kind: 'integer', min: 0, max: 10_000 }),
});

/** What a revision row is about: the filter of `revision/{id}?search=`. */
export const REVISION_TYPES = [
  'field',
  'status',
  'checklist',
  'attachment',
  'comment',
  'watcher',
  'escalation',
  'link',
  'subtask',
  'quotation',
] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];

/** One changed field of one logged change, values as text (references by name). */
export const revisionRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(REVISION_TYPES),
  field: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
});
export type RevisionRow = z.infer<typeof revisionRowSchema>;

/** The kinds the updates feed shows: the filter of `{id}/updates?filter=`. */
export const UPDATE_KINDS = ['comment', 'status', 'attachment', 'checklist', 'escalation'] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

export const updateRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(UPDATE_KINDS),
  text: z.string(),
  created_by: refSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  meta: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })).nullable(),
});
export type UpdateRow = z.infer<typeof updateRowSchema>;

const listQuery = listQuerySchema.extend(
  Object.fromEntries(workOrders.filters.map((f) => [filterName(f), filterSchema(f)])),
);
const rowOrError = mutationEnvelope(workOrderRowSchema);

const statusRef = (column: string) =>
  ({ ref: { column, table: 'work_order_statuses', title: 'name', extra: ['state', 'color'] } }) as const;

/** A work order's work log, read only (entries are written by `workorders.work-log`): newest first. */
export const workLogDecl = defineSubResource({
  name: 'workorders.work-log',
  parent: 'workorders',
  table: 'work_order_logs',
  parentColumn: 'work_order_id',
  row: workLogRowSchema,
  columns: {
    work_order_id: { column: 'work_order_id' },
    action: { column: 'action' },
    from_status: statusRef('from_status_id'),
    to_status: statusRef('to_status_id'),
    note: { column: 'note' },
    reason: { column: 'reason' },
    minutes: { column: 'minutes' },
    created_by: { ref: { column: 'created_by', table: 'users', title: 'person' } },
    created_at: { datetime: 'created_at' },
  },
  sort: { columns: { created_at: 't.created_at {dir}, t.id {dir}' }, default: 'created_at', order: 'desc' },
  notFound: 'WorkOrder not found',
  list: {
    endpoint: woAction(
      'workorders.work-log-list',
      'GET',
      '/maintenance/workorders/work-log-list/:id',
      "A work order's work log",
      WO_AUTH.read,
      { query: listQuerySchema, response: listOrError(workLogRowSchema) },
    ),
  },
});

export const workOrderEndpoints = defineEndpoints([
  woAction(
    'workorders.requests',
    'GET',
    '/maintenance/workorder-requests/index',
    'Requests awaiting triage',
    WO_AUTH.see,
    {
      query: listQuery,
      response: listOrError(workOrderRowSchema),
    },
  ),
  // Issue 26: where a request is, for a requester who reads no location or asset list.
  woAction(
    'workorders.request-places',
    'GET',
    '/maintenance/workorder-requests/places',
    "The sites a request may name: the caller's company's (without one, its own location and those under it)",
    WO_AUTH.see,
    {
      query: z.object({ search: z.string().optional() }),
      response: selectListSchema,
    },
  ),
  woAction(
    'workorders.request-assets',
    'GET',
    '/maintenance/workorder-requests/assets',
    'The equipment a request may name: assets at a site the caller may use (or under it), by name or tag; `tag` finds one by its exact tag',
    WO_AUTH.see,
    {
      query: z.object({
        location_id: z.string().optional(),
        search: z.string().optional(),
        tag: z.string().optional(),
      }),
      response: selectListSchema,
    },
  ),
  woAction(
    'workorders.approve',
    'POST',
    '/maintenance/workorder-requests/:id/approve',
    'Approve a request: it becomes an open (or assigned) work order',
    WO_AUTH.approve,
    {
      body: z.object({
        assignee: idField('assignee', 'users'),
        priority_id: idField('priority_id', 'workorderpriorities'),
        due_date: field('due_date', { kind: 'datetime', endOfDay: true }),
        note: field('note', { kind: 'textarea' }),
      }),
      response: rowOrError,
    },
  ),
  woAction(
    'workorders.reject',
    'POST',
    '/maintenance/workorder-requests/:id/reject',
    'Reject a request',
    WO_AUTH.approve,
    {
      body: z.object({ reason: field('reason', { kind: 'textarea' }), note: field('note', { kind: 'textarea' }) }),
      response: rowOrError,
    },
  ),
  woAction(
    'workorders.work-log',
    'POST',
    '/maintenance/workorders/work-log',
    'Log work: move the work order to another status, or log time and a note',
    WO_AUTH.read,
    { body: workLogBodySchema, response: rowOrError },
  ),
  ...subResourceEndpoints(workLogDecl),
  woAction(
    'workorders.revisions',
    'GET',
    '/maintenance/workorders/revision/:id',
    'Every change to a work order, field by field (`search` = a revision type)',
    WO_AUTH.read,
    { query: listQuerySchema, response: listOrError(revisionRowSchema) },
  ),
  woAction(
    'workorders.updates',
    'GET',
    '/maintenance/workorders/:id/updates',
    'The updates feed: comments, moves, attachments, checklist answers, escalations',
    WO_AUTH.see,
    { query: listQuerySchema.extend({ filter: z.string().optional() }), response: listOrError(updateRowSchema) },
  ),
]);
