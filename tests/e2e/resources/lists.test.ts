import { describe, expect, it } from 'vitest';
import { useConsole } from '../../support/console-browser';

/**
 * The generic lists as a user reads them: a master-data count opens the list of what it counts; the
 * column chooser says how many columns are hidden, adds one and keeps the choice over a reload.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

describe('lists', () => {
  it('shades the columns hidden under the row actions until the table is scrolled to its end', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/people/users`);
    await page.getByTestId('list-row').first().waitFor();
    // The shade is the actions cell's ::before; it is there only while the table can scroll on.
    const shade = () =>
      page.evaluate<string>(
        "getComputedStyle(document.querySelector('td[data-sticky]'), '::before').getPropertyValue('content')",
      );
    expect(
      await page.evaluate<boolean>(
        "(() => { const s = document.querySelector('.data-scroll'); return s.scrollWidth > s.clientWidth; })()",
      ),
    ).toBe(true);
    await expect.poll(shade).not.toBe('none');
    await page.evaluate(
      "(() => { const s = document.querySelector('.data-scroll'); s.scrollTo({ left: s.scrollWidth }); })()",
    );
    await expect.poll(shade).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the assets a location counts from its count, and shows as many', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/settings/locations?sort=name&order=asc`);
    await page.getByTestId('list-row').first().waitFor();
    // The first location with assets: its count is a link to the asset list filtered by it.
    const link = page.locator('[data-testid="count-link-assets_count"]').filter({ hasNotText: /^0$/ }).first();
    const count = Number((await link.textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/assets\/hardware\?location_id=\d+$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    const footer = page.getByTestId('list-footer');
    await expect
      .poll(async () => (await footer.textContent()) ?? '', { timeout: 15_000 })
      .toMatch(new RegExp(`of ${count} rows`));
    await shot(page, 'count-link-assets');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a hidden column from the chooser, keeps it over a reload and resets to the usual ones', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware`);
    await page.getByTestId('list-row').first().waitFor();
    const header = page.getByTestId('list-table').locator('th').filter({ hasText: 'Purchase cost' });
    const hidden = async () =>
      Number(((await page.getByTestId('columns-hidden').textContent()) ?? '').match(/\d+/)?.[0]);
    expect(await header.count()).toBe(0);
    const before = await hidden();
    expect(before).toBeGreaterThan(0);
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-purchase_cost').click();
    await page.keyboard.press('Escape');
    await header.waitFor();
    expect(await hidden()).toBe(before - 1);
    await shot(page, 'list-column-chosen');
    await page.reload();
    await header.waitFor();
    await page.getByTestId('column-chooser').click();
    await page.getByTestId('columns-reset').click();
    await page.keyboard.press('Escape');
    await header.waitFor({ state: 'detached' });
    expect(await hidden()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
