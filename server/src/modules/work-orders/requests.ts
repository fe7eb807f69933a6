import { getEndpoint } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { registerAction } from '../../http/register-action.js';
import { applyWorkLog, type WorkLogInput, type WorkLogResult } from '../../domain/work-orders/moves.js';
import { loadWorkOrder } from '../../domain/work-orders/records.js';
import { ESCALATION_TEXT, escalateOne, withEscalation } from '../../domain/work-orders/escalations.js';
import { filterRefusals, queryValues } from '../../engine/sql.js';
import { referenceMissing, workOrderInPath, workOrderRow } from './route-kit.js';
import { forbiddenReply } from '../../http/parse-body.js';

/** A refused step inside the approval's transaction: rolls the field changes back with it. */
class Refused extends Error {
  constructor(readonly result: WorkLogResult) {
    super('refused');
  }
}

/**
 * Requests are work orders raised by requesters (`source = request`): their list (awaiting triage by
 * default), and approve / reject, the same moves a work-log entry makes, for the requests screen.
 */
export function registerRequests(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const workOrders = app.ctx.engine.resource('workorders');
  const { repo, writer } = workOrders;

  registerEndpoint(app, getEndpoint('workorders.requests'), async (request) => {
    const input = (request.query ?? {}) as Record<string, unknown>;
    // The work orders' declared filters, refused as on their list (`?status=bogus`).
    const refused = filterRefusals(workOrders.r, input);
    if (refused) return failure(refused);
    const clauses = ["t.source COLLATE NOCASE = 'request'"];
    // Awaiting triage unless a status or a state is asked for.
    if (!queryValues(input, 'status').length && !queryValues(input, 'state').length) {
      clauses.push("t.state COLLATE NOCASE = 'requested'");
    }
    const { total, rows } = repo.list(input, { clauses, params: [] }, request.principal);
    return { total, rows: workOrders.present(rows, request.principal) };
  });

  /** Moves a request in one transaction with the fields the manager set while triaging it. */
  const move = (
    request: FastifyRequest,
    woId: number,
    fields: Record<string, unknown>,
    entry: WorkLogInput,
  ): WorkLogResult => {
    try {
      sqlite.transaction(() => {
        if (Object.keys(fields).length) {
          const existing = repo.find(woId)!;
          const checked = writer.validate(request, fields, 'update', existing);
          if (!checked.ok) throw new Refused({ ok: false, messages: checked.messages });
          writer.update(request, existing, checked.values);
        }
        const result = applyWorkLog(sqlite, request, loadWorkOrder(sqlite, woId)!, entry);
        if (!result.ok) throw new Refused(result);
      })();
      return { ok: true };
    } catch (error) {
      if (error instanceof Refused) return error.result;
      throw error;
    }
  };

  // The work order in the path answers before the body's field texts, as it did before the body was typed.
  const named = workOrderInPath(sqlite);
  registerAction(
    app,
    'workorders.approve',
    async ({ body, request, reply }) => {
      const wo = named.of(request);
      const { assignee, priority_id, due_date, note } = body;
      const missing = referenceMissing(sqlite, 'assignee', 'users', assignee);
      if (missing) return failure(missing);
      const fields = Object.fromEntries(
        Object.entries({ priority_id, due_date }).filter(([, v]) => v !== undefined && v !== null),
      );
      const result = move(request, wo.id, fields, {
        action: 'approve',
        assignee,
        note,
      });
      if ('forbidden' in result) return forbiddenReply(reply);
      if (!result.ok) return failure(result.messages);
      // The escalation clock starts at approval: only levels whose own time has come fire, and are announced.
      const fired = escalateOne(sqlite, wo.id, app.ctx.clock());
      return success(
        withEscalation('The request was approved.', ESCALATION_TEXT.approved, fired),
        workOrderRow(request, wo.id),
      );
    },
    { guard: named.guard },
  );

  registerAction(
    app,
    'workorders.reject',
    async ({ body, request, reply }) => {
      const wo = named.of(request);
      const { reason, note } = body;
      const result = applyWorkLog(sqlite, request, wo, { action: 'reject', reason, note });
      if ('forbidden' in result) return forbiddenReply(reply);
      if (!result.ok) return failure(result.messages);
      return success('The request was rejected.', workOrderRow(request, wo.id));
    },
    { guard: named.guard },
  );
}
