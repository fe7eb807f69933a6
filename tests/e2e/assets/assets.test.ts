import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { waitForToast } from '../../support/console-steps';

/**
 * The asset screens in the console (the browser test): find an asset by tag, check it out to a
 * user, see it in the user's assets and in the activity report, check it in; then import a small CSV
 * with one bad row and read the per-row result. Needs `npm run build -w web` first.
 */
// Two locations, the second with a one-letter name (locations need at least two).
const CSV = 'Name,City,Country\nE2E Depot North,Manama,BH\nX,Muharraq,BH\n';

const ui = useConsole();
const { newPage, shot, login } = ui;

const waitForFooter = (page: Page, text: string | RegExp) =>
  page.getByTestId('list-footer').first().filter({ hasText: text }).waitFor();

/** Opens a Chakra combobox and picks its first option; returns the option's label. */
async function pickFirst(page: Page, inputSelector: string): Promise<string> {
  await page.locator(inputSelector).click();
  const option = page.getByRole('option').first();
  await option.waitFor();
  const label = ((await option.textContent()) ?? '').trim();
  await option.click();
  return label;
}

describe('assets in the console', () => {
  it('finds an asset by tag, checks it out to a user, follows it to the user and the activity report, checks it in', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');

    // The assets list with its filters: ready-to-deploy assets only.
    await page.getByTestId('menu-hardware').click();
    await page.getByTestId('list-row').first().waitFor();
    await page.locator('#filter-status').selectOption('RTD');
    await page.waitForURL(/status=RTD/);
    await page.getByTestId('list-row').first().waitFor();
    await shot(page, 'assets-list-filtered');
    const tag = ((await page.getByTestId('row-title').first().textContent()) ?? '').trim();
    expect(tag).not.toBe('');

    // Find it by its tag and open it.
    await page.getByTestId('filters-clear').click();
    await page.getByTestId('list-search').fill(tag);
    await waitForFooter(page, /of 1 rows?$/);
    await page.getByTestId('row-title').filter({ hasText: tag }).click();
    await page.getByTestId('resource-detail').waitFor();
    // An asset's page is titled by its equipment name, its tag beneath.
    await page.getByTestId('page-title').waitFor();
    await page.getByTestId('resource-detail').getByText(tag).first().waitFor();

    // Check it out to a user.
    await page.getByTestId('action-checkout').click();
    await page.getByTestId('action-dialog-checkout').waitFor();
    const user = await pickFirst(page, '#action-checkout_to');
    await page.locator('#action-expected_checkin').fill('2031-01-15');
    await page.locator('#action-note').fill('E2E checkout');
    await shot(page, 'asset-checkout-dialog');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Asset checked out successfully.');
    // The select list says "Last, First (username)"; the asset names its holder "First Last (User)".
    const lastName = user.split(',')[0]!.trim();
    await page.getByTestId('asset-holder').filter({ hasText: lastName }).waitFor();
    await page.getByTestId('action-checkin').waitFor();
    await page.getByTestId('tab-history').click();
    await page
      .getByTestId('asset-history')
      .getByTestId('activity-action')
      .filter({ hasText: 'checkout' })
      .first()
      .waitFor();
    await shot(page, 'asset-detail-history');
    const assetUrl = page.url().replace(/\?.*$/, '');

    // It shows in the user's assets.
    await page.getByTestId('tab-details').click();
    await page.getByTestId('asset-holder').click();
    await page.getByTestId('resource-detail').waitFor();
    await page.getByTestId('tab-related').click();
    await page.getByTestId('sublist-type').getByText('Assets', { exact: true }).click();
    await page.getByTestId('sublist-row').filter({ hasText: tag }).waitFor();
    await shot(page, 'user-assets');

    // And in the activity report.
    await page.getByTestId('menu-report-activity').click();
    await page.getByTestId('report-activity').waitFor();
    await page.getByTestId('report-filter-action_type').selectOption('checkout');
    await page.getByTestId('report-row').filter({ hasText: 'E2E checkout' }).first().waitFor();
    await shot(page, 'activity-report');

    // Check it back in.
    await page.goto(assetUrl);
    await page.getByTestId('action-checkin').click();
    await page.getByTestId('action-dialog-checkin').waitFor();
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Asset checked in successfully.');
    await page.getByTestId('action-checkout').waitFor();
    await page.getByTestId('asset-holder').filter({ hasText: '—' }).waitFor();

    // The other tabs of the asset open.
    for (const tab of ['maintenance', 'files', 'audit', 'licenses', 'components']) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.locator('[role="tabpanel"]:not([hidden])').first().waitFor();
    }
    await shot(page, 'asset-detail-components');

    // Reports that read the same data.
    await page.getByTestId('menu-report-depreciation').click();
    await page.getByTestId('report-row').first().waitFor();
    await shot(page, 'depreciation-report');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports a CSV with one bad row: nothing is written and the row says why', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');

    await page.getByTestId('menu-imports').click();
    await page.getByTestId('import-upload').waitFor();
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'locations.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByTestId('import-upload-button').click();
    await page.getByTestId('import-run').waitFor();
    await page.getByTestId('import-preview').getByText('E2E Depot North').waitFor();
    await page.getByTestId('import-type').selectOption('locations');
    expect(await page.getByTestId('import-map-Name').inputValue()).toBe('name');
    expect(await page.getByTestId('import-map-City').inputValue()).toBe('city');
    await page.getByTestId('import-process').click();
    await page.getByTestId('import-result').waitFor();
    expect(await page.getByTestId('import-created').getAttribute('data-count')).toBe('0');
    expect(await page.getByTestId('import-rejected').getAttribute('data-count')).toBe('1');
    const row = page.getByTestId('import-errors-row');
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toMatch(/Row 3/);
    expect(await row.getByTestId('import-error-message').first().textContent()).toMatch(/name/i);
    await shot(page, 'import-result');

    // Nothing was written: the good row is not a location either.
    await page.getByTestId('menu-locations').click();
    await page.getByTestId('list-search').fill('E2E Depot North');
    await page.getByTestId('list-empty').waitFor();

    // The same screens in dark skin and Arabic.
    await page.getByTestId('skin-toggle').click();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-ar').click();
    await page.getByTestId('menu-imports').click();
    await page.locator('[data-testid^="import-select-"]').first().click();
    await page.getByTestId('import-run').waitFor();
    await shot(page, 'imports-dark-rtl');
    await page.goto(`${ui.url}/assets/hardware?status=RTD`);
    await page.getByTestId('list-row').first().waitFor();
    await page.getByTestId('filters-more').click();
    await shot(page, 'assets-list-dark-rtl');
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('resource-detail').waitFor();
    await page.getByTestId('action-checkout').click();
    await page.getByTestId('action-dialog-checkout').waitFor();
    await shot(page, 'asset-checkout-dark-rtl');
    await page.getByTestId('action-cancel').click();
    await page.getByTestId('menu-report-depreciation').click();
    await page.getByTestId('report-row').first().waitFor();
    await shot(page, 'depreciation-report-dark-rtl');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('checks stock out and in: license seats, accessories, components, consumables; audits; downloads the CSV', async () => {
    const { context, page, errors } = await newPage({ acceptDownloads: true });
    await login(page, 'admin@demo.test');
    const anySuccess = () => page.getByTestId('toast-success').last().waitFor();
    const openFirst = async (menu: string) => {
      await page.getByTestId(`menu-${menu}`).click();
      await page.getByTestId('row-title').first().click();
      await page.getByTestId('resource-detail').waitFor();
    };

    // A license seat goes to a user, then comes back.
    await page.goto(`${ui.url}/assets/licenses?search=Visio`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('tab-seats').click();
    await page.locator('[data-testid^="row-seat-checkout-"]').first().click();
    await page.getByTestId('action-dialog-seat-checkout').waitFor();
    await pickFirst(page, '#action-seat_to');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'License updated successfully.');
    await page.getByTestId('action-dialog-seat-checkout').waitFor({ state: 'detached' });
    await shot(page, 'license-seats');
    await page.locator('[data-testid^="row-seat-checkin-"]').first().click();
    await page.getByTestId('action-submit').click();
    await page.getByTestId('action-dialog-seat-checkin').waitFor({ state: 'detached' });

    // Accessories: too many units is refused with the field's message; one unit goes out and back.
    await openFirst('accessories');
    await page.getByTestId('action-checkout').click();
    await pickFirst(page, '#action-checkout_to');
    await page.locator('#action-checkout_qty').fill('99999');
    await page.getByTestId('action-submit').click();
    await page
      .getByTestId('action-error-checkout_qty')
      .filter({ hasText: /available/ })
      .waitFor();
    await page.getByTestId('toast-error').first().waitFor();
    await page.locator('#action-checkout_qty').fill('1');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Accessory checked out successfully.');
    await page.getByTestId('tab-checkedout').click();
    await page.getByTestId('accessory-checkedout-table-row').first().waitFor();
    await shot(page, 'accessory-checkedout');
    await page.locator('[data-testid^="row-accessory-checkin-"]').first().click();
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Accessory checked in successfully.');
    await page.getByTestId('tab-log').click();
    await page.getByTestId('checkout-log-table-row').first().waitFor();

    // Components go into an asset and come out again.
    await openFirst('components');
    await page.getByTestId('action-checkout').click();
    await pickFirst(page, '#action-checkout_to');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Component checked out successfully.');
    await page.getByTestId('tab-assets').click();
    await page.getByTestId('component-assets-table-row').first().waitFor();
    await shot(page, 'component-assets');
    await page.locator('[data-testid^="row-component-checkin-"]').first().click();
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Component checked in successfully.');

    // Consumables are handed to users and listed with them.
    await openFirst('consumables');
    await page.getByTestId('action-checkout').click();
    await pickFirst(page, '#action-checkout_to');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Consumable checked out successfully.');
    await page.getByTestId('tab-users').click();
    await page.getByTestId('consumable-users-table-row').first().waitFor();
    await shot(page, 'consumable-users');

    // An asset's audit, from its audit tab.
    await openFirst('hardware');
    await page.getByTestId('tab-audit').click();
    await page.getByTestId('asset-audit').getByTestId('action-audit').click();
    await page.locator('#action-next_audit_date').fill('2032-03-01');
    await page.getByTestId('action-submit').click();
    await waitForToast(page, 'success', 'Asset audit successfully logged.');
    await page
      .getByTestId('asset-audits')
      .getByTestId('activity-action')
      .filter({ hasText: 'audit' })
      .first()
      .waitFor();
    await shot(page, 'asset-audit');

    // A category lists its items, a location its assets.
    await page.goto(`${ui.url}/settings/categories?search=Chillers`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('tab-items').click();
    await page.getByTestId('category-items-table-row').first().waitFor();
    await shot(page, 'category-items');
    await page.goto(`${ui.url}/settings/locations?search=Manama%20HQ`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('tab-assets').click();
    await page.getByTestId('location-assets-table-row').first().waitFor();

    // The CSV of the current filter: every row, labelled columns.
    await page.goto(`${ui.url}/assets/hardware?status=RTD`);
    await page.getByTestId('list-row').first().waitFor();
    const footer = (await page.getByTestId('list-footer').first().textContent()) ?? '';
    const total = Number(/of (\d+) rows/.exec(footer)?.[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^hardware-.*\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r\n/);
    expect(lines[0]).toContain('Asset tag');
    expect(lines.length - 1).toBe(total);
    await anySuccess().catch(() => undefined);
    expect(errors).toEqual([]);
    await context.close();
  });
});
