import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.js';
import { median } from './stats.js';

export interface PageScores extends Record<string, number> {
  performance: number;
  accessibility: number;
}

/**
 * Lighthouse (desktop preset) on the login page and on a list page; for the list page the
 * browser signs in first and Lighthouse keeps its storage, so it measures the real screen.
 * Each score is the median of `runs` runs, as Lighthouse's own guidance advises: one run's
 * performance score swings by ±0.05 on this shared machine (its total blocking time most).
 */
export async function lighthouseScores(baseUrl: string, runs = 1): Promise<{ login: PageScores; list: PageScores }> {
  const profile = mkdtempSync(join(tmpdir(), 'cmms-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
  });
  try {
    const run = async (url: string): Promise<PageScores> => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'desktop',
        screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
        throttlingMethod: 'provided',
        disableStorageReset: true,
      });
      const categories = result!.lhr.categories;
      return { performance: categories.performance?.score ?? 0, accessibility: categories.accessibility?.score ?? 0 };
    };
    const medianRun = async (url: string): Promise<PageScores> => {
      const scores: PageScores[] = [];
      for (let i = 0; i < runs; i++) scores.push(await run(url));
      return {
        performance: median(scores.map((s) => s.performance)),
        accessibility: median(scores.map((s) => s.accessibility)),
      };
    };
    const login = await medianRun(`${baseUrl}/login`);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/email/i).fill(DEMO_ACCOUNTS[0].email);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.close();
    await browser.close();
    const list = await medianRun(`${baseUrl}/settings/manufacturers`);
    return { login, list };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}
