import { type BreakdownGroup, type BreakdownMetrics } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { tablesIn, writeVersions } from '../../engine/write-versions.js';

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
export interface Hit {
  wo: number;
  created: number;
  completed: number | null;
  /** 'yyyy-MM' of its creation. */
  month: string;
  asset_id: number;
  model_id: number;
  category_id: number;
  location_id: number | null;
}

/** Per month: breakdowns raised, their downtime, and the MTTR of the ones repaired (null: none repaired, no data). */
export type BreakdownSeries = {
  period: string;
  breakdowns: number;
  downtime_hours: number;
  mttr_hours: number | null;
}[];

/** A group's figures; its name and series are looked up for the rows a page shows only. */
export interface BreakdownGroupFigures {
  id: number;
  metrics: BreakdownMetrics;
  hits: Hit[];
}

/** The keys a breakdown page sorts by; the first three do not move with the clock. */
export type BreakdownSort = 'breakdowns' | 'repaired' | 'mttr_hours' | 'downtime_hours' | 'mtbf_hours';
const CLOCK_FREE = new Set<string>(['breakdowns', 'repaired', 'mttr_hours']);

export interface BreakdownReport {
  /** Every group with its metrics at the moment of the call (worked out when first read). */
  readonly groups: BreakdownGroupFigures[];
  /** How many groups there are (without working out their metrics). */
  size: number;
  /**
   * The groups sorted by a metric (nulls last in either order; ties keep the groups' order), as a list
   * sorts its rows. By a key the clock does not move the order is kept with the hits, so a page works
   * out the metrics of its own groups only (issue 27: 37k groups of a year at the large profile). A page of them.
   */
  sorted(key: BreakdownSort, ascending: boolean, offset: number, limit: number): BreakdownGroupFigures[];
  summary: { metrics: BreakdownMetrics; series: BreakdownSeries };
  badActors: { id: number; name: string; asset_tag: string; breakdowns: number; downtime_hours: number }[];
  /** A group's monthly series over the period. */
  seriesOf(group: BreakdownGroupFigures): BreakdownSeries;
  /** Every breakdown on every asset, and the period measured (epoch ms, its end no later than now). */
  hits: readonly Hit[];
  period: { start: number; end: number };
}

const HOUR = 3_600_000;
const hours = (ms: number) => Math.round((10 * ms) / HOUR) / 10;

/**
 * A breakdown is a corrective work order: not from a preventive plan, in the Corrective or Emergency
 * category (codes CM and EMG), raised (created) in the period, neither cancelled nor rejected nor a
 * request still awaiting triage. It counts once per asset it is on; a group or the totals count each
 * work order once. Downtime runs from its creation to its completion (to now while still open); MTTR
 * is the mean of the completed ones' durations. MTBF (reference b.3, operating time ÷ failures) is the
 * operating time of the assets that broke down (each asset's hours in the period, up to now, less its
 * downtime in it) divided by their breakdowns (counted per asset): 4 breakdowns of 4 assets over 720 h
 * with 20 h down give (4 × 720 − 20) ÷ 4 = 715 h; never more than the period.
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
  const kept = keptHits(
    sqlite,
    // Moments as epoch milliseconds and the month key, computed by SQLite: parsing 100k texts in JS costs more.
    `SELECT w.id AS wo, unixepoch(w.created_at) * 1000 AS created, unixepoch(w.completed_at) * 1000 AS completed,
         substr(w.created_at, 1, 7) AS month, wa.asset_id, a.model_id, m.category_id,
         coalesce(a.location_id, a.rtd_location_id) AS location_id
       FROM work_orders w INDEXED BY work_orders_breakdowns_idx
       JOIN work_order_assets wa ON wa.work_order_id = w.id
       JOIN assets a INDEXED BY assets_breakdown_idx ON a.id = wa.asset_id
       JOIN models m ON m.id = a.model_id
       WHERE w.created_at BETWEEN ? AND ? AND w.deleted_at IS NULL AND w.source <> 'preventive'
         AND w.state NOT IN ('requested', 'rejected', 'cancelled')
         AND w.category_id IN (SELECT id FROM work_order_categories WHERE code IN ('CM', 'EMG'))
         ${where.map((w) => `AND ${w}`).join(' ')}`,
    params,
  );
  const { hits } = kept;
  const now = f.now.getTime();
  const period = {
    start: Date.parse(`${f.start}T00:00:00Z`),
    end: Math.min(Date.parse(`${f.end}T00:00:00Z`) + 86_400_000, now),
  };
  const months = monthsBetween(f.start, f.end);
  // What does not move with the clock is worked out once per kept set of hits (issue 27: 37k groups of
  // a year at the large profile took most of a second per call); only open breakdowns' downtime runs to now.
  let shape = kept.shapes.get(f.groupBy);
  if (!shape) {
    const keyOf = (h: Hit) =>
      f.groupBy === 'asset'
        ? h.asset_id
        : f.groupBy === 'model'
          ? h.model_id
          : f.groupBy === 'category'
            ? h.category_id
            : (h.location_id ?? 0);
    shape = [...groupHits(hits, keyOf)].map(([id, list]) => ({ id, hits: list, figures: figuresOf(list) }));
    kept.shapes.set(f.groupBy, shape);
  }
  const groupOf = (g: Shape): BreakdownGroupFigures => ({
    id: g.id,
    hits: g.hits,
    metrics: metricsAt(g.figures, g.hits, now, period),
  });
  let groups: BreakdownGroupFigures[] | undefined;
  const allGroups = () => (groups ??= shape!.map(groupOf));
  const byKey = (key: BreakdownSort, ascending: boolean, value: (g: Shape) => number | null) => {
    const direction = ascending ? 1 : -1;
    return [...shape!].sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * direction;
    });
  };
  const sorted = (key: BreakdownSort, ascending: boolean, offset: number, limit: number): BreakdownGroupFigures[] => {
    if (!CLOCK_FREE.has(key)) {
      const metrics = new Map(allGroups().map((g, i) => [shape![i]!, g.metrics]));
      return byKey(key, ascending, (g) => metrics.get(g)![key])
        .slice(offset, offset + limit)
        .map(groupOf);
    }
    const orderKey = `${f.groupBy}:${key}:${ascending ? 'asc' : 'desc'}`;
    let order = kept.orders.get(orderKey);
    if (!order) {
      order = byKey(key, ascending, (g) => clockFree(g.figures)[key as 'breakdowns']);
      kept.orders.set(orderKey, order);
    }
    return order.slice(offset, offset + limit).map(groupOf);
  };
  kept.assets ??= assetFigures(hits);
  kept.total ??= figuresOf(hits);
  kept.months ??= monthFigures(hits);
  const top = topAssets(kept.assets, now, 5);
  const labels = assetLabels(
    sqlite,
    top.map((a) => a.id),
  );
  const badActors = top.map((a) => ({
    id: a.id,
    name: labels.get(a.id)?.name ?? '',
    asset_tag: labels.get(a.id)?.asset_tag ?? '',
    breakdowns: a.breakdowns,
    downtime_hours: hours(a.downtime),
  }));
  const perMonth = kept.months;
  return {
    get groups() {
      return allGroups();
    },
    size: shape.length,
    sorted,
    summary: {
      metrics: metricsAt(kept.total, hits, now, period),
      series: months.map((m) => {
        const point = perMonth.get(m);
        return {
          period: m,
          breakdowns: point?.breakdowns ?? 0,
          downtime_hours: hours(point ? runningTo(point, now) : 0),
          mttr_hours: point?.repaired ? hours(point.repairTime / point.repaired) : null,
        };
      }),
    },
    badActors,
    seriesOf: (group) => series(group.hits, months, now),
    hits,
    period,
  };
}

/**
 * Downtime that is done (completed breakdowns) and the creation moments of those still open, whose
 * downtime runs to now. Every moment is a whole number of milliseconds far below 2^53, so sums are exact
 * in any order: the same figures as adding each breakdown's downtime at the moment of the call.
 */
interface Running {
  closed: number;
  open: number[];
}

const runningTo = (r: Running, now: number): number => {
  let total = r.closed;
  for (const created of r.open) total += now - created;
  return total;
};

interface Figures extends Running {
  breakdowns: number;
  repaired: number;
  repairTime: number;
  /** The assets the hits are on. */
  assets: number;
}

/** A set of hits' figures that do not depend on the clock: work orders counted once. */
function figuresOf(hits: readonly Hit[]): Figures {
  const orders = hits.length === 1 ? [hits[0]!] : [...new Map(hits.map((h) => [h.wo, h])).values()];
  const assets = hits.length === 1 ? 1 : new Set(hits.map((h) => h.asset_id)).size;
  const f: Figures = { breakdowns: orders.length, repaired: 0, repairTime: 0, closed: 0, open: [], assets };
  for (const h of orders) {
    if (h.completed === null) {
      f.open.push(h.created);
      continue;
    }
    f.closed += h.completed - h.created;
    f.repaired += 1;
    f.repairTime += h.completed - h.created;
  }
  return f;
}

/** The metrics the clock does not move, as `metricsAt` gives them. */
const clockFree = (f: Figures): Pick<BreakdownMetrics, 'breakdowns' | 'repaired' | 'mttr_hours'> => ({
  breakdowns: f.breakdowns,
  repaired: f.repaired,
  mttr_hours: f.repaired ? hours(f.repairTime / f.repaired) : null,
});

/** The metrics of a set of hits at `now`: MTBF's operating time runs with the clock, so it is worked out here. */
function metricsAt(
  f: Figures,
  hits: readonly Hit[],
  now: number,
  period: { start: number; end: number },
): BreakdownMetrics {
  const operating = operatingFigures(hits, now, period, f.assets);
  const fixed = clockFree(f);
  return {
    breakdowns: fixed.breakdowns,
    repaired: fixed.repaired,
    downtime_hours: hours(runningTo(f, now)),
    mttr_hours: fixed.mttr_hours,
    mtbf_hours: operating.failures ? Math.round((10 * operating.operating_hours) / operating.failures) / 10 : null,
  };
}

/** Hours of operation of the assets that broke down in the period, and their breakdowns (per asset). */
export function operatingFigures(
  hits: readonly { asset_id: number; created: number; completed: number | null }[],
  now: number,
  period: { start: number; end: number },
  /** How many assets the hits are on, when known (it does not move with the clock). */
  assetCount?: number,
): { assets: number; failures: number; period_hours: number; downtime_hours: number; operating_hours: number } {
  const span = Math.max(0, period.end - period.start);
  const assets = { size: assetCount ?? new Set(hits.map((h) => h.asset_id)).size };
  let down = 0;
  for (const h of hits) {
    const from = Math.max(h.created, period.start);
    const to = Math.min(h.completed ?? now, period.end);
    if (to > from) down += to - from;
  }
  const operating = Math.max(0, assets.size * span - down);
  return {
    assets: assets.size,
    failures: hits.length,
    period_hours: hours(span),
    downtime_hours: hours(down),
    operating_hours: hours(operating),
  };
}

interface AssetFigures extends Running {
  id: number;
  /** Every hit on the asset counts (not work orders once). */
  breakdowns: number;
}

function assetFigures(hits: readonly Hit[]): AssetFigures[] {
  const perAsset = new Map<number, AssetFigures>();
  for (const h of hits) {
    let a = perAsset.get(h.asset_id);
    if (!a) perAsset.set(h.asset_id, (a = { id: h.asset_id, breakdowns: 0, closed: 0, open: [] }));
    a.breakdowns += 1;
    if (h.completed === null) a.open.push(h.created);
    else a.closed += h.completed - h.created;
  }
  return [...perAsset.values()];
}

/** Bad actors: the assets with most breakdowns, then most downtime at `now`, then by id (one pass). */
function topAssets(assets: readonly AssetFigures[], now: number, n: number) {
  type Ranked = { id: number; breakdowns: number; downtime: number };
  const before = (a: Ranked, b: Ranked) => b.breakdowns - a.breakdowns || b.downtime - a.downtime || a.id - b.id;
  const top: Ranked[] = [];
  for (const a of assets) {
    if (top.length === n && a.breakdowns < top[n - 1]!.breakdowns) continue;
    const ranked = { id: a.id, breakdowns: a.breakdowns, downtime: runningTo(a, now) };
    if (top.length === n && before(ranked, top[n - 1]!) >= 0) continue;
    let i = top.length;
    while (i > 0 && before(ranked, top[i - 1]!) < 0) i--;
    top.splice(i, 0, ranked);
    if (top.length > n) top.pop();
  }
  return top;
}

/** Per month ('yyyy-MM'): breakdowns raised in it (work orders once) and their downtime. */
type MonthFigures = Running & { breakdowns: number; repaired: number; repairTime: number };

function monthFigures(hits: readonly Hit[]): Map<string, MonthFigures> {
  const out = new Map<string, MonthFigures>();
  for (const h of new Map(hits.map((hit) => [hit.wo, hit])).values()) {
    let point = out.get(h.month);
    if (!point) out.set(h.month, (point = { breakdowns: 0, closed: 0, open: [], repaired: 0, repairTime: 0 }));
    point.breakdowns += 1;
    if (h.completed === null) point.open.push(h.created);
    else {
      point.closed += h.completed - h.created;
      point.repaired += 1;
      point.repairTime += h.completed - h.created;
    }
  }
  return out;
}

/** A group's hits and the figures the clock does not move. */
interface Shape {
  id: number;
  hits: Hit[];
  figures: Figures;
}

/** A period's breakdowns, kept (a few filter sets) until a write to a table they are read from. */
interface KeptHits {
  version: string;
  hits: Hit[];
  /** Per grouping, the groups in order of first appearance with their clock-free figures. */
  shapes: Map<BreakdownGroup, Shape[]>;
  /** Per grouping, clock-free sort key and order: the groups in that order. */
  orders: Map<string, Shape[]>;
  assets?: AssetFigures[];
  total?: Figures;
  months?: Map<string, MonthFigures>;
}

const keptReports = new WeakMap<Sqlite, Map<string, KeptHits>>();
/** Each set holds up to a year of breakdowns (66k rows at the large profile, some 10 MB): a few only. */
const KEPT_REPORTS = 3;

/**
 * The breakdowns of a filter set: a year at the large profile is 66k rows joined over 200k work orders
 * (most of the report's time, issue 27), and a planner reopens the same report far more often than its
 * work orders change. Exact: any write to work orders, their assets, assets, models or categories drops it.
 */
function keptHits(sqlite: Sqlite, sql: string, params: unknown[]): KeptHits {
  let byKey = keptReports.get(sqlite);
  if (!byKey) keptReports.set(sqlite, (byKey = new Map()));
  const versions = writeVersions(sqlite);
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const version = versions.of(tablesIn(sql));
  const found = byKey.get(key);
  if (found && found.version === version) return found;
  const entry: KeptHits = {
    version,
    hits: sqlite.prepare(sql).all(...params) as Hit[],
    shapes: new Map(),
    orders: new Map(),
  };
  if (versions.canKeep()) {
    byKey.delete(key);
    byKey.set(key, entry);
    if (byKey.size > KEPT_REPORTS) byKey.delete(byKey.keys().next().value as string);
  }
  return entry;
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

/** Names and tags of assets, by id. */
function assetLabels(sqlite: Sqlite, ids: readonly number[]): Map<number, { name: string; asset_tag: string }> {
  if (ids.length === 0) return new Map();
  return new Map(
    (
      sqlite
        .prepare(
          `SELECT id, coalesce(name, asset_tag) AS name, asset_tag FROM assets WHERE id IN (${placeholders(ids.length)})`,
        )
        .all(...ids) as { id: number; name: string; asset_tag: string }[]
    ).map((a) => [a.id, a]),
  );
}

/** Per month of the period ('yyyy-MM'): breakdowns raised in it and their downtime. */
function series(hits: readonly Hit[], months: readonly string[], now: number) {
  const orders = new Map<number, Hit>();
  for (const h of hits) orders.set(h.wo, h);
  const out = new Map(months.map((m) => [m, { period: m, breakdowns: 0, downtime: 0, repaired: 0, repair: 0 }]));
  for (const h of orders.values()) {
    const point = out.get(h.month);
    if (!point) continue;
    point.breakdowns += 1;
    point.downtime += (h.completed ?? now) - h.created;
    if (h.completed !== null) {
      point.repaired += 1;
      point.repair += h.completed - h.created;
    }
  }
  return [...out.values()].map((p) => ({
    period: p.period,
    breakdowns: p.breakdowns,
    downtime_hours: hours(p.downtime),
    mttr_hours: p.repaired ? hours(p.repair / p.repaired) : null,
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

/** The names of groups (assets, models, categories or places), by id; the place 0 (none) is '—'. */
export function groupNames(sqlite: Sqlite, by: BreakdownGroup, ids: readonly number[]): Map<number, string> {
  if (by === 'asset') return new Map([...assetLabels(sqlite, ids)].map(([id, a]) => [id, a.name]));
  const table = by === 'model' ? 'models' : by === 'category' ? 'categories' : 'locations';
  const real = ids.filter((id) => id > 0);
  const out = new Map<number, string>([[0, '—']]);
  for (let i = 0; i < real.length; i += 500) {
    const chunk = real.slice(i, i + 500);
    for (const r of sqlite
      .prepare(`SELECT id, name FROM ${table} WHERE id IN (${placeholders(chunk.length)})`)
      .all(...chunk) as { id: number; name: string }[])
      out.set(r.id, r.name);
  }
  return out;
}
