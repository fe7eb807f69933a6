import { formatDateTime, getEndpoint, validationText as t, type EscalationRow } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { failure, success } from '../../http/envelope.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { placeholders, queryValues } from '../../engine/sql.js';
import { escalate, runEscalationSweep } from '../../domain/work-orders/escalations.js';
import { userRefs } from '../../domain/work-orders/records.js';
import { WORK_ORDER_NOT_FOUND, listPage, parseBody, referenceMissing, visibleWorkOrder } from './route-kit.js';

interface StoredEscalation {
  id: number;
  work_order_id: number;
  level: number;
  cause_id: number | null;
  cause_name: string | null;
  trigger: EscalationRow['trigger'];
  rule_id: number | null;
  rule_name: string | null;
  assignees: string;
  note: string | null;
  created_by: number | null;
  created_at: string;
}

const SELECT = `SELECT e.*, c.cause_name, r.name AS rule_name FROM work_order_escalations e
  LEFT JOIN causes c ON c.id = e.cause_id LEFT JOIN escalation_rules r ON r.id = e.rule_id`;

/** Escalations by hand, their list, and the sweep on demand (it also runs every minute). */
export function registerEscalations(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  const toRows = (rows: StoredEscalation[]): EscalationRow[] => {
    const people = new Map(
      userRefs(sqlite, [
        ...new Set(
          rows.flatMap((e) => [...(JSON.parse(e.assignees) as number[]), ...(e.created_by ? [e.created_by] : [])]),
        ),
      ]).map((u) => [u.id, u]),
    );
    return rows.map((e) => ({
      id: e.id,
      work_order_id: e.work_order_id,
      level: e.level,
      cause: e.cause_id && e.cause_name !== null ? { id: e.cause_id, name: e.cause_name } : null,
      trigger: e.trigger,
      rule: e.rule_id && e.rule_name !== null ? { id: e.rule_id, name: e.rule_name } : null,
      assignees: (JSON.parse(e.assignees) as number[]).flatMap((id) => people.get(id) ?? []),
      note: e.note,
      created_by: e.created_by ? (people.get(e.created_by) ?? null) : null,
      created_at: formatDateTime(e.created_at),
    }));
  };

  registerEndpoint(app, getEndpoint('workorders.escalate'), async (request) => {
    const body = parseBody(getEndpoint('workorders.escalate').body as z.ZodType<Record<string, unknown>>, request);
    if (!body.ok) return body.answer;
    const v = body.value as {
      level: number;
      cause_id?: number | null;
      assignees?: number[] | null;
      work_order_id: number;
      note?: string | null;
    };
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
    const [row] = toRows([sqlite.prepare(`${SELECT} WHERE e.id = ?`).get(id) as StoredEscalation]);
    return success('Work order escalated successfully.', row);
  });

  registerEndpoint(app, getEndpoint('workorders.escalations'), async (request) => {
    const input = (request.query ?? {}) as Record<string, unknown>;
    const raw = queryValues(input, 'work_order_id')[0];
    if (raw === undefined) return failure({ work_order_id: [t.required('work order id')] });
    const wo = /^\d{1,15}$/.test(raw) ? visibleWorkOrder(sqlite, request, Number(raw)) : undefined;
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const levels = queryValues(input, 'level')
      .filter((l) => /^\d{1,3}$/.test(l))
      .map(Number);
    const where = `WHERE e.work_order_id = ?${levels.length ? ` AND e.level IN (${placeholders(levels.length)})` : ''}`;
    const q = listPage(request);
    const total = sqlite
      .prepare(`SELECT count(*) FROM work_order_escalations e ${where}`)
      .pluck()
      .get(wo.id, ...levels) as number;
    const rows = sqlite
      .prepare(`${SELECT} ${where} ORDER BY e.level, e.id LIMIT ? OFFSET ?`)
      .all(wo.id, ...levels, q.limit, Math.min(q.offset, total)) as StoredEscalation[];
    return { total, rows: toRows(rows) };
  });

  registerEndpoint(app, getEndpoint('workorders.escalations-run'), async (request) => {
    const result = runEscalationSweep(sqlite, request.server.ctx.clock());
    return success(`Escalation sweep done: ${result.escalated} escalated.`, result);
  });
}
