import type { FastifyInstance } from 'fastify';
import { escalateDue, sweepCandidates } from '../../domain/work-orders/escalations.js';
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

/** Time between two sweeps while the server runs. */
const SWEEP_EVERY_MS = 60_000;

/**
 * One pass of the background sweep over the due work orders. It yields to requests between work
 * orders, so a backlog (a database seeded weeks ago) never holds a request up for more than one work
 * order's escalation, and writes each under a write-gate lease, so it never lands inside an import's
 * open transaction (it waits for the import instead). `stopped` ends it between two work orders.
 */
export async function sweepEscalations(app: FastifyInstance, stopped: () => boolean = () => false): Promise<void> {
  const { sqlite } = app.ctx.conn;
  for (const wo of sweepCandidates(sqlite, app.ctx.clock())) {
    await new Promise((resolve) => setImmediate(resolve));
    const lease = await app.ctx.writeGate.enter();
    try {
      if (stopped()) return;
      escalateDue(sqlite, wo, app.ctx.clock());
    } finally {
      lease.release();
    }
  }
}

/**
 * The escalation sweep while the server runs: shortly after start (start-up stays fast), then every
 * minute, on the app's clock; a run still going when the next is due lets it pass. Stopped when the
 * app closes.
 */
export function scheduleEscalationSweep(app: FastifyInstance): void {
  let running = false;
  let closed = false;
  const run = async () => {
    if (running || closed) return;
    running = true;
    try {
      await sweepEscalations(app, () => closed);
    } catch (error) {
      app.log.error({ err: error }, 'escalation sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 1_000);
  const every = setInterval(() => void run(), SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  // Before the connection closes: a run between two work orders stops there.
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(every);
  });
}
