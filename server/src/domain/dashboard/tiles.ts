import { addDays, storedTime, toStoredDateTime, type DashboardTile, type TileLink } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../context.js';
import { breakdownReport, type BreakdownReport } from '../reports/breakdowns.js';
import { inspectionReport } from '../reports/inspections.js';

/** What a tile computes from: the app, the caller, the moment, and the window's shared reports. */
export interface TileContext {
  app: FastifyInstance;
  sqlite: Sqlite;
  principal: Principal;
  now: Date;
  today: string;
  /** The first day of the KPI window. */
  since: string;
  /** The breakdown report over the window, computed once for the tiles that read it. */
  breakdowns(): BreakdownReport;
}

/**
 * One dashboard tile, declared: who may see it (an ability), what it computes, and the list it stands
 * for. Later areas (SLAs, contracts, logbooks) add theirs to the registry.
 */
export interface TileDecl {
  id: string;
  ability: { action: string; subject: string };
  unit: DashboardTile['unit'];
  compute(ctx: TileContext): Pick<DashboardTile, 'value' | 'series'>;
  link(ctx: TileContext): TileLink | null;
}

/** KPIs over a window cover the last 30 days (reference b.3). */
export const WINDOW_DAYS = 30;
const OPEN_STATES = ['open', 'assigned', 'in_progress', 'on_hold'];
const WORK_ORDERS = '/maintenance/workorders';

/** The work-order list's own count for a query, as the caller sees it: a tile and its list agree by construction. */
const workOrderCount = (ctx: TileContext, query: Record<string, unknown>) =>
  ctx.app.ctx.engine.resource('workorders').repo.plan(query, undefined, ctx.principal).total;

const AGE_BUCKETS: [string, number, number][] = [
  ['0-7', 0, 7],
  ['8-30', 8, 30],
  ['31-90', 31, 90],
  ['90+', 91, Number.MAX_SAFE_INTEGER],
];

export const TILES: readonly TileDecl[] = [
  {
    id: 'open_work_orders',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    compute: (ctx) => ({
      value: workOrderCount(ctx, { state: OPEN_STATES }),
      series: OPEN_STATES.map((state) => ({ key: state, value: workOrderCount(ctx, { state }) })),
    }),
    link: () => ({ path: WORK_ORDERS, query: { state: OPEN_STATES } }),
  },
  {
    id: 'overdue_work_orders',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    compute: (ctx) => ({ value: workOrderCount(ctx, { overdue: '1' }), series: [] }),
    link: () => ({ path: WORK_ORDERS, query: { overdue: '1' } }),
  },
  {
    id: 'backlog_age',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'count',
    compute: (ctx) => {
      const series = AGE_BUCKETS.map(([key, from, to]) => ({
        key,
        value: ctx.sqlite
          .prepare(
            `SELECT count(*) FROM work_orders WHERE deleted_at IS NULL AND state IN ('open','assigned','in_progress','on_hold')
             AND julianday(?) - julianday(created_at) >= ? AND julianday(?) - julianday(created_at) < ?`,
          )
          .pluck()
          .get(toStoredDateTime(ctx.now), from, toStoredDateTime(ctx.now), to + 1) as number,
      }));
      return { value: series.reduce((s, p) => s + p.value, 0), series };
    },
    link: () => ({ path: WORK_ORDERS, query: { state: OPEN_STATES } }),
  },
  {
    id: 'mttr_hours',
    ability: { action: 'read', subject: 'reports' },
    unit: 'hours',
    compute: (ctx) => ({
      value: ctx.breakdowns().summary.metrics.mttr_hours,
      series: ctx.breakdowns().summary.series.map((p) => ({ key: p.period, value: p.breakdowns })),
    }),
    link: (ctx) => ({ path: '/reports/asset-breakdown-count-report', query: { start: ctx.since, end: ctx.today } }),
  },
  {
    id: 'mtbf_hours',
    ability: { action: 'read', subject: 'reports' },
    unit: 'hours',
    compute: (ctx) => ({ value: ctx.breakdowns().summary.metrics.mtbf_hours, series: [] }),
    link: (ctx) => ({ path: '/reports/asset-breakdown-count-report', query: { start: ctx.since, end: ctx.today } }),
  },
  {
    id: 'first_response_hours',
    ability: { action: 'read', subject: 'workorders' },
    unit: 'hours',
    compute: (ctx) => {
      const rows = ctx.sqlite
        .prepare(
          `SELECT created_at, first_response_at FROM work_orders WHERE deleted_at IS NULL AND first_response_at IS NOT NULL
           AND created_at >= ?`,
        )
        .all(`${ctx.since} 00:00:00`) as { created_at: string; first_response_at: string }[];
      const mean = rows.length
        ? rows.reduce((s, r) => s + storedTime(r.first_response_at) - storedTime(r.created_at), 0) / rows.length
        : null;
      return { value: mean === null ? null : Math.round(mean / 360_000) / 10, series: [] };
    },
    link: (ctx) => ({ path: WORK_ORDERS, query: { 'date_range[start]': ctx.since, 'date_range[end]': ctx.today } }),
  },
  {
    id: 'pm_compliance',
    ability: { action: 'read', subject: 'reports' },
    unit: 'percent',
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
        locationIds: new Set(),
      });
      return {
        value: totals.compliance,
        series: (['done_on_time', 'done_late', 'missed', 'pending'] as const).map((key) => ({
          key,
          value: totals[key],
        })),
      };
    },
    link: (ctx) => ({ path: '/reports/inspections', query: { start: ctx.since, end: ctx.today } }),
  },
  {
    id: 'assets_by_status',
    ability: { action: 'read', subject: 'assets' },
    unit: 'count',
    compute: (ctx) => {
      const series = (
        ctx.sqlite
          .prepare(
            `SELECT s.name AS key, count(a.id) AS value FROM status_labels s
             LEFT JOIN assets a ON a.status_id = s.id AND a.deleted_at IS NULL
             WHERE s.deleted_at IS NULL GROUP BY s.id ORDER BY s.id`,
          )
          .all() as { key: string; value: number }[]
      ).filter((p) => p.value > 0);
      return { value: series.reduce((s, p) => s + p.value, 0), series };
    },
    link: () => ({ path: '/hardware', query: {} }),
  },
  {
    id: 'stock_below_minimum',
    ability: { action: 'read', subject: 'consumables' },
    unit: 'count',
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
      return { value: series.reduce((s, p) => s + p.value, 0), series };
    },
    link: () => ({ path: '/consumables', query: {} }),
  },
  {
    id: 'licences_expiring',
    ability: { action: 'read', subject: 'licenses' },
    unit: 'count',
    compute: (ctx) => ({
      value: ctx.sqlite
        .prepare('SELECT count(*) FROM licenses WHERE deleted_at IS NULL AND expiration_date BETWEEN ? AND ?')
        .pluck()
        .get(ctx.today, addDays(ctx.today, WINDOW_DAYS)) as number,
      series: [],
    }),
    link: () => ({ path: '/licenses', query: {} }),
  },
];

/** The tiles the caller may see, computed at the app's time. */
export function dashboard(app: FastifyInstance, principal: Principal, tiles: readonly TileDecl[] = TILES) {
  const now = app.ctx.clock();
  const today = now.toISOString().slice(0, 10);
  const since = addDays(today, -(WINDOW_DAYS - 1));
  let report: BreakdownReport | undefined;
  const ctx: TileContext = {
    app,
    sqlite: app.ctx.conn.sqlite,
    principal,
    now,
    today,
    since,
    breakdowns: () =>
      (report ??= breakdownReport(app.ctx.conn.sqlite, {
        start: since,
        end: today,
        now,
        groupBy: 'asset',
        assetIds: [],
        modelIds: [],
        categoryIds: [],
        priorityIds: [],
        locationIds: new Set(),
      })),
  };
  return {
    generated_at: toStoredDateTime(now),
    window_days: WINDOW_DAYS,
    tiles: tiles
      .filter((t) => principal.ability.can(t.ability.action as 'read', t.ability.subject as 'workorders'))
      .map((t) => ({ id: t.id, unit: t.unit, ...t.compute(ctx), link: t.link(ctx) })),
  };
}
