import { request } from 'node:http';
import { API_BASE } from '@cmms/contracts';
import { percentile, pollLatency } from './contention.js';

/**
 * What everyone else feels while an anonymous attacker sends the bodies that used to end or freeze the
 * server (wide 1 MiB objects, nesting past the limit, megabytes trickled without a length) on ten
 * connections, and a signed-in user runs a 50-term search of the activity report: GET /health polled
 * every 20 ms from a process of its own.
 */
export interface HostileLoad {
  healthP50: number;
  healthP99: number;
  healthMax: number;
  samples: number;
  /** Hostile bodies answered, by HTTP status (a cut line counts as 0). */
  answers: Record<number, number>;
  searches: number;
  searchP50: number;
}

const CONNECTIONS = 10;
const SEARCH_TERMS = 50;
const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 1])));
const BODIES: { chunks: string[]; length?: number }[] = [
  { chunks: [wide], length: Buffer.byteLength(wide) },
  { chunks: ['['.repeat(40)], length: 40 },
  { chunks: Array.from({ length: 32 }, () => '['.repeat(64 * 1024)) },
];

/** One hostile body, resolved with the status it got (0 when the server cut the line). */
function sendHostile(url: string, body: (typeof BODIES)[number]): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (body.length !== undefined) headers['content-length'] = String(body.length);
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    for (const chunk of body.chunks) if (!req.destroyed) req.write(chunk);
    req.end();
  });
}

export async function measureHostileLoad(url: string, token: string, seconds = 10): Promise<HostileLoad> {
  const poll = pollLatency(`${url}/health`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const until = performance.now() + seconds * 1000;
  const answers: Record<number, number> = {};
  const attackers = Array.from({ length: CONNECTIONS }, async (_, i) => {
    for (let n = i; performance.now() < until; n++) {
      const status = await sendHostile(`${url}/jwt/login`, BODIES[n % BODIES.length]!);
      answers[status] = (answers[status] ?? 0) + 1;
    }
  });
  const terms = Array.from({ length: SEARCH_TERMS }, (_, i) => `term${i}`).join(' OR ');
  const searchTimes: number[] = [];
  const searcher = (async () => {
    while (performance.now() < until) {
      const start = performance.now();
      await fetch(`${url}${API_BASE}/reports/activity?limit=25&search=${encodeURIComponent(terms)}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.arrayBuffer());
      searchTimes.push(performance.now() - start);
    }
  })();
  await Promise.all([...attackers, searcher]);
  const samples = await poll.stop();
  return {
    healthP50: percentile(samples, 50),
    healthP99: percentile(samples, 99),
    healthMax: Math.max(...samples),
    samples: samples.length,
    answers,
    searches: searchTimes.length,
    searchP50: percentile(searchTimes, 50),
  };
}
