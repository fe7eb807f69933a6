import { addDays, storedTime, toStoredDateTime, type DashboardTile, type TileLink } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../context.js';
import { breakdownReport, operatingFigures, type BreakdownReport } from '../reports/breakdowns.js';
import { inspectionReport } from '../reports/inspections.js';
import { dashboardScope, type DashboardScope } from './scope.js';

/** What a tile computes from: the app, the caller, the moment, the filter, and the window's shared reports. */
export interface TileContext {
  app: FastifyInstance;
  sqlite: Sqlite;
  principal: Principal;
  now: Date;
  today: string;
  /** The first day of the KPI window. */
  since: string;
  scope: DashboardScope;
  /** The breakdown report over the window, computed once for the tiles that read it. */
  breakdowns(): BreakdownReport;
}

/**
 * One dashboard tile, declared: who may see it (an ability), what it computes, and the list it stands
 * for. A tile whose figure counts rows counts them with the list it links to (same resource, same
 * query), so the tile and its list agree by construction; a rate links to the report that shows its parts.
 */
export interface TileDecl {
  id: string;
  ability: { action: string; subject: string };
  unit: DashboardTile['unit'];
  /** The figure follows the dashboard's site and customer filter; tiles that cannot are left out when filtered. */
  scoped: boolean;
  compute(ctx: TileContext): Pick<DashboardTile, 'value' | 'series' | 'parts'>;
  link(ctx: TileContext): TileLink | null;
}

/** KPIs over a window cover the last 30 days (reference b.3). */
export const WINDOW_DAYS = 30;
export const OPEN_STATES = ['open', 'assigned', 'in_progress', 'on_hold'];
const WORK_ORDERS = '/maintenance/workorders';
const BREAKDOWN_REPORT = '/reports/asset-breakdown-count-report';

type Query = Record<string, string | string[]>;

/** A list's own count for a query, as the caller sees it: a tile and its list agree by construction. */
const listCount = (ctx: TileContext, resource: 'workorders' | 'hardware' | 'licenses', query: Query) =>
  ctx.app.ctx.engine.resource(resource).repo.plan(query, undefined, ctx.principal).total;

/** The work-order list's query for the filter: its customer and its places. */
const workOrderQuery = (ctx: TileContext, query: Query): Query => ({ ...query, ...ctx.scope.workOrders });
const workOrderCount = (ctx: TileContext, query: Query) => listCount(ctx, 'workorders', workOrderQuery(ctx, query));
const workOrderLink = (ctx: TileContext, query: Query): TileLink => ({
  path: WORK_ORDERS,
  query: workOrderQuery(ctx, query),
});

/** Open work by age since creation: days back from today, both ends included (the list's `date_range`). */
const AGE_BUCKETS: [string, number, number | null][] = [
  ['0-7', 0, 7],
  ['8-30', 8, 30],
  ['31-90', 31, 90],
  ['90+', 91, null],
];

/** The report filter of the scope (places joined by commas) and the window. */
const reportLink = (ctx: TileContext, path: string): TileLink => ({
  path,
  query: { start: ctx.since, end: ctx.today, ...ctx.scope.reports },
});

export const TILES: readonly TileDecl[] = [
  {
    id: 'open_work_orders',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    scoped: true,
    compute: (ctx) => ({
      value: workOrderCount(ctx, { state: OPEN_STATES }),
      series: OPEN_STATES.map((state) => ({ key: state, value: workOrderCount(ctx, { state }) })),
    }),
    link: (ctx) => workOrderLink(ctx, { state: OPEN_STATES }),
  },
  {
    id: 'overdue_work_orders',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    scoped: true,
    compute: (ctx) => ({ value: workOrderCount(ctx, { overdue: '1' }), series: [] }),
    link: (ctx) => workOrderLink(ctx, { overdue: '1' }),
  },
  {
    id: 'backlog_age',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    scoped: true,
    compute: (ctx) => {
      const series = AGE_BUCKETS.map(([key, from, to]) => ({
        key,
        value: workOrderCount(ctx, {
          state: OPEN_STATES,
          'date_range[end]': addDays(ctx.today, -from),
          ...(to === null ? {} : { 'date_range[start]': addDays(ctx.today, -to) }),
        }),
      }));
      return { value: workOrderCount(ctx, { state: OPEN_STATES }), series };
    },
    link: (ctx) => workOrderLink(ctx, { state: OPEN_STATES }),
  },
  {
    id: 'mttr_hours',
    ability: { action: 'read', subject: 'reports' },
    unit: 'hours',
    scoped: true,
    compute: (ctx) => {
      const { metrics, series } = ctx.breakdowns().summary;
      return {
        value: metrics.mttr_hours,
        // MTTR per month; a month without a repair has no MTTR (null: a gap in the line, not a zero).
        series: series.map((p) => ({ key: p.period, value: p.mttr_hours })),
        parts: { repaired: metrics.repaired, breakdowns: metrics.breakdowns },
      };
    },
    link: (ctx) => reportLink(ctx, BREAKDOWN_REPORT),
  },
  {
    id: 'mtbf_hours',
    ability: { action: 'read', subject: 'reports' },
    unit: 'hours',
    scoped: true,
    compute: (ctx) => {
      const report = ctx.breakdowns();
      const operating = operatingFigures(report.hits, ctx.now.getTime(), report.period);
      return {
        value: report.summary.metrics.mtbf_hours,
        series: [],
        // MTBF = operating hours ÷ failures: (assets × period hours − downtime hours) ÷ failures.
        parts: operating,
      };
    },
    link: (ctx) => reportLink(ctx, BREAKDOWN_REPORT),
  },
  {
    id: 'first_response_hours',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'hours',
    scoped: true,
    compute: (ctx) => {
      const { sql, params } = ctx.scope.workOrderSql;
      const rows = ctx.sqlite
        .prepare(
          `SELECT w.created_at, w.first_response_at FROM work_orders w WHERE w.deleted_at IS NULL
           AND w.first_response_at IS NOT NULL AND w.source <> 'preventive' AND w.parent_id IS NULL
           AND w.created_at >= ? ${sql}`,
        )
        .all(`${ctx.since} 00:00:00`, ...params) as { created_at: string; first_response_at: string }[];
      const total = rows.reduce((s, r) => s + storedTime(r.first_response_at) - storedTime(r.created_at), 0);
      const mean = rows.length ? total / rows.length : null;
      return {
        value: mean === null ? null : Math.round(mean / 360_000) / 10,
        series: [],
        parts: { responded: rows.length },
      };
    },
    // No list holds exactly the responded reactive work of the window: the figure opens nothing.
    link: () => null,
  },
  {
    id: 'pm_compliance',
    ability: { action: 'read', subject: 'reports' },
    unit: 'percent',
    scoped: true,
    compute: (ctx) => {
      const { totals } = inspectionReport(ctx.sqlite, {
        start: ctx.since,
        end: ctx.today,
        today: ctx.today,
        now: ctx.now,
        groupBy: 'month',
        schedulerIds: [],
        assetIds: [],
        categoryIds: [],
        locationIds: ctx.scope.places ?? new Set(),
      });
      return {
        value: totals.compliance,
        series: (['done_on_time', 'done_late', 'missed', 'pending'] as const).map((key) => ({
          key,
          value: totals[key],
        })),
        parts: { due: totals.due, decided: totals.due - totals.pending, done_on_time: totals.done_on_time },
      };
    },
    link: (ctx) => reportLink(ctx, '/reports/inspections'),
  },
  {
    id: 'assets_by_status',
    ability: { action: 'read', subject: 'assets' },
    unit: 'count',
    scoped: true,
    compute: (ctx) => {
      // The asset list leaves archived assets out unless asked for: the tile counts what it opens.
      const statuses = ctx.sqlite
        .prepare("SELECT id, name FROM status_labels WHERE type <> 'archived' ORDER BY id")
        .all() as { id: number; name: string }[];
      const series = statuses
        .map((s) => ({
          key: s.name,
          value: listCount(ctx, 'hardware', { ...ctx.scope.assets, status_id: String(s.id) }),
        }))
        .filter((p) => p.value > 0);
      return { value: listCount(ctx, 'hardware', ctx.scope.assets), series };
    },
    link: (ctx) => ({ path: '/hardware', query: ctx.scope.assets }),
  },
  {
    id: 'stock_below_minimum',
    ability: { action: 'read', subject: 'consumables' },
    unit: 'count',
    scoped: false,
    compute: (ctx) => {
      const below = (table: string, out: string) =>
        ctx.sqlite
          .prepare(
            `SELECT count(*) FROM ${table} t WHERE t.deleted_at IS NULL AND t.min_amt IS NOT NULL AND t.qty - (${out}) < t.min_amt`,
          )
          .pluck()
          .get() as number;
      const series = [
        {
          key: 'consumables',
          value: below('consumables', 'SELECT count(*) FROM consumables_users c WHERE c.consumable_id = t.id'),
        },
        {
          key: 'accessories',
          value: below('accessories', 'SELECT count(*) FROM accessories_checkout c WHERE c.accessory_id = t.id'),
        },
        {
          key: 'components',
          value: below(
            'components',
            'SELECT coalesce(sum(c.assigned_qty), 0) FROM components_assets c WHERE c.component_id = t.id',
          ),
        },
      ];
      return { value: series.reduce((s, p) => s + (p.value ?? 0), 0), series };
    },
    // Three lists make the figure; none of them alone holds it.
    link: () => null,
  },
  {
    id: 'licences_expiring',
    ability: { action: 'read', subject: 'licenses' },
    unit: 'count',
    scoped: false,
    compute: (ctx) => ({
      value: listCount(ctx, 'licenses', { expiring_days: String(WINDOW_DAYS) }),
      series: [],
    }),
    link: () => ({ path: '/licenses', query: { expiring_days: String(WINDOW_DAYS) } }),
  },
];

/** The dashboard's filter as given (`location_id`, `customer_id`), ids or null. */
export interface DashboardFilter {
  location_id: number | null;
  customer_id: number | null;
}

/** The tiles the caller may see, computed at the app's time, for the filter. */
export function dashboard(
  app: FastifyInstance,
  principal: Principal,
  filter: DashboardFilter = { location_id: null, customer_id: null },
  tiles: readonly TileDecl[] = TILES,
) {
  const now = app.ctx.clock();
  const today = now.toISOString().slice(0, 10);
  const since = addDays(today, -(WINDOW_DAYS - 1));
  const sqlite = app.ctx.conn.sqlite;
  const scope = dashboardScope(sqlite, filter);
  let report: BreakdownReport | undefined;
  const ctx: TileContext = {
    app,
    sqlite,
    principal,
    now,
    today,
    since,
    scope,
    breakdowns: () =>
      (report ??= breakdownReport(sqlite, {
        start: since,
        end: today,
        now,
        groupBy: 'asset',
        assetIds: [],
        modelIds: [],
        categoryIds: [],
        priorityIds: [],
        locationIds: scope.places ?? new Set(),
      })),
  };
  const filtered = filter.location_id !== null || filter.customer_id !== null;
  return {
    generated_at: toStoredDateTime(now),
    window_days: WINDOW_DAYS,
    filters: filter,
    tiles: tiles
      .filter((t) => principal.ability.can(t.ability.action as 'read', t.ability.subject as 'workorders'))
      .filter((t) => t.scoped || !filtered)
      .map((t) => ({ id: t.id, unit: t.unit, ...t.compute(ctx), link: t.link(ctx) })),
  };
}
