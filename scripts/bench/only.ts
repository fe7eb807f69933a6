import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, meets } from './budgets.js';
import { measureConsole } from './console-size.js';
import { measureFirstLoad, measureHundredRows } from './first-paint.js';
import { lighthouseScores } from './lighthouse-run.js';
import { ROOT, SERVER_ARGS, spawnListening } from './processes.js';
import { sessionsGroup } from './sessions.js';

/**
 * `npm run bench -- --only <group>[,<group>…]`: one group of figures, printed against its budgets, without
 * the rest of the benchmark (its seeding of the large profile, its load runs) and without rewriting
 * docs/bench/report.md. A group is a function from the figures' record to the lines it reports.
 */
type Group = (figures: Record<string, number>) => Promise<string[]>;

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/**
 * The console's figures: transfer sizes from the build, Lighthouse on the login and a list page, the
 * throttled first load and the 100 rows. The server seeds `BENCH_CONSOLE_PROFILE` (demo; `large` as the
 * full run, minutes of seeding) into a fresh folder and serves web/dist (`npm run build` first).
 */
async function consoleGroup(figures: Record<string, number>): Promise<string[]> {
  const size = measureConsole();
  figures['initial JS (gzip)'] = size.initialJsGzipKb;
  figures['initial CSS (gzip)'] = size.initialCssGzipKb;
  figures['signed-in shell (gzip)'] = size.shellGzipKb;
  figures['largest screen (gzip)'] = Math.max(...size.routes.map((r) => r.gzipKb));
  const profile = process.env.BENCH_CONSOLE_PROFILE ?? 'demo';
  const dir = mkdtempSync(join(tmpdir(), 'cmms-bench-console-'));
  const server = await spawnListening(
    SERVER_ARGS,
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, SEED_PROFILE: profile, WEB_DIST: join(ROOT, 'web', 'dist') },
    1_800_000,
  );
  try {
    const scores = await lighthouseScores(server.url, RUNS);
    figures['Lighthouse performance, login'] = scores.login.performance;
    figures['Lighthouse accessibility, login'] = scores.login.accessibility;
    figures['Lighthouse performance, list'] = scores.list.performance;
    figures['Lighthouse accessibility, list'] = scores.list.accessibility;
    const first = await measureFirstLoad(server.url, RUNS);
    figures['first paint, slow 4G (login)'] = first.firstPaintMs;
    figures['login form shown, slow 4G'] = first.loginFormMs;
    figures['JS before the login form (transferred)'] = first.jsTransferKb;
    const rows = await measureHundredRows(server.url, RUNS);
    figures['100 asset rows rendered'] = rows.ms;
    return [
      `- first load (login page): ${size.initialJsGzipKb.toFixed(1)} KB of JS gzip; signed-in shell ${size.shellGzipKb.toFixed(1)} KB more`,
      `- JS before the login form: ${first.jsFiles} files, ${first.jsTransferKb.toFixed(1)} KB transferred, ${first.jsDecodedKb.toFixed(1)} KB decoded`,
      `- 100 asset rows (${profile} profile): ${rows.ms.toFixed(0)} ms, of which the API call ${rows.apiMs.toFixed(0)} ms`,
    ];
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const GROUPS: Record<string, Group> = { console: consoleGroup, sessions: sessionsGroup };

/**
 * The groups `--only a,b` (or `--only=a,b`) names when each is a group of this file; null otherwise, and the
 * benchmark's own parts (`--only lists,reports`, run.ts) take the flag.
 */
export function onlyGroups(argv: readonly string[]): string[] | null {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return null;
  const value = argv[at]!.includes('=') ? argv[at]!.slice('--only='.length) : (argv[at + 1] ?? '');
  const names = value.split(',').filter(Boolean);
  return names.length > 0 && names.every((name) => Object.hasOwn(GROUPS, name)) ? names : null;
}

/** Runs the named groups and prints their figures against the budgets those figures have. */
export async function runGroups(names: readonly string[]): Promise<void> {
  const startLoad = (loadavg()[0] ?? 0).toFixed(1);
  const figures: Record<string, number> = {};
  const lines: string[] = [];
  for (const name of names) lines.push(`## ${name}`, '', ...(await GROUPS[name]!(figures)), '');
  const budgets = BUDGETS.filter((b) => figures[b.figure] !== undefined).map((b) => {
    const value = figures[b.figure]!;
    const shown = value.toFixed(b.unit === 'ratio' || b.unit === 'score' ? 3 : 1);
    return `| ${b.figure} | ${shown} | ${b.kind === 'min' ? '≥' : '≤'} ${b.limit} ${b.unit} | ${meets(b, value) ? 'meets' : 'MISSES'} |`;
  });
  console.log(
    [
      `# Benchmark, only ${names.join(', ')} (median of ${RUNS}; load average ${startLoad} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end)`,
      '',
      '| figure | value | budget | verdict |',
      '|---|---:|---|---|',
      ...budgets,
      '',
      ...lines,
    ].join('\n'),
  );
}
