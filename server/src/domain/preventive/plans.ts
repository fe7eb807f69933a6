import {
  splitList,
  type Basis,
  type Frequency,
  type MonthlyMode,
  type Ordinal,
  type PlanTarget,
  type RecurrenceRule,
  type Weekday,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Clock } from '../../clock.js';

/** A preventive plan as stored. */
export interface PlanRecord {
  id: number;
  name: string;
  description: string | null;
  target_type: PlanTarget;
  model_id: number | null;
  category_id: number | null;
  location_id: number | null;
  pre_checklists: string;
  inter_checklists: string;
  post_checklists: string;
  assignee: number | null;
  assignee_group: number | null;
  priority_id: number | null;
  work_order_category_id: number | null;
  estimated_minutes: number | null;
  lead_days: number | null;
  frequency: Frequency;
  interval: number | null;
  weekdays: string | null;
  monthly_mode: MonthlyMode;
  day_of_month: number | null;
  ordinal: Ordinal | null;
  weekday: Weekday | null;
  month: number | null;
  basis: Basis;
  start_date: string;
  end_date: string | null;
  skip_dates: string | null;
  paused: number;
  generate_from: string | null;
  customer_id: number | null;
  created_at: string;
  deleted_at: string | null;
}

/** The asset a work order of the plan is about, and where it stands. */
export interface PlanAsset {
  id: number;
  name: string;
  location_id: number | null;
}

export const DEFAULT_LEAD_DAYS = 7;

/** Today on the app's clock, yyyy-MM-dd (UTC: the estate's dates are stored that way). */
export const todayOf = (clock: Clock): string => clock().toISOString().slice(0, 10);

export const loadPlan = (sqlite: Sqlite, id: number): PlanRecord | undefined =>
  id > 0
    ? (sqlite.prepare('SELECT * FROM schedulers WHERE id = ? AND deleted_at IS NULL').get(id) as PlanRecord | undefined)
    : undefined;

/** Plans that generate: undeleted and not paused. */
export const activePlans = (sqlite: Sqlite): PlanRecord[] =>
  sqlite.prepare('SELECT * FROM schedulers WHERE deleted_at IS NULL AND paused = 0 ORDER BY id').all() as PlanRecord[];

export function ruleOf(plan: PlanRecord): RecurrenceRule {
  return {
    frequency: plan.frequency,
    interval: plan.interval ?? 1,
    weekdays: splitList(plan.weekdays) as Weekday[],
    monthlyMode: plan.monthly_mode,
    dayOfMonth: plan.day_of_month,
    ordinal: plan.ordinal,
    weekday: plan.weekday,
    month: plan.month,
    basis: plan.basis,
    startDate: plan.start_date,
    endDate: plan.end_date,
    skipDates: splitList(plan.skip_dates),
  };
}

export const checklistIds = (json: string): number[] => {
  try {
    const ids = JSON.parse(json) as unknown;
    return Array.isArray(ids) ? ids.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
};

const ASSET_COLUMNS =
  'a.id, coalesce(a.name, a.asset_tag) AS name, coalesce(a.location_id, a.rtd_location_id) AS location_id';

/**
 * The undeleted assets the plan covers now: its listed assets, or every asset of its model, of its
 * category (through the models), or at its place and the places below it.
 */
export function planAssets(sqlite: Sqlite, plan: PlanRecord): PlanAsset[] {
  switch (plan.target_type) {
    case 'assets':
      return sqlite
        .prepare(
          `SELECT ${ASSET_COLUMNS} FROM scheduler_assets s JOIN assets a ON a.id = s.asset_id
           WHERE s.scheduler_id = ? AND a.deleted_at IS NULL ORDER BY a.id`,
        )
        .all(plan.id) as PlanAsset[];
    case 'model':
      return sqlite
        .prepare(`SELECT ${ASSET_COLUMNS} FROM assets a WHERE a.model_id = ? AND a.deleted_at IS NULL ORDER BY a.id`)
        .all(plan.model_id) as PlanAsset[];
    case 'category':
      return sqlite
        .prepare(
          `SELECT ${ASSET_COLUMNS} FROM assets a JOIN models m ON m.id = a.model_id
           WHERE m.category_id = ? AND a.deleted_at IS NULL ORDER BY a.id`,
        )
        .all(plan.category_id) as PlanAsset[];
    case 'location':
      return sqlite
        .prepare(
          `WITH RECURSIVE place(id) AS (SELECT ? UNION SELECT l.id FROM locations l JOIN place p ON l.parent_id = p.id)
           SELECT ${ASSET_COLUMNS} FROM assets a
           WHERE coalesce(a.location_id, a.rtd_location_id) IN (SELECT id FROM place) AND a.deleted_at IS NULL
           ORDER BY a.id`,
        )
        .all(plan.location_id) as PlanAsset[];
  }
}

/**
 * What one occurrence covers: a plan on listed assets makes one work order for them all (key null);
 * the others one per asset (keyed by it).
 */
export interface OccurrenceTarget {
  assetKey: number | null;
  assets: PlanAsset[];
}

export function occurrenceTargets(sqlite: Sqlite, plan: PlanRecord): OccurrenceTarget[] {
  const assets = planAssets(sqlite, plan);
  if (plan.target_type === 'assets') return assets.length ? [{ assetKey: null, assets }] : [];
  return assets.map((a) => ({ assetKey: a.id, assets: [a] }));
}
