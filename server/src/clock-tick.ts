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
 * One run of a job. It yields to requests between units, so a backlog (a database seeded weeks ago)
 * never holds a request up for more than one unit, and writes each unit under a write-gate lease, so
 * it never lands inside an import's open transaction (it waits for the import instead). `stopped`
 * ends it between two units.
 */
export async function runTickJob(
  app: FastifyInstance,
  job: TickJob,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (const unit of job.units()) {
    await new Promise((resolve) => setImmediate(resolve));
    const lease = await app.ctx.writeGate.enter();
    try {
      if (stopped()) return;
      unit();
    } finally {
      lease.release();
    }
  }
}

/**
 * The server's clock tick: shortly after start (start-up stays fast), then every minute, on the app's
 * clock. A run still going when the next is due lets it pass. Stopped before the app's connection
 * closes: a run between two units stops there.
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
          await runTickJob(app, job, () => closed);
        } catch (error) {
          app.log.error({ err: error }, `${job.name} failed`);
        }
        if (closed) return;
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
