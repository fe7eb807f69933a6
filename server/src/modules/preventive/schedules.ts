import {
  FINISHED_STATES,
  OCCURRENCE_NOT_FOUND,
  OCCURRENCE_STATES,
  SKIP_TEXT,
  addDays,
  splitList,
  getEndpoint,
  normalizeListQuery,
  validationText as t,
  type OccurrenceState,
  type ScheduleRow,
  type WorkOrderState,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../http/register-action.js';
import { failure, success } from '../../http/envelope.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { placeholders } from '../../engine/sql.js';
import { loadStatuses, userRefs } from '../../domain/work-orders/records.js';
import { dayParam, idList, withSubLocations } from '../../domain/preventive/filters.js';
import {
  storedOccurrence,
  storedOccurrences,
  upcomingOccurrences,
  type Occurrence,
} from '../../domain/preventive/occurrences.js';
import { todayOf } from '../../domain/preventive/plans.js';

/** The longest span one request may ask for: a year and a bit, a calendar's worth. */
const MAX_SPAN_DAYS = 400;
const SORTS = ['date', 'scheduler', 'state'];

/**
 * `GET /schedules`: every occurrence between start and end (default: today and the 30 days after):
 * stored ones with their work order's state, and upcoming ones computed from active plans (never
 * stored ahead of their lead time). Filters take ids joined by commas; `location_id` covers the places
 * below it. Sorted by date unless asked.
 */
export function registerSchedules(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('schedules.list'), async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const today = todayOf(app.ctx.clock);
    const start = dayParam(query.start, today);
    if (!start) return failure({ start: [t.date('start')] });
    const end = dayParam(query.end, addDays(start, 30));
    if (!end) return failure({ end: [t.date('end')] });
    if (end < start) return failure({ end: ['The end field must be a date after or equal to start.'] });
    if (end > addDays(start, MAX_SPAN_DAYS)) {
      return failure({ end: [`The end field must be at most ${MAX_SPAN_DAYS} days after start.`] });
    }
    const schedulerIds = idList(query.scheduler_id);
    const assetIds = new Set(idList(query.asset_id));
    const places = withSubLocations(sqlite, idList(query.location_id));
    const states = new Set(
      String(query.state ?? '')
        .split(',')
        .filter((s): s is OccurrenceState => (OCCURRENCE_STATES as readonly string[]).includes(s)),
    );

    const stored = storedOccurrences(sqlite, { start, end, schedulerIds }, app.ctx.clock());
    const upcomingFrom = start > today ? start : today;
    const upcoming =
      upcomingFrom <= end
        ? upcomingOccurrences(sqlite, upcomingFrom, end, new Set(stored.map((o) => o.key)), schedulerIds)
        : [];
    const all = [...stored, ...upcoming].filter(
      (o) =>
        (assetIds.size === 0 || (o.asset_id !== null && assetIds.has(o.asset_id))) &&
        (places.size === 0 || (o.location_id !== null && places.has(o.location_id))) &&
        (states.size === 0 || states.has(o.state)),
    );
    const q = normalizeListQuery(query, SORTS, 'date', 'asc');
    const value = (o: Occurrence) =>
      q.sort === 'scheduler' ? o.scheduler_name : q.sort === 'state' ? OCCURRENCE_STATES.indexOf(o.state) : o.date;
    const direction = q.order === 'asc' ? 1 : -1;
    all.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      return (x < y ? -1 : x > y ? 1 : a.key < b.key ? -1 : 1) * direction;
    });
    const page = all.slice(q.offset, q.offset + q.limit);
    return { total: all.length, rows: present(page) };
  });

  registerAction(app, 'schedules.show', async ({ params }) => {
    const occurrence = storedOccurrence(sqlite, params.id, app.ctx.clock());
    const [row] = occurrence ? present([occurrence]) : [];
    return row ?? failure(OCCURRENCE_NOT_FOUND);
  });

  const plans = app.ctx.engine.resource('schedulers');
  /**
   * Skip this date: the plan gets the occurrence's date among its skip dates (so it is never generated
   * again) and the occurrence goes. Refused while its work order is open: finish or cancel it first.
   * A finished work order stays, with its plan and date.
   */
  registerAction(app, 'schedules.skip', async ({ params, request }) => {
    const row = sqlite
      .prepare(
        `SELECT o.id, o.scheduler_id, o.occurrence_date AS date, w.id AS work_order_id, w.number, w.state
         FROM schedule_occurrences o
         JOIN schedulers s ON s.id = o.scheduler_id AND s.deleted_at IS NULL
         LEFT JOIN work_orders w ON w.id = o.work_order_id AND w.deleted_at IS NULL
         WHERE o.id = ?`,
      )
      .get(params.id) as
      | {
          id: number;
          scheduler_id: number;
          date: string;
          work_order_id: number | null;
          number: string | null;
          state: WorkOrderState | null;
        }
      | undefined;
    const plan = row ? plans.repo.find(row.scheduler_id) : undefined;
    if (!row || !plan) return failure(OCCURRENCE_NOT_FOUND);
    if (row.work_order_id !== null && row.state && !FINISHED_STATES.includes(row.state)) {
      return failure(SKIP_TEXT.openWorkOrder(row.number ?? `#${row.work_order_id}`));
    }
    const dates = splitList(plan.skip_dates as string | null);
    const skipDates = dates.includes(row.date) ? dates : [...dates, row.date].sort();
    const validated = plans.writer.validate(request, { skip_dates: skipDates.join(', ') }, 'update', plan);
    if (!validated.ok) return failure(validated.messages);
    sqlite.transaction(() => {
      plans.writer.update(request, plan, validated.values);
      sqlite.prepare('DELETE FROM schedule_occurrences WHERE id = ?').run(row.id);
    })();
    return success(SKIP_TEXT.skipped(row.date), plans.presentOne(plans.repo.find(plan.id)!, request.principal));
  });

  /** The page's assets, places and work orders, a query per kind. */
  function present(page: Occurrence[]): ScheduleRow[] {
    const byId = <T extends { id: number }>(sql: string, ids: (number | null)[]) => {
      const unique = [...new Set(ids.filter((v): v is number => v !== null))];
      return new Map(
        (unique.length
          ? (sqlite.prepare(sql.replace('?list', placeholders(unique.length))).all(...unique) as T[])
          : []
        ).map((r) => [r.id, r]),
      );
    };
    const assets = byId<{ id: number; name: string; asset_tag: string }>(
      'SELECT id, coalesce(name, asset_tag) AS name, asset_tag FROM assets WHERE id IN (?list)',
      page.map((o) => o.asset_id),
    );
    const places = byId<{ id: number; name: string }>(
      'SELECT id, name FROM locations WHERE id IN (?list)',
      page.map((o) => o.location_id),
    );
    const orders = byId<{
      id: number;
      number: string | null;
      title: string;
      status_id: number;
      due_at: string | null;
      completed_at: string | null;
      assignee: number | null;
    }>(
      'SELECT id, number, title, status_id, due_at, completed_at, assignee FROM work_orders WHERE id IN (?list)',
      page.map((o) => o.work_order_id),
    );
    const statuses = loadStatuses(
      sqlite,
      [...orders.values()].map((w) => w.status_id),
    );
    const people = new Map(
      userRefs(sqlite, [
        ...new Set([...orders.values()].map((w) => w.assignee).filter((v): v is number => v !== null)),
      ]).map((u) => [u.id, u]),
    );
    return page.map((o) => {
      const wo = o.work_order_id ? orders.get(o.work_order_id) : undefined;
      const status = wo ? statuses.get(wo.status_id) : undefined;
      return {
        key: o.key,
        id: o.id,
        date: o.date,
        scheduler: { id: o.scheduler_id, name: o.scheduler_name },
        asset: o.asset_id ? (assets.get(o.asset_id) ?? null) : null,
        location: o.location_id ? (places.get(o.location_id) ?? null) : null,
        state: o.state,
        work_order: wo
          ? {
              id: wo.id,
              number: wo.number,
              title: wo.title,
              status: status ? { id: status.id, name: status.name, state: status.state, color: status.color } : null,
              due_at: wo.due_at,
              completed_at: wo.completed_at,
              assignee: wo.assignee ? (people.get(wo.assignee) ?? null) : null,
            }
          : null,
      };
    });
  }
}
