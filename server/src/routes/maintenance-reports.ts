import {
  BREAKDOWN_GROUPS,
  INSPECTION_GROUPS,
  addDays,
  getEndpoint,
  normalizeListQuery,
  validationText as t,
  type BreakdownGroup,
  type InspectionGroup,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import { dayParam, idList, withSubLocations } from '../domain/preventive/filters.js';
import { todayOf } from '../domain/preventive/plans.js';
import { inspectionReport } from '../domain/reports/inspections.js';
import { breakdownReport, groupNames, type BreakdownSort } from '../domain/reports/breakdowns.js';

const BREAKDOWN_SORTS: readonly BreakdownSort[] = [
  'breakdowns',
  'repaired',
  'downtime_hours',
  'mttr_hours',
  'mtbf_hours',
];

/** The longest period one report covers: five years. */
const MAX_DAYS = 5 * 366;

type Period = { ok: true; start: string; end: string } | { ok: false; answer: ReturnType<typeof failure> };

/** `start` and `end` (yyyy-MM-dd): the year up to today unless given. */
function period(request: FastifyRequest, today: string): Period {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const end = dayParam(query.end, today);
  if (!end) return { ok: false, answer: failure({ end: [t.date('end')] }) };
  const start = dayParam(query.start, addDays(end, -364));
  if (!start) return { ok: false, answer: failure({ start: [t.date('start')] }) };
  if (end < start)
    return { ok: false, answer: failure({ end: ['The end field must be a date after or equal to start.'] }) };
  if (end > addDays(start, MAX_DAYS)) {
    return { ok: false, answer: failure({ end: [`The end field must be at most ${MAX_DAYS} days after start.`] }) };
  }
  return { ok: true, start, end };
}

/** A `group_by` among the options, the default when absent; undefined when it is none of them. */
function choice<T extends string>(value: unknown, options: readonly T[], fallback: T): T | undefined {
  if (value === undefined || value === '') return fallback;
  return options.find((o) => o === value);
}

/** A page of rows sorted by one of their keys (nulls last whichever the order), as lists page. */
function pageOf<T extends object>(
  request: FastifyRequest,
  rows: T[],
  sorts: (keyof T & string)[],
  fallback: keyof T & string,
  order: 'asc' | 'desc',
) {
  const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, sorts, fallback, order);
  const key = q.sort as keyof T;
  const direction = q.order === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    const x = a[key] as unknown;
    const y = b[key] as unknown;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return ((x as number | string) < (y as number | string) ? -1 : 1) * direction;
  });
  return { total: rows.length, rows: sorted.slice(q.offset, q.offset + q.limit) };
}

/** PM compliance and the breakdown reports (spec point 7): free filters, ids joined by commas. */
export function registerMaintenanceReports(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('reports.inspections'), async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const today = todayOf(app.ctx.clock);
    const p = period(request, today);
    if (!p.ok) return p.answer;
    const groupBy = choice<InspectionGroup>(query.group_by, INSPECTION_GROUPS, 'month');
    if (!groupBy) return failure({ group_by: [t.invalidChoice('group by')] });
    const report = inspectionReport(sqlite, {
      start: p.start,
      end: p.end,
      today,
      now: app.ctx.clock(),
      groupBy,
      schedulerIds: idList(query.scheduler_id),
      assetIds: idList(query.asset_id),
      categoryIds: idList(query.category_id),
      locationIds: withSubLocations(sqlite, idList(query.location_id)),
    });
    const periodic = groupBy === 'month' || groupBy === 'week';
    const page = pageOf(
      request,
      report.rows,
      ['key', 'label', 'due', 'done_on_time', 'done_late', 'missed', 'pending', 'compliance'],
      periodic ? 'key' : 'label',
      'asc',
    );
    return { ...page, totals: report.totals, group_by: groupBy, start: p.start, end: p.end };
  });

  const breakdowns = (shape: 'classic' | 'new') => async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const p = period(request, todayOf(app.ctx.clock));
    if (!p.ok) return p.answer;
    const groupBy = choice<BreakdownGroup>(query.group_by, BREAKDOWN_GROUPS, 'asset');
    if (!groupBy) return failure({ group_by: [t.invalidChoice('group by')] });
    const report = breakdownReport(sqlite, {
      start: p.start,
      end: p.end,
      now: app.ctx.clock(),
      groupBy,
      assetIds: idList(query.asset_id),
      modelIds: idList(query.model_id),
      categoryIds: idList(query.category_id),
      priorityIds: idList(query.priority_id),
      locationIds: withSubLocations(sqlite, idList(query.location_id)),
    });
    // Names are looked up for the page's rows, unless the page is sorted by them.
    const byName = normalizeListQuery(query, ['name'], '').sort === 'name';
    const allNames = byName
      ? groupNames(
          sqlite,
          groupBy,
          report.groups.map((g) => g.id),
        )
      : null;
    const row = (g: (typeof report.groups)[number]) => ({
      id: g.id,
      name: allNames?.get(g.id) ?? '',
      ...g.metrics,
      group: g,
    });
    const sorts = ['name', ...BREAKDOWN_SORTS] as const;
    const q = normalizeListQuery(query, [...sorts], 'breakdowns', 'desc');
    // By a metric the report sorts its groups (the page's metrics only are worked out); by name, here.
    const page =
      q.sort === 'name'
        ? pageOf(request, report.groups.map(row), [...sorts], 'breakdowns', 'desc')
        : {
            total: report.size,
            rows: report.sorted(q.sort as BreakdownSort, q.order === 'asc', q.offset, q.limit).map(row),
          };
    const names =
      allNames ??
      groupNames(
        sqlite,
        groupBy,
        page.rows.map((r) => r.id),
      );
    const rows = page.rows.map(({ group, ...row }) => ({ ...row, name: names.get(row.id) ?? '—', group }));
    const common = { total: page.total, group_by: groupBy, start: p.start, end: p.end, bad_actors: report.badActors };
    if (shape === 'classic') {
      return { ...common, rows: rows.map(({ group: _group, ...row }) => row), totals: report.summary.metrics };
    }
    return {
      ...common,
      rows: rows.map((r) => ({ id: r.id, name: r.name, metrics: r.group.metrics, series: report.seriesOf(r.group) })),
      summary: report.summary,
    };
  };
  registerEndpoint(app, getEndpoint('reports.asset-breakdown'), breakdowns('classic'));
  registerEndpoint(app, getEndpoint('reports.asset-breakdown-new'), breakdowns('new'));
}
