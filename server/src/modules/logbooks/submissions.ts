import { createHash } from 'node:crypto';
import { FORBIDDEN_TEXT, toStoredDateTime, toStoredInput } from '@cmms/contracts';
import { checkData } from '@cmms/contracts/logbooks/check';
import { slotAt, slotsBetween } from '@cmms/contracts/logbooks/slots';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { idParam } from '../../http/register-endpoint.js';
import { approverUsers, grantsOn, isApprover } from './access.js';
import { foundBy } from '../../http/found-by.js';
import { ruleOf, startOf, visibleLogger } from './loggers.js';
import { notify } from './notify.js';
import { parse, stepsOf, subjectRef, type StoredLogger, type StoredStep, type StoredSubmission } from './rows.js';
import { submissionsWhere } from './review.js';
import { submissionPage, submissionRow } from './submission-rows.js';
import { LOGBOOK_TEXTS as T } from './texts.js';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

/**
 * A flagged reading whose field asks for it (`x-onOutOfRange.createWorkOrder: auto`, or `prompt` and the filler
 * said so) raises one work order through the work-order writer, on the logger's asset or location, its source
 * `logbook`, and both sides name each other.
 */
function raiseWorkOrder(
  sqlite: Sqlite,
  request: FastifyRequest,
  l: StoredLogger,
  submissionId: number,
  path: string,
  value: unknown,
) {
  const { writer } = request.server.ctx.engine.resource('workorders');
  const subject = subjectRef(sqlite, l.subject_type, l.subject_id)?.name ?? l.name;
  const title = `Out of range: ${path.replace(/[._]/g, ' ')} ${String(value)} — ${subject}`.slice(0, 255);
  const checked = writer.validate(
    request,
    {
      title,
      description: `Raised by logbook "${l.name}", entry #${submissionId}, field ${path}.`,
      ...(l.subject_type === 'asset' ? { inspectables: [l.subject_id] } : {}),
      ...(l.subject_type === 'location' ? { locations: [l.subject_id] } : {}),
    },
    'create',
  );
  if (!checked.ok) return undefined;
  const id = writer.create(request, { ...checked.values, source: 'logbook' });
  sqlite
    .prepare('INSERT INTO logger_work_orders (submission_id, field, work_order_id) VALUES (?, ?, ?)')
    .run(submissionId, path, id);
  return id;
}

export function registerSubmissions(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (id: number) =>
    sqlite.prepare('SELECT * FROM logger_submissions WHERE id = ?').get(id) as StoredSubmission | undefined;
  const visible = (request: FastifyRequest, id: number) => {
    const s = find(id);
    return s && visibleLogger(sqlite, request, s.logger_id) ? s : undefined;
  };

  registerAction(app, 'logbooks.submissions', async ({ query: q, request }) => {
    const limit = Math.min(Math.max(Number(q.limit) || 500, 1), 500);
    const offset = Math.max(Number(q.offset) || 0, 0);
    const { where, params } = submissionsWhere(sqlite, request.principal, q);
    const total = sqlite
      .prepare(`SELECT count(*) FROM logger_submissions s WHERE ${where}`)
      .pluck()
      .get(...params) as number;
    const order = q.order === 'asc' ? 'ASC' : 'DESC';
    const rows = submissionPage(request, sqlite, {
      where,
      params,
      order: `s.received_at ${order}, s.id ${order}`,
      limit,
      offset,
    });
    return { total, rows };
  });

  registerAction(app, 'logbooks.submission', async ({ params, request }) => {
    const s = visible(request, params.id);
    return s ? submissionRow(request, sqlite, s) : failure(SUBMISSION_NOT_FOUND);
  });

  registerAction(app, 'logbooks.submit', async ({ body: v, request, reply }) => {
    const l = visibleLogger(sqlite, request, v.logger_id);
    if (!l) return failure({ logger_id: ['The selected logger id is invalid.'] });
    if (!grantsOn(sqlite, request.principal, l.id).fill) return reply.status(403).send({ message: FORBIDDEN_TEXT });
    // A retry (or an offline resend) answers the first result and writes nothing new.
    const earlier = sqlite
      .prepare('SELECT * FROM logger_submissions WHERE logger_id = ? AND client_uuid = ?')
      .get(l.id, v.client_uuid) as StoredSubmission | undefined;
    if (earlier) return success(T.submitted, submissionRow(request, sqlite, earlier));
    const form = sqlite.prepare('SELECT id, current_version_id FROM logger_forms WHERE id = ?').get(l.form_id) as {
      id: number;
      current_version_id: number | null;
    };
    // A draft started on an older version submits on it; otherwise the form's current version.
    const versionId = v.form_version_id ?? form.current_version_id;
    const version = sqlite
      .prepare('SELECT id, schema FROM logger_form_versions WHERE id = ? AND form_id = ?')
      .get(versionId ?? 0, form.id) as { id: number; schema: string } | undefined;
    if (!version) return failure({ form_version_id: ['The selected form version id is invalid.'] });
    const schema = parse<Record<string, unknown>>(version.schema, {});
    const checked = checkData(schema, v.data);
    if (Object.keys(checked.errors).length) return failure(checked.errors);
    const received = app.ctx.clock();
    const filled = (due: Date) =>
      sqlite
        .prepare('SELECT 1 FROM logger_submissions WHERE logger_id = ? AND slot_due_at = ?')
        .get(l.id, toStoredDateTime(due)) !== undefined;
    const slot = slotAt(ruleOf(l), received, startOf(l), (s) => filled(s.due));
    let slotDue: string | null = slot ? toStoredDateTime(slot.due) : null;
    let timeliness: StoredSubmission['timeliness'] = slot ? 'done' : 'adhoc';
    if (!slot) {
      // Late: the latest slot already closed and still empty takes it.
      const lookback = { hourly: 1, shift: 1, daily: 2, weekly: 8, monthly: 32 }[ruleOf(l).frequency.kind] * 86_400_000;
      const last = slotsBetween(ruleOf(l), new Date(received.getTime() - lookback), received, startOf(l))
        .filter((x) => x.end < received)
        .at(-1);
      const due = last ? toStoredDateTime(last.due) : undefined;
      if (
        due &&
        !sqlite.prepare('SELECT 1 FROM logger_submissions WHERE logger_id = ? AND slot_due_at = ?').get(l.id, due)
      ) {
        slotDue = due;
        timeliness = 'late';
      }
    }
    const steps = stepsOf(sqlite, l.id);
    const flagged = Object.keys(checked.flags).length > 0;
    const fields = Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>).flatMap(([k, node]) =>
        node.type === 'object' && node['x-kind'] === undefined
          ? Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>).map(([k2, n2]) => [
              `${k}.${k2}`,
              n2,
            ])
          : [[k, node]],
      ),
    );
    const raise = (path: string) => {
      const action = fields[path]?.['x-onOutOfRange'] as { createWorkOrder?: string } | undefined;
      // `prompt`: the person filling in was asked, and raises it by naming the reading.
      return (
        action?.createWorkOrder === 'auto' ||
        (action?.createWorkOrder === 'prompt' && (v.raise_work_orders ?? []).includes(path))
      );
    };
    const id = sqlite.transaction(() => {
      const at = toStoredDateTime(received);
      const submissionId = Number(
        sqlite
          .prepare(
            `INSERT INTO logger_submissions (logger_id, form_version_id, client_uuid, slot_due_at, timeliness, status, data, flags, flagged,
             flow, current_step, submitted_by, captured_at, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            l.id,
            version.id,
            v.client_uuid,
            slotDue,
            timeliness,
            steps.length ? 'in_review' : 'submitted',
            JSON.stringify(checked.values),
            JSON.stringify(checked.flags),
            flagged ? 1 : 0,
            JSON.stringify(steps),
            steps.length ? 0 : null,
            request.principal?.user.id ?? null,
            v.captured_at ? toStoredInput(v.captured_at) : null,
            at,
          ).lastInsertRowid,
      );
      // The entry was the draft of the same client uuid: that draft is done (it never resumes as a new entry).
      if (request.principal)
        sqlite
          .prepare('DELETE FROM logger_drafts WHERE user_id = ? AND client_uuid = ?')
          .run(request.principal.user.id, v.client_uuid);
      for (const path of Object.keys(checked.flags)) {
        const value = path
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], checked.values);
        if (raise(path)) raiseWorkOrder(sqlite, request, l, submissionId, path, value);
      }
      if (flagged)
        notify(
          sqlite,
          parse<number[]>(l.notify_out_of_range, []),
          'out_of_range',
          T.outOfRange(l.name),
          l.id,
          submissionId,
          at,
        );
      if (steps[0])
        notify(
          sqlite,
          approverUsers(sqlite, steps[0]),
          'approval_requested',
          T.approvalWaiting(l.name),
          l.id,
          submissionId,
          at,
        );
      return submissionId;
    })();
    return success(T.submitted, submissionRow(request, sqlite, find(id)!));
  });

  // The entry in the path and the caller's approve grant on its logger come before the body's field texts.
  const decided = foundBy(
    (request) => visible(request, idParam(request)),
    () => failure(SUBMISSION_NOT_FOUND),
    (request, reply, s) =>
      grantsOn(sqlite, request.principal, s.logger_id).approve
        ? undefined
        : reply.status(403).send({ message: FORBIDDEN_TEXT }),
  );
  const decide =
    (decision: 'approve' | 'reject') =>
    async (request: FastifyRequest, v: { meaning?: string | null; comment?: string | null }) => {
      const s = decided.of(request);
      const principal = request.principal!;
      if (s.status !== 'in_review' || s.current_step === null) return failure(T.notWaiting);
      const flow = parse<StoredStep[]>(s.flow, []);
      const step = flow[s.current_step];
      const superuser = principal.ability.can('manage', 'all');
      if (!step || (!superuser && !isApprover(sqlite, principal.user.id, step))) return failure(T.otherLevel);
      if (s.submitted_by === principal.user.id && !superuser) return failure(T.ownEntry);
      const at = toStoredDateTime(app.ctx.clock());
      const l = sqlite.prepare('SELECT * FROM e_loggers WHERE id = ?').get(s.logger_id) as StoredLogger;
      sqlite.transaction(() => {
        const signer = `${principal.user.first_name} ${principal.user.last_name ?? ''}`.trim();
        const hash = createHash('sha256').update(`${s.form_version_id}:${s.data}`).digest('hex');
        sqlite
          .prepare(
            'INSERT INTO logger_approvals (submission_id, step, actor_id, signer_name, decision, meaning, comment, data_hash, signed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            s.id,
            s.current_step,
            principal.user.id,
            signer,
            decision,
            decision === 'reject' ? 'rejected' : (v.meaning ?? 'approved'),
            v.comment ?? null,
            hash,
            at,
          );
        const next = s.current_step! + 1;
        if (decision === 'reject') {
          sqlite
            .prepare("UPDATE logger_submissions SET status = 'rejected', current_step = NULL WHERE id = ?")
            .run(s.id);
          if (s.submitted_by) notify(sqlite, [s.submitted_by], 'rejected', T.rejectedNote(l.name), l.id, s.id, at);
        } else if (next >= flow.length) {
          sqlite
            .prepare("UPDATE logger_submissions SET status = 'approved', current_step = NULL WHERE id = ?")
            .run(s.id);
          if (s.submitted_by) notify(sqlite, [s.submitted_by], 'approved', T.approvedNote(l.name), l.id, s.id, at);
        } else {
          sqlite.prepare('UPDATE logger_submissions SET current_step = ? WHERE id = ?').run(next, s.id);
          notify(
            sqlite,
            approverUsers(sqlite, flow[next]!),
            'approval_requested',
            T.approvalWaiting(l.name),
            l.id,
            s.id,
            at,
          );
        }
      })();
      return success(decision === 'approve' ? T.approved : T.rejected, submissionRow(request, sqlite, find(s.id)!));
    };
  const approve = decide('approve');
  const reject = decide('reject');
  registerAction(app, 'logbooks.approve', async ({ body, request }) => approve(request, body), {
    guard: decided.guard,
  });
  registerAction(app, 'logbooks.reject', async ({ body, request }) => reject(request, body), {
    guard: decided.guard,
  });
}
