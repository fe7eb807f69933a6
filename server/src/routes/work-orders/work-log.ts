import { formatDateTime, getEndpoint, workLogBodySchema, type WorkLogRow, type WorkOrderState } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { applyWorkLog } from '../../domain/work-orders/moves.js';
import { generateAfterFinish } from '../../domain/preventive/generate.js';
import { ESCALATION_TEXT, escalateOne, withEscalation } from '../../domain/work-orders/escalations.js';
import {
  WORK_ORDER_NOT_FOUND,
  forbidden,
  listPage,
  parseBody,
  referenceMissing,
  visibleWorkOrder,
  workOrderRow,
} from './route-kit.js';

interface LogRecord {
  id: number;
  work_order_id: number;
  action: WorkLogRow['action'];
  note: string | null;
  reason: string | null;
  minutes: number | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
  from_id: number | null;
  from_name: string | null;
  from_state: WorkOrderState | null;
  from_color: string | null;
  to_id: number | null;
  to_name: string | null;
  to_state: WorkOrderState | null;
  to_color: string | null;
}

const status = (id: number | null, name: string | null, state: WorkOrderState | null, color: string | null) =>
  id && name && state ? { id, name, state, color } : null;

/** `POST work-log`: the only way a work order's status changes; `GET work-log-list/{id}`: its entries. */
export function registerWorkLog(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('workorders.work-log'), async (request, reply) => {
    const body = parseBody(workLogBodySchema, request);
    if (!body.ok) return body.answer;
    const input = body.value as Record<string, unknown>;
    const wo = visibleWorkOrder(sqlite, request, input.work_order_id as number);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const missing = referenceMissing(sqlite, 'assignee', 'users', input.assignee);
    if (missing) return failure(missing);
    const result = applyWorkLog(sqlite, request, wo, input);
    if ('forbidden' in result) return forbidden(reply);
    if (!result.ok) return failure(result.messages);
    // A floating plan runs on from this completion: its next work order is made now, not at the next tick.
    if (wo.scheduler_id) generateAfterFinish(app, wo.scheduler_id);
    // Levels whose time has come with this move fire now, and the answer says so (the console's toast).
    const fired = escalateOne(sqlite, wo.id, app.ctx.clock());
    return success(
      withEscalation('Work log entry added successfully.', ESCALATION_TEXT.workLogged, fired),
      workOrderRow(request, wo.id),
    );
  });

  registerEndpoint(app, getEndpoint('workorders.work-log-list'), async (request) => {
    const wo = visibleWorkOrder(sqlite, request, idParam(request));
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const q = listPage(request);
    const total = sqlite
      .prepare('SELECT count(*) FROM work_order_logs WHERE work_order_id = ?')
      .pluck()
      .get(wo.id) as number;
    const rows = sqlite
      .prepare(
        `SELECT l.*, trim(coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) AS creator,
           f.id AS from_id, f.name AS from_name, f.state AS from_state, f.color AS from_color,
           s.id AS to_id, s.name AS to_name, s.state AS to_state, s.color AS to_color
         FROM work_order_logs l
         LEFT JOIN users u ON u.id = l.created_by
         LEFT JOIN work_order_statuses f ON f.id = l.from_status_id
         LEFT JOIN work_order_statuses s ON s.id = l.to_status_id
         WHERE l.work_order_id = ? ORDER BY l.created_at ${q.order === 'asc' ? 'ASC' : 'DESC'}, l.id ${q.order === 'asc' ? 'ASC' : 'DESC'}
         LIMIT ? OFFSET ?`,
      )
      .all(wo.id, q.limit, Math.min(q.offset, total)) as LogRecord[];
    return {
      total,
      rows: rows.map((l): WorkLogRow => ({
        id: l.id,
        work_order_id: l.work_order_id,
        action: l.action,
        from_status: status(l.from_id, l.from_name, l.from_state, l.from_color),
        to_status: status(l.to_id, l.to_name, l.to_state, l.to_color),
        note: l.note,
        reason: l.reason,
        minutes: l.minutes,
        created_by: l.created_by && l.creator !== null ? { id: l.created_by, name: l.creator } : null,
        created_at: formatDateTime(l.created_at),
      })),
    };
  });
}
