import { addDays, formatDateTime } from '@cmms/contracts';
import type { MissedRow } from '@cmms/contracts/logbooks/endpoints';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import type { TileDecl } from '../../domain/dashboard/tiles.js';
import { registerAction } from '../../http/register-action.js';
import type { Principal } from '../../principal.js';
import { groupsOf, visibleLoggers } from './access.js';

/** A list's query as its declaration parsed it (each filter one text), or as a dashboard tile gives it. */
type Query = Readonly<Record<string, unknown>>;
const one = (q: Query, key: string): string | undefined => {
  const value = q[key];
  return typeof value === 'string' ? value : undefined;
};
const idOf = (s: string | undefined) => (s && /^\d{1,15}$/.test(s) ? Number(s) : 0);
/** A day (`YYYY-MM-DD`) or a stored moment; anything else matches nothing rather than everything. */
const dayOf = (s: string) => (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s) ? s : '9999-12-31');

/**
 * The submissions list's filter (alias `s`), shared by GET /forms/submit/list and the dashboard's
 * out-of-range tile, so the tile and the list it opens count the same rows.
 */
export function submissionsWhere(
  sqlite: Sqlite,
  principal: Principal | null,
  q: Query,
): { where: string; params: unknown[] } {
  const v = visibleLoggers(sqlite, principal);
  const conditions = [`s.logger_id IN (SELECT l.id FROM e_loggers l WHERE l.deleted_at IS NULL AND ${v.where})`];
  const params: unknown[] = [...v.params];
  if (one(q, 'logger_id') !== undefined) {
    conditions.push('s.logger_id = ?');
    params.push(idOf(one(q, 'logger_id')));
  }
  const status = one(q, 'status');
  if (status) {
    conditions.push('s.status = ?');
    params.push(status);
  }
  const flagged = one(q, 'flagged');
  if (flagged === '1' || flagged === 'true') conditions.push('s.flagged = 1');
  if (one(q, 'work_order_id') !== undefined) {
    conditions.push('s.id IN (SELECT submission_id FROM logger_work_orders WHERE work_order_id = ?)');
    params.push(idOf(one(q, 'work_order_id')));
  }
  const from = one(q, 'from');
  if (from) {
    conditions.push('s.received_at >= ?');
    params.push(dayOf(from));
  }
  if (one(q, 'awaiting') === 'me') {
    // Waiting at a level the caller is an approver of (itself or one of its groups), not its own entry;
    // a superuser may sign any level.
    conditions.push("s.status = 'in_review' AND s.current_step IS NOT NULL");
    if (!principal) conditions.push('0');
    else if (!principal.ability.can('manage', 'all')) {
      const step = (key: string) => `json_extract(s.flow, '$[' || s.current_step || '].${key}')`;
      conditions.push(
        `((${step('approver_type')} = 'user' AND ${step('approver_id')} = ?)
          OR (${step('approver_type')} = 'group' AND ${step('approver_id')} IN (SELECT value FROM json_each(?))))
         AND coalesce(s.submitted_by, 0) <> ?`,
      );
      params.push(principal.user.id, JSON.stringify(groupsOf(sqlite, principal.user.id)), principal.user.id);
    }
  }
  return { where: conditions.join(' AND '), params };
}

/** The missed-entries list's filter (alias `m`), shared by GET /e-loggers/missed and its dashboard tile. */
export function missedWhere(
  sqlite: Sqlite,
  principal: Principal | null,
  q: Query,
): { where: string; params: unknown[] } {
  const v = visibleLoggers(sqlite, principal);
  const conditions = [`m.logger_id IN (SELECT l.id FROM e_loggers l WHERE l.deleted_at IS NULL AND ${v.where})`];
  const params: unknown[] = [...v.params];
  if (one(q, 'logger_id') !== undefined) {
    conditions.push('m.logger_id = ?');
    params.push(idOf(one(q, 'logger_id')));
  }
  const from = one(q, 'from');
  if (from) {
    conditions.push('m.due_at >= ?');
    params.push(dayOf(from));
  }
  return { where: conditions.join(' AND '), params };
}

const count = (sqlite: Sqlite, table: string, filter: { where: string; params: unknown[] }) =>
  sqlite
    .prepare(`SELECT count(*) FROM ${table} WHERE ${filter.where}`)
    .pluck()
    .get(...filter.params) as number;

/** GET /e-loggers/missed: the slots whose window closed empty, newest first. */
export function registerMissed(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  registerAction(app, 'logbooks.missed', async ({ query: q, request }) => {
    const limit = Math.min(Math.max(Number(one(q, 'limit')) || 50, 1), 500);
    const offset = Math.max(Number(one(q, 'offset')) || 0, 0);
    const filter = missedWhere(sqlite, request.principal, q);
    const rows = sqlite
      .prepare(
        `SELECT m.*, l.name AS logger FROM logger_missed_slots m JOIN e_loggers l ON l.id = m.logger_id
         WHERE ${filter.where} ORDER BY m.due_at DESC, m.logger_id LIMIT ? OFFSET ?`,
      )
      .all(...filter.params, limit, offset) as {
      logger_id: number;
      logger: string;
      due_at: string;
      window_end: string;
      marked_at: string | null;
    }[];
    return {
      total: count(sqlite, 'logger_missed_slots m', filter),
      rows: rows.map((m): MissedRow => ({
        logger: { id: m.logger_id, name: m.logger },
        due_at: formatDateTime(m.due_at)!,
        window_end: formatDateTime(m.window_end)!,
        marked_at: formatDateTime(m.marked_at),
      })),
    };
  });
}

/** This week: the last seven days, today included. */
const weekStart = (today: string) => addDays(today, -6);

/**
 * The logbooks' dashboard tiles (issue 28): entries missed this week and readings out of range this week,
 * each counted with the filter of the list it opens (the console's `/logbooks/missed` and
 * `/logbooks/entries`, which call GET /e-loggers/missed and GET /forms/submit/list with that query).
 */
export const LOGBOOK_TILES: readonly TileDecl[] = [
  {
    id: 'logbook_missed_entries',
    ability: { action: 'read', subject: 'forms' },
    unit: 'count',
    scoped: false,
    compute: (ctx) => ({
      value: count(
        ctx.sqlite,
        'logger_missed_slots m',
        missedWhere(ctx.sqlite, ctx.principal, { from: weekStart(ctx.today) }),
      ),
      series: [],
    }),
    link: (ctx) => ({ path: '/logbooks/missed', query: { from: weekStart(ctx.today) } }),
  },
  {
    id: 'logbook_out_of_range',
    ability: { action: 'read', subject: 'forms' },
    unit: 'count',
    scoped: false,
    compute: (ctx) => ({
      value: count(
        ctx.sqlite,
        'logger_submissions s',
        submissionsWhere(ctx.sqlite, ctx.principal, { flagged: '1', from: weekStart(ctx.today) }),
      ),
      series: [],
    }),
    link: (ctx) => ({ path: '/logbooks/entries', query: { flagged: '1', from: weekStart(ctx.today) } }),
  },
];
