import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../support/console-browser';

/**
 * Issue 27 (console: 100 rows in 300 ms): a list's first page is asked for as the navigation starts, so the
 * screen renders once, with its rows, instead of skeleton rows first and the rows after its effects have
 * asked for them. It still asks once, and a list whose page fails says so and retries as before.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();

/** Counts the skeleton rows a list's table ever gets from now on. */
const watchSkeletons = (page: Page) =>
  page.evaluate(`(() => {
    window.__skeletons = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            window.__skeletons += node.closest('[data-testid=list-table]')
              ? node.querySelectorAll('[class*=skeleton]').length + (node.matches('[class*=skeleton]') ? 1 : 0)
              : node.querySelectorAll('[data-testid=list-table] [class*=skeleton]').length;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
const skeletonsSeen = (page: Page) => page.evaluate<number>('window.__skeletons');

describe('opening a list', () => {
  it('shows its rows without skeleton rows first, asking for the page once', async () => {
    const { context, page, errors } = await ui.newPage();
    await ui.login(page, 'admin@demo.test');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/manufacturers\?/.test(request.url())) asked.push(request.url());
    });
    await watchSkeletons(page);
    await page.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('list-row').count()).toBeGreaterThan(1);
    expect(await skeletonsSeen(page)).toBe(0);
    // Its sort, search and paging still ask the server, once each.
    await page.getByTestId('sort-name').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('desc');
    await page.getByTestId('list-row').first().waitFor();
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[0]).toContain('order=asc');
    expect(asked[1]).toContain('order=desc');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still says when its page failed, and Retry loads it', async () => {
    const { context, page } = await ui.newPage();
    await ui.login(page, 'admin@demo.test');
    const failing = '**/admin/public/api/v1/departments?*';
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.getByTestId('menu-departments').click();
    await page.getByTestId('list-table-failed').waitFor();
    expect(await page.getByTestId('list-row').count()).toBe(0);
    await page.unroute(failing);
    await page.getByTestId('list-table-retry').click();
    await page.getByTestId('list-row').first().waitFor();
    await context.close();
  });
});
