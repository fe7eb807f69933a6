import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { DEMO_PASSWORD } from '@cmms/contracts';
import { useConsole } from '../../support/console-browser';

/**
 * Issue 27: a page load that starts at /login shows the login page without the router, and the language
 * switcher's menu arrives after the form. What a visitor notices must not change: signing in still returns
 * to the page they were sent from, and the switcher opens however early it is clicked.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();

describe('the login page loaded on its own', () => {
  it('signs in back to the page the visitor was sent from, after a reload of the login page', async () => {
    const { context, page, errors } = await ui.newPage();
    await page.goto(`${ui.url}/assets/hardware?sort=name&order=asc`);
    await page.waitForURL((url) => url.pathname === '/login');
    // A reload starts at /login: the login page alone, reading where it came from out of the history entry.
    await page.reload();
    await page.getByTestId('login-email').fill('admin@demo.test');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/assets/hardware');
    expect(new URL(page.url()).search).toBe('?sort=name&order=asc');
    // A page load draws the list's frame and skeleton rows first, the rows as their answer arrives.
    await page.getByTestId('list-table').waitFor();
    await page.getByTestId('row-title').first().waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the language menu clicked before the menu's code arrived", async () => {
    const { context, page, errors } = await ui.newPage();
    // Hold the menu's chunk until the button has been clicked.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await context.route(/\/assets\/language-menu-[^/]*\.js$/, async (route: Route) => {
      held++;
      await released;
      await route.continue();
    });
    await page.goto(`${ui.url}/login`);
    await page.getByTestId('login-email').waitFor();
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => held).toBe(1);
    await expect(page.getByTestId('language-fr').count()).resolves.toBe(0);
    release();
    await page.getByTestId('language-fr').click();
    // A locator, not waitForFunction: the console's CSP refuses the eval its polling needs.
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await expect(page.getByTestId('login-submit').textContent()).resolves.toBe('Se connecter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws every part of the login page with its recipe before the full theme arrives', async () => {
    const { context, page, errors } = await ui.newPage({ viewport: { width: 390, height: 844 } });
    // The login page's own Chakra system holds only the recipes it draws with; a component asking for one
    // it lacks is reported on the console and would draw unstyled.
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('system lacks')) missing.push(message.text());
    });
    // Keep the signed-in app's code (and its full theme) away, as on a slow phone.
    await context.route(/\/assets\/app-[^/]*\.js$/, (route: Route) => route.abort());
    await page.goto(`${ui.url}/login`);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Please enter your email address.').first().isVisible()).resolves.toBe(true);
    await page.getByTestId('login-email').fill('admin@demo.test');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('These credentials do not match our records.').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-fr').waitFor();
    // The brand's solid teal (teal.700), which only the button recipe gives the submit button.
    const background = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('[data-testid="login-submit"]')).backgroundColor`,
    );
    expect(background).toBe('rgb(12, 93, 86)');
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
