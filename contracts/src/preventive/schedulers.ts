import { z } from 'zod';
import { defineResource } from '../kit/resource.js';
import { BASES, FREQUENCIES, MONTHLY_MODES, ORDINALS, WEEKDAYS } from '../kit/recurrence.js';

/** What a plan covers: listed assets (one work order for them all), or every asset of a model, category or place. */
export const PLAN_TARGETS = ['assets', 'model', 'category', 'location'] as const;
export type PlanTarget = (typeof PLAN_TARGETS)[number];

/** The recurrence fields a frequency uses: the plan form shows only those, the server clears the others. */
const WEEKLY = { field: 'frequency', is: ['weekly'] } as const;
const MONTHLY = { field: 'frequency', is: ['monthly'] } as const;
const YEARLY = { field: 'frequency', is: ['yearly'] } as const;
const NTH_WEEKDAY = [MONTHLY, { field: 'monthly_mode', is: ['nth_weekday'] }] as const;

/**
 * Preventive maintenance plans (spec point 7 names the path `Scheduler`). The recurrence columns are
 * read by `kit/recurrence.ts`; `weekdays` ("mon,thu") and `skip_dates` ("2026-12-16, 2026-12-17") are
 * lists in text, checked by the server's hook. Generation, pausing and the schedules are actions.
 */
export const schedulers = defineResource({
  name: 'schedulers',
  path: '/Scheduler',
  table: 'schedulers',
  entity: 'Scheduler',
  permission: 'schedulers',
  area: 'maintenance',
  titleField: 'name',
  fields: {
    name: { kind: 'text', required: true, unique: true, max: 255, list: true },
    description: { kind: 'textarea' },
    target_type: { kind: 'enum', options: PLAN_TARGETS, default: 'assets', list: true },
    assets: {
      kind: 'multi-reference',
      ref: 'hardware',
      rowKey: 'assets',
      through: { table: 'scheduler_assets', self: 'scheduler_id', other: 'asset_id' },
      filter: 'asset_id',
    },
    model_id: { kind: 'reference', ref: 'models', rowKey: 'model' },
    category_id: {
      kind: 'reference',
      ref: 'categories',
      rowKey: 'category',
      scope: { column: 'category_type', value: 'asset', text: 'This category must be an asset category.' },
    },
    location_id: { kind: 'reference', ref: 'locations', rowKey: 'location', list: true },
    pre_checklists: { kind: 'multi-reference', ref: 'checklists', rowKey: 'pre_checklists' },
    inter_checklists: { kind: 'multi-reference', ref: 'checklists', rowKey: 'inter_checklists' },
    post_checklists: { kind: 'multi-reference', ref: 'checklists', rowKey: 'post_checklists' },
    assignee: { kind: 'reference', ref: 'users', rowKey: 'assignee', list: true },
    assignee_group: { kind: 'reference', ref: 'groups', rowKey: 'assignee_group' },
    priority_id: { kind: 'reference', ref: 'workorderpriorities', rowKey: 'priority', serverDefault: true },
    work_order_category_id: {
      kind: 'reference',
      ref: 'workordercategories',
      rowKey: 'work_order_category',
      serverDefault: true,
    },
    estimated_minutes: { kind: 'integer', min: 0, max: 100_000, duration: 'minutes' },
    lead_days: { kind: 'integer', min: 0, max: 365, serverDefault: true },
    frequency: { kind: 'enum', options: FREQUENCIES, required: true, list: true },
    interval: { kind: 'integer', min: 1, max: 999, serverDefault: true, list: true },
    weekdays: { kind: 'text', max: 60, sample: 'mon,thu', listOf: 'weekdays', showWhen: WEEKLY },
    monthly_mode: { kind: 'enum', options: MONTHLY_MODES, default: 'day_of_month', showWhen: MONTHLY },
    // A yearly plan's day is its day of the month too.
    day_of_month: {
      kind: 'integer',
      min: 1,
      max: 31,
      showWhen: { anyOf: [[MONTHLY, { field: 'monthly_mode', not: ['nth_weekday'] }], YEARLY] },
    },
    ordinal: { kind: 'enum', options: ORDINALS, showWhen: NTH_WEEKDAY },
    weekday: { kind: 'enum', options: WEEKDAYS, showWhen: NTH_WEEKDAY },
    month: { kind: 'integer', min: 1, max: 12, showWhen: YEARLY },
    basis: { kind: 'enum', options: BASES, default: 'fixed', list: true },
    start_date: { kind: 'date', required: true, list: true },
    end_date: { kind: 'date' },
    skip_dates: { kind: 'textarea', max: 4000, sample: '2026-12-16, 2026-12-17', listOf: 'dates' },
    paused: { kind: 'boolean', default: false, list: true },
    // The customer the plan serves (the seed takes its place's): shown and picked by name.
    customer_id: { kind: 'reference', ref: 'customers', rowKey: 'customer', keepId: true, sample: null },
  },
  sort: { default: 'name', order: 'asc' },
  search: ['name', 'description'],
  filters: [
    'target_type',
    'model_id',
    'category_id',
    'location_id',
    'assignee',
    'assignee_group',
    'priority_id',
    'frequency',
    'basis',
    'paused',
    'customer_id',
  ],
  softDelete: true,
  selectList: { perPage: 50 },
  counts: {
    work_orders_count: { table: 'work_orders', column: 'scheduler_id', softDelete: true },
  },
  rowExtras: {
    /** The next date the plan falls due on or after today (null: ended, or paused). */
    next_date: z.string().nullable(),
  },
  messages: {
    created: 'Scheduler created successfully.',
    updated: 'Scheduler updated successfully.',
    deleted: 'The scheduler was deleted successfully.',
  },
});
