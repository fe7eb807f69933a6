import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
import { idColumn, listIndexes, softDelete, timestamps } from './columns.js';
import { locations, workOrderCategories, workOrderPriorities, workOrderStatuses } from './settings.js';
import { causes, escalationRules } from './people.js';
import { assets } from './assets.js';

// People (assignee, requester, supportees) are users, which are only ever soft-deleted: no foreign keys.

export const workOrders = sqliteTable(
  'work_orders',
  {
    id: idColumn(),
    number: text('number'),
    title: text('title').notNull(),
    description: text('description'),
    source: text('source').notNull().default('direct'),
    status_id: integer('status_id')
      .notNull()
      .references(() => workOrderStatuses.id),
    // The status's state, kept on the row so that lists filter and count by it through an index.
    state: text('state').notNull(),
    priority_id: integer('priority_id').references(() => workOrderPriorities.id),
    category_id: integer('category_id').references(() => workOrderCategories.id),
    cause_id: integer('cause_id').references(() => causes.id),
    assignee: integer('assignee'),
    requested_by: integer('requested_by'),
    parent_id: integer('parent_id').references((): AnySQLiteColumn => workOrders.id),
    follow_up_of: integer('follow_up_of').references((): AnySQLiteColumn => workOrders.id),
    // Plain ids until the service business declares customers and vendors.
    customer_id: integer('customer_id'),
    vendor_id: integer('vendor_id'),
    // The preventive plan and occurrence a generated work order belongs to (issue 13).
    scheduler_id: integer('scheduler_id'),
    occurrence_date: text('occurrence_date'),
    due_at: text('due_at'),
    // While on hold the due clock is paused: resuming moves due_at later by the time since this.
    hold_started_at: text('hold_started_at'),
    first_response_at: text('first_response_at'),
    started_at: text('started_at'),
    completed_at: text('completed_at'),
    completed_by: integer('completed_by'),
    closed_at: text('closed_at'),
    escalation_level: integer('escalation_level').notNull().default(0),
    hold_reason: text('hold_reason'),
    cancel_reason: text('cancel_reason'),
    reject_reason: text('reject_reason'),
    time_spent_minutes: integer('time_spent_minutes').notNull().default(0),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    uniqueIndex('work_orders_number_idx').on(sql`${t.number} COLLATE NOCASE`),
    // The due list: open work by state, in due order.
    index('work_orders_state_due_idx').on(sql`${t.state} COLLATE NOCASE`, t.due_at),
    index('work_orders_status_idx').on(t.status_id),
    index('work_orders_priority_idx').on(t.priority_id),
    index('work_orders_category_idx').on(t.category_id),
    index('work_orders_cause_idx').on(t.cause_id),
    index('work_orders_parent_idx').on(t.parent_id),
    ...listIndexes('work_orders', {
      text: [t.title, t.source, t.hold_reason],
      other: [
        t.due_at,
        t.assignee,
        t.requested_by,
        t.follow_up_of,
        t.customer_id,
        t.vendor_id,
        t.scheduler_id,
        t.occurrence_date,
        t.first_response_at,
        t.started_at,
        t.completed_at,
        t.completed_by,
        t.closed_at,
        t.escalation_level,
        t.time_spent_minutes,
        t.created_at,
        t.updated_at,
      ],
    }),
  ],
);

/** The join tables of a work order's people, assets and places, indexed both ways. */
export const workOrderSupportees = sqliteTable(
  'work_order_supportees',
  {
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.work_order_id, t.user_id] }),
    index('work_order_supportees_user_idx').on(t.user_id, t.work_order_id),
  ],
);
export const workOrderAssets = sqliteTable(
  'work_order_assets',
  {
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id),
  },
  (t) => [
    primaryKey({ columns: [t.work_order_id, t.asset_id] }),
    index('work_order_assets_asset_idx').on(t.asset_id, t.work_order_id),
  ],
);
export const workOrderLocations = sqliteTable(
  'work_order_locations',
  {
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.work_order_id, t.location_id] }),
    index('work_order_locations_location_idx').on(t.location_id, t.work_order_id),
  ],
);

/** Child rows of one work order: only its id is needed to find them. */
const ofWorkOrder = () =>
  integer('work_order_id')
    .notNull()
    .references(() => workOrders.id, { onDelete: 'cascade' });

/** Every work-log entry: a move (with the statuses it went between) or time and a note only. */
export const workOrderLogs = sqliteTable(
  'work_order_logs',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    action: text('action').notNull(),
    from_status_id: integer('from_status_id').references(() => workOrderStatuses.id),
    to_status_id: integer('to_status_id').references(() => workOrderStatuses.id),
    note: text('note'),
    reason: text('reason'),
    minutes: integer('minutes'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('work_order_logs_work_order_idx').on(t.work_order_id, t.created_at)],
);

export const workOrderComments = sqliteTable(
  'work_order_comments',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    body: text('body').notNull(),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [index('work_order_comments_work_order_idx').on(t.work_order_id, t.created_at)],
);

export const workOrderWatchers = sqliteTable(
  'work_order_watchers',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    user_id: integer('user_id').notNull(),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('work_order_watchers_pair_idx').on(t.work_order_id, t.user_id),
    index('work_order_watchers_user_idx').on(t.user_id),
  ],
);

export const workOrderEscalations = sqliteTable(
  'work_order_escalations',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    level: integer('level').notNull(),
    cause_id: integer('cause_id').references(() => causes.id, { onDelete: 'set null' }),
    /** manual, or what the sweep saw breached: response (no first response) or resolution (past due). */
    trigger: text('trigger').notNull(),
    rule_id: integer('rule_id').references(() => escalationRules.id, { onDelete: 'set null' }),
    /** JSON array of user ids. */
    assignees: text('assignees').notNull().default('[]'),
    note: text('note'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    index('work_order_escalations_work_order_idx').on(t.work_order_id, t.level),
    // The sweep escalates a work order once per level, however often it runs.
    uniqueIndex('work_order_escalations_auto_idx')
      .on(t.work_order_id, t.level)
      .where(sql`"trigger" <> 'manual'`),
  ],
);

export const workOrderLinks = sqliteTable(
  'work_order_links',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    linked_id: integer('linked_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    link_type: text('link_type').notNull(),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    // One row per pair, whichever side made it: a unique index on the ordered pair lives in migration 0008.
    index('work_order_links_work_order_idx').on(t.work_order_id),
    index('work_order_links_linked_idx').on(t.linked_id),
  ],
);

/** Files of a work order, stored under `<dataDir>/uploads/workorders/<id>/`. */
export const workOrderMedia = sqliteTable(
  'work_order_media',
  {
    id: idColumn(),
    work_order_id: ofWorkOrder(),
    filename: text('filename').notNull(),
    original_name: text('original_name').notNull(),
    mime_type: text('mime_type').notNull(),
    size: integer('size').notNull(),
    note: text('note'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [index('work_order_media_work_order_idx').on(t.work_order_id)],
);

export const workOrderQuotations = sqliteTable('work_order_quotations', {
  id: idColumn(),
  work_order_id: integer('work_order_id')
    .notNull()
    .unique()
    .references(() => workOrders.id, { onDelete: 'cascade' }),
  /** Basis points: 1000 is 10 %. */
  tax_rate: integer('tax_rate').notNull(),
  notes: text('notes'),
  status: text('status').notNull().default('draft'),
  updated_by: integer('updated_by'),
  created_at: text('created_at').notNull(),
  updated_at: text('updated_at').notNull(),
});

/** Money in integer fils, quantities in integer thousandths. */
export const workOrderQuotationLines = sqliteTable(
  'work_order_quotation_lines',
  {
    id: idColumn(),
    quotation_id: integer('quotation_id')
      .notNull()
      .references(() => workOrderQuotations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unit_price_fils: integer('unit_price_fils').notNull(),
    consumable_id: integer('consumable_id'),
    component_id: integer('component_id'),
  },
  (t) => [index('work_order_quotation_lines_quotation_idx').on(t.quotation_id, t.position)],
);

export const serviceReports = sqliteTable(
  'service_reports',
  {
    id: idColumn(),
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    number: text('number'),
    findings: text('findings').notNull(),
    actions_taken: text('actions_taken'),
    /** JSON array of `{ description, quantity }`. */
    parts_used: text('parts_used').notNull().default('[]'),
    time_minutes: integer('time_minutes'),
    customer_signoff_name: text('customer_signoff_name'),
    signed_at: text('signed_at'),
    ...timestamps(),
  },
  (t) => [
    index('service_reports_work_order_idx').on(t.work_order_id),
    index('service_reports_created_idx').on(t.created_at),
  ],
);
