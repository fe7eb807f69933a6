import { commentsDecl, parametersDecl, watchersDecl, workLogDecl } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { runTickJob, type TickJob } from '../../clock-tick.js';
import { escalateDue, sweepCandidates } from '../../domain/work-orders/escalations.js';
import { registerSubResource } from '../../engine/sub-resource-routes.js';
import { registerChecklistAnswers } from './checklist-answers.js';
import { registerWorkOrderChecklists } from './checklists.js';
import { registerEscalations } from './escalations.js';
import { registerHistory } from './history.js';
import { registerLinks } from './links.js';
import { registerWorkOrderMedia } from './media.js';
import { registerQuotation } from './quotation.js';
import { registerRequestPlaces } from './request-places.js';
import { registerRequests } from './requests.js';
import { checklistParent, workOrderParent } from './route-kit.js';
import { registerServiceReports } from './service-reports.js';
import { registerWorkLog } from './work-log.js';

/** Every work-order route beyond the declaration's own list, detail, create, update and delete. */
export function registerWorkOrderRoutes(app: FastifyInstance): void {
  registerRequests(app);
  registerRequestPlaces(app);
  registerWorkLog(app);
  registerSubResource(app, workLogDecl, workOrderParent);
  registerWorkOrderChecklists(app);
  registerChecklistAnswers(app);
  registerSubResource(app, parametersDecl, checklistParent);
  registerWorkOrderMedia(app);
  registerSubResource(app, watchersDecl, workOrderParent);
  registerEscalations(app);
  registerLinks(app);
  registerSubResource(app, commentsDecl, workOrderParent);
  registerHistory(app);
  registerQuotation(app);
  registerServiceReports(app);
}

/**
 * The escalation sweep, a job of the clock tick: every work order past a response or resolution
 * target escalates along the matrix, one at a time.
 */
export function escalationJob(app: FastifyInstance): TickJob {
  const { sqlite } = app.ctx.conn;
  return {
    name: 'escalation sweep',
    *units() {
      for (const wo of sweepCandidates(sqlite, app.ctx.clock())) yield () => escalateDue(sqlite, wo, app.ctx.clock());
    },
  };
}

/** One pass of the sweep as the tick runs it: between work orders it yields, each under a write-gate lease. */
export const sweepEscalations = (app: FastifyInstance, stopped?: () => boolean): Promise<void> =>
  runTickJob(app, escalationJob(app), stopped);
