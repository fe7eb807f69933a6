import type { FastifyInstance } from 'fastify';
import { generateAfterFinish } from '../../domain/preventive/generate.js';
import { registerPlanActions } from './plans.js';
import { registerSchedules } from './schedules.js';

/** Preventive maintenance beyond the plans' declaration: their actions and the schedules. */
export function registerPreventiveRoutes(app: FastifyInstance): void {
  registerPlanActions(app);
  registerSchedules(app);
  // A floating plan's next occurrence follows the last one's completion, whatever logged it.
  app.ctx.events.on('workorder.logged', ({ schedulerId }) => {
    if (schedulerId) generateAfterFinish(app, schedulerId);
  });
}
