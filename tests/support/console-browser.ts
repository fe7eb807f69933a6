import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { sessionSchema } from '@cmms/contracts/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer, type RunningServer } from './server-process';

/** Screenshots land here for people to look at after a run. */
export const ARTIFACTS = fileURLToPath(new URL('../.artifacts/', import.meta.url));

/**
 * `shot()` writes its screenshot only on request (E2E_SHOTS=1): a full-page screenshot costs a repaint
 * and an encode, 136 of them a run. A failed test always leaves one of each page it opened.
 */
export const SHOTS_REQUESTED = /^(1|true|yes)$/i.test(process.env.E2E_SHOTS ?? '');

const fileName = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/** The console's session keys (web/src/auth/session-storage.ts), as its login form stores them. */
async function storeSession(page: Page, origin: string, session: unknown): Promise<void> {
  const { userData, accessToken, refreshToken } = sessionSchema.parse(session);
  // A blank page of the console's origin, served by the browser itself: the storage is the origin's.
  const blank = `${origin}/__e2e-sign-in`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(blank);
  const keys = { userData: JSON.stringify(userData), accessToken, refreshToken, role_type: userData.role };
  await page.evaluate(`(() => {
    const keys = ${JSON.stringify(keys)};
    for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
  })()`);
  await page.unroute(blank);
}

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page, for a test to assert there were none. */
  errors: string[];
}

/**
 * The real server (started as the README does, on a fresh database) and a real Chromium for one e2e
 * file: started before its tests and stopped after them; `env` sets the server's environment (DEMO_SESSIONS).
 */
export function useConsole(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  /** Pages opened outside a test (in a file's beforeAll) serve every test: any test that fails shoots them. */
  const shared = new Set<Page>();
  const shoot = async (page: Page, testName: string) => {
    if (page.isClosed()) return;
    const name = `failed-${fileName(testName)}-${Date.now().toString(36)}`;
    await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true, timeout: 10_000 }).catch(() => {});
  };
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') for (const page of shared) await shoot(page, task.name);
  });
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startServer(env);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const running = () => {
    if (!server || !browser) throw new Error('useConsole() is only ready inside tests');
    return { server, browser };
  };
  return {
    get url(): string {
      return running().server.url;
    },
    async newPage(options: BrowserContextOptions = {}): Promise<ConsolePage> {
      const context = await running().browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'en-US',
        ...options,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // What the page showed when its test failed (the test's own shots are taken only on request).
      try {
        onTestFailed(async ({ task }) => shoot(page, task.name));
      } catch {
        // Opened before the tests (beforeAll): not inside one, so each failing test shoots it (afterEach).
        shared.add(page);
      }
      return { context, page, errors };
    },
    /**
     * A full-page screenshot in tests/.artifacts, when asked for with E2E_SHOTS=1 (failures leave one anyway).
     * Animations and transitions are run to their end first: a dialog or toast is shot where it lands, with
     * no sleep before the call (and none at all when no shot is asked for).
     */
    async shot(page: Page, name: string): Promise<void> {
      if (SHOTS_REQUESTED)
        await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true, animations: 'disabled' });
    },
    /**
     * Signs in as this demo account. On the login form (a test about signing in went there) through the
     * form, as a person does; elsewhere through the API, its session stored as the form would store it,
     * and the console opened at its home: the same signed-in page without typing into the form.
     */
    async login(page: Page, email: string): Promise<void> {
      const { url } = running().server;
      const onLoginForm =
        new URL(page.url(), url).pathname === '/login' && (await page.getByTestId('login-form').count());
      if (onLoginForm) {
        await page.getByTestId('login-email').fill(email);
        await page.getByTestId('login-password').fill(DEMO_PASSWORD);
        await page.getByTestId('login-submit').click();
      } else {
        const res = await page.request.post(`${url}${API_BASE}/login`, { data: { email, password: DEMO_PASSWORD } });
        if (!res.ok()) throw new Error(`signing ${email} in answered ${res.status()}: ${await res.text()}`);
        await storeSession(page, url, ((await res.json()) as { payload: unknown }).payload);
        await page.goto(`${url}/`);
      }
      // On a phone the menu waits in a drawer: the navbar's menu button says the layout is up.
      await page.getByTestId('side-menu').or(page.getByTestId('menu-toggle')).first().waitFor();
    },
  };
}
