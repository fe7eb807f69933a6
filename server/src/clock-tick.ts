import type { FastifyInstance } from 'fastify';

/**
 * A job of the clock tick: each run lists its units of work (a work order to escalate, a plan to
 * generate), and the tick runs them one at a time, yielding to requests in between.
 */
export interface TickJob {
  name: string;
  units(): Iterable<() => void>;
}

/** Time between two ticks while the server runs. */
const TICK_EVERY_MS = 60_000;

/**
 * The server's clock tick: shortly after start (start-up stays fast), then every minute, on the app's
 * clock. A backlog (a database seeded weeks ago) never holds a request up for more than one unit; a
 * run still going when the next is due lets it pass. Stopped before the app's connection closes.
 */
export function scheduleClockTick(app: FastifyInstance, jobs: readonly TickJob[]): void {
  let running = false;
  let closed = false;
  const run = async () => {
    if (running || closed) return;
    running = true;
    try {
      for (const job of jobs) {
        try {
          for (const unit of job.units()) {
            await new Promise((resolve) => setImmediate(resolve));
            if (closed) return;
            unit();
          }
        } catch (error) {
          app.log.error({ err: error }, `${job.name} failed`);
        }
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 1_000);
  const every = setInterval(() => void run(), TICK_EVERY_MS);
  first.unref();
  every.unref();
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(first);
    clearInterval(every);
  });
}
