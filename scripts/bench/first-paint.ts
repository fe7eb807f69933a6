import { chromium, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.js';
import { median } from './stats.js';

/** Lighthouse's mobile preset ("slow 4G"): what a technician's phone in a plant room gets. */
export const MOBILE_NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

export interface FirstLoad {
  /** First contentful paint: the loader index.html paints before any script. */
  firstPaintMs: number;
  /** Navigation start until the login form's email field is on screen. */
  loginFormMs: number;
  /** JavaScript fetched before the login form showed: bytes on the wire and once decoded. */
  jsTransferKb: number;
  jsDecodedKb: number;
  jsFiles: number;
}

/** The throttled login screen, from a cold cache (median of `runs` fresh browser contexts). */
export async function measureFirstLoad(baseUrl: string, runs: number): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const samples: FirstLoad[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_NETWORK.latency,
        downloadThroughput: MOBILE_NETWORK.downloadThroughput,
        uploadThroughput: MOBILE_NETWORK.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_NETWORK.cpuSlowdown });
      await page.goto(`${baseUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
      await page.getByTestId('login-email').waitFor({ timeout: 120_000 });
      const loaded = await loadedScripts(page);
      samples.push(loaded);
      await context.close();
    }
    return {
      firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
      loginFormMs: median(samples.map((s) => s.loginFormMs)),
      jsTransferKb: median(samples.map((s) => s.jsTransferKb)),
      jsDecodedKb: median(samples.map((s) => s.jsDecodedKb)),
      jsFiles: median(samples.map((s) => s.jsFiles)),
    };
  } finally {
    await browser.close();
  }
}

/** The page's own view of what it loaded before its form showed: paint timing and the script resources (the root tsconfig has no DOM types). */
const LOADED_SCRIPTS = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  // The login page marks the frame its form is first painted in; the locator's poll may only get a turn
  // later, once the thread is free. Without the mark (an older console), the poll's time.
  const form = performance.getEntriesByName('login-form-shown')[0];
  const formMs = form ? form.startTime : performance.now();
  const scripts = performance
    .getEntriesByType('resource')
    .filter((r) => /\\.m?js$/.test(new URL(r.name).pathname) && r.startTime < formMs);
  return {
    loginFormMs: formMs,
    firstPaintMs: paint ? paint.startTime : NaN,
    jsTransferKb: scripts.reduce((n, r) => n + r.transferSize, 0) / 1024,
    jsDecodedKb: scripts.reduce((n, r) => n + r.decodedBodySize, 0) / 1024,
    jsFiles: scripts.length,
  };
})()`;

const loadedScripts = (page: Page) => page.evaluate<FirstLoad>(LOADED_SCRIPTS);

/**
 * Starts the navigation to 100 asset rows and notes, in the page, when the frame that shows the 100th row
 * has been painted (a task queued from the next animation frame runs after that frame's paint). The wait
 * is the page's own promise, not a locator: a locator polls in animation frames, and each poll's layout
 * read forced the page to restyle and lay out as the rows came in (two extra passes over 4,000 elements,
 * about 50 ms, were the tool's and not the console's).
 */
const NAVIGATE_TO_ROWS = `(() => {
  const started = performance.now();
  window.__rowsPainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('[data-testid="row-title"]').length < 100) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  history.pushState({}, '', '/assets/hardware?limit=100');
  dispatchEvent(new PopStateEvent('popstate'));
})()`;

/** The in-page promise, or a failure after a minute without the 100th row. */
const ROWS_PAINTED = `Promise.race([
  window.__rowsPainted,
  new Promise((_, reject) => setTimeout(() => reject(new Error('no 100th row within 60 s')), 60000)),
])`;

/**
 * Milliseconds from asking for a page of 100 assets (already signed in, screen code cached) until
 * its 100 rows are in the table: the console's own rendering, the API's answer included.
 */
export async function measureHundredRows(baseUrl: string, runs: number): Promise<{ ms: number; apiMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-email').fill(DEMO_ACCOUNTS[0].email);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor({ timeout: 60_000 });
    const times: number[] = [];
    const apiTimes: number[] = [];
    // The first visit loads the list's code; the timed ones go to another page and come back.
    for (let i = 0; i <= runs; i++) {
      await page.goto(`${baseUrl}/settings/companies`);
      await page.getByTestId('row-title').first().waitFor();
      const api = page.waitForResponse((r) => r.url().includes('/hardware?') && r.url().includes('limit=100'));
      // A client-side navigation, as a click in the menu makes (no reload, no script download), timed by
      // the page itself: until the first frame painted with the 100th row in it.
      await page.evaluate(NAVIGATE_TO_ROWS);
      const response = await api;
      const ms = await page.evaluate<number>(ROWS_PAINTED);
      const timing = response.request().timing();
      if (i > 0) {
        times.push(ms);
        apiTimes.push(timing.responseEnd - timing.requestStart);
      }
    }
    return { ms: median(times), apiMs: median(apiTimes) };
  } finally {
    await browser.close();
  }
}
