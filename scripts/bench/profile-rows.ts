/**
 * Where the 100-row render spends its time (a tool, not a figure): a CPU profile of the client-side
 * navigation to `/assets/hardware?limit=100`, self time summed by function, and React's commit count.
 *   npm run build -w web && npx tsx scripts/bench/profile-rows.ts
 * Build with `npx vite build --minify false` (in web/) for readable function names. PROFILE_DIST serves
 * another build; PROFILE_OUT writes the raw .cpuprofile.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.js';
import { ROOT, SERVER_ARGS, spawnListening } from './processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// React calls the devtools hook on every commit when one is installed before it loads.
const COUNT_COMMITS = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), commits: 0,
  inject() { return 1; }, onCommitFiberRoot() { this.commits++; }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  checkDCE() {},
};`;

const dir = mkdtempSync(join(tmpdir(), 'cmms-profile-rows-'));
const server = await spawnListening(SERVER_ARGS, {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  WEB_DIST: process.env.PROFILE_DIST ?? join(ROOT, 'web', 'dist'),
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(COUNT_COMMITS);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-email').fill(DEMO_ACCOUNTS[0].email);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });
  const go = (path: string) =>
    page.evaluate(`history.pushState({}, '', '${path}'); dispatchEvent(new PopStateEvent('popstate'))`);
  // Load the list's code once, then come back to it from another screen.
  await go('/assets/hardware?limit=100');
  await page.getByTestId('row-title').nth(99).waitFor({ timeout: 60_000 });
  // As the bench does: a fresh page load of another list, then the client-side navigation.
  if (process.env.PROFILE_RELOAD) await page.goto(`${server.url}/settings/companies`);
  else await go('/settings/companies');
  await page.getByTestId('row-title').first().waitFor();
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const before = await page.evaluate<number>('window.__REACT_DEVTOOLS_GLOBAL_HOOK__.commits');
  await cdp.send('Profiler.start');
  const started = Date.now();
  await go('/assets/hardware?limit=100');
  await page.getByTestId('row-title').nth(99).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await page.waitForTimeout(300);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const commits = (await page.evaluate<number>('window.__REACT_DEVTOOLS_GLOBAL_HOOK__.commits')) - before;
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]! / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 30));
  const busy = [...self.entries()].filter(([k]) => !k.startsWith('(program)') && !k.startsWith('(idle)'));
  const busyMs = busy.reduce((n, [, t]) => n + t, 0);
  console.log(`navigation to row 100: ${ms} ms; React commits: ${commits}; busy ${busyMs.toFixed(0)} ms`);
  for (const [key, t] of top) console.log(`${t.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
