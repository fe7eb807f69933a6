import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import { DEMO_PEOPLE } from '@cmms/seeds/data/workforce-data';
import { useConsole } from '../../support/console-browser';
import { waitForToast, pick } from '../../support/console-steps';

/**
 * The "pick a record, add it, list it with a Remove" screens (work-order watchers and links, group
 * members, field-set fields, attach checklists) share one component: what a user meets on each is
 * its add, its refusal in a toast, the Remove that asks and spins on its row, the failed list with
 * Retry, and the same on a phone in Arabic. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, login, shot } = ui;

const WATCHERS = '/maintenance/workorders/9?tab=watchers';
const techPerson = DEMO_PEOPLE[DEMO_ACCOUNTS.findIndex((a) => a.role === 'technician')]!;
const TECH_NAME = `${techPerson.first} ${techPerson.last}`;

/** Holds every call matching `path` and `method` until the returned function lets them through. */
async function holdCalls(page: Page, path: RegExp, method: string): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  await page.route(path, (route) => {
    if (route.request().method() !== method) return route.fallback();
    held.push(() => route.continue());
  });
  return async () => {
    await Promise.all(held.map((go) => go()));
    await page.unroute(path);
  };
}

describe('pick lists', () => {
  it('adds a watcher, says why the server refuses one, and spins on the row being removed', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}${WATCHERS}`);
    const rows = page.getByTestId('watchers-row');
    await rows.first().waitFor();
    const before = await rows.count();

    await pick(page, '#watcher-user', 'tech', /\(tech\)/);
    await page.getByTestId('watcher-add').click();
    await waitForToast(page, 'success', 'Watcher added successfully.');
    await expect.poll(() => rows.count()).toBe(before + 1);
    // The picker starts afresh for the next one.
    expect(await page.getByTestId('watcher-add').isDisabled()).toBe(true);

    // Someone already watching: the server's words in a toast and under the picker, no new row.
    await pick(page, '#watcher-user', 'tech', /\(tech\)/);
    await page.getByTestId('watcher-add').click();
    await waitForToast(page, 'error', 'This user already watches this work order.');
    await page.getByTestId('error-watcher-user').filter({ hasText: 'already watches' }).waitFor();
    expect(await rows.count()).toBe(before + 1);

    const id = await rows.filter({ hasText: TECH_NAME }).getAttribute('data-row-id');
    const release = await holdCalls(page, /\/maintenance\/workorders\/watcher\/\d+$/, 'DELETE');
    await page.getByTestId(`watcher-remove-${id}`).click();
    await page.getByTestId('confirm-ok').click();
    await page.locator(`[data-testid="watcher-remove-${id}"][data-loading]`).waitFor();
    await shot(page, 'pick-list-removing');
    await release();
    await page.locator(`[data-testid="watchers-row"][data-row-id="${id}"]`).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a failed list compactly with the message, and Retry lists the rows', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    const path = /\/maintenance\/workorders\/link-lists\/9(\?.*)?$/;
    const fail = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    await page.route(path, fail);
    await page.goto(`${ui.url}/maintenance/workorders/9?tab=links`);
    await page.getByTestId('links-failed').waitFor();
    expect(await page.getByTestId('links-failed-message').first().textContent()).toMatch(/status code 500/);
    // The add bar stays usable beside it.
    await page.getByTestId('link-add').waitFor();
    await page.unroute(path, fail);
    await page.getByTestId('links-retry').click();
    await page.getByTestId('links-row').first().waitFor();
    expect(await page.getByTestId('links-failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a field to a field set and takes it out again', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/settings/fieldsets/1?tab=fields`);
    const rows = page.getByTestId('fieldset-field-row');
    await rows.first().waitFor();
    const before = await rows.count();
    await pick(page, '#fieldset-add-field', 'Fuel', 'Fuel Type');
    await page.getByTestId('fieldset-field-add').click();
    const row = rows.filter({ hasText: 'Fuel Type' });
    await row.waitFor();
    expect(await page.getByTestId('fieldset-fields-total').textContent()).toContain(String(before + 1));
    await row.locator('[data-testid^="field-disassociate-"]').click();
    await page.getByTestId('confirm-ok').click();
    await row.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a member’s Remove in reach on a phone in Arabic', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await login(page, 'admin@demo.test');
    // Arabic by the address, as a shared link would: a menu opened while the first screen still settles
    // can lose the click under load.
    await page.goto(`${ui.url}/people/groups/3?tab=members&lng=ar`);
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    const first = page.getByTestId('members-row').first();
    await first.waitFor();
    const remove = first.locator('[data-testid^="member-remove-"]');
    const box = await remove.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.getByTestId('member-add').textContent()).not.toMatch(/[A-Za-z]/);
    await shot(page, 'pick-list-members-390-ar');
    await remove.click();
    await page.getByTestId('confirm-dialog').waitFor();
    await page.getByTestId('confirm-cancel').click();
    expect(errors).toEqual([]);
    await context.close();
  });
});
