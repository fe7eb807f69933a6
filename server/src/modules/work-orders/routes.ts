import { commentsDecl, parametersDecl, watchersDecl, workLogDecl } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
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
