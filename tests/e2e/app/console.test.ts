import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { waitForToast } from '../../support/console-steps';

/**
 * A person can log in, find, create, edit and delete through the console (design §8), driving a
 * real Chromium against the real built server. Needs `npm run build -w web` first.
 */

// Waits go through locators: the console's CSP refuses the eval a string `waitForFunction` polls with.

const ui = useConsole();
const { newPage, shot, login } = ui;

const footer = (page: Page) => page.getByTestId('list-footer');
const waitForFooter = (page: Page, text: string | RegExp) => footer(page).filter({ hasText: text }).waitFor();

/** 'Showing 1 to 10 of 30 rows' → 30 */
async function footerTotal(page: Page): Promise<number> {
  const match = /of (\d+) rows/.exec((await footer(page).textContent()) ?? '');
  return Number(match?.[1] ?? Number.NaN);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('list-search').fill(text);
}

describe('web console', () => {
  it('lets an administrator find, create, edit and delete a manufacturer', async () => {
    const { context, page, errors } = await newPage();

    await page.goto(`${ui.url}/settings/manufacturers`);
    // Unauthenticated users land on the login page.
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await shot(page, 'login');

    await login(page, 'admin@demo.test');
    await waitForToast(page, 'success', 'Logged in successfully.');
    const stored = await page.evaluate<Record<string, string | null>>(
      `({ role: localStorage.getItem('role_type'), access: localStorage.getItem('accessToken'),
          refresh: localStorage.getItem('refreshToken'), user: localStorage.getItem('userData') })`,
    );
    expect(stored.role).toBe('superuser');
    expect(stored.access && stored.refresh && stored.user).toBeTruthy();
    await shot(page, 'dashboard');

    await page.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    await waitForFooter(page, /^Showing 1 to 10 of \d+ rows$/);
    const total = await footerTotal(page);
    expect(total).toBeGreaterThan(10);
    await shot(page, 'manufacturers-list');

    // Search narrows the rows (and starts from the first page): look for the first row's name.
    const needle = ((await page.getByTestId('row-title').first().textContent()) ?? '').trim();
    expect(needle).not.toBe('');
    await search(page, needle);
    await page
      .getByTestId('list-footer')
      .first()
      .filter({ hasNotText: `of ${total} rows` })
      .waitFor();
    const narrowed = await footerTotal(page);
    expect(narrowed).toBeGreaterThanOrEqual(1);
    expect(narrowed).toBeLessThan(total);
    const titles = await page.getByTestId('row-title').allTextContents();
    expect(titles).toContain(needle);
    await shot(page, 'manufacturers-search');

    // Clearing the search brings everything back; page 2 shows rows 11 to 20.
    await search(page, '');
    await waitForFooter(page, `Showing 1 to 10 of ${total} rows`);
    await page.getByTestId('page-2').click();
    await waitForFooter(page, `Showing 11 to ${Math.min(20, total)} of ${total} rows`);

    // The page size keeps the first visible row: 25 per page puts row 11 on page 1.
    await page.getByTestId('page-size').selectOption('25');
    await waitForFooter(page, `Showing 1 to ${Math.min(25, total)} of ${total} rows`);
    await page.getByTestId('page-size').selectOption('10');
    await waitForFooter(page, `Showing 1 to 10 of ${total} rows`);

    // Sorting by name descending.
    await page.getByTestId('sort-name').click();
    await page.locator('th[aria-sort="descending"]').waitFor();

    // Create: 'save' stays on the form, now the new record's edit page.
    const name = `E2E Test Manufacturer ${Date.now()}`;
    await page.getByTestId('list-create').click();
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('form-save').click();
    // The server's validation text appears under the field.
    await page
      .getByTestId('error-name')
      .filter({ hasText: /required/i })
      .waitFor();
    await waitForToast(page, 'error', /required/i);
    await shot(page, 'manufacturer-validation');
    await page.locator('#field-name').fill(name);
    await page.locator('#field-url').fill('https://e2e.example.com');
    await page.getByTestId('form-save').click();
    await waitForToast(page, 'success', 'Manufacturer created successfully.');
    await page.waitForURL(/\/settings\/manufacturers\/\d+\/edit$/);
    // The edit form of the new record replaces the create form (typing earlier would go to the old one).
    await page.locator('[data-testid="resource-form"]:not([data-record-id="new"])').waitFor();
    await shot(page, 'manufacturer-created');

    // Edit and 'save and close': back on the list as it was left (sorted by name, descending).
    await page.locator('#field-support_email').fill('help@e2e.example.com');
    await page.getByTestId('form-save-close').click();
    await waitForToast(page, 'success', 'Manufacturer updated successfully.');
    await page.waitForURL(/\/settings\/manufacturers\?order=desc$/);
    await search(page, name);
    await waitForFooter(page, 'Showing 1 to 1 of 1 rows');
    const row = page.getByTestId('list-row').first();
    await row.filter({ hasText: 'help@e2e.example.com' }).waitFor();

    // Delete after confirmation: the row is gone.
    await row.locator('[data-testid^="row-delete-"]').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await shot(page, 'manufacturer-delete-confirm');
    await page.getByTestId('confirm-ok').click();
    await waitForToast(page, 'success', /deleted successfully/i);
    await page.getByTestId('list-empty').waitFor();
    await waitForFooter(page, 'Showing 0 to 0 of 0 rows');

    // It is listed among the deleted ones, from where it can be restored.
    await page.getByTestId('show-deleted').click();
    await waitForFooter(page, 'Showing 1 to 1 of 1 rows');
    await shot(page, 'manufacturers-deleted');

    // Dark skin and Arabic (right-to-left) are persisted and look right.
    await page.getByTestId('skin-toggle').click();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-ar').click();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await page.getByTestId('show-deleted').click();
    await search(page, '');
    // The footer is Arabic now; wait for the full first page of undeleted rows.
    await page
      .getByTestId('list-footer')
      .first()
      .filter({ hasText: String(total) })
      .waitFor();
    await page.getByTestId('list-row').nth(9).waitFor();
    const layout = await page.evaluate<Record<string, unknown>>(
      `({ skin: localStorage.getItem('skin'), direction: localStorage.getItem('direction'),
          dark: document.documentElement.classList.contains('dark') })`,
    );
    expect(layout).toEqual({ skin: 'dark', direction: 'rtl', dark: true });
    await shot(page, 'manufacturers-dark-rtl');
    await page.goto(`${ui.url}/settings/departments/new`);
    await page.getByTestId('resource-form').waitFor();
    await shot(page, 'department-form-dark-rtl');
    // In French the server answers a failed save in French, under the field and in the toast.
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-fr').click();
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
    await page.getByTestId('form-save').click();
    await page.getByTestId('error-name').filter({ hasText: 'Le champ nom est obligatoire.' }).waitFor();
    await waitForToast(page, 'error', 'Le champ nom est obligatoire.');
    await shot(page, 'department-validation-fr');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-en').click();
    await page.locator('html[dir="ltr"]').waitFor({ state: 'attached' });
    await page.getByTestId('skin-toggle').click();

    // Logout clears the session keys and returns to the login page.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-form').waitFor();
    const after = await page.evaluate<unknown[]>(
      `['userData', 'role_type', 'accessToken', 'refreshToken'].map((k) => localStorage.getItem(k))`,
    );
    expect(after).toEqual([null, null, null, null]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when a list could not be loaded, and loads it again on retry', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin@demo.test');
    // The server fails every read of the departments list until the route is released.
    await page.route('**/admin/public/api/v1/departments?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByTestId('menu-departments').click();
    await page.getByTestId('list-table-failed').waitFor();
    expect(await page.getByTestId('list-row').count()).toBe(0);
    await shot(page, 'list-failed');

    await page.unroute('**/admin/public/api/v1/departments?*');
    await page.getByTestId('list-table-retry').click();
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('list-table-failed').count()).toBe(0);
    await context.close();
  });

  it('does not offer create, edit or delete to a read-only viewer', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'viewer@demo.test');
    await page.getByTestId('menu-manufacturers').click();
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.getByTestId('list-create').count()).toBe(0);
    expect(await page.locator('[data-testid^="row-edit-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="row-delete-"]').count()).toBe(0);
    await shot(page, 'viewer-manufacturers');

    await page.goto(`${ui.url}/settings/manufacturers/new`);
    await page.getByTestId('not-authorized').waitFor();
    await shot(page, 'viewer-not-authorized');
    expect(errors).toEqual([]);
    await context.close();
  });
});
