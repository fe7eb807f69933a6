import type { FastifyInstance } from 'fastify';
import { registerPlanActions } from './plans.js';
import { registerSchedules } from './schedules.js';

/** Preventive maintenance beyond the plans' declaration: their actions and the schedules. */
export function registerPreventiveRoutes(app: FastifyInstance): void {
  registerPlanActions(app);
  registerSchedules(app);
}
