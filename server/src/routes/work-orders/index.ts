import type { FastifyInstance } from 'fastify';
import { runEscalationSweep } from '../../domain/work-orders/escalations.js';
import { registerChecklistParameters } from '../checklist-parameters.js';
import { registerChecklistAnswers } from './checklist-answers.js';
import { registerWorkOrderChecklists } from './checklists.js';
import { registerComments } from './comments.js';
import { registerEscalations } from './escalations.js';
import { registerHistory } from './history.js';
import { registerLinks } from './links.js';
import { registerWorkOrderMedia } from './media.js';
import { registerQuotation } from './quotation.js';
import { registerRequests } from './requests.js';
import { registerServiceReports } from './service-reports.js';
import { registerWatchers } from './watchers.js';
import { registerWorkLog } from './work-log.js';

/** Every work-order route beyond the declaration's own list, detail, create, update and delete. */
export function registerWorkOrderRoutes(app: FastifyInstance): void {
  registerRequests(app);
  registerWorkLog(app);
  registerWorkOrderChecklists(app);
  registerChecklistAnswers(app);
  registerChecklistParameters(app);
  registerWorkOrderMedia(app);
  registerWatchers(app);
  registerEscalations(app);
  registerLinks(app);
  registerComments(app);
  registerHistory(app);
  registerQuotation(app);
  registerServiceReports(app);
}

/** Minutes between two sweeps while the server runs. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The escalation sweep while the server runs: shortly after start (not inside it: start-up stays fast),
 * then every minute, on the app's clock. Stopped when the app closes.
 */
export function scheduleEscalationSweep(app: FastifyInstance): void {
  const run = () => {
    try {
      runEscalationSweep(app.ctx.conn.sqlite, app.ctx.clock());
    } catch (error) {
      app.log.error({ err: error }, 'escalation sweep failed');
    }
  };
  const first = setTimeout(run, 1_000);
  const every = setInterval(run, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
