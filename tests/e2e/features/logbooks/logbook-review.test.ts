import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';
import { consoleApi, waitForToast } from '../../../support/console-steps';

/**
 * Issue 28's review on a phone (390×844): the technician's out-of-range chiller reading (arranged through
 * the API) reaches the supervisor — the bell counts it, the approval inbox opens it with its flagged value
 * and the e-signature statement, the approval with a comment clears it from the inbox — and the logger's
 * history chart marks the flagged reading and links the work order it raised. Needs `npm run build -w web`.
 */
const ui = useConsole();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const CHILLER = 'Chiller plant log – Seef Mall';
let manager: BrowserContextOptions['storageState'];
let loggerId: number;
let entry: Json;

beforeAll(async () => {
  // Arrange: the chiller's supply temperature raises a work order when out of its band (a new version).
  const admin = await ui.newPage();
  await ui.login(admin.page, 'admin@demo.test');
  const api = await consoleApi(admin.page, ui.url);
  const loggers = (await api.get('/e-loggers?limit=100')) as { rows: Json[] };
  const logger = loggers.rows.find((l) => l.name === CHILLER)!;
  loggerId = logger.id as number;
  const form = (await api.get(`/forms/${logger.form.id}`)) as Json;
  const schema = form.schema as Json;
  schema.properties.supply_temp['x-onOutOfRange'] = { notify: true, createWorkOrder: 'auto' };
  expect(((await api.patch(`/forms/${form.id}`, { schema })) as Json).status).toBe('success');
  expect(((await api.post(`/forms/${form.id}/publish`, {})) as Json).status).toBe('success');
  await admin.context.close();

  // The supervisor has read everything so far: what the bell counts next is the technician's entry.
  const signIn = await ui.newPage();
  await ui.login(signIn.page, 'manager@demo.test');
  manager = await signIn.context.storageState();
  expect(((await (await consoleApi(signIn.page, ui.url)).post('/notifications/read-all', {})) as Json).status).toBe(
    'success',
  );
  await signIn.context.close();

  const tech = await ui.newPage();
  await ui.login(tech.page, 'tech@demo.test');
  const techApi = await consoleApi(tech.page, ui.url);
  const submitted = (await techApi.post('/forms/submit', {
    logger_id: loggerId,
    client_uuid: 'e2e-review-hot-chiller',
    data: { supply_temp: 11.4, return_temp: 12.6 },
  })) as Json;
  expect(submitted.status).toBe('success');
  entry = submitted.payload as Json;
  expect(entry.flagged).toBe(true);
  expect(entry.work_orders).toHaveLength(1);
  await tech.context.close();
});

describe('logbook review on a phone', () => {
  it('the supervisor sees the bell, approves from the inbox, and the chart links the work order raised', async () => {
    const { page, context, errors } = await ui.newPage({ storageState: manager, ...PHONE });
    await page.goto(`${ui.url}/`);
    const api = await consoleApi(page, ui.url);
    const unread = ((await api.get('/notifications?limit=1')) as Json).unread as number;
    // The approval waiting (and the out-of-range reading, when the logger notifies the supervisor of it).
    expect(unread).toBeGreaterThanOrEqual(1);
    expect(unread).toBeLessThanOrEqual(2);
    // The bell names its count; the badge shows it.
    const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` });
    await bell.waitFor();
    await expect.poll(() => page.getByTestId('notification-bell-count').textContent()).toBe(String(unread));
    await bell.click();
    const popover = page.getByTestId('notification-popover');
    await popover.getByText(`Approval waiting`).first().waitFor();
    await ui.shot(page, 'logbook-review-bell-390');

    // The inbox opens the entry: its flagged reading, the work order, the signature statement.
    await page.goto(`${ui.url}/logbooks/inbox`);
    await page.locator(`[data-testid="inbox-row"][data-id="${entry.id}"]`).click();
    const opened = page.getByTestId('inbox-opened');
    await opened.getByTestId('flagged-value').first().waitFor();
    expect(await opened.getByTestId('flagged-value').first().textContent()).toContain('11.4');
    expect(await opened.getByTestId('signature-statement').textContent()).toContain(`entry #${entry.id}`);
    await page.getByTestId('decision-comment').fill('Chiller checked on site; condenser fan restarted.');
    await ui.shot(page, 'logbook-review-inbox-390');
    await page.getByTestId('decision-approve').click();
    await waitForToast(page, 'success', /approved/i);
    await expect.poll(() => page.locator(`[data-testid="inbox-row"][data-id="${entry.id}"]`).count()).toBe(0);
    const signed = (await api.get(`/forms/submit/${entry.id}`)) as Json;
    expect(signed.status).toBe('approved');
    expect(signed.approvals[0].comment).toBe('Chiller checked on site; condenser fan restarted.');

    // The history chart marks the flagged reading and links its work order.
    await page.goto(`${ui.url}/logbooks/${loggerId}/history`);
    const flag = page.locator(`[data-testid="history-chart-flag"][data-key="${entry.id}"]`);
    await flag.waitFor();
    expect(await flag.getAttribute('data-value')).toBe('11.4');
    const wo = entry.work_orders[0] as Json;
    const link = page.getByTestId('history-work-order-link').filter({ hasText: wo.number as string });
    await link.first().scrollIntoViewIfNeeded();
    await ui.shot(page, 'logbook-review-history-390');
    await link.first().click();
    await page.waitForURL(new RegExp(`/maintenance/workorders/${wo.id}`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
