import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * Issue 27 (100 rows on screen in ≤ 300 ms): a list's route asks for its page of rows as the navigation
 * starts, so the list renders once, with its rows, instead of skeleton rows first. What a user notices
 * must not change: the page is asked for once, and a failure still shows its toast and Retry.
 * Needs `npm run build -w web`.
 */
const ui = useConsole();
const { newPage, login } = ui;

const CATEGORIES = /\/api\/v1\/categories\?/;

/** Counts skeleton rows the page draws from now on (they come and go before a locator could see them). */
const COUNT_SKELETONS = `(() => {
  window.__skeletons = 0;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1) window.__skeletons += (node.matches('[data-skeleton]') ? 1 : 0) + node.querySelectorAll('[data-skeleton]').length;
  }).observe(document.body, { childList: true, subtree: true });
})()`;

async function countRequests(page: Page, pattern: RegExp): Promise<() => number> {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(request.url())) count++;
  });
  return () => count;
}

describe('opening a list from the menu', () => {
  it('shows its rows without skeleton rows first, asking for them once', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    const requests = await countRequests(page, CATEGORIES);
    await page.evaluate(COUNT_SKELETONS);
    await page.getByTestId('menu-categories').click();
    await page.getByTestId('row-title').first().waitFor();
    expect(await page.getByTestId('row-title').count()).toBeGreaterThan(0);
    await expect(page.evaluate<number>('window.__skeletons')).resolves.toBe(0);
    // The screen took the loader's answer: no second request, none after a moment either.
    await page.waitForTimeout(300);
    expect(requests()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks once for a page that fails, shows the failure with Retry, and Retry loads it', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    let failures = 1;
    await page.route(CATEGORIES, (route: Route) => {
      if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      return route.continue();
    });
    const requests = await countRequests(page, CATEGORIES);
    await page.getByTestId('menu-categories').click();
    await page.getByTestId('list-table-retry').waitFor();
    await expect(page.getByText('Request failed with status code 500').first().isVisible()).resolves.toBe(true);
    expect(requests()).toBe(1);
    await page.getByTestId('list-table-retry').click();
    await page.getByTestId('row-title').first().waitFor();
    expect(requests()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
