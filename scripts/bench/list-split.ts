/**
 * Where one asset-list page's time goes at the large profile, and its throughput against the bare-Fastify
 * ceiling in the same minutes (a tool, not a report figure; issue 27):
 *   BENCH_LARGE_DIR=<a data folder seeded with the large profile> npx tsx scripts/bench/list-split.ts
 * Without BENCH_LARGE_DIR it seeds one first (minutes). In process: the repository's list (SQL: total and
 * page), the presentation (row shaping and the hook), JSON serialisation, and the whole `inject` round
 * trip (auth, the hooks, Fastify). Over HTTP: the list, the breakdown report and, with `LIST_SPLIT_SUSTAINED=1`,
 * the 100-connection mixed run; each with the load average.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { buildApp } from '@cmms/server';
import { measure, sustain } from './http-load.js';
import { ROOT, SERVER_ARGS, adminToken, spawnListening } from './processes.js';
import { REPORT_PAGES } from './report-pages.js';
import { measurePages } from './work-order-pages.js';
import { median } from './stats.js';

const load = () => (loadavg()[0] ?? 0).toFixed(1);
const given = process.env.BENCH_LARGE_DIR;
const work = given ? null : mkdtempSync(join(tmpdir(), 'cmms-list-split-'));
const dir = given ?? join(work!, 'large');
const only = new Set((process.env.LIST_SPLIT_ONLY ?? 'split,http,report').split(','));
try {
  if (!given) {
    mkdirSync(dir);
    const conn = openDatabase(join(dir, 'app.sqlite'));
    seedDatabase(conn, { profile: 'large', anchor: TEST_ANCHOR });
    conn.close();
  }
  const conn = openDatabase(join(dir, 'app.sqlite'));
  const statusId = conn.sqlite
    .prepare('SELECT status_id FROM assets GROUP BY status_id ORDER BY count(*) DESC LIMIT 1')
    .pluck()
    .get() as number;
  // The benchmark's asset list (scripts/bench/run.ts).
  const query = { search: 'lap', status_id: String(statusId), sort: 'asset_tag', order: 'asc', limit: '25' };
  const path = `${API_BASE}/hardware?${new URLSearchParams(query).toString()}`;

  if (only.has('split')) {
    const app = await buildApp({ connection: conn, dataDir: dir });
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().payload.accessToken as string}` };
    const engine = app.ctx.engine.resource('hardware');
    const parts: Record<string, number[]> = { sql: [], shaping: [], serialise: [], inject: [] };
    for (let i = 0; i < 330; i++) {
      let t0 = performance.now();
      const listed = engine.repo.list(query);
      const sql = performance.now() - t0;
      t0 = performance.now();
      const rows = engine.present(listed.rows, null, query);
      const shaping = performance.now() - t0;
      t0 = performance.now();
      JSON.stringify({ total: listed.total, rows });
      const serialise = performance.now() - t0;
      t0 = performance.now();
      const res = await app.inject({ url: path, headers });
      const inject = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
      if (i < 30) continue;
      parts.sql!.push(sql);
      parts.shaping!.push(shaping);
      parts.serialise!.push(serialise);
      parts.inject!.push(inject);
    }
    const m = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, median(v)])) as Record<string, number>;
    const rest = m.inject! - m.sql! - m.shaping! - m.serialise!;
    console.log(`split of one page (median of 300, load ${load()}):`);
    for (const [k, v] of Object.entries({ ...m, 'rest (auth, hooks, Fastify)': rest }))
      console.log(`  ${k.padEnd(28)} ${v.toFixed(3)} ms`);
    await app.close();
  }
  conn.close();

  if (only.has('http') || only.has('report') || only.has('sustained')) {
    const ceiling = await spawnListening([process.execPath, '--import', 'tsx', 'scripts/bench/ceiling-server.ts']);
    const server = await spawnListening(SERVER_ARGS, {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WEB_DIST: join(ROOT, 'web', 'dist'),
    });
    try {
      const auth = { authorization: `Bearer ${await adminToken(server.url)}` };
      for (let run = 0; run < 300; run++) {
        const res = await fetch(`${server.url}${API_BASE}/maintenance/workorders/escalations/run`, {
          method: 'POST',
          headers: auth,
        });
        if (((await res.json()) as { payload: { escalated: number } }).payload.escalated === 0) break;
      }
      if (only.has('http')) {
        const target = { url: `${server.url}${path}`, headers: auth };
        await measure(target, 1);
        for (let run = 0; run < 3; run++) {
          const c = await measure({ url: `${ceiling.url}/ping` }, 2);
          const r = await measure(target, 4);
          console.log(
            `asset list: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}; ceiling ${c.rps.toFixed(0)} req/s; ratio ${(r.rps / c.rps).toFixed(4)} (load ${load()})`,
          );
        }
      }
      if (only.has('report')) {
        const name = 'breakdown report';
        const pages = { [name]: { path: `${API_BASE}${REPORT_PAGES[name]!}`, auth: true } };
        for (let run = 0; run < 3; run++) {
          const r = await measurePages(server.url, auth, pages, 4);
          console.log(
            `${name}: ${r.pages} pages, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms (load ${load()})`,
          );
        }
      }
      if (only.has('sustained')) {
        const seconds = Number(process.env.LIST_SPLIT_SECONDS ?? 30);
        const s = await sustain(server.url, auth, seconds);
        console.log(
          `sustained 100 connections × ${seconds} s: ${s.requests} requests, ${s.rps.toFixed(0)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, errors ${s.errors} (timeouts ${s.timeouts}, not 2xx ${s.non2xx}) (load ${load()})`,
        );
      }
    } finally {
      await server.stop();
      await ceiling.stop();
    }
  }
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
