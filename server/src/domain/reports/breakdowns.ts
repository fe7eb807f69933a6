import { storedTime, type BreakdownGroup, type BreakdownMetrics } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

export interface BreakdownFilters {
  start: string;
  end: string;
  now: Date;
  groupBy: BreakdownGroup;
  assetIds: number[];
  modelIds: number[];
  categoryIds: number[];
  priorityIds: number[];
  /** Places with the ones below them already added. */
  locationIds: ReadonlySet<number>;
}

/** One breakdown work order on one of its assets. */
interface Hit {
  wo: number;
  created: number;
  completed: number | null;
  asset_id: number;
  asset_name: string;
  asset_tag: string;
  model_id: number;
  category_id: number;
  location_id: number | null;
}

export interface BreakdownGroupFigures {
  id: number;
  name: string;
  metrics: BreakdownMetrics;
  series: { period: string; breakdowns: number; downtime_hours: number }[];
}

export interface BreakdownReport {
  groups: BreakdownGroupFigures[];
  summary: { metrics: BreakdownMetrics; series: BreakdownGroupFigures['series'] };
  badActors: { id: number; name: string; asset_tag: string; breakdowns: number; downtime_hours: number }[];
}

const HOUR = 3_600_000;
const hours = (ms: number) => Math.round((10 * ms) / HOUR) / 10;

/**
 * A breakdown is a corrective work order: not from a preventive plan, in the Corrective or Emergency
 * category (codes CM and EMG), raised (created) in the period, neither cancelled nor rejected nor a
 * request still awaiting triage. It counts once per asset it is on; a group or the totals count each
 * work order once. Downtime runs from its creation to its completion (to now while still open); MTTR
 * is the mean of the completed ones' durations; MTBF the mean gap between the completion of one
 * breakdown of an asset and the creation of its next (assets with two or more).
 */
export function breakdownReport(sqlite: Sqlite, f: BreakdownFilters): BreakdownReport {
  const where: string[] = [];
  const params: unknown[] = [`${f.start} 00:00:00`, `${f.end} 23:59:59`];
  const list = (column: string, ids: readonly number[]) => {
    if (!ids.length) return;
    where.push(`${column} IN (${placeholders(ids.length)})`);
    params.push(...ids);
  };
  list('wa.asset_id', f.assetIds);
  list('a.model_id', f.modelIds);
  list('m.category_id', f.categoryIds);
  list('w.priority_id', f.priorityIds);
  list('coalesce(a.location_id, a.rtd_location_id)', [...f.locationIds]);
  const rows = sqlite
    .prepare(
      `SELECT w.id AS wo, w.created_at, w.completed_at, wa.asset_id, coalesce(a.name, a.asset_tag) AS asset_name,
         a.asset_tag, a.model_id, m.category_id, coalesce(a.location_id, a.rtd_location_id) AS location_id
       FROM work_orders w
       JOIN work_order_assets wa ON wa.work_order_id = w.id
       JOIN assets a ON a.id = wa.asset_id
       JOIN models m ON m.id = a.model_id
       WHERE w.created_at BETWEEN ? AND ? AND w.deleted_at IS NULL AND w.source <> 'preventive'
         AND w.state NOT IN ('requested', 'rejected', 'cancelled')
         AND w.category_id IN (SELECT id FROM work_order_categories WHERE code IN ('CM', 'EMG'))
         ${where.map((w) => `AND ${w}`).join(' ')}
       ORDER BY w.created_at, w.id`,
    )
    .all(...params) as (Omit<Hit, 'created' | 'completed'> & { created_at: string; completed_at: string | null })[];
  const hits: Hit[] = rows.map((r) => ({
    ...r,
    created: storedTime(r.created_at),
    completed: r.completed_at ? storedTime(r.completed_at) : null,
  }));
  const now = f.now.getTime();
  const months = monthsBetween(f.start, f.end);
  const keyOf = (h: Hit) =>
    f.groupBy === 'asset'
      ? h.asset_id
      : f.groupBy === 'model'
        ? h.model_id
        : f.groupBy === 'category'
          ? h.category_id
          : (h.location_id ?? 0);
  const byGroup = groupHits(hits, keyOf);
  const names = groupNames(sqlite, f.groupBy, hits, [...byGroup.keys()]);
  const groups = [...byGroup].map(([id, list]) => ({
    id,
    name: names.get(id) ?? '—',
    metrics: metrics(list, now),
    series: series(list, months, now),
  }));
  const perAsset = groupHits(hits, (h) => h.asset_id);
  const badActors = [...perAsset.values()]
    .map((list) => ({
      id: list[0]!.asset_id,
      name: list[0]!.asset_name,
      asset_tag: list[0]!.asset_tag,
      breakdowns: list.length,
      downtime_hours: metrics(list, now).downtime_hours,
    }))
    .sort((a, b) => b.breakdowns - a.breakdowns || b.downtime_hours - a.downtime_hours || a.id - b.id)
    .slice(0, 5);
  return { groups, summary: { metrics: metrics(hits, now), series: series(hits, months, now) }, badActors };
}

function groupHits(hits: readonly Hit[], keyOf: (h: Hit) => number): Map<number, Hit[]> {
  const out = new Map<number, Hit[]>();
  for (const h of hits) {
    const list = out.get(keyOf(h));
    if (list) list.push(h);
    else out.set(keyOf(h), [h]);
  }
  return out;
}

/** The figures of a set of hits: work orders counted once, gaps per asset. */
function metrics(hits: readonly Hit[], now: number): BreakdownMetrics {
  const orders = new Map<number, Hit>();
  for (const h of hits) orders.set(h.wo, h);
  let downtime = 0;
  let repairTime = 0;
  let repaired = 0;
  for (const h of orders.values()) {
    downtime += (h.completed ?? now) - h.created;
    if (h.completed !== null) {
      repaired += 1;
      repairTime += h.completed - h.created;
    }
  }
  const byAsset = groupHits(hits, (h) => h.asset_id);
  const gaps: number[] = [];
  for (const list of byAsset.values()) {
    const sorted = [...list].sort((a, b) => a.created - b.created || a.wo - b.wo);
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1]!;
      // Overlapping breakdowns (raised while the last was open) have no time between them.
      if (before.completed !== null && sorted[i]!.created >= before.completed)
        gaps.push(sorted[i]!.created - before.completed);
    }
  }
  return {
    breakdowns: orders.size,
    repaired,
    downtime_hours: hours(downtime),
    mttr_hours: repaired ? hours(repairTime / repaired) : null,
    mtbf_hours: gaps.length ? hours(gaps.reduce((s, g) => s + g, 0) / gaps.length) : null,
  };
}

/** Per month of the period ('yyyy-MM'): breakdowns raised in it and their downtime. */
function series(hits: readonly Hit[], months: readonly string[], now: number) {
  const orders = new Map<number, Hit>();
  for (const h of hits) orders.set(h.wo, h);
  const out = new Map(months.map((m) => [m, { period: m, breakdowns: 0, downtime: 0 }]));
  for (const h of orders.values()) {
    const point = out.get(new Date(h.created).toISOString().slice(0, 7));
    if (!point) continue;
    point.breakdowns += 1;
    point.downtime += (h.completed ?? now) - h.created;
  }
  return [...out.values()].map((p) => ({
    period: p.period,
    breakdowns: p.breakdowns,
    downtime_hours: hours(p.downtime),
  }));
}

function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (let key = start.slice(0, 7); key <= last && out.length < 240;) {
    out.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    key = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

function groupNames(sqlite: Sqlite, by: BreakdownGroup, hits: readonly Hit[], ids: number[]): Map<number, string> {
  if (by === 'asset') return new Map(hits.map((h) => [h.asset_id, h.asset_name]));
  const table = by === 'model' ? 'models' : by === 'category' ? 'categories' : 'locations';
  const real = ids.filter((id) => id > 0);
  const out = new Map<number, string>();
  for (let i = 0; i < real.length; i += 500) {
    const chunk = real.slice(i, i + 500);
    for (const r of sqlite
      .prepare(`SELECT id, name FROM ${table} WHERE id IN (${placeholders(chunk.length)})`)
      .all(...chunk) as { id: number; name: string }[])
      out.set(r.id, r.name);
  }
  return out;
}
