import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { applyWorkLog } from '../../domain/work-orders/moves.js';
import { ESCALATION_TEXT, escalateOne, withEscalation } from '../../domain/work-orders/escalations.js';
import { WORK_ORDER_NOT_FOUND, referenceMissing, visibleWorkOrder, workOrderRow } from './route-kit.js';
import { forbiddenReply } from '../../http/parse-body.js';

/** `POST work-log`: the only way a work order's status changes (its entries are a declared sub-resource). */
export function registerWorkLog(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerAction(app, 'workorders.work-log', async ({ body, request, reply }) => {
    const wo = visibleWorkOrder(sqlite, request, body.work_order_id);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const missing = referenceMissing(sqlite, 'assignee', 'users', body.assignee);
    if (missing) return failure(missing);
    const result = applyWorkLog(sqlite, request, wo, body);
    if ('forbidden' in result) return forbiddenReply(reply);
    if (!result.ok) return failure(result.messages);
    // Preventive maintenance listens: a floating plan runs on from this completion, now, not at the next tick.
    app.ctx.events.emit('workorder.logged', { workOrderId: wo.id, schedulerId: wo.scheduler_id ?? null });
    // Levels whose time has come with this move fire now, and the answer says so (the console's toast).
    const fired = escalateOne(sqlite, wo.id, app.ctx.clock());
    return success(
      withEscalation('Work log entry added successfully.', ESCALATION_TEXT.workLogged, fired),
      workOrderRow(request, wo.id),
    );
  });
}
