import { addDays, isIsoDate, validationText as t } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { foundBy } from '../../http/found-by.js';
import { registerAction } from '../../http/register-action.js';
import { idParam } from '../../http/register-endpoint.js';
import { GENERATION_LIMITS, generatePlanInSlices } from '../../domain/preventive/generate.js';
import { loadPlan, todayOf } from '../../domain/preventive/plans.js';

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

  // The plan in the path comes first: an unknown plan is not found whatever the body says.
  const plan = foundBy(
    (request: FastifyRequest) => loadPlan(sqlite, idParam(request)),
    () => failure(PLAN_NOT_FOUND),
  );

  registerAction(
    app,
    'schedulers.generate',
    async ({ body, request }) => {
      const found = plan.of(request);
      const until = typeof body?.until === 'string' ? body.until : undefined;
      if (until !== undefined && !isIsoDate(until)) return failure({ until: [t.date('until')] });
      if (found.paused)
        return failure({ paused: ['This plan is paused: resume it before generating its work orders.'] });
      const today = todayOf(app.ctx.clock);
      if (until !== undefined && until > addDays(today, GENERATION_LIMITS.horizonDays)) {
        return failure({ until: [tooFar(GENERATION_LIMITS.horizonDays)] });
      }
      const result = await generatePlanInSlices(app, found, { until, principal: request.principal });
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
    },
    { guard: plan.guard },
  );

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
  registerAction(app, 'schedulers.pause', ({ request }) => setPaused(true)(request));
  registerAction(app, 'schedulers.resume', ({ request }) => setPaused(false)(request));
}
