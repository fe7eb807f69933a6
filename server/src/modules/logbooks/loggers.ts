import { formatDateTime, toStoredDateTime } from '@cmms/contracts';
import type { Frequency } from '@cmms/contracts/logbooks/frequency';
import { DEFAULT_WINDOW_AFTER, slotsBetween, type SlotRule } from '@cmms/contracts/logbooks/slots';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { idParam } from '../../http/register-endpoint.js';
import { grantsOn, visibleLoggers } from './access.js';
import { foundBy } from '../../http/found-by.js';
import { loggerRow, parse, principalRef, subjectExists, userRef, type StoredLogger } from './rows.js';
import { LOGBOOK_TEXTS as T } from './texts.js';
import { sqlPage } from '../../engine/sql-page.js';

export const LOGGER_NOT_FOUND = 'E-logger not found';

export const ruleOf = (l: StoredLogger): SlotRule => ({
  frequency: parse<Frequency>(l.frequency, { kind: 'daily' }),
  window_before_min: l.window_before_min,
  window_after_min: l.window_after_min,
  timezone: l.timezone,
});
export const startOf = (l: StoredLogger) => new Date(`${l.starts_at.replace(' ', 'T')}Z`);
export const fromStored = (s: string) => new Date(`${s.replace(' ', 'T')}Z`);

/** A logger the caller may view; one it may not reads as not found, like one that does not exist. */
export function visibleLogger(sqlite: Sqlite, request: FastifyRequest, id: number): StoredLogger | undefined {
  const l = sqlite.prepare('SELECT * FROM e_loggers WHERE id = ? AND deleted_at IS NULL').get(id) as
    StoredLogger | undefined;
  return l && grantsOn(sqlite, request.principal, l.id).view ? l : undefined;
}

/** The slots of [from, to] with their status: done or late by the entry that filled them, missed, expected. */
export function slotStatuses(sqlite: Sqlite, l: StoredLogger, from: Date, to: Date, now: Date) {
  const filled = new Map(
    (
      sqlite
        .prepare(
          'SELECT slot_due_at, id, timeliness FROM logger_submissions WHERE logger_id = ? AND slot_due_at BETWEEN ? AND ?',
        )
        .all(l.id, toStoredDateTime(from), toStoredDateTime(to)) as {
        slot_due_at: string;
        id: number;
        timeliness: 'done' | 'late';
      }[]
    ).map((r) => [r.slot_due_at, r]),
  );
  return slotsBetween(ruleOf(l), from, to, startOf(l)).map((s) => {
    const entry = filled.get(toStoredDateTime(s.due));
    const status = entry ? entry.timeliness : s.end < now ? ('missed' as const) : ('expected' as const);
    return { slot: s, status, submission_id: entry?.id ?? null };
  });
}

/** Logger masters: a published form bound to a subject, its frequency, grants and approval flow. */
export function registerLoggers(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const now = () => app.ctx.clock();
  const find = (id: number) =>
    sqlite.prepare('SELECT * FROM e_loggers WHERE id = ? AND deleted_at IS NULL').get(id) as StoredLogger | undefined;

  // The logger in the path, looked up before the body is held to its schema (not found answers first).
  const missing = () => failure(LOGGER_NOT_FOUND);
  const visibleOf = foundBy((request) => visibleLogger(sqlite, request, idParam(request)), missing);
  const loggerOf = foundBy((request) => find(idParam(request)), missing);

  registerAction(app, 'logbooks.loggers', async ({ query: q, request }) => {
    const limit = Math.min(Math.max(Number(q.limit) || 500, 1), 500);
    const offset = Math.max(Number(q.offset) || 0, 0);
    const visible = visibleLoggers(sqlite, request.principal);
    const search = (q.search ?? '').trim();
    const where = `l.deleted_at IS NULL AND ${visible.where}${search ? ' AND l.name LIKE ?' : ''}`;
    const params = [...visible.params, ...(search ? [`%${search}%`] : [])];
    const order = q.order === 'asc' ? 'ASC' : 'DESC';
    const sort = q.sort === 'name' ? 'l.name COLLATE NOCASE' : 'l.id';
    const { total, rows } = sqlPage<StoredLogger>(
      sqlite,
      { select: 'l.*', from: `FROM e_loggers l WHERE ${where}`, order: `${sort} ${order}, l.id ${order}`, params },
      { limit, offset },
    );
    // Spec point 8: the list's messages go to the notification list; say how many logbooks missed an entry today.
    const today = new Date(Date.UTC(now().getUTCFullYear(), now().getUTCMonth(), now().getUTCDate()));
    const all = sqlite
      .prepare(`SELECT l.* FROM e_loggers l WHERE l.deleted_at IS NULL AND l.active = 1 AND ${visible.where}`)
      .all(...visible.params) as StoredLogger[];
    const missing = all.filter((l) =>
      slotStatuses(sqlite, l, today, now(), now()).some((s) => s.status === 'missed'),
    ).length;
    return {
      total,
      rows: rows.map((l) => loggerRow(request, sqlite, l)),
      ...(missing ? { messages: T.missedToday(missing) } : {}),
    };
  });

  registerAction(app, 'logbooks.logger', async ({ params, request }) => {
    const l = visibleLogger(sqlite, request, params.id);
    return l ? loggerRow(request, sqlite, l) : failure(LOGGER_NOT_FOUND);
  });

  registerAction(app, 'logbooks.logger-create', async ({ body: v, request }) => {
    const form = sqlite
      .prepare('SELECT current_version_id FROM logger_forms WHERE id = ? AND deleted_at IS NULL')
      .get(v.form_id) as { current_version_id: number | null } | undefined;
    if (!form) return failure({ form_id: ['The selected form id is invalid.'] });
    if (!form.current_version_id) return failure({ form_id: [T.formNotPublished] });
    if (!subjectExists(sqlite, v.subject_type, v.subject_id))
      return failure({ subject_id: ['The selected subject id is invalid.'] });
    const people = [...(v.notify_missed ?? []), ...(v.notify_out_of_range ?? [])];
    if (people.some((id) => userRef(sqlite, id) === null))
      return failure({ notify_missed: ['The selected notify missed is invalid.'] });
    const at = toStoredDateTime(now());
    const id = Number(
      sqlite
        .prepare(
          `INSERT INTO e_loggers (name, form_id, subject_type, subject_id, frequency, window_before_min, window_after_min, timezone,
           notify_missed, notify_out_of_range, starts_at, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          v.name,
          v.form_id,
          v.subject_type,
          v.subject_id,
          JSON.stringify(v.frequency),
          v.window_before_min ?? 0,
          v.window_after_min ?? DEFAULT_WINDOW_AFTER[v.frequency.kind],
          v.timezone ?? 'Asia/Bahrain',
          JSON.stringify(v.notify_missed ?? []),
          JSON.stringify(v.notify_out_of_range ?? []),
          v.starts_at ? `${v.starts_at.slice(0, 10)} 00:00:00` : at,
          request.principal?.user.id ?? null,
          at,
          at,
        ).lastInsertRowid,
    );
    return success(T.loggerCreated, loggerRow(request, sqlite, find(id)!));
  });

  registerAction(
    app,
    'logbooks.logger-update',
    async ({ body: v, request }) => {
      const l = visibleOf.of(request);
      if (v.form_id) {
        const form = sqlite
          .prepare('SELECT current_version_id FROM logger_forms WHERE id = ? AND deleted_at IS NULL')
          .get(v.form_id) as { current_version_id: number | null } | undefined;
        if (!form) return failure({ form_id: ['The selected form id is invalid.'] });
        if (!form.current_version_id) return failure({ form_id: [T.formNotPublished] });
      }
      // A subject is a type and an id together: a new type needs its id, a new id is read with the type kept.
      const subjectType = v.subject_type ?? l.subject_type;
      const subjectId = v.subject_id ?? l.subject_id;
      if ((v.subject_type || v.subject_id) && !subjectExists(sqlite, subjectType, subjectId))
        return failure({ subject_id: ['The selected subject id is invalid.'] });
      const people = [...(v.notify_missed ?? []), ...(v.notify_out_of_range ?? [])];
      if (people.some((id) => userRef(sqlite, id) === null))
        return failure({ notify_missed: ['The selected notify missed is invalid.'] });
      const set: Record<string, unknown> = {};
      if (v.name) set.name = v.name;
      if (v.form_id) set.form_id = v.form_id;
      set.subject_type = subjectType;
      set.subject_id = subjectId;
      if (v.frequency) set.frequency = JSON.stringify(v.frequency);
      if (v.window_before_min !== undefined && v.window_before_min !== null)
        set.window_before_min = v.window_before_min;
      if (v.window_after_min !== undefined && v.window_after_min !== null) set.window_after_min = v.window_after_min;
      if (v.timezone) set.timezone = v.timezone;
      if (v.starts_at) set.starts_at = `${v.starts_at.slice(0, 10)} 00:00:00`;
      if (v.notify_missed) set.notify_missed = JSON.stringify(v.notify_missed);
      if (v.notify_out_of_range) set.notify_out_of_range = JSON.stringify(v.notify_out_of_range);
      if (v.active !== undefined) set.active = v.active ? 1 : 0;
      set.updated_at = toStoredDateTime(now());
      const columns = Object.keys(set);
      sqlite
        .prepare(`UPDATE e_loggers SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
        .run(...columns.map((c) => set[c]), l.id);
      return success(T.loggerUpdated, loggerRow(request, sqlite, find(l.id)!));
    },
    { guard: visibleOf.guard },
  );

  registerAction(app, 'logbooks.logger-delete', async ({ params, request }) => {
    const l = visibleLogger(sqlite, request, params.id);
    if (!l) return failure(LOGGER_NOT_FOUND);
    sqlite.prepare('UPDATE e_loggers SET deleted_at = ?, active = 0 WHERE id = ?').run(toStoredDateTime(now()), l.id);
    return success(T.loggerDeleted, null);
  });

  registerAction(app, 'logbooks.logger-slots', async ({ params, query: q, request }) => {
    const l = visibleLogger(sqlite, request, params.id);
    if (!l) return failure(LOGGER_NOT_FOUND);
    const day = (s: string | undefined, end: boolean) =>
      s && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))
        ? new Date(`${s}T${end ? '23:59:59' : '00:00:00'}Z`)
        : undefined;
    const to = day(q.to, true) ?? now();
    let from = day(q.from, false) ?? new Date(to.getTime() - 7 * 86_400_000);
    // At most 92 days in one call (an hourly logbook's quarter).
    if (to.getTime() - from.getTime() > 92 * 86_400_000) from = new Date(to.getTime() - 92 * 86_400_000);
    const rows = from > to ? [] : slotStatuses(sqlite, l, from, to, now());
    return {
      total: rows.length,
      rows: rows.map((r) => ({
        due_at: formatDateTime(toStoredDateTime(r.slot.due))!,
        window_start: formatDateTime(toStoredDateTime(r.slot.start))!,
        window_end: formatDateTime(toStoredDateTime(r.slot.end))!,
        label: r.slot.label,
        status: r.status,
        submission_id: r.submission_id,
      })),
    };
  });

  registerAction(
    app,
    'logbooks.logger-permissions',
    async ({ body: { grants }, request }) => {
      const l = loggerOf.of(request);
      if (grants.some((g) => principalRef(sqlite, g.principal_type, g.principal_id) === null))
        return failure({ grants: ['The selected grants is invalid.'] });
      sqlite.transaction(() => {
        sqlite.prepare('DELETE FROM logger_permissions WHERE logger_id = ?').run(l.id);
        const insert = sqlite.prepare(
          `INSERT INTO logger_permissions (logger_id, principal_type, principal_id, can_view, can_fill, can_approve) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (logger_id, principal_type, principal_id) DO UPDATE SET can_view = excluded.can_view, can_fill = excluded.can_fill, can_approve = excluded.can_approve`,
        );
        for (const g of grants)
          insert.run(
            l.id,
            g.principal_type,
            g.principal_id,
            g.view === false ? 0 : 1,
            g.fill ? 1 : 0,
            g.approve ? 1 : 0,
          );
      })();
      return success(T.grantsSaved, loggerRow(request, sqlite, l));
    },
    { guard: loggerOf.guard },
  );

  registerAction(
    app,
    'logbooks.flow-step-add',
    async ({ body: v, request }) => {
      const l = loggerOf.of(request);
      const who = principalRef(sqlite, v.approver_type, v.approver_id);
      if (!who) return failure({ approver_id: ['The selected approver id is invalid.'] });
      const position = sqlite
        .prepare('SELECT coalesce(max(position), 0) + 1 FROM logger_flow_steps WHERE logger_id = ?')
        .pluck()
        .get(l.id) as number;
      sqlite
        .prepare(
          'INSERT INTO logger_flow_steps (logger_id, position, name, approver_type, approver_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(l.id, position, v.name ?? `Level ${position}`, v.approver_type, v.approver_id, toStoredDateTime(now()));
      return success(T.stepAdded, loggerRow(request, sqlite, l));
    },
    { guard: loggerOf.guard },
  );

  registerAction(app, 'logbooks.flow-step-delete', async ({ params }) => {
    const step = sqlite.prepare('SELECT id FROM logger_flow_steps WHERE id = ?').get(params.id);
    if (!step) return failure(T.stepNotFound);
    // Entries already submitted keep the flow they were submitted under (their snapshot).
    sqlite.prepare('DELETE FROM logger_flow_steps WHERE id = ?').run(params.id);
    return success(T.stepRemoved, null);
  });
}
