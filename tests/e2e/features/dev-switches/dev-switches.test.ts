import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { TEST_ANCHOR } from '@cmms/seeds';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../support/chromium';
import { ARTIFACTS, SHOTS_REQUESTED } from '../../../support/console-browser';
import { ROOT } from '../../../support/spawn-listening';
import { seededTemplate } from '../../../support/template';

/**
 * Dev switches in the console (issue 30): `npm run dev` (Vite's dev server and the API in development
 * mode) shows the Dev badge; its panel sets a route switch, the badge counts it and the API fails as set;
 * Clear all takes it away. The production build (`npm run build -w web`, run before the e2e layer) holds
 * none of the badge's or the panel's code.
 */

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

describe('the production build', () => {
  it('holds no code of the dev badge or panel', () => {
    const assets = join(ROOT, 'web/dist/assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const holding = scripts.filter((file) =>
      /dev-switches-badge|dev-switches-panel|dev-switch-route/.test(readFileSync(join(assets, file), 'utf8')),
    );
    expect(holding).toEqual([]);
  });
});

describe('npm run dev', () => {
  let dev: ChildProcess | undefined;
  let browser: Browser | undefined;
  let dataDir = '';
  let url = '';
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cmms-e2e-dev-'));
    seededTemplate().writeTo(join(dataDir, 'app.sqlite'));
    const [port, apiPort] = [await freePort(), await freePort()];
    // Its own process group: Vite and the API (children of npx and tsx) stop with it.
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_ANCHOR: TEST_ANCHOR,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output}`)), 110_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/listening on http/i.test(output) && /ready in/i.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev!.stdout?.on('data', onData);
      dev!.stderr?.on('data', onData);
      dev!.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
    });
    url = `http://localhost:${port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((done) => dev!.once('exit', done));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the badge, and the panel sets a switch the API then honours', async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shot = async (name: string) => {
      if (SHOTS_REQUESTED) await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
    };
    await page.goto(`${url}/login`);
    await page.getByTestId('login-email').fill('tech@demo.test');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();

    const badge = page.getByTestId('dev-switches-badge');
    await expect.poll(() => badge.getAttribute('data-on'), { timeout: 60_000 }).toBe('0');
    expect(await badge.innerText()).toBe('Dev');
    await badge.click();
    const panel = page.getByTestId('dev-switches-panel');
    await panel.getByTestId('dev-switches-none').waitFor();
    await panel.locator('#dev-switch-route').fill('companies.list');
    await panel.locator('#dev-switch-fail').selectOption('500');
    await panel.locator('#dev-switch-count').fill('3');
    await panel.getByTestId('dev-switch-add').click();
    await panel.getByTestId('dev-switch-row').waitFor();
    expect(await panel.getByTestId('dev-switch-row').textContent()).toMatch(
      /GET companies\.list.*500 server error.*calls left: 3/,
    );
    await expect.poll(() => badge.getAttribute('data-on')).toBe('1');
    expect(await badge.innerText()).toBe('Switches on: 1');
    await shot('dev-switches-panel-1440');

    // The API now fails the companies list, as the panel says.
    const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
    const list = await page.request.get(`${url}${API_BASE}/companies?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status()).toBe(500);
    expect(list.headers()['x-mock-applied']).toBe('fail=500');
    await expect.poll(async () => panel.getByTestId('dev-switch-row').textContent()).toMatch(/calls left: 2/);

    // The console's companies list shows its failed state; cleared, Retry brings the rows.
    await panel.getByTestId('dev-switches-close').click();
    await page.goto(`${url}/settings/companies`);
    await page.getByTestId('list-table-failed').waitFor();
    expect(await badge.getAttribute('data-on')).toBe('1');
    await badge.click();
    await panel.getByTestId('dev-switches-clear-all').click();
    await panel.getByTestId('dev-switches-none').waitFor();
    await expect.poll(() => badge.getAttribute('data-on')).toBe('0');
    await panel.getByTestId('dev-switches-close').click();
    await page.getByTestId('list-table-retry').click();
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('list-table-failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    // Vite's dev server compiles each module on its first request: slower than the built console.
  }, 180_000);
});
