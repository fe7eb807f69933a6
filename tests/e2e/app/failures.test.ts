import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * What a user sees when a call fails: every data view (a record's detail, its edit form, the
 * dashboard, a reference picker) says what failed with the server's message and loads again on
 * Retry; a form saved at last takes down its earlier error toasts; toasts leave the navbar free.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, login, shot } = ui;

/** Every read of the given API path answers 500 until the returned function releases it. */
async function failCalls(page: Page, path: RegExp): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
  await page.route(path, handler);
  return () => page.unroute(path, handler);
}

describe('failed calls', () => {
  it('shows a failed asset detail and edit form with the message, and Retry loads them', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    const screens: [string, string][] = [
      ['/assets/hardware/1', 'detail-created-at'],
      ['/assets/hardware/1/edit', 'resource-form'],
    ];
    for (const [screen, loaded] of screens) {
      const release = await failCalls(page, /\/api\/v1\/hardware\/1(\?.*)?$/);
      await page.goto(`${ui.url}${screen}`);
      await page.getByTestId('record-failed').waitFor();
      expect(await page.getByTestId('record-failed-message').first().textContent()).toMatch(/status code 500/);
      expect(await page.getByTestId('not-found').count()).toBe(0);
      await shot(page, `failed-${screen.endsWith('edit') ? 'form' : 'detail'}`);
      await release();
      await page.getByTestId('record-failed-retry').click();
      await page.getByTestId(loaded).first().waitFor();
      expect(await page.getByTestId('record-failed').count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a failed dashboard, and Retry brings its tiles', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await login(page, 'manager@demo.test');
    const release = await failCalls(page, /\/api\/v1\/dashboard(\?.*)?$/);
    await page.goto(`${ui.url}/`);
    await page.getByTestId('dashboard-failed').waitFor();
    expect(await page.getByTestId('dashboard-failed-message').textContent()).toMatch(/status code 500/);
    await shot(page, 'failed-dashboard-390');
    await release();
    await page.getByTestId('dashboard-failed-retry').click();
    await page.getByTestId('dashboard').waitFor();
    await context.close();
  });

  it('says in a reference picker that its choices failed, and Retry lists them', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin@demo.test');
    const release = await failCalls(page, /\/api\/v1\/manufacturers\/selectlist/);
    await page.goto(`${ui.url}/assets/models/new`);
    await page.getByTestId('resource-form').waitFor();
    await page.locator('#field-manufacturer_id').click();
    await page.getByTestId('picker-failed').waitFor();
    await shot(page, 'failed-picker');
    await release();
    await page.getByTestId('picker-failed-retry').click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByTestId('picker-failed').count()).toBe(0);
    await context.close();
  });

  // The custom screens: each read that fails shows its failed state with the server's message, never
  // an empty board, day or tab, and Retry (once the route answers again) brings the data.
  const customScreens: {
    name: string;
    screen: string;
    api: RegExp;
    failed: string;
    loaded: string;
    phone?: boolean;
  }[] = [
    {
      name: 'a work order’s checklists tab',
      screen: '/maintenance/workorders/1?tab=checklists',
      api: /\/maintenance\/workorders\/1\/checklists(\?.*)?$/,
      failed: 'tab-failed',
      loaded: 'work-order-checklists',
    },
    {
      name: 'a kanban column',
      screen: '/maintenance/kanban',
      api: /\/api\/v1\/maintenance\/workorders\/index\?(.*&)?state=open(&|$)/,
      failed: 'kanban-failed',
      loaded: 'kanban-column-open',
    },
    {
      name: 'the work-order calendar',
      screen: '/maintenance/calendar',
      api: /\/api\/v1\/maintenance\/workorders\/index\?(.*&)?status=due(&|$)/,
      failed: 'calendar-failed',
      loaded: 'calendar-day',
    },
    {
      name: 'the preventive schedules calendar, on a phone',
      screen: '/maintenance/schedules',
      api: /\/api\/v1\/schedules\?/,
      failed: 'schedules-failed',
      loaded: 'schedule-day',
      phone: true,
    },
    {
      name: 'a customer’s SLA tile',
      screen: '/service/customers/1',
      api: /\/api\/v1\/customers\/1\/sla-compliance/,
      failed: 'summary-sla-failed',
      loaded: 'summary-sla',
    },
  ];

  for (const { name, screen, api, failed, loaded, phone } of customScreens) {
    it(`shows ${name} failed with the message, and Retry loads it`, async () => {
      const { context, page, errors } = await newPage(phone ? { viewport: { width: 390, height: 844 } } : {});
      await login(page, 'admin@demo.test');
      const release = await failCalls(page, api);
      await page.goto(`${ui.url}${screen}`);
      await page.getByTestId(failed).first().waitFor();
      expect(await page.getByTestId(`${failed}-message`).first().textContent()).toMatch(/status code 500/);
      await shot(page, `failed-${failed}${phone ? '-390' : ''}`);
      await release();
      await page.getByTestId(`${failed}-retry`).first().click();
      await page.getByTestId(loaded).first().waitFor();
      await expect.poll(() => page.getByTestId(failed).count()).toBe(0);
      if (failed === 'summary-sla-failed') {
        // Only the SLA tile failed: the row's counts stayed on screen beside it.
        expect(await page.getByTestId('summary-sites').count()).toBe(1);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('takes down a form’s error toasts when it saves, shows the error then nothing in its header, and keeps toasts off the navbar', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/settings/manufacturers/new`);
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('form-save').click();
    await page.getByTestId('toast-error').first().waitFor();
    // The header says what failed (the chip read "Failed" before; "Idle" before any save).
    await page.locator('[data-testid="draft-state"][data-state="failed"]').waitFor();
    expect(await page.getByTestId('draft-state').textContent()).toMatch(/required/i);
    const navbar = await page.locator('header').first().boundingBox();
    const toast = await page.getByTestId('toast-error').first().boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
    await shot(page, 'failed-save-toasts');

    await page.locator('#field-name').fill(`Failure test maker ${Date.now()}`);
    await page.getByTestId('form-save').click();
    await page.getByTestId('toast-success').first().waitFor();
    await expect.poll(() => page.getByTestId('toast-error').count()).toBe(0);
    // Created: the new record's edit form, whose header shows no request state at all.
    await page.locator('[data-testid="resource-form"]:not([data-record-id="new"])').waitFor();
    expect((await page.getByTestId('draft-state').textContent())?.trim()).toBe('');
    await context.close();
  });
});
