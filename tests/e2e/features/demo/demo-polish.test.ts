import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';
import { useConsole } from '../../../support/console-browser';
import { consoleApi, untilStill } from '../../../support/console-steps';

/**
 * Issue 26, "smaller things a demo shows": the work-order list's key columns clear of the sticky row
 * actions at 1440, a date-only value without an invented midnight, a skip link, a plan's rule read as a
 * sentence, and no toast over a dialog on a phone. Signs in once per account.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const sessions = new Map<string, BrowserContextOptions['storageState']>();

beforeAll(async () => {
  for (const email of ['admin@demo.test', 'manager@demo.test']) {
    const { context, page } = await ui.newPage();
    await ui.login(page, email);
    sessions.set(email, await context.storageState());
    await context.close();
  }
});

const open = async (path: string, options: BrowserContextOptions = {}, email = 'admin@demo.test') => {
  const opened = await ui.newPage({ storageState: sessions.get(email), ...options });
  await opened.page.goto(`${ui.url}${path}`);
  return opened;
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

interface HeaderBoxes {
  scroll: Box;
  sticky: Box | null;
  headers: (Box & { text: string })[];
}

/** Each header's box, by its text, and the sticky actions header's and the scroll area's. */
const headerBoxes = (page: Page) =>
  page.evaluate<HeaderBoxes>(`(() => {
    const table = document.querySelector('table');
    const scroll = table.closest('.data-scroll') ?? table.parentElement;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const ths = [...table.querySelectorAll('thead th')];
    const sticky = ths.find((th) => th.hasAttribute('data-sticky'));
    return {
      scroll: box(scroll),
      sticky: sticky ? box(sticky) : null,
      headers: ths.filter((th) => th !== sticky).map((th) => ({ text: th.innerText.trim(), ...box(th) })),
    };
  })()`);

describe('what a demo shows first', () => {
  it('shows a work order’s Due and Assignee at 1440, clear of the sticky row actions', async () => {
    const { context, page, errors } = await open('/maintenance/workorders');
    await page.getByTestId('row-title').first().waitFor();
    const { scroll, sticky, headers } = await headerBoxes(page);
    expect(sticky).not.toBeNull();
    for (const name of ['Status', 'Priority', 'Due', 'Assignee']) {
      const header = headers.find((h) => h.text === name);
      expect(header, `a ${name} column`).toBeDefined();
      // Whole inside the visible part of the table, and not under the actions.
      expect(header!.x + header!.width, `${name} ends before the actions`).toBeLessThanOrEqual(sticky!.x + 1);
      expect(header!.x).toBeGreaterThanOrEqual(scroll.x - 1);
    }
    await ui.shot(page, 'demo-polish-work-orders-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a date-only value as its day, without 00:00:00', async () => {
    const { context, page, errors } = await open('/assets/hardware/1');
    const purchase = page.getByTestId('detail-purchase_date');
    await purchase.waitFor();
    const api = await consoleApi(page, ui.url);
    const asset = (await api.get('/hardware/1')) as { purchase_date: { date: string } | null };
    expect(asset.purchase_date).not.toBeNull();
    const text = await purchase.innerText();
    expect(text).toContain(asset.purchase_date!.date);
    expect(text).not.toContain('00:00:00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a skip link first, which takes the focus to the content', async () => {
    const { context, page, errors } = await open('/maintenance/workorders');
    await page.getByTestId('row-title').first().waitFor();
    // From the top of the page (as after a load), the first Tab.
    await page.evaluate('document.activeElement?.blur()');
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate<string>("document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id");
    expect(await focused()).toBe('skip-link');
    const link = page.getByTestId('skip-link');
    expect(await link.innerText()).toBe('Skip to content');
    // Shown while focused (hidden above the screen otherwise).
    expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('main-content');
    // The next Tab goes on from the content, not back into the menu.
    await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("Boolean(document.activeElement?.closest('main'))")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the focus to the save’s note, and back to the form when it is reset', async () => {
    const { context, page, errors } = await open('/settings/manufacturers/1/edit');
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('form-save').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('form-success').waitFor();
    const focused = () => page.evaluate<string>("document.activeElement?.getAttribute('data-testid') ?? ''");
    await expect.poll(focused).toBe('form-success');
    // Tab reaches the note's reset; Enter clears it and the keyboard is back in the form.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('form-success-reset');
    await page.keyboard.press('Enter');
    await page.getByTestId('form-success').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate<boolean>(`Boolean(document.activeElement?.closest('[data-testid="resource-form"]'))`))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a plan’s rule as a sentence, with the dates it skips', async () => {
    const { context, page, errors } = await open('/maintenance/schedulers', {}, 'manager@demo.test');
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/schedules?start=2026-07-01&end=2026-10-31&state=done_on_time&limit=1')) as {
      rows: { id: number; date: string; scheduler: { id: number } }[];
    };
    const occurrence = rows[0]!;
    // Skip that occurrence's date (its work order is done): the plan then names it.
    const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
    const skipped = await page.request.delete(`${ui.url}${API_BASE}/schedules/${occurrence.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await skipped.json()) as { status: string }).status).toBe('success');
    const plan = (await api.get(`/Scheduler/${occurrence.scheduler.id}`)) as { start_date: { date: string } };

    await page.goto(`${ui.url}/maintenance/schedulers/${occurrence.scheduler.id}`);
    const header = page.getByTestId('page-header');
    await header.getByText(/^Every /).waitFor();
    const sentence = await header.getByText(/^Every /).innerText();
    expect(sentence).toContain(`, from ${plan.start_date.date}`);
    expect(sentence).toContain(`; skips ${occurrence.date}`);
    expect(sentence).not.toContain('Everything about');
    await ui.shot(page, 'demo-polish-plan-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a toast off an open dialog on a phone, and the settings cog off the cards', async () => {
    const { context, page, errors } = await open(
      '/maintenance/schedulers',
      { viewport: { width: 390, height: 844 } },
      'manager@demo.test',
    );
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/Scheduler?limit=50')) as { rows: { id: number; paused: boolean }[] };
    const active = rows.find((row) => !row.paused)!;
    await page.goto(`${ui.url}/maintenance/schedulers/${active.id}`);
    // No settings tab on the screen's edge: the menu opens them.
    await page.getByTestId('page-header').waitFor();
    expect(await page.getByTestId('layout-settings-open').count()).toBe(0);

    // The generate call fails: its error toast shows while the dialog stays open.
    const refusal = 'This plan is paused: resume it before generating its work orders.';
    await page.route(/\/Scheduler\/\d+\/generate/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', messages: refusal, payload: null }),
      }),
    );
    await page.getByTestId('action-generate').click();
    const dialog = page.getByTestId('action-dialog-generate');
    await dialog.waitFor();
    await page.getByTestId('action-submit').click();
    const toast = page.getByTestId('toast-error').filter({ hasText: refusal }).first();
    await untilStill(toast); // its entry animation over
    await ui.shot(page, 'demo-polish-dialog-toast-390');
    expect(await dialog.isVisible()).toBe(true);
    const toastBox = (await toast.boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    expect(overlaps(toastBox, dialogBox), `toast at y ${toastBox.y}, dialog to ${dialogBox.y + dialogBox.height}`).toBe(
      false,
    );
    // The dialog's buttons are still there to press.
    await page.getByTestId('action-cancel').click({ timeout: 2_000 });
    await dialog.waitFor({ state: 'detached' });

    // The menu has the layout settings.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-layout-settings').click();
    await page.getByTestId('layout-settings').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
