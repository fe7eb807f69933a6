import { toStoredDateTime, validationText as t, type ChecklistItemRow, type WorkOrderState } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { foundBy } from '../../http/found-by.js';
import { mayWork } from '../../domain/work-orders/access.js';
import { logChange, type Change } from '../../domain/work-orders/history.js';
import { raiseFollowUp } from '../../domain/work-orders/follow-up.js';
import {
  checklistDetails,
  completeIfDone,
  loadAttached,
  type AttachedChecklist,
} from '../../domain/work-orders/checklist-detail.js';
import type { WorkOrderRecord } from '../../domain/work-orders/records.js';
import { asParsedBody, checklistInPath } from './route-kit.js';
import { forbiddenReply } from '../../http/parse-body.js';

const CHECKLIST_NOT_FOUND = 'Checklist not found';

/** Pre-work checks are done before and while working; the others only while the work is in progress. */
const ANSWERABLE: Record<AttachedChecklist['stage'], readonly WorkOrderState[]> = {
  pre: ['open', 'assigned', 'in_progress'],
  inter: ['in_progress'],
  post: ['in_progress'],
};
const STAGE_TEXT: Record<AttachedChecklist['stage'], string> = {
  pre: 'Pre-work checklists can be answered while the work order is open, assigned or in progress.',
  inter: 'This checklist can be answered while the work order is in progress.',
  post: 'This checklist can be answered while the work order is in progress.',
};

interface Ready {
  attached: AttachedChecklist;
  wo: WorkOrderRecord;
}

/**
 * The checklist in the path with its work order, found before the body is read (an unknown one answers
 * first), and whether the caller may answer it now (state, dependency).
 */
function answerable(app: FastifyInstance) {
  const { sqlite } = app.ctx.conn;
  return foundBy(
    (request): Ready | undefined => checklistInPath(sqlite, request),
    () => failure(CHECKLIST_NOT_FOUND),
    (request, reply, { attached, wo }) => {
      if (!mayWork(sqlite, request.principal, wo)) return forbiddenReply(reply);
      if (!ANSWERABLE[attached.stage].includes(wo.state)) return failure({ status: [STAGE_TEXT[attached.stage]] });
      const dependency = attached.dependent_checklist_id
        ? loadAttached(sqlite, attached.dependent_checklist_id)
        : undefined;
      if (dependency && !dependency.completed_at)
        return failure({ checklist: [`Complete “${dependency.name}” first.`] });
      return undefined;
    },
  );
}

const mediaText: Record<'photo' | 'video', string> = {
  photo: 'This item needs a photo.',
  video: 'This item needs a video.',
};

/** Answering an item and reading a parameter: each completes its checklist when it is the last one. */
export function registerChecklistAnswers(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const checklist = answerable(app);

  /** Writes one answer or reading with its log, the completion stamp and a follow-up when asked. */
  const record = (
    request: FastifyRequest,
    ready: Ready,
    write: () => Change,
    followUp: { subject: string; title: string | null; description: string } | null,
  ) => {
    const now = request.server.ctx.clock();
    const userId = request.principal?.user.id ?? null;
    const raised = sqlite.transaction(() => {
      const meta = write();
      if (completeIfDone(sqlite, ready.attached, userId, now))
        meta[ready.attached.name] = { old: null, new: 'Completed' };
      logChange(sqlite, request, ready.wo.id, 'checklist', meta);
      return followUp
        ? raiseFollowUp(sqlite, request, ready.wo, followUp.subject, followUp.title, followUp.description)
        : null;
    })();
    // One checklist in, one out: the row just answered, as the work order shows it.
    const checklist = checklistDetails(sqlite, [loadAttached(sqlite, ready.attached.id)!])[0]!;
    return success(raised ? `Saved. Follow-up ${raised.number} raised.` : 'Saved.', { checklist, follow_up: raised });
  };

  registerAction(
    app,
    'workorders.checklist-answer',
    async ({ body: v, request }) => {
      const ready = checklist.of(request);
      const stored = sqlite
        .prepare('SELECT * FROM checklist_items WHERE id = ? AND checklist_id = ?')
        .get(v.item_id, ready.attached.checklist_id) as (ChecklistItemRow & { options: string }) | undefined;
      if (!stored) return failure({ item_id: [t.invalidChoice('item id')] });
      const options = JSON.parse(stored.options) as ChecklistItemRow['options'];
      const option = options.find((o) => o.key === v.option_key);
      if (!option) return failure({ option_key: [t.invalidChoice('option key')] });
      const messages: Record<string, string[]> = {};
      if (stored.comment === 'required' && !v.comment) messages.comment = ['This item needs a comment.'];
      for (const kind of ['photo', 'video'] as const) {
        if (stored[kind] === 'required' && !v.media_id) (messages.media_id ??= []).push(mediaText[kind]);
      }
      const mediaOk =
        !v.media_id ||
        sqlite
          .prepare('SELECT 1 FROM work_order_media WHERE id = ? AND work_order_id = ?')
          .get(v.media_id, ready.wo.id);
      if (!mediaOk) messages.media_id = [t.invalidChoice('media id')];
      if (Object.keys(messages).length) return failure(messages);
      const previous = sqlite
        .prepare(
          'SELECT option_key FROM work_order_checklist_answers WHERE work_order_checklist_id = ? AND item_id = ?',
        )
        .pluck()
        .get(ready.attached.id, stored.id) as string | undefined;
      const shown = (key: string | undefined) => (key ? (options.find((o) => o.key === key)?.label ?? key) : null);
      const now = toStoredDateTime(request.server.ctx.clock());
      return record(
        request,
        ready,
        () => {
          sqlite
            .prepare(
              `INSERT INTO work_order_checklist_answers
               (work_order_checklist_id, item_id, option_key, result, comment, media_id, answered_by, answered_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (work_order_checklist_id, item_id) DO UPDATE SET option_key = excluded.option_key,
               result = excluded.result, comment = excluded.comment, media_id = excluded.media_id,
               answered_by = excluded.answered_by, answered_at = excluded.answered_at`,
            )
            .run(
              ready.attached.id,
              stored.id,
              option.key,
              option.result,
              v.comment ?? null,
              v.media_id ?? null,
              request.principal?.user.id ?? null,
              now,
            );
          const text = v.comment ? `${option.label}: ${v.comment}` : option.label;
          return { [`${ready.attached.name} › ${stored.label}`]: { old: shown(previous), new: text } };
        },
        option.result === 'reject' && v.follow_up
          ? {
              subject: stored.label,
              title: v.follow_up_title ?? null,
              description: `Raised from “${ready.attached.name}”, item “${stored.label}”: ${option.label}${v.comment ? ` (${v.comment})` : ''}, on ${ready.wo.number}.`,
            }
          : null,
      );
    },
    { guard: checklist.guard, invalid: asParsedBody },
  );

  registerAction(
    app,
    'workorders.checklist-reading',
    async ({ body: v, request }) => {
      const ready = checklist.of(request);
      const parameter = sqlite
        .prepare('SELECT * FROM checklist_parameters WHERE id = ? AND checklist_id = ?')
        .get(v.parameter_id, ready.attached.checklist_id) as
        { id: number; name: string; unit: string | null; min: number | null; max: number | null } | undefined;
      if (!parameter) return failure({ parameter_id: [t.invalidChoice('parameter id')] });
      const inRange =
        (parameter.min === null || v.value >= parameter.min) && (parameter.max === null || v.value <= parameter.max);
      const previous = sqlite
        .prepare('SELECT value FROM work_order_readings WHERE work_order_checklist_id = ? AND parameter_id = ?')
        .pluck()
        .get(ready.attached.id, parameter.id) as number | undefined;
      const unit = parameter.unit ? ` ${parameter.unit}` : '';
      const now = toStoredDateTime(request.server.ctx.clock());
      const range = `${parameter.min ?? '…'}–${parameter.max ?? '…'}${unit}`;
      return record(
        request,
        ready,
        () => {
          sqlite
            .prepare(
              `INSERT INTO work_order_readings (work_order_checklist_id, parameter_id, value, in_range, read_by, read_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (work_order_checklist_id, parameter_id) DO UPDATE SET value = excluded.value,
               in_range = excluded.in_range, read_by = excluded.read_by, read_at = excluded.read_at`,
            )
            .run(ready.attached.id, parameter.id, v.value, inRange ? 1 : 0, request.principal?.user.id ?? null, now);
          return {
            [`${ready.attached.name} › ${parameter.name}`]: {
              old: previous === undefined ? null : `${previous}${unit}`,
              new: `${v.value}${unit}${inRange ? '' : ` (outside ${range})`}`,
            },
          };
        },
        !inRange && v.follow_up
          ? {
              subject: `${parameter.name} out of range (${v.value}${unit})`,
              title: v.follow_up_title ?? null,
              description: `Raised from “${ready.attached.name}”: ${parameter.name} read ${v.value}${unit}, expected ${range}, on ${ready.wo.number}.`,
            }
          : null,
      );
    },
    { guard: checklist.guard, invalid: asParsedBody },
  );
}
