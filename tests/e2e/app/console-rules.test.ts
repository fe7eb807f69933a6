import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { isUnderOwnCentre, toastClearTop, untilStill, waitForToast } from '../../support/console-steps';
import { noisePng } from '../../support/png';

/**
 * Issue 16's console rules, as a user meets them in a real Chromium: dates with seconds, the layout
 * settings, the cause form's conditional assignees, the accessory's image, the audit lists, 'save and
 * close' back to the list as it was, the success message reset and the permission matrix's
 * unavailable keys. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** A date without a time (an audit's next date) reads yyyy-MM-dd, never with a made-up 00:00:00. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe('the spec’s console rules', () => {
  it('shows dates as year-month-day hour:minute:second on lists and details', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('detail-created-at').waitFor();
    expect(await text(page, 'detail-created-at')).toMatch(DATE_TIME);
    await page.goto(`${ui.url}/reports/activity`);
    await page.getByTestId('report-activity').locator('tbody tr').first().waitFor();
    const firstCell = (await page.getByTestId('report-activity').locator('tbody tr td').first().textContent()) ?? '';
    expect(firstCell.trim()).toMatch(DATE_TIME);
    expect(firstCell).not.toMatch(/AM|PM/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the cause’s assignee users for the user type and its groups otherwise', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/settings/causes/new`);
    await page.getByTestId('resource-form').waitFor();
    await page.locator('#field-assignee_type').selectOption('group');
    await page.getByTestId('field-assignee_groups').waitFor();
    expect(await page.getByTestId('field-assignee_users').count()).toBe(0);
    await page.locator('#field-assignee_type').selectOption('user');
    await page.getByTestId('field-assignee_users').waitFor();
    expect(await page.getByTestId('field-assignee_groups').count()).toBe(0);
    await shot(page, 'cause-form-user-assignees');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns from save and close to the list page and sort the user left, and resets the success message', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/settings/manufacturers`);
    await page.getByTestId('list-row').first().waitFor();
    // Descending by name, second page, then a search that keeps more than a page of rows.
    await page.getByTestId('sort-name').click();
    await page.waitForURL(/order=desc/);
    await page.getByTestId('page-next').click();
    await page
      .getByTestId('list-footer')
      .filter({ hasText: /^Showing 11 to/ })
      .waitFor();
    const left = new URL(page.url());
    expect(left.searchParams.get('order')).toBe('desc');
    expect(left.searchParams.get('offset')).toBe('10');
    const firstOnPage = await text(page, 'row-title');

    await page.locator('[data-testid^="row-edit-"]').first().click();
    await page.getByTestId('resource-form').waitFor();
    // Save (stay): the success message stays on the form until the user resets it.
    await page.getByTestId('form-save').click();
    await page.getByTestId('form-success').filter({ hasText: 'updated successfully' }).waitFor();
    await shot(page, 'form-success-message');
    // The save's toast stands below the note, never over its reset.
    const note = (await page.getByTestId('form-success').boundingBox())!;
    await expect.poll(() => toastClearTop(page)).toBeGreaterThanOrEqual(note.y + note.height);
    // Once the toast has come in (it slides, and a busy machine may catch it on its way), it lies clear of the reset.
    await expect.poll(() => isUnderOwnCentre(page, 'form-success-reset')).toBe(true);
    await page.getByTestId('form-success-reset').click();
    await page.getByTestId('form-success').waitFor({ state: 'detached' });

    await page.getByTestId('form-save-close').click();
    await page
      .getByTestId('list-footer')
      .filter({ hasText: /^Showing 11 to/ })
      .waitFor();
    const back = new URL(page.url());
    expect(back.pathname).toBe('/settings/manufacturers');
    expect(back.searchParams.get('order')).toBe('desc');
    expect(back.searchParams.get('offset')).toBe('10');
    expect(await text(page, 'row-title')).toBe(firstOnPage);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the assets whose audit is overdue and due, each opening its asset', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.getByTestId('menu-report-audit-overdue').click();
    const overdue = page.getByTestId('report-audit-overdue');
    await overdue.getByTestId('audit-asset').first().waitFor();
    const today = new Date().toISOString().slice(0, 10);
    for (const cell of await overdue.getByTestId('audit-next').allTextContents()) {
      expect(cell.trim()).toMatch(DATE_ONLY);
      expect(cell.trim().slice(0, 10) <= today).toBe(true);
    }
    await shot(page, 'audit-overdue');
    const tag = ((await overdue.getByTestId('audit-asset').first().textContent()) ?? '').trim();
    await overdue.getByTestId('audit-asset').first().click();
    // An asset's page is titled by its equipment name, its tag beneath.
    await page.getByTestId('page-title').waitFor();
    await page.getByTestId('resource-detail').getByText(tag).first().waitFor();

    await page.getByTestId('menu-report-audit-due').click();
    await page.getByTestId('report-audit-due').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows, replaces and deletes an accessory’s image, refusing a file of another type', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/accessories`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('record-image').waitFor();
    await page.getByTestId('record-image-none').waitFor();

    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page
      .getByTestId('image-error')
      .filter({ hasText: 'Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.' })
      .waitFor();

    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'mouse.png', mimeType: 'image/png', buffer: noisePng(64, 48) });
    await page.getByTestId('image-upload').click();
    await waitForToast(page, 'success', 'The image was uploaded successfully.');
    const picture = page.getByTestId('record-image-picture');
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(64);
    await shot(page, 'accessory-image');

    await page.getByTestId('image-delete').click();
    await page.getByTestId('confirm-ok').click();
    await waitForToast(page, 'success', 'The image was deleted successfully.');
    await page.getByTestId('record-image-none').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks the permission keys without screens or routes as not yet available', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/people/groups/new`);
    await page.getByTestId('permission-matrix').waitFor();
    await page.getByTestId('perm-area-unavailable-kits').waitFor();
    // The service screens exist now: their keys are available.
    expect(await page.getByTestId('perm-area-unavailable-contracts').count()).toBe(0);
    expect(await page.getByTestId('perm-area-unavailable-assets').count()).toBe(0);
    await page.getByTestId('perm-toggle-assets').click();
    await page.getByTestId('perm-unavailable-assets.view.encrypted_custom_fields').waitFor();
    expect(await page.getByTestId('perm-unavailable-assets.view').count()).toBe(0);
    await shot(page, 'permission-matrix-unavailable');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets every layout setting from the panel, keeps them over a reload and puts toasts where it says', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.getByTestId('layout-settings-open').click();
    const panel = page.getByTestId('layout-settings');
    await panel.waitFor();
    await page.getByTestId('layout-contentWidth').selectOption('full');
    await page.getByTestId('layout-navbarColor').selectOption('primary');
    await page.getByTestId('layout-navbarType').selectOption('sticky');
    await page.getByTestId('layout-footerType').selectOption('hidden');
    await page.getByTestId('layout-toastPosition').selectOption('bottom-left');
    await page.getByTestId('layout-layout').selectOption('horizontal');
    await page.getByTestId('layout-skin').selectOption('dark');
    await page.getByTestId('layout-isRTL').click();
    await shot(page, 'layout-settings-panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    const check = async () => {
      await page.getByTestId('horizontal-menu').waitFor();
      expect(await page.getByTestId('side-menu').count()).toBe(0);
      expect(await page.locator('main').getAttribute('data-content-width')).toBe('full');
      expect(await page.getByTestId('navbar').getAttribute('data-navbar-color')).toBe('primary');
      expect(await page.getByTestId('navbar').getAttribute('data-navbar-type')).toBe('sticky');
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('class')).toContain('dark');
    };
    await check();
    await page.reload();
    await check();
    const stored = await page.evaluate<Record<string, string | null>>(
      `({ direction: localStorage.getItem('direction'), skin: localStorage.getItem('skin'),
          menu: localStorage.getItem('menuCollapsed'), layout: localStorage.getItem('layout') })`,
    );
    expect(stored.direction).toBe('rtl');
    expect(stored.skin).toBe('dark');
    expect(JSON.parse(stored.layout ?? '{}')).toMatchObject({ layout: 'horizontal', toastPosition: 'bottom-left' });
    await shot(page, 'layout-settings-applied');

    // A toast lands at the bottom on the start side, which right to left is the right.
    await page.goto(`${ui.url}/settings/manufacturers`);
    await page.locator('[data-testid^="row-edit-"]').first().click();
    await page.getByTestId('form-save').click();
    const toast = page.getByTestId('toast-success').first();
    await untilStill(toast); // its entry animation over
    const box = (await toast.boundingBox())!;
    expect(box.x + box.width / 2).toBeGreaterThan(720);
    expect(box.y + box.height).toBeGreaterThan(900 - 120);

    // Scroll-to-top shows on a scrolled page and takes it back up.
    await page.setViewportSize({ width: 1440, height: 400 });
    await page.mouse.wheel(0, 2000);
    await page.getByTestId('scroll-to-top').click();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);

    // Back to the defaults (the direction follows the language).
    await page.getByTestId('layout-settings-open').click();
    await page.getByTestId('layout-reset').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('side-menu').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.getByTestId('navbar').getAttribute('data-navbar-type')).toBe('floating');
    expect(errors).toEqual([]);
    await context.close();
  });
});
