import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * Issue 26, "numbers that reconcile": a dashboard tile's number is the total of the list it opens, on
 * the whole estate and filtered to a customer (deep link). Needs `npm run build -w web` first.
 */
const ui = useConsole();
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  const { context, page } = await ui.newPage();
  await ui.login(page, 'manager@demo.test');
  signedIn = await context.storageState();
  await context.close();
});

/** The figure a tile shows, as a number. */
async function tileNumber(page: Page, id: string): Promise<number> {
  const value = page.getByTestId(`tile-${id}`).getByTestId('tile-value');
  await value.waitFor();
  return Number(((await value.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** The total a list's footer states ("Showing 1 to 10 of 27" → 27). */
async function listTotal(page: Page): Promise<number> {
  const footer = page.getByTestId('list-footer').first();
  await footer.waitFor();
  await expect.poll(async () => /\d/.test((await footer.textContent()) ?? '')).toBe(true);
  const numbers = ((await footer.textContent()) ?? '').match(/\d+/g) ?? [];
  return Number(numbers.at(-1));
}

describe('dashboard numbers', () => {
  it('the overdue tile and the assets tile open lists whose totals are their numbers', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    for (const id of ['overdue_work_orders', 'assets_by_status']) {
      await page.goto(`${ui.url}/`);
      const figure = await tileNumber(page, id);
      expect(figure).toBeGreaterThan(0);
      await page.getByTestId(`tile-link-${id}`).click();
      await expect.poll(() => listTotal(page)).toBe(figure);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filtered to a customer by a deep link, the assets tile still opens exactly what it counts', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await page.goto(`${ui.url}/?customer_id=1`);
    await page.getByTestId('dashboard-filters').waitFor();
    const figure = await tileNumber(page, 'assets_by_status');
    await page.goto(`${ui.url}/`);
    const whole = await tileNumber(page, 'assets_by_status');
    expect(figure).toBeGreaterThan(0);
    expect(figure).toBeLessThan(whole);
    await page.goto(`${ui.url}/?customer_id=1`);
    await expect.poll(() => tileNumber(page, 'assets_by_status')).toBe(figure);
    await page.getByTestId('tile-link-assets_by_status').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('customer_id')).toBe('1');
    await expect.poll(() => listTotal(page)).toBe(figure);
    expect(errors).toEqual([]);
    await context.close();
  });
});
