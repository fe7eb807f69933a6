import { index, integer, real, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, timestamps } from './columns.js';
import { categories, companies } from './settings.js';
import { workOrderMedia, workOrders } from './work-orders.js';

/** Checklist templates: items to answer, parameters to read. */
export const checklists = sqliteTable(
  'checklists',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** JSON array of asset model ids. */
    models: text('models').notNull().default('[]'),
    status: bool('status'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [index('checklists_name_idx').on(t.name), index('checklists_type_idx').on(t.type)],
);

export const checklistItems = sqliteTable(
  'checklist_items',
  {
    id: idColumn(),
    checklist_id: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    photo: text('photo').notNull().default('none'),
    video: text('video').notNull().default('none'),
    comment: text('comment').notNull().default('none'),
    option_list: text('option_list').notNull().default('combined'),
    /** JSON array of `{ key, label, result }`: the list's options, a custom list's own. */
    options: text('options').notNull().default('[]'),
  },
  (t) => [index('checklist_items_checklist_idx').on(t.checklist_id, t.position)],
);

export const checklistParameters = sqliteTable(
  'checklist_parameters',
  {
    id: idColumn(),
    checklist_id: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit'),
    min: real('min'),
    max: real('max'),
    required: bool('required'),
    ...timestamps(),
  },
  (t) => [index('checklist_parameters_checklist_idx').on(t.checklist_id)],
);

/** A template attached to a work order at a stage; it may wait for another one of the same work order. */
export const workOrderChecklists = sqliteTable(
  'work_order_checklists',
  {
    id: idColumn(),
    work_order_id: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    checklist_id: integer('checklist_id')
      .notNull()
      .references(() => checklists.id),
    stage: text('stage').notNull(),
    dependent_checklist_id: integer('dependent_checklist_id').references(
      (): AnySQLiteColumn => workOrderChecklists.id,
      { onDelete: 'set null' },
    ),
    completed_at: text('completed_at'),
    completed_by: integer('completed_by'),
    created_by: integer('created_by'),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    index('work_order_checklists_work_order_idx').on(t.work_order_id, t.stage),
    index('work_order_checklists_checklist_idx').on(t.checklist_id),
    index('work_order_checklists_dependent_idx').on(t.dependent_checklist_id),
  ],
);

/** One answer per item: answering again replaces it (the revision log keeps the old one). */
export const workOrderChecklistAnswers = sqliteTable(
  'work_order_checklist_answers',
  {
    id: idColumn(),
    work_order_checklist_id: integer('work_order_checklist_id')
      .notNull()
      .references(() => workOrderChecklists.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => checklistItems.id),
    option_key: text('option_key').notNull(),
    result: text('result').notNull(),
    comment: text('comment'),
    media_id: integer('media_id').references(() => workOrderMedia.id, { onDelete: 'set null' }),
    answered_by: integer('answered_by'),
    answered_at: text('answered_at').notNull(),
  },
  (t) => [
    uniqueIndex('work_order_checklist_answers_item_idx').on(t.work_order_checklist_id, t.item_id),
    index('work_order_checklist_answers_by_item_idx').on(t.item_id),
    index('work_order_checklist_answers_media_idx').on(t.media_id),
  ],
);

/** One reading per parameter; `in_range` says whether it fell within the parameter's min and max. */
export const workOrderReadings = sqliteTable(
  'work_order_readings',
  {
    id: idColumn(),
    work_order_checklist_id: integer('work_order_checklist_id')
      .notNull()
      .references(() => workOrderChecklists.id, { onDelete: 'cascade' }),
    parameter_id: integer('parameter_id')
      .notNull()
      .references(() => checklistParameters.id),
    value: real('value').notNull(),
    in_range: bool('in_range'),
    read_by: integer('read_by'),
    read_at: text('read_at').notNull(),
  },
  (t) => [
    uniqueIndex('work_order_readings_parameter_idx').on(t.work_order_checklist_id, t.parameter_id),
    index('work_order_readings_by_parameter_idx').on(t.parameter_id),
  ],
);
