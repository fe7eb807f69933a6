import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, idColumn, softDelete, timestamps } from './columns.js';
import { categories, locations, workOrderCategories, workOrderPriorities } from './settings.js';
import { assets, models } from './assets.js';
import { groups, users } from './auth.js';
import { workOrders } from './work-orders.js';

/** Preventive maintenance plans (the `Scheduler`): what, who, and the recurrence `kit/recurrence.ts` reads. */
export const schedulers = sqliteTable(
  'schedulers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    target_type: text('target_type').notNull().default('assets'),
    model_id: integer('model_id').references(() => models.id, { onDelete: 'set null' }),
    category_id: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    location_id: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** JSON arrays of checklist template ids, by stage. */
    pre_checklists: text('pre_checklists').notNull().default('[]'),
    inter_checklists: text('inter_checklists').notNull().default('[]'),
    post_checklists: text('post_checklists').notNull().default('[]'),
    assignee: integer('assignee'),
    assignee_group: integer('assignee_group').references(() => groups.id, { onDelete: 'set null' }),
    priority_id: integer('priority_id').references(() => workOrderPriorities.id),
    work_order_category_id: integer('work_order_category_id').references(() => workOrderCategories.id),
    estimated_minutes: integer('estimated_minutes'),
    lead_days: integer('lead_days'),
    frequency: text('frequency').notNull(),
    interval: integer('interval'),
    weekdays: text('weekdays'),
    monthly_mode: text('monthly_mode').notNull().default('day_of_month'),
    day_of_month: integer('day_of_month'),
    ordinal: text('ordinal'),
    weekday: text('weekday'),
    month: integer('month'),
    basis: text('basis').notNull().default('fixed'),
    start_date: text('start_date').notNull(),
    end_date: text('end_date'),
    skip_dates: text('skip_dates'),
    paused: bool('paused'),
    /**
     * Generation creates occurrences from this day on: the day the plan was made or last resumed, so
     * neither back-fills what fell due before it.
     */
    generate_from: text('generate_from'),
    customer_id: integer('customer_id'),
    ...timestamps(),
    ...softDelete(),
  },
  (t) => [
    index('schedulers_name_idx').on(sql`${t.name} COLLATE NOCASE`),
    index('schedulers_location_idx').on(t.location_id),
    index('schedulers_model_idx').on(t.model_id),
    index('schedulers_category_idx').on(t.category_id),
    index('schedulers_assignee_idx').on(t.assignee),
  ],
);

export const schedulerAssets = sqliteTable(
  'scheduler_assets',
  {
    scheduler_id: integer('scheduler_id')
      .notNull()
      .references(() => schedulers.id, { onDelete: 'cascade' }),
    asset_id: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scheduler_id, t.asset_id] }), index('scheduler_assets_asset_idx').on(t.asset_id)],
);

/**
 * One row per generated (or seeded) occurrence of a plan: per asset for model, category and location
 * plans, once (asset_id null) for a plan on listed assets. The unique key is what makes generation
 * idempotent: a second run, a restart or a concurrent run finds the row and creates nothing.
 */
export const scheduleOccurrences = sqliteTable(
  'schedule_occurrences',
  {
    id: idColumn(),
    scheduler_id: integer('scheduler_id')
      .notNull()
      .references(() => schedulers.id, { onDelete: 'cascade' }),
    occurrence_date: text('occurrence_date').notNull(),
    asset_id: integer('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    work_order_id: integer('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    created_at: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('schedule_occurrences_key_idx').on(t.scheduler_id, t.occurrence_date, sql`coalesce(${t.asset_id}, 0)`),
    index('schedule_occurrences_date_idx').on(t.occurrence_date),
    index('schedule_occurrences_asset_idx').on(t.asset_id),
    index('schedule_occurrences_work_order_idx').on(t.work_order_id),
  ],
);

/** A technician's skills (HVAC, lifts...), with a level 1-3 and a certificate's end. */
export const userSkills = sqliteTable(
  'user_skills',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    level: integer('level').notNull().default(1),
    certified_until: text('certified_until'),
  },
  (t) => [
    uniqueIndex('user_skills_user_skill_idx').on(t.user_id, sql`${t.skill} COLLATE NOCASE`),
    index('user_skills_skill_idx').on(sql`${t.skill} COLLATE NOCASE`),
  ],
);
