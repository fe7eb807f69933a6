import autocannon from 'autocannon';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { buildApp } from '@cmms/server';
import { escalationJob } from '@cmms/server/domain/work-orders/escalation-job';
import { demoServer } from '@cmms/server/modules/demo-sessions/serve';
import { sessionImage } from '@cmms/server/modules/demo-sessions/manager';
import { median } from './stats.js';

/** Live sessions for the memory, disk and request-rate figures (issue 30: "the request rate with 50 live sessions"). */
const LIVE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

const folderBytes = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

const rssMb = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 1024 / 1024;
};

/**
 * `npm run bench -- --only sessions`: demo sessions as a DEMO_SESSIONS server runs them, in this process
 * (the lobby on the demo estate, generated and swept up to today like a running server's database, then
 * imaged): sessions made per second, the memory (RSS) and disk each live session adds, a reset's time, and
 * the request rate of a settings list spread over 50 live sessions, each with its own sign-in.
 */
export async function sessionsGroup(figures: Record<string, number>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'cmms-bench-sessions-'));
  const conn = openDatabase(':memory:');
  seedDatabase(conn, { anchor: TEST_ANCHOR });
  const lobby = await buildApp({ connection: conn, dataDir: join(dir, 'lobby'), moduleJobs: true });
  for (const unit of escalationJob(lobby).units()) unit();
  const demo = demoServer(lobby, {
    template: sessionImage(conn.sqlite),
    dir: join(dir, 'sessions'),
    idleMs: 60 * 60_000,
    max: LIVE + 5,
    build: (session) => buildApp({ ...session, moduleJobs: true }),
  });
  await lobby.ready();
  await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
  const address = demo.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const before = rssMb();
    const started = performance.now();
    for (let i = 0; i < LIVE; i++) await demo.sessions.create();
    const seconds = (performance.now() - started) / 1000;
    // Each session signs in once (as the console would), then its first clock tick runs.
    const sessions = demo.sessions.all;
    const tokens: string[] = [];
    for (const session of sessions) {
      const res = await session.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
      });
      tokens.push((res.json() as { payload: { accessToken: string } }).payload.accessToken);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const perSessionMb = (rssMb() - before) / LIVE;
    const diskMb = sessions.reduce((sum, s) => sum + folderBytes(s.dir), 0) / LIVE / 1024 / 1024;

    const resets: number[] = [];
    for (const session of sessions.slice(0, 5)) {
      const t0 = performance.now();
      await demo.sessions.reset(session.id);
      resets.push(performance.now() - t0);
    }
    // The reset sessions' old tokens are gone: they sign in again.
    for (const [i, session] of sessions.slice(0, 5).entries()) {
      const res = await session.app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
      });
      tokens[i] = (res.json() as { payload: { accessToken: string } }).payload.accessToken;
    }

    let next = 0;
    const load = await autocannon({
      url: `${url}${API_BASE}/manufacturers?limit=10`,
      connections: LIVE,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const i = next++ % LIVE;
            return {
              ...request,
              headers: {
                ...request.headers,
                cookie: `cmms_demo=${sessions[i]!.id}`,
                authorization: `Bearer ${tokens[i]}`,
              },
            };
          },
        },
      ],
    });
    figures['demo sessions created per second'] = LIVE / seconds;
    figures['memory per live demo session'] = perSessionMb;
    figures['disk per live demo session'] = diskMb;
    figures['demo session reset'] = median(resets);
    figures['settings list rps, 50 live demo sessions'] = load.requests.average;
    figures['settings list p99, 50 live demo sessions'] = load.latency.p99;
    figures['errors, 50 live demo sessions'] = load.errors + load.timeouts + load.non2xx;
    return [
      `- ${LIVE} sessions made in ${seconds.toFixed(1)} s (${(LIVE / seconds).toFixed(1)} a second), each a copy of a ${(sessionImage(conn.sqlite).length / 1024 / 1024).toFixed(1)} MB image`,
      `- per live session: ${perSessionMb.toFixed(1)} MB of memory (RSS), ${diskMb.toFixed(2)} MB on disk (its seeded documents)`,
      `- reset: median ${median(resets).toFixed(0)} ms of ${resets.length}`,
      `- settings list over ${LIVE} live sessions, ${LIVE} connections: ${load.requests.average.toFixed(0)} rps, p99 ${load.latency.p99} ms`,
    ];
  } finally {
    await demo.close();
    await lobby.close();
    conn.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
