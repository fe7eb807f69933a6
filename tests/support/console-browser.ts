import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@cmms/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer, type RunningServer } from './server-process';

/** Screenshots land here for people to look at after a run. */
export const ARTIFACTS = fileURLToPath(new URL('../.artifacts/', import.meta.url));

export interface ConsolePage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page, for a test to assert there were none. */
  errors: string[];
}

/**
 * The real server (started as the README does, on a fresh database) and a real Chromium for one e2e
 * file: started before its tests and stopped after them.
 */
export function useConsole() {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startServer();
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
      return { context, page, errors };
    },
    shot: (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true }),
    async login(page: Page, email: string): Promise<void> {
      await page.goto(`${running().server.url}/login`);
      await page.getByTestId('login-email').fill(email);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      // On a phone the menu waits in a drawer: the navbar's menu button says the layout is up.
      await page.getByTestId('side-menu').or(page.getByTestId('menu-toggle')).first().waitFor();
    },
  };
}
