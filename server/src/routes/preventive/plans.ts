import { addDays, getEndpoint, isIsoDate, validationText as t } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure, success } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { GENERATION_LIMITS, generatePlanInSlices } from '../../domain/preventive/generate.js';
import { loadPlan, todayOf } from '../../domain/preventive/plans.js';
import { parseBody } from '../../http/parse-body.js';

const PLAN_NOT_FOUND = 'Scheduler not found';
/** How many of the created work orders' ids the answer lists (the count says how many there are). */
const FIRST_IDS = 20;
const tooFar = (days: number) =>
  `The until field may be at most ${days} days from today: generate a year ahead at most.`;
const capped = (count: number, total: number) =>
  `Generated ${count} work orders, the most one call makes; ${total} more are due by that day: generate again for them.`;

/** Generate now, pause and resume: the plan's own actions beyond its declaration's CRUD. */
export function registerPlanActions(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const plans = app.ctx.engine.resource('schedulers');

  registerEndpoint(app, getEndpoint('schedulers.generate'), async (request) => {
    const plan = loadPlan(sqlite, idParam(request));
    if (!plan) return failure(PLAN_NOT_FOUND);
    const body = parseBody(getEndpoint('schedulers.generate').body as z.ZodType<{ until?: string | null }>, request);
    if (!body.ok) return body.answer;
    const until = body.value.until ?? undefined;
    if (until !== undefined && !isIsoDate(until)) return failure({ until: [t.date('until')] });
    if (plan.paused) return failure({ paused: ['This plan is paused: resume it before generating its work orders.'] });
    const today = todayOf(app.ctx.clock);
    if (until !== undefined && until > addDays(today, GENERATION_LIMITS.horizonDays)) {
      return failure({ until: [tooFar(GENERATION_LIMITS.horizonDays)] });
    }
    const result = await generatePlanInSlices(app, plan, { until, principal: request.principal });
    if (result.created.length === 0 && result.refused.length) {
      return failure(result.refused[0]!.messages);
    }
    const n = result.created.length;
    const payload = {
      created: n,
      ids: result.created.slice(0, FIRST_IDS),
      refused: result.refused.length,
      left: result.left,
    };
    return success(
      result.left > 0
        ? capped(n, result.left)
        : n === 0
          ? 'Nothing to generate: every occurrence due in that time has its work order.'
          : n === 1
            ? '1 work order generated.'
            : `${n} work orders generated.`,
      payload,
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
