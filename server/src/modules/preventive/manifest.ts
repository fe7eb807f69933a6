import type { ServerModule } from '../server-module.js';
import { generateAfterFinish, generateAll, generationJob } from '../../domain/preventive/generate.js';
import { registerPlanActions } from './plans.js';
import { registerSchedules } from './schedules.js';

/**
 * Preventive maintenance beyond the plans' declaration: their actions, the schedules, and generation (at
 * start, so what fell due while the server was down is there at once, and on every clock tick).
 */
export const preventiveModule: ServerModule = {
  name: 'preventive',
  register(app) {
    registerPlanActions(app);
    registerSchedules(app);
    // A floating plan's next occurrence follows the last one's completion, whatever logged it.
    app.ctx.events.on('workorder.logged', ({ schedulerId }) => {
      if (schedulerId) generateAfterFinish(app, schedulerId);
    });
  },
  start: (app) => void generateAll(app),
  jobs: (app) => [generationJob(app)],
};
