import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * Issue 27: the signed-in shell and the screens stay within their size budgets by fetching rarely
 * opened parts when they open: the layout settings panel, the menu drawer (a phone's menu), the list/tree
 * switch of a tree resource. Each still opens and works; its code is not among what a page fetches
 * before. Needs `npm run build -w web` first.
 */
const ui = useConsole();
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  const { context, page } = await ui.newPage();
  await ui.login(page, 'admin@demo.test');
  signedIn = await context.storageState();
  await context.close();
});

/** A signed-in page at `path`, with the console's script files it has fetched so far (by chunk name). */
async function open(path: string, options: BrowserContextOptions = {}) {
  const opened = await ui.newPage({ storageState: signedIn, ...options });
  const scripts: string[] = [];
  opened.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^.*\//, ''));
  });
  await opened.page.goto(`${ui.url}${path}`);
  return { ...opened, scripts };
}

const fetched = (scripts: string[], chunk: string) => scripts.some((file) => file.startsWith(`${chunk}-`));

/** Waits until the page has fetched nothing for a moment (every chunk of the screen has arrived). */
const settle = (page: Page) => page.waitForLoadState('networkidle');

describe('the signed-in shell', () => {
  it('opens the layout settings panel, its code fetched only then', async () => {
    const { context, page, errors, scripts } = await open('/');
    await page.getByTestId('layout-settings-open').waitFor();
    await settle(page);
    expect(fetched(scripts, 'layout-settings-panel')).toBe(false);
    expect(fetched(scripts, 'menu-drawer')).toBe(false);

    await page.getByTestId('layout-settings-open').click();
    const panel = page.getByTestId('layout-settings');
    await panel.waitFor();
    expect(fetched(scripts, 'layout-settings-panel')).toBe(true);
    // It works as before: a setting applies at once (the menu collapses), and Escape closes the panel.
    await page.getByTestId('layout-menuCollapsed').click();
    await expect.poll(() => page.getByTestId('layout-menuCollapsed').getAttribute('data-state')).toBe('checked');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a phone's menu drawer, its code fetched only then", async () => {
    const { context, page, errors, scripts } = await open('/', { viewport: { width: 390, height: 844 } });
    await page.getByTestId('menu-toggle').waitFor();
    await settle(page);
    expect(fetched(scripts, 'menu-drawer')).toBe(false);

    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.getByTestId('side-menu').waitFor();
    expect(fetched(scripts, 'menu-drawer')).toBe(true);
    // Choosing a screen closes it, as before.
    await drawer.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a list', () => {
  it('fetches the list/tree switch only for a tree resource, and it still switches', async () => {
    const { context, page, errors, scripts } = await open('/');
    await page.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    await settle(page);
    expect(await page.getByTestId('view-toggle').count()).toBe(0);
    expect(fetched(scripts, 'tree-view')).toBe(false);

    await page.getByTestId('menu-causes').click();
    await page.getByTestId('view-toggle').getByText('Tree').click();
    expect(fetched(scripts, 'tree-view')).toBe(true);
    await page.getByTestId('tree-list').getByTestId('tree-node').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a restorable list's 'show deleted' switch, which toggles", async () => {
    const { context, page, errors } = await open('/');
    await page.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    const toggle = page.getByTestId('show-deleted');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('checked');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('data-state')).toBe('unchecked');
    expect(errors).toEqual([]);
    await context.close();
  });
});
