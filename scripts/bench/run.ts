import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { BUDGETS, meets } from './budgets.js';
import { measureConsole } from './console-size.js';
import { measure, sustain, type LoadTarget, type Sustained, type Throughput } from './http-load.js';
import { measureDownload } from './download.js';
import { contentionRun } from './contention.js';
import { queriesPerRequest, type AppRequest } from './queries.js';
import { lighthouseScores } from './lighthouse-run.js';
import { MOBILE_NETWORK, measureFirstLoad, measureHundredRows, type FirstLoad } from './first-paint.js';
import { ROOT, SERVER_ARGS, adminToken, spawnListening, timeToHealthy } from './processes.js';
import { measureSeeding } from './seeding.js';
import { median, medianOf } from './stats.js';
import { WORK_ORDER_FIGURES, measurePages, workOrderDetailRequests, workOrderListPath } from './work-order-pages.js';
import { REPORT_PAGES } from './report-pages.js';
import { LOGBOOK_FIGURES, logbookRequests } from './logbook-pages.js';
import { measureHostileLoad, type HostileLoad } from './hostile-load.js';
import { onlyGroups, runGroups } from './only.js';

// `npm run bench -- --only console`: one group of figures alone (scripts/bench/only.ts); no report is rewritten.
const only = onlyGroups(process.argv.slice(2));
if (only) {
  await runGroups(only);
  process.exit(0);
}

/**
 * `npm run bench`: every figure is the median of RUNS runs, and each throughput is also given as a
 * ratio to the ceiling measured in the same run, so a noisy shared machine still compares fairly.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const figures: Record<string, number> = {};
const tables: string[] = [];
const log = (s: string) => console.log(s);
const HEAP_CAP_MB = 96;
const CEILING_SECONDS = 2;
const SUSTAINED_SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 30);
/**
 * `npm run bench -- --only lists,reports` runs only those parts (lists, detail, logbooks, reports, hostile, sustained,
 * console, contention, download, seeding, cold, size); the report is then printed, not written.
 */
const ONLY = new Set(
  process.argv
    .slice(2)
    .flatMap((arg, i, all) =>
      all[i - 1] === '--only' ? arg.split(',') : arg.startsWith('--only=') ? arg.slice(7).split(',') : [],
    ),
);
const part = (name: string) => ONLY.size === 0 || ONLY.has(name);

/** How many loggers and entries the large profile's logbooks hold (the report's heading). */
function logbookCounts(dir: string): { loggers: number; entries: number } {
  const conn = openDatabase(join(dir, 'app.sqlite'));
  try {
    return conn.sqlite
      .prepare(
        'SELECT (SELECT count(*) FROM e_loggers) AS loggers, (SELECT count(*) FROM logger_submissions) AS entries',
      )
      .get() as { loggers: number; entries: number };
  } finally {
    conn.close();
  }
}

/** What else the machine was doing: absolute figures measured beside other work are not comparable. */
const startLoad = (loadavg()[0] ?? 0).toFixed(1);
const work = mkdtempSync(join(tmpdir(), 'cmms-bench-'));
/** `BENCH_LARGE_DIR`: a data folder already seeded with the large profile (the pinned anchor), for partial runs. */
const seeded = process.env.BENCH_LARGE_DIR;
const largeDir = seeded ?? join(work, 'large');
if (!seeded) mkdirSync(largeDir);
log(seeded ? `Large profile from ${seeded}` : 'Seeding the large profile for the HTTP figures…');
const largeConn = openDatabase(join(largeDir, 'app.sqlite'));
if (!seeded) seedDatabase(largeConn, { profile: 'large', anchor: TEST_ANCHOR });
const woListPath = workOrderListPath(largeConn.sqlite, TEST_ANCHOR);
const woDetail = workOrderDetailRequests(largeConn.sqlite);
const logbooks = logbookRequests(largeConn.sqlite);
const peerRows = largeConn.sqlite
  .prepare(
    `SELECT a.id, a.name, a.asset_tag, a.serial, a.status_id, m.category_id, a.model_id, a.location_id, a.notes
     FROM assets a JOIN models m ON m.id = a.model_id WHERE a.deleted_at IS NULL`,
  )
  .all();
const statusId = largeConn.sqlite
  .prepare('SELECT status_id FROM assets GROUP BY status_id ORDER BY count(*) DESC LIMIT 1')
  .pluck()
  .get() as number;
largeConn.close();
writeFileSync(join(work, 'db.json'), JSON.stringify({ rows: peerRows }));

const LIST = 'large asset list';
const PEER = 'json-server, same query';
let n = 0;
/** The server's targets, by path: loaded over HTTP, then counted in SQL statements per request. */
const appTargets: Record<string, AppRequest> = {
  'settings list': { path: `${API_BASE}/manufacturers?search=a&sort=name&order=asc&limit=10`, auth: true },
  [LIST]: {
    path: `${API_BASE}/hardware?search=lap&status_id=${statusId}&sort=asset_tag&order=asc&limit=25`,
    auth: true,
  },
  [WORK_ORDER_FIGURES.list]: { path: woListPath, auth: true },
  detail: { path: `${API_BASE}/locations/2`, auth: true },
  create: {
    path: `${API_BASE}/suppliers`,
    method: 'POST',
    auth: true,
    body: () => JSON.stringify({ name: `Bench supplier ${++n}` }),
  },
  login: {
    path: `${API_BASE}/login`,
    method: 'POST',
    body: () => JSON.stringify({ email: DEMO_ACCOUNTS[2].email, password: DEMO_PASSWORD }),
  },
};

const ceiling = await spawnListening([process.execPath, '--import', 'tsx', 'scripts/bench/ceiling-server.ts']);
const server = await spawnListening(SERVER_ARGS, {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: largeDir,
  WEB_DIST: join(ROOT, 'web', 'dist'),
});
const peer = await spawnListening([
  process.execPath,
  '--import',
  'tsx',
  'scripts/bench/json-server-peer.ts',
  join(work, 'db.json'),
]);
let results: Record<string, Throughput & { ratio: number }> = {};
let sustained: Sustained | undefined;
let hostile: HostileLoad | undefined;
let firstLoad: FirstLoad | undefined;
let hundredRows: { ms: number; apiMs: number } | undefined;
let detailPage: { pages: number; p50: number; p99: number } | undefined;
const reportPages: Record<string, { pages: number; p50: number; p99: number }> = {};
const logbookPages: Partial<Record<keyof typeof LOGBOOK_FIGURES, { pages: number; p50: number; p99: number }>> = {};
try {
  const auth = { authorization: `Bearer ${await adminToken(server.url)}` };
  // The pinned anchor leaves weeks of late work to escalate: the sweep catches up before anything is timed.
  log('Escalation sweep catching up…');
  for (let run = 0; run < 300; run++) {
    const res = await fetch(`${server.url}${API_BASE}/maintenance/workorders/escalations/run`, {
      method: 'POST',
      headers: auth,
    });
    if (((await res.json()) as { payload: { escalated: number } }).payload.escalated === 0) break;
  }
  if (part('lists')) {
    const targets: [string, LoadTarget][] = [
      ['ceiling (bare Fastify)', { url: `${ceiling.url}/ping` }],
      ...Object.entries(appTargets).map(([name, t]): [string, LoadTarget] => [
        name,
        { url: `${server.url}${t.path}`, method: t.method, body: t.body, headers: t.auth ? auth : undefined },
      ]),
    ];
    targets.splice(3, 0, [
      PEER,
      { url: `${peer.url}/rows?q=lap&status_id=${statusId}&_sort=asset_tag&_order=asc&_page=1&_limit=25` },
    ]);
    // Each run of a target follows a run of the ceiling, and its ratio is to that ceiling: the pair
    // shares whatever else the machine is doing at that moment.
    const [ceilingName, ceilingTarget] = targets[0]!;
    const ceilingRuns: Throughput[] = [];
    for (const [name, target] of targets.slice(1)) {
      log(`Load: ${name}`);
      await measure(target, 1); // warm-up
      results[name] = await medianOf(RUNS, async () => {
        const ceilingNow = await measure(ceilingTarget, CEILING_SECONDS);
        ceilingRuns.push(ceilingNow);
        const r = await measure(target, SECONDS);
        return { ...r, ratio: r.rps / ceilingNow.rps };
      });
    }
    const field = (key: 'rps' | 'p50' | 'p99' | 'errors') => median(ceilingRuns.map((c) => c[key]));
    results = {
      [ceilingName]: { rps: field('rps'), p50: field('p50'), p99: field('p99'), errors: field('errors'), ratio: 1 },
      ...results,
    };
  }
  if (part('detail')) {
    log('Work-order detail with every tab…');
    detailPage = await medianOf(RUNS, () => measurePages(server.url, auth, woDetail, SECONDS));
  }
  if (part('logbooks')) {
    // A supervisor reading the entries, then a logger's year of hourly readings: pages one after another.
    log('Logbook entries list and a logger history…');
    logbookPages.list = await medianOf(RUNS, () => measurePages(server.url, auth, { list: logbooks.list }, SECONDS));
    logbookPages.history = await medianOf(RUNS, () => measurePages(server.url, auth, logbooks.history, SECONDS));
  }
  if (part('reports')) {
    // A planner opening a report: one request at a time, not ten at once (a report reads a year of work).
    for (const [name, path] of Object.entries(REPORT_PAGES)) {
      log(`Report: ${name}…`);
      reportPages[name] = await medianOf(RUNS, () =>
        measurePages(server.url, auth, { [name]: { path: `${API_BASE}${path}`, auth: true } }, SECONDS),
      );
    }
  }
  if (part('hostile')) {
    log('Health under hostile anonymous bodies and a 50-term search…');
    hostile = await measureHostileLoad(server.url, auth.authorization.slice('Bearer '.length));
  }
  if (part('sustained')) {
    log(`Sustained load (${SUSTAINED_SECONDS} s)…`);
    sustained = await sustain(server.url, auth, SUSTAINED_SECONDS);
  }
  if (part('console')) {
    log('Lighthouse…');
    const scores = await lighthouseScores(server.url, RUNS);
    figures['Lighthouse performance, login'] = scores.login.performance;
    figures['Lighthouse accessibility, login'] = scores.login.accessibility;
    figures['Lighthouse performance, list'] = scores.list.performance;
    figures['Lighthouse accessibility, list'] = scores.list.accessibility;
    log('First load on a throttled phone, 100 asset rows…');
    firstLoad = await measureFirstLoad(server.url, RUNS);
    hundredRows = await measureHundredRows(server.url, RUNS);
    figures['first paint, slow 4G (login)'] = firstLoad.firstPaintMs;
    figures['login form shown, slow 4G'] = firstLoad.loginFormMs;
    figures['JS before the login form (transferred)'] = firstLoad.jsTransferKb;
    figures['100 asset rows rendered'] = hundredRows.ms;
  }
} finally {
  await Promise.all([ceiling.stop(), server.stop(), peer.stop()]);
}

if (part('lists')) {
  log('Queries per request…');
  const queries = await queriesPerRequest(largeDir, appTargets);
  tables.push(
    '## HTTP (autocannon, 10 connections, loopback)',
    '',
    `Each target's run follows a ${CEILING_SECONDS} s run of the ceiling, and its ratio is to that run (median of the ${RUNS} pairs).`,
    'SQL statements per request are counted by the server itself (`countQueries`), on the same database: after a write dropped every kept figure, and (kept) repeated with nothing written between.',
    '',
    '| target | req/s | ratio to ceiling | p50 ms | p99 ms | errors | SQL statements |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const [name, r] of Object.entries(results)) {
    tables.push(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.ratio.toFixed(3)} | ${r.p50} | ${r.p99} | ${r.errors} | ${queries[name] === undefined ? '–' : `${queries[name]} (${queries.kept[name]} kept)`} |`,
    );
  }
  figures['settings list rps / ceiling'] = results['settings list']!.ratio;
  figures['settings list p99'] = results['settings list']!.p99;
  figures['large list rps / ceiling'] = results[LIST]!.ratio;
  figures['large list p99'] = results[LIST]!.p99;
  figures['large list SQL statements'] = queries[LIST]!;
  figures['settings list SQL statements'] = queries['settings list']!;
  figures['detail p99'] = results.detail!.p99;
  figures['create p99'] = results.create!.p99;
  figures['login p99'] = results.login!.p99;
  figures['list rps / json-server rps'] = results[LIST]!.rps / results[PEER]!.rps;
  figures[`${WORK_ORDER_FIGURES.list} rps / ceiling`] = results[WORK_ORDER_FIGURES.list]!.ratio;
  figures[`${WORK_ORDER_FIGURES.list} p99`] = results[WORK_ORDER_FIGURES.list]!.p99;
  figures[`${WORK_ORDER_FIGURES.list} SQL statements`] = queries[WORK_ORDER_FIGURES.list]!;
}
if (part('detail')) {
  figures[`${WORK_ORDER_FIGURES.detail} p99`] = detailPage!.p99;
}
if (part('reports')) {
  for (const [name, page] of Object.entries(reportPages)) figures[`${name} p99`] = page.p99;
  tables.push(
    '',
    '## Maintenance reports (large profile, one request at a time)',
    '',
    ...Object.entries(reportPages).map(
      ([name, page]) =>
        `- ${name} (\`${REPORT_PAGES[name]}\`): ${page.pages} loads, p50 ${page.p50} ms, p99 ${page.p99} ms`,
    ),
  );
}
if (part('detail')) {
  const detailQueries = await queriesPerRequest(largeDir, woDetail);
  tables.push(
    '',
    `## Work-order detail with every tab's first page (large profile, ${Object.keys(woDetail).length} requests at once)`,
    '',
    `Pages loaded one after another for ${SECONDS} s (median of ${RUNS} runs): ${detailPage!.pages} pages, p50 ${detailPage!.p50} ms, p99 ${detailPage!.p99} ms.`,
    '',
    '| request | SQL statements |',
    '|---|---:|',
    ...Object.keys(woDetail).map((name) => `| ${name} | ${detailQueries[name]} |`),
  );
}

if (part('logbooks')) {
  const statements = await queriesPerRequest(largeDir, { list: logbooks.list, ...logbooks.history });
  const submissions = logbookCounts(largeDir);
  tables.push(
    '',
    `## Logbooks (large profile: ${submissions.loggers} loggers, ${submissions.entries} entries, a year of hourly readings on the busiest)`,
    '',
    `Pages loaded one after another for ${SECONDS} s (median of ${RUNS} runs); the history screen's ${Object.keys(logbooks.history).length} requests at once.`,
    '',
    '| page | pages | p50 ms | p99 ms | SQL statements |',
    '|---|---:|---:|---:|---:|',
    `| ${LOGBOOK_FIGURES.list} | ${logbookPages.list!.pages} | ${logbookPages.list!.p50} | ${logbookPages.list!.p99} | ${statements.list} |`,
    `| ${LOGBOOK_FIGURES.history} | ${logbookPages.history!.pages} | ${logbookPages.history!.p50} | ${logbookPages.history!.p99} | ${Object.keys(
      logbooks.history,
    )
      .map((k) => `${k} ${statements[k]}`)
      .join(', ')} |`,
  );
  figures[`${LOGBOOK_FIGURES.list} p99`] = logbookPages.list!.p99;
  figures[`${LOGBOOK_FIGURES.history} p99`] = logbookPages.history!.p99;
}

if (part('sustained')) {
  figures['sustained load errors'] = sustained!.errors;
  figures['sustained load p99'] = sustained!.p99;
  tables.push(
    '',
    `## Sustained load (100 connections, ${SUSTAINED_SECONDS} s, large profile)`,
    '',
    "The durability load test's mix in turn on each connection: two settings lists, a detail, the asset list, a create and an update.",
    '',
    `- ${sustained!.requests} requests, ${sustained!.rps.toFixed(0)} req/s, p50 ${sustained!.p50} ms, p99 ${sustained!.p99} ms, ${sustained!.errors} errors (${sustained!.timeouts} timeouts, ${sustained!.non2xx} not 2xx)`,
  );
}

if (part('hostile')) {
  figures['/health p99 under hostile bodies and a 50-term search'] = hostile!.healthP99;
  tables.push(
    '',
    '## Health under attack (large profile)',
    '',
    'GET /health polled every 20 ms from a process of its own while 10 anonymous connections send, in turn, 1 MiB objects of 90,000 keys, bodies nested 40 deep and 2 MB of nesting without a length to `/jwt/login`, and a signed-in user repeats a 50-term search of the activity report.',
    '',
    `- /health: p50 ${hostile!.healthP50.toFixed(0)} ms, p99 ${hostile!.healthP99.toFixed(0)} ms, max ${hostile!.healthMax.toFixed(0)} ms over ${hostile!.samples} requests`,
    `- hostile bodies answered: ${Object.entries(hostile!.answers)
      .map(([status, count]) => `${count} × ${status === '0' ? 'line cut' : status}`)
      .join(', ')}`,
    `- 50-term searches: ${hostile!.searches}, p50 ${hostile!.searchP50.toFixed(0)} ms`,
  );
}

if (part('contention')) {
  log('A cheap request under the heaviest calls…');
  const c = await contentionRun();
  figures['cheap request p99 under import, logins, upload'] = c.cheapP99;
  figures['cheap request max under import, logins, upload'] = c.cheapMax;
  tables.push(
    '',
    '## Event-loop delay under the heaviest calls (demo profile)',
    '',
    `GET /health polled every 20 ms from a process of its own while a ${c.importRows}-row CSV import runs, ${c.logins} logins arrive at once and a ${c.uploadMegabytes} MB file uploads.`,
    '',
    `- cheap request: p50 ${c.cheapP50.toFixed(0)} ms, p99 ${c.cheapP99.toFixed(0)} ms, max ${c.cheapMax.toFixed(0)} ms over ${c.cheapSamples} requests (idle machine, same poll: p99 ${c.idleP99.toFixed(0)} ms)`,
    `- the import took ${c.importSeconds.toFixed(1)} s; logins, which wait for its transaction, p99 ${(c.loginsP99 / 1000).toFixed(1)} s; the upload ${c.uploadSeconds.toFixed(1)} s`,
  );
}

if (part('download')) {
  log('Whole-list download…');
  // A heap far smaller than the document: only a streamed answer can be served at all.
  const capped = await spawnListening(
    [process.execPath, `--max-old-space-size=${HEAP_CAP_MB}`, ...SERVER_ARGS.slice(1)],
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: largeDir,
      WEB_DIST: 'none',
    },
  );
  try {
    const d = await measureDownload(
      `${capped.url}${API_BASE}/hardware?all=1`,
      { authorization: `Bearer ${await adminToken(capped.url)}` },
      capped.child.pid!,
    );
    figures['all=1 memory growth / document size'] = d.rssGrowthMb / d.megabytes;
    tables.push(
      '',
      '## Whole-list download (`/hardware?all=1`, large profile)',
      '',
      `- ${d.rows} rows, ${d.megabytes.toFixed(1)} MB of JSON in ${(d.ms / 1000).toFixed(1)} s, served with the heap capped at ${HEAP_CAP_MB} MB`,
      `- the server's resident memory rose by at most ${d.rssGrowthMb.toFixed(1)} MB while it streamed`,
    );
  } catch (error) {
    // A server that dies under the cap (its heap at rest too close to it, or a list built in memory) is this
    // figure failing, not the benchmark: the other figures still get reported.
    figures['all=1 memory growth / document size'] = Number.POSITIVE_INFINITY;
    tables.push(
      '',
      '## Whole-list download (`/hardware?all=1`, large profile)',
      '',
      `- FAILED with the heap capped at ${HEAP_CAP_MB} MB: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await capped.stop();
  }
}

if (part('seeding')) {
  log('Seeding…');
  tables.push(
    '',
    '## Seeding (rows per second, median)',
    '',
    '| profile | rows | seed rows/s | bulk insert rows/s (limit) | ratio |',
    '|---|---:|---:|---:|---:|',
  );
  for (const profile of ['demo', 'large'] as const) {
    const s = await medianOf(RUNS, async () => measureSeeding(profile));
    figures[`${profile} seed rows/s / bulk insert`] = s.seedRowsPerSecond / s.bulkRowsPerSecond;
    tables.push(
      `| ${profile} | ${s.rows} | ${s.seedRowsPerSecond.toFixed(0)} | ${s.bulkRowsPerSecond.toFixed(0)} | ${(s.seedRowsPerSecond / s.bulkRowsPerSecond).toFixed(3)} |`,
    );
  }
}

if (part('cold')) {
  log('Cold start…');
  const existing = await medianOf(RUNS, async () => ({ ms: await timeToHealthy({ DATA_DIR: largeDir }) }));
  const empty = await medianOf(RUNS, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmms-cold-'));
    const ms = await timeToHealthy({ DATA_DIR: dir });
    rmSync(dir, { recursive: true, force: true });
    return { ms };
  });
  figures['cold start, existing database'] = existing.ms;
  figures['cold start, empty database'] = empty.ms;
  tables.push(
    '',
    '## Cold start (process start to first 200 on /health, median)',
    '',
    `- existing large database: ${existing.ms.toFixed(0)} ms`,
    `- empty database (migrate + demo seed): ${empty.ms.toFixed(0)} ms`,
  );
}

if (part('size')) {
  const size = measureConsole();
  figures['initial JS (gzip)'] = size.initialJsGzipKb;
  figures['initial CSS (gzip)'] = size.initialCssGzipKb;
  figures['signed-in shell (gzip)'] = size.shellGzipKb;
  figures['largest screen (gzip)'] = Math.max(...size.routes.map((r) => r.gzipKb));
  tables.push(
    '',
    '## Console transfer (gzip)',
    '',
    `- first load (login page): ${size.initialJsGzipKb.toFixed(1)} KB of JS, ${size.initialCssGzipKb.toFixed(1)} KB of CSS`,
    `- signed-in shell (router, layout, menu): ${size.shellGzipKb.toFixed(1)} KB more`,
    '',
    '| screen (first visit) | KB gzip added | chunks |',
    '|---|---:|---:|',
    ...size.routes.map((r) => `| ${r.route} | ${r.gzipKb.toFixed(1)} | ${r.files} |`),
  );
}
if (part('console')) {
  tables.push(
    '',
    '## Console first load and rendering (Chromium through playwright-core and CDP)',
    '',
    `Login page from a cold cache, as Lighthouse's mobile preset: ${MOBILE_NETWORK.latency} ms RTT, ${((MOBILE_NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${((MOBILE_NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} kbps up, ${MOBILE_NETWORK.cpuSlowdown}× CPU slowdown (median of ${RUNS} loads).`,
    '',
    `- first contentful paint (index.html's own loader): ${firstLoad!.firstPaintMs.toFixed(0)} ms`,
    `- login form on screen: ${firstLoad!.loginFormMs.toFixed(0)} ms`,
    `- JS before the login form: ${firstLoad!.jsFiles} files, ${firstLoad!.jsTransferKb.toFixed(1)} KB transferred, ${firstLoad!.jsDecodedKb.toFixed(1)} KB decoded`,
    `- 100 asset rows (\`/assets/hardware?limit=100\`, large profile, signed in, code cached): ${hundredRows!.ms.toFixed(0)} ms from navigation to the 100th row, of which the API call ${hundredRows!.apiMs.toFixed(0)} ms`,
  );
}
rmSync(work, { recursive: true, force: true });

const budgetLines = BUDGETS.map((b) => {
  const value = figures[b.figure];
  const verdict = value === undefined ? 'not measured' : meets(b, value) ? 'meets' : 'MISSES';
  return `| ${b.figure} | ${value === undefined ? '–' : value.toFixed(b.unit === 'ratio' || b.unit === 'score' ? 3 : 1)} | ${b.kind === 'min' ? '≥' : '≤'} ${b.limit} ${b.unit} | ${verdict} |`;
});
const report = [
  '# Benchmark report',
  '',
  `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: median of ${RUNS} runs of ${SECONDS} s each, on this machine (2 cores, shared and noisy, so compare ratios); load average ${startLoad} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  'The large list is `/hardware` at the `large` profile: a filtered, searched and sorted page of 25.',
  'The work-order list is `maintenance/workorders/index` over 200k work orders: `status=due` at one location, searched, sorted by due date.',
  '',
  '## Budgets',
  '',
  '| figure | value | budget | verdict |',
  '|---|---:|---|---|',
  ...budgetLines,
  '',
  ...tables,
  '',
].join('\n');
// A partial run (`--only`) prints its figures and leaves the full report in the repository alone.
if (ONLY.size === 0) {
  mkdirSync(join(ROOT, 'docs', 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'docs', 'bench', 'report.md'), report);
  writeFileSync(
    join(ROOT, 'docs', 'bench', 'report.json'),
    `${JSON.stringify({ runs: RUNS, seconds: SECONDS, figures }, null, 2)}\n`,
  );
}
log(report);
