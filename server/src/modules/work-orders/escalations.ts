import { escalationsDecl, validationText as t } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { registerSubResource } from '../../engine/sub-resource-routes.js';
import { escalate, runEscalationSweep } from '../../domain/work-orders/escalations.js';
import { userRefs } from '../../domain/work-orders/records.js';
import { WORK_ORDER_NOT_FOUND, referenceMissing, visibleWorkOrder, workOrderParent } from './route-kit.js';

/** Escalations by hand and the sweep on demand (it also runs every minute); their list is declared. */
export function registerEscalations(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  // The list is declared (`escalationsDecl`); an escalation by hand answers with its row as the list shows it.
  const escalations = registerSubResource(app, escalationsDecl, workOrderParent);

  registerAction(app, 'workorders.escalate', async ({ body: v, request }) => {
    const wo = visibleWorkOrder(sqlite, request, v.work_order_id);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const missing = referenceMissing(sqlite, 'cause_id', 'causes', v.cause_id);
    if (missing) return failure(missing);
    const assignees = [...new Set(v.assignees ?? [])];
    if (userRefs(sqlite, assignees).length !== assignees.length)
      return failure({ assignees: [t.invalidChoice('assignees')] });
    const id = sqlite.transaction(() =>
      escalate(
        sqlite,
        request,
        wo,
        {
          level: v.level,
          trigger: 'manual',
          ruleId: null,
          causeId: v.cause_id ?? null,
          assignees,
          note: v.note ?? null,
          raisePriority: false,
        },
        request.server.ctx.clock(),
      ),
    )();
    return success('Work order escalated successfully.', escalations.row(request, id) ?? null);
  });

  registerAction(app, 'workorders.escalations-run', async ({ request }) => {
    const result = runEscalationSweep(sqlite, request.server.ctx.clock());
    return success(`Escalation sweep done: ${result.escalated} escalated.`, result);
  });
}
