import { getEndpoint, isIsoDate, validationText as t } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure, success } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { generatePlan } from '../../domain/preventive/generate.js';
import { loadPlan } from '../../domain/preventive/plans.js';
import { parseBody } from '../work-orders/route-kit.js';

const PLAN_NOT_FOUND = 'Scheduler not found';

/** Generate now, pause and resume: the plan's own actions beyond its declaration's CRUD. */
export function registerPlanActions(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const plans = app.ctx.engine.resource('schedulers');
  const workOrders = app.ctx.engine.resource('workorders');

  registerEndpoint(app, getEndpoint('schedulers.generate'), async (request) => {
    const plan = loadPlan(sqlite, idParam(request));
    if (!plan) return failure(PLAN_NOT_FOUND);
    const body = parseBody(getEndpoint('schedulers.generate').body as z.ZodType<{ until?: string | null }>, request);
    if (!body.ok) return body.answer;
    const until = body.value.until ?? undefined;
    if (until !== undefined && !isIsoDate(until)) return failure({ until: [t.date('until')] });
    if (plan.paused) return failure({ paused: ['This plan is paused: resume it before generating its work orders.'] });
    const result = generatePlan(app, plan, { until, principal: request.principal });
    if (result.created.length === 0 && result.refused.length) {
      return failure(result.refused[0]!.messages);
    }
    const rows = workOrders.present(
      result.created.map((id) => workOrders.repo.find(id, true)!),
      request.principal,
    );
    const n = rows.length;
    return success(
      n === 0
        ? 'Nothing to generate: every occurrence due in that time has its work order.'
        : n === 1
          ? '1 work order generated.'
          : `${n} work orders generated.`,
      rows,
    );
  });

  const setPaused = (paused: boolean) => async (request: FastifyRequest) => {
    const existing = plans.repo.find(idParam(request));
    if (!existing) return failure(PLAN_NOT_FOUND);
    const validated = plans.writer.validate(request, { paused }, 'update', existing);
    if (!validated.ok) return failure(validated.messages);
    plans.writer.update(request, existing, validated.values);
    return success(
      paused ? 'The plan is paused.' : 'The plan is resumed.',
      plans.presentOne(plans.repo.find(existing.id)!, request.principal),
    );
  };
  registerEndpoint(app, getEndpoint('schedulers.pause'), setPaused(true));
  registerEndpoint(app, getEndpoint('schedulers.resume'), setPaused(false));
}
