import type { ServerModule } from '../server-module.js';
import { escalationJob } from '../../domain/work-orders/escalation-job.js';
import { registerWorkOrderRoutes } from './routes.js';

/**
 * Work orders beyond their declaration's list, detail, create, update and delete: requests, the work log,
 * checklists, media, watchers, escalations, links, comments, history, quotations and service reports; and
 * the escalation sweep on the clock tick.
 */
export const workOrdersModule: ServerModule = {
  name: 'work-orders',
  register: registerWorkOrderRoutes,
  jobs: (app) => [escalationJob(app)],
};
