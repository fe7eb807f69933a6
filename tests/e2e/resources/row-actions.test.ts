import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { consoleApi, pick, waitForToast } from '../../support/console-steps';

/**
 * A list row's own action (rows share one action dialog per table): the manager checks a deployable
 * asset out from its row, in French, at 1440 px on the table and at 390×844 on the cards; the row shows
 * its holder, the toast reads in French, and the server holds the checkout. Needs `npm run build -w web`.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

interface Person {
  id: number;
  first_name: string;
  last_name: string;
}

/** Checks the one listed asset out to `person` from its row's action and waits for the French toast. */
async function checkOutFromRow(page: Page, assetId: number, person: Person): Promise<void> {
  await page.getByTestId(`row-checkout-${assetId}`).click();
  await page.getByTestId('action-dialog-checkout').waitFor();
  await pick(page, '#action-checkout_to', person.last_name, new RegExp(`${person.last_name}, ${person.first_name}`));
  await page.getByTestId('action-submit').click();
  await waitForToast(page, 'success', 'Actif affecté avec succès.');
  await page.getByTestId('action-dialog-checkout').waitFor({ state: 'detached' });
}

describe('list row actions', () => {
  it('checks a deployable asset out from its row, on the table and on the phone cards', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    const { get } = await consoleApi(page, ui.url);
    // Two assets ready to deploy and unassigned, and a user to hand them to. The list is then narrowed
    // to one by its tag (not by status: a checked-out asset leaves the "Ready to deploy" filter).
    const ready = (await get('/hardware?status=RTD&limit=50&sort=id&order=asc')) as {
      rows: { id: number; asset_tag: string; assigned_to: unknown }[];
    };
    const [first, second] = ready.rows.filter((row) => !row.assigned_to);
    expect(second).toBeDefined();
    const users = (await get('/users?limit=5&sort=id&order=asc')) as { rows: Person[] };
    const person = users.rows.find((u) => u.first_name && u.last_name)!;
    const holder = `${person.first_name} ${person.last_name}`;

    for (const [asset, viewport, layout] of [
      [first!, { width: 1440, height: 900 }, 'table'],
      [second!, { width: 390, height: 844 }, 'cards'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${ui.url}/assets/hardware?lng=fr&search=${encodeURIComponent(asset.asset_tag)}`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
      const row = page
        .locator(`[data-testid="list-row"]`)
        .filter({ has: page.getByTestId(`row-checkout-${asset.id}`) });
      await row.waitFor();
      expect(await page.locator('[data-layout="cards"]').count()).toBe(layout === 'cards' ? 1 : 0);
      await checkOutFromRow(page, asset.id, person);
      // The row (or card) now names its holder, and the checkout is on the server.
      await page.getByTestId('list-row').getByTestId('row-holder').filter({ hasText: holder }).waitFor();
      await shot(page, `row-action-checkout-${layout}`);
      const saved = (await get(`/hardware/${asset.id}`)) as { assigned_to: { id: number; type: string } | null };
      expect(saved.assigned_to).toMatchObject({ id: person.id, type: 'user' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
