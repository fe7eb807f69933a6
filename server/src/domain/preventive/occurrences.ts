import {
  FINISHED_STATES,
  nextFloating,
  occurrenceState,
  occurrencesBetween,
  toStoredDateTime,
  type OccurrenceState,
  type WorkOrderState,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { activePlans, occurrenceTargets, ruleOf, type PlanRecord } from './plans.js';

/** One occurrence with what reports and the calendar need: its asset and place, and its work order. */
export interface Occurrence {
  key: string;
  id: number | null;
  date: string;
  scheduler_id: number;
  scheduler_name: string;
  asset_id: number | null;
  location_id: number | null;
  state: OccurrenceState;
  work_order_id: number | null;
}

interface StoredRow {
  id: number;
  scheduler_id: number;
  scheduler_name: string;
  date: string;
  asset_id: number | null;
  asset_key: number;
  location_id: number | null;
  work_order_id: number | null;
  wo_state: WorkOrderState | null;
  due_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
}

export interface OccurrenceQuery {
  start: string;
  end: string;
  schedulerIds?: readonly number[];
}

/** One stored occurrence by its id (of an undeleted plan), as the schedules list shows it. */
export function storedOccurrence(sqlite: Sqlite, id: number, now: Date): Occurrence | undefined {
  return id > 0 ? occurrenceRows(sqlite, 'o.id = ?', [id], now)[0] : undefined;
}

/**
 * Stored occurrences dated between start and end of undeleted plans. An occurrence on listed assets
 * (no asset of its own) stands for its work order's first asset, and the place is the asset's.
 */
export function storedOccurrences(sqlite: Sqlite, q: OccurrenceQuery, now: Date): Occurrence[] {
  const byPlan = q.schedulerIds?.length ? `AND o.scheduler_id IN (${placeholders(q.schedulerIds.length)})` : '';
  return occurrenceRows(
    sqlite,
    `o.occurrence_date BETWEEN ? AND ? ${byPlan}`,
    [q.start, q.end, ...(q.schedulerIds ?? [])],
    now,
  );
}

function occurrenceRows(sqlite: Sqlite, where: string, params: unknown[], now: Date): Occurrence[] {
  const rows = sqlite
    .prepare(
      `SELECT o.id, o.scheduler_id, s.name AS scheduler_name, o.occurrence_date AS date,
         coalesce(o.asset_id, (SELECT min(asset_id) FROM work_order_assets wa WHERE wa.work_order_id = o.work_order_id),
                  (SELECT min(asset_id) FROM scheduler_assets sa WHERE sa.scheduler_id = o.scheduler_id)) AS asset_id,
         coalesce(o.asset_id, 0) AS asset_key,
         NULL AS location_id,
         CASE WHEN w.deleted_at IS NULL THEN o.work_order_id END AS work_order_id,
         CASE WHEN w.deleted_at IS NULL THEN w.state END AS wo_state, w.due_at, w.completed_at, w.closed_at
       FROM schedule_occurrences o
       JOIN schedulers s ON s.id = o.scheduler_id AND s.deleted_at IS NULL
       LEFT JOIN work_orders w ON w.id = o.work_order_id
       WHERE ${where}`,
    )
    .all(...params) as StoredRow[];
  const places = assetPlaces(
    sqlite,
    rows.map((r) => r.asset_id),
  );
  const stamp = toStoredDateTime(now);
  return rows.map((r) => ({
    key: `${r.scheduler_id}:${r.date}:${r.asset_key}`,
    id: r.id,
    date: r.date,
    scheduler_id: r.scheduler_id,
    scheduler_name: r.scheduler_name,
    asset_id: r.asset_id,
    location_id: r.asset_id ? (places.get(r.asset_id) ?? null) : null,
    state: occurrenceState(
      r.date,
      r.wo_state ? { state: r.wo_state, due_at: r.due_at, completed_at: r.completed_at, closed_at: r.closed_at } : null,
      stamp,
    ),
    work_order_id: r.work_order_id,
  }));
}

/** Each asset's place (its own, else its default one): one query. */
export function assetPlaces(sqlite: Sqlite, ids: readonly (number | null)[]): Map<number, number | null> {
  const unique = [...new Set(ids.filter((v): v is number => typeof v === 'number'))];
  const out = new Map<number, number | null>();
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    for (const a of sqlite
      .prepare(
        `SELECT id, coalesce(location_id, rtd_location_id) AS location_id FROM assets WHERE id IN (${placeholders(chunk.length)})`,
      )
      .all(...chunk) as { id: number; location_id: number | null }[])
      out.set(a.id, a.location_id);
  }
  return out;
}

/** A computed occurrence stops here: a plan over a whole category for a year is still a screenful of pages. */
const MAX_UPCOMING = 20_000;

/**
 * The occurrences active plans will have from `from` (today or later) to `end` that are not stored yet:
 * fixed plans on their calendar; a floating plan only its next one, once its last is done.
 */
export function upcomingOccurrences(
  sqlite: Sqlite,
  from: string,
  end: string,
  stored: ReadonlySet<string>,
  schedulerIds: readonly number[],
): Occurrence[] {
  const out: Occurrence[] = [];
  const wanted = new Set(schedulerIds);
  for (const plan of activePlans(sqlite)) {
    if (wanted.size && !wanted.has(plan.id)) continue;
    const start = plan.generate_from && plan.generate_from > from ? plan.generate_from : from;
    const targets = occurrenceTargets(sqlite, plan);
    for (const target of targets) {
      for (const date of planDates(sqlite, plan, target.assetKey, start, end)) {
        const key = `${plan.id}:${date}:${target.assetKey ?? 0}`;
        if (stored.has(key)) continue;
        const first = target.assets[0]!;
        out.push({
          key,
          id: null,
          date,
          scheduler_id: plan.id,
          scheduler_name: plan.name,
          asset_id: first.id,
          location_id: first.location_id,
          state: 'upcoming',
          work_order_id: null,
        });
        if (out.length >= MAX_UPCOMING) return out;
      }
    }
  }
  return out;
}

function planDates(sqlite: Sqlite, plan: PlanRecord, assetKey: number | null, from: string, end: string): string[] {
  if (plan.basis !== 'floating') return occurrencesBetween(ruleOf(plan), from, end);
  const next = nextFloatingDate(sqlite, plan, assetKey);
  // Overdue to start already: it shows on the first day asked for.
  const day = next && next < from ? from : next;
  return day && day <= end ? [day] : [];
}

/**
 * A floating plan's next date for one target (an asset, or its listed assets): none while its last
 * occurrence is still open; else the last completion (or the last date, when it was missed) + the
 * interval; before any, its start, but not before generation starts.
 */
export function nextFloatingDate(sqlite: Sqlite, plan: PlanRecord, assetKey: number | null): string | null {
  const last = sqlite
    .prepare(
      `SELECT o.occurrence_date AS date, w.state, substr(w.completed_at, 1, 10) AS done FROM schedule_occurrences o
       LEFT JOIN work_orders w ON w.id = o.work_order_id AND w.deleted_at IS NULL
       WHERE o.scheduler_id = ? AND coalesce(o.asset_id, 0) = ? ORDER BY o.occurrence_date DESC LIMIT 1`,
    )
    .get(plan.id, assetKey ?? 0) as { date: string; state: WorkOrderState | null; done: string | null } | undefined;
  const rule = ruleOf(plan);
  if (!last) {
    const first = nextFloating(rule, null);
    const from = plan.generate_from ?? plan.start_date;
    return first && first < from ? from : first;
  }
  if (last.state && !FINISHED_STATES.includes(last.state)) return null;
  return nextFloating(rule, last.done ?? last.date);
}
