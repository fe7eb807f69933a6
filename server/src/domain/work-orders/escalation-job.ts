import type { FastifyInstance } from 'fastify';
import { runTickJob, type TickJob } from '../../clock-tick.js';
import { escalateDue, sweepCandidates } from './escalations.js';

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
