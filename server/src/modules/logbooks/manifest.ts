import type { ServerModule } from '../server-module.js';
import { registerForms } from './forms.js';
import { registerInbox } from './inbox.js';
import { missedEntriesJob } from './jobs.js';
import { registerLoggers } from './loggers.js';
import { LOGBOOK_TILES, registerMissed } from './review.js';
import { registerSubmissions } from './submissions.js';

/** Electronic logbooks (issue 28): forms with versions, logger masters, submissions, approvals, notifications. */
export const logbooksModule: ServerModule = {
  name: 'logbooks',
  register(app) {
    // `forms/submit/...` before `forms/:id/...` is not needed by the router, but reads better in this order.
    registerSubmissions(app);
    registerForms(app);
    registerLoggers(app);
    registerInbox(app);
    registerMissed(app);
  },
  dashboardTiles: LOGBOOK_TILES,
  jobs: (app) => [missedEntriesJob(app)],
};
