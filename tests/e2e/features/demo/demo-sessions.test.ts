import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';
import { useConsole } from '../../../support/console-browser';
import { untilStill } from '../../../support/console-steps';

/**
 * Issue 30, sales demos, on a server started with DEMO_SESSIONS=1: the navbar's demo menu switches persona
 * (the menu and the home screen change) within the same session, and its reset brings back a deleted
 * record. Needs `npm run build -w web` first.
 */
const ui = useConsole({ DEMO_SESSIONS: '1' });

const openDemoMenu = async (page: Page) => {
  await page.getByTestId('demo-menu').click();
  await page.getByTestId('demo-menu-content').waitFor();
  // A click on an item still sliding in can miss it on a busy machine (files run two at a time).
  await untilStill(page.getByTestId('demo-menu-content'));
};

/** Deletes the first manufacturer the server lets go (one nothing refers to), as the signed-in console; its name. */
const deleteAManufacturer = (page: Page): Promise<string> =>
  page.evaluate(`(async () => {
    const headers = { authorization: 'Bearer ' + localStorage.getItem('accessToken'), accept: 'application/json' };
    const list = await (await fetch('${API_BASE}/manufacturers?limit=100&sort=id&order=asc', { headers })).json();
    for (const row of list.rows) {
      const answer = await (await fetch('${API_BASE}/manufacturers/' + row.id, { method: 'DELETE', headers })).json();
      if (answer.status === 'success') return row.name;
    }
    return '';
  })()`);

const searchList = async (page: Page, text: string) => {
  await page.getByTestId('list-search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
};

describe('demo sessions in the console', () => {
  it('switches persona from the demo menu: the menu and the home screen change', async () => {
    const { context, page, errors } = await ui.newPage();
    await ui.login(page, 'admin@demo.test');
    await page.getByTestId('menu-users').waitFor();
    await ui.shot(page, 'demo-admin');
    await openDemoMenu(page);
    await ui.shot(page, 'demo-menu-open');
    await page.getByTestId('demo-persona-technician').click();
    await page.getByTestId('my-work').waitFor();
    expect(await page.getByTestId('user-role').textContent()).toBe('Technician');
    expect(await page.getByTestId('menu-users').count()).toBe(0);
    // And back: the administrator's menu again, in the same session.
    await openDemoMenu(page);
    await page.getByTestId('demo-persona-superuser').click();
    await page.getByTestId('menu-users').waitFor();
    expect(await page.getByTestId('user-role').textContent()).toBe('Superuser');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a deleted record back with the reset button', async () => {
    const { context, page, errors } = await ui.newPage();
    await ui.login(page, 'admin@demo.test');
    const name = await deleteAManufacturer(page);
    expect(name).not.toBe('');
    await page.goto(`${ui.url}/settings/manufacturers`);
    await page.getByTestId('list-row').first().waitFor();
    await searchList(page, name);
    await page.getByTestId('list-row').first().waitFor({ state: 'detached' });
    await openDemoMenu(page);
    await page.getByTestId('demo-reset').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await ui.shot(page, 'demo-reset-confirm');
    await page.getByTestId('confirm-ok').click();
    // The page loads again on the restored data: the record is back.
    await page.getByTestId('row-title').filter({ hasText: name }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
