import { FINISHED_STATES, validationText as t, type ChecklistStage } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { foundBy } from '../../http/found-by.js';
import { logChange } from '../../domain/work-orders/history.js';
import {
  attachedOf,
  checklistDetails,
  loadAttached,
  type AttachedChecklist,
} from '../../domain/work-orders/checklist-detail.js';
import { activeTemplates, attachChecklists } from '../../domain/work-orders/attach-checklists.js';
import { WORK_ORDER_NOT_FOUND, asParsedBody, checklistInPath, visibleWorkOrder } from './route-kit.js';

const STAGES: readonly ChecklistStage[] = ['pre', 'inter', 'post'];
const CHECKLIST_NOT_FOUND = 'Checklist not found';
const label = (a: Pick<AttachedChecklist, 'name' | 'stage'>) => `${a.name} (${a.stage})`;

/** Checklists on a work order: attach templates by stage, make one wait for another, remove, list. */
export function registerWorkOrderChecklists(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  registerAction(app, 'workorders.checklists', async ({ params, request }) => {
    const wo = visibleWorkOrder(sqlite, request, params.id);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const rows = checklistDetails(sqlite, attachedOf(sqlite, wo.id));
    return { total: rows.length, rows };
  });

  registerAction(
    app,
    'workorders.checklists-add',
    async ({ body, request }) => {
      const wo = visibleWorkOrder(sqlite, request, body.work_order_id);
      if (!wo) return failure(WORK_ORDER_NOT_FOUND);
      if (FINISHED_STATES.includes(wo.state)) {
        return failure({ work_order_id: ['Checklists cannot be added to a finished work order.'] });
      }
      const wanted = STAGES.flatMap((stage) => [...new Set(body[stage] ?? [])].map((id) => ({ stage, id })));
      if (wanted.length === 0) return failure({ pre: ['Choose at least one checklist for pre, inter or post.'] });
      const templates = activeTemplates(
        sqlite,
        wanted.map((w) => w.id),
      );
      const present = attachedOf(sqlite, wo.id);
      const messages: Record<string, string[]> = {};
      for (const w of wanted) {
        const name = templates.get(w.id);
        if (!name) (messages[w.stage] ??= []).push(t.invalidChoice(w.stage));
        else if (present.some((a) => a.checklist_id === w.id && a.stage === w.stage))
          (messages[w.stage] ??= []).push(`“${name}” is already on this work order.`);
      }
      if (Object.keys(messages).length) return failure(messages);
      const now = request.server.ctx.clock();
      const added = sqlite.transaction(() => attachChecklists(sqlite, request, wo.id, wanted, templates, now))();
      return success(
        added.length > 1 ? 'Checklists added successfully.' : 'Checklist added successfully.',
        checklistDetails(
          sqlite,
          added.map((id) => loadAttached(sqlite, id)!),
        ),
      );
    },
    { invalid: asParsedBody },
  );

  // The checklist in the path answers first: an unknown one is not found whatever the body says.
  const checklist = foundBy(
    (request) => checklistInPath(sqlite, request),
    () => failure(CHECKLIST_NOT_FOUND),
  );
  registerAction(
    app,
    'workorders.checklists-depend',
    async ({ body, request }) => {
      const { attached, wo } = checklist.of(request);
      const dependsOn = body.dependent_checklist_id ?? null;
      const target = dependsOn ? loadAttached(sqlite, dependsOn) : undefined;
      if (dependsOn && (!target || target.work_order_id !== wo.id)) {
        return failure({ dependent_checklist_id: [t.invalidChoice('dependent checklist id')] });
      }
      // Waiting on itself, or on one that (through others) waits on it, would never end.
      for (
        let step = target;
        step;
        step = step.dependent_checklist_id ? loadAttached(sqlite, step.dependent_checklist_id) : undefined
      ) {
        if (step.id === attached.id) return failure({ dependent_checklist_id: [t.circular('dependent checklist id')] });
      }
      const before = attached.dependent_checklist_id
        ? loadAttached(sqlite, attached.dependent_checklist_id)
        : undefined;
      sqlite.transaction(() => {
        sqlite
          .prepare('UPDATE work_order_checklists SET dependent_checklist_id = ? WHERE id = ?')
          .run(dependsOn, attached.id);
        logChange(sqlite, request, wo.id, 'checklist', {
          [`${label(attached)} waits for`]: { old: before ? label(before) : null, new: target ? label(target) : null },
        });
      })();
      return success(
        'Checklist updated successfully.',
        checklistDetails(sqlite, [loadAttached(sqlite, attached.id)!])[0]!,
      );
    },
    { guard: checklist.guard, invalid: asParsedBody },
  );

  registerAction(app, 'workorders.checklists-remove', async ({ params, request }) => {
    const attached = loadAttached(sqlite, params.id);
    const wo = attached && visibleWorkOrder(sqlite, request, attached.work_order_id);
    if (!attached || !wo) return failure(CHECKLIST_NOT_FOUND);
    if (FINISHED_STATES.includes(wo.state))
      return failure('Checklists cannot be removed once the work order is completed.');
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM work_order_checklists WHERE id = ?').run(attached.id);
      logChange(sqlite, request, wo.id, 'checklist', { checklist: { old: label(attached), new: null } });
    })();
    return success('Checklist removed successfully.', null);
  });
}
