import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { consoleApi } from '../../support/console-steps';
import { TINY_PNG } from '../../support/multipart';

/**
 * Issue 26 at 390×844: a technician lands on My work and sees an overdue job; Start shows its checklist
 * gate before the tap and leads to the checklists; a requester lands on My requests, reports a problem
 * with a photo and reads that the request was sent; the work-order list opens on work to do sorted by
 * due date, the sort shown. Signs in once per role. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { width: 390, height: 844 };
const signedIn: Record<string, BrowserContextOptions['storageState']> = {};

beforeAll(async () => {
  for (const email of ['tech@demo.test', 'requester@demo.test', 'manager@demo.test']) {
    const { context, page } = await ui.newPage({ viewport: PHONE });
    await ui.login(page, email);
    signedIn[email] = await context.storageState();
    await context.close();
  }
});

const open = async (email: string, path: string, options: BrowserContextOptions = {}) => {
  const opened = await ui.newPage({ viewport: PHONE, storageState: signedIn[email], ...options });
  await opened.page.goto(`${ui.url}${path}`);
  return opened;
};

type Row = { id: number; state: string; overdue: boolean };
type Checklist = { stage: string; completed_at: unknown };

describe('each role at 390×844', () => {
  it('a technician lands on My work, sees an overdue job, and a menu of work entries', async () => {
    const { context, page, errors } = await open('tech@demo.test', '/');
    const overdue = page.getByTestId('my-work-overdue');
    await overdue.waitFor();
    expect(await page.getByTestId('page-header').textContent()).toContain('My work');
    const card = overdue.getByTestId('my-work-card').first();
    expect(await card.getAttribute('data-overdue')).toBe('true');
    expect(await card.getByTestId('my-work-action').textContent()).toMatch(/Start|Continue checklist|Complete/);
    // Nothing sideways on a phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await ui.shot(page, 'role-homes-tech-390');
    // The menu: My work and the work entries, not the settings the role may only read.
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    const text = (await menu.textContent()) ?? '';
    expect(text).toContain('My work');
    expect(text).toContain('Work orders');
    expect(text).not.toContain('Manufacturers');
    expect(text).not.toContain('Depreciations');
    await context.close();
    // Settings stay reachable by address for who may read them.
    const direct = await open('tech@demo.test', '/settings/manufacturers');
    await direct.page.getByTestId('list-row').first().waitFor();
    await direct.context.close();
    expect(errors).toEqual([]);
  });

  it('Start shows the pre-work checklist gate before the tap and leads to the checklist', async () => {
    const { context, page, errors } = await open('tech@demo.test', '/');
    await page.getByTestId('my-work').waitFor();
    const tech = await consoleApi(page, ui.url);
    const mine = (await tech.get('/maintenance/workorders/index?assigned_to_me=1&state=assigned&limit=100')) as {
      rows: Row[];
    };
    // One of my assigned jobs with a pre-work checklist still open; else the manager attaches one.
    let target: number | undefined;
    for (const row of mine.rows) {
      const list = (await tech.get(`/maintenance/workorders/${row.id}/checklists`)) as { rows: Checklist[] };
      if (list.rows.some((c) => c.stage === 'pre' && !c.completed_at)) {
        target = row.id;
        break;
      }
    }
    if (target === undefined) {
      target = mine.rows[0]!.id;
      const manager = await open('manager@demo.test', '/');
      const api = await consoleApi(manager.page, ui.url);
      const templates = (await api.get('/checklists?limit=1')) as { rows: { id: number }[] };
      const added = (await api.post('/maintenance/workorders/checklists', {
        work_order_id: target,
        pre: [templates.rows[0]!.id],
      })) as { status: string };
      expect(added.status).toBe('success');
      await manager.context.close();
    }
    await page.goto(`${ui.url}/maintenance/workorders/${target}`);
    const gate = page.getByTestId('gate-start');
    await gate.waitFor();
    expect(await gate.textContent()).toContain('Complete the pre-work checklist first');
    expect(await page.getByTestId('move-start').count()).toBe(0);
    await gate.click();
    await page.waitForURL(/tab=checklists/);
    await page.getByTestId('stage-pre').waitFor();
    expect(await page.getByTestId('stage-pre').isVisible()).toBe(true);
    // No toast told the technician anything: the gate did.
    expect(await page.getByTestId('toast-error').count()).toBe(0);
    await ui.shot(page, 'role-homes-gate-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a requester lands on My requests, reports a problem with a photo, and reads that it was sent', async () => {
    const { context, page, errors } = await open('requester@demo.test', '/');
    await page.getByTestId('report-problem').waitFor();
    expect(await page.getByTestId('page-header').textContent()).toContain('My requests');
    expect(await page.getByText('Your role does not include any lists yet').count()).toBe(0);
    await page.getByTestId('report-problem').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    // The triager's fields are not on the form.
    expect(await dialog.locator('#approve-priority, #approve-due, [id*="priority"], [id*="due"]').count()).toBe(0);
    const title = `Leaking tap in the pantry ${Date.now()}`;
    await page.locator('#report-title').fill(title);
    const site = page.locator('#report-site');
    await expect.poll(() => site.locator('option').count()).toBeGreaterThan(1);
    await site.selectOption({ index: 1 });
    await page.locator('#report-urgency').selectOption('high');
    await page.getByTestId('report-photo').setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: TINY_PNG });
    await ui.shot(page, 'role-homes-report-390');
    await page.getByTestId('report-submit').click();
    const sent = page.getByTestId('report-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toContain('Your request was sent.');
    expect(await page.getByText('Work order created').count()).toBe(0);
    await ui.shot(page, 'role-homes-sent-390');
    await page.getByTestId('report-done').click();
    const listed = page.getByTestId('my-request').filter({ hasText: title });
    await listed.waitFor();
    // Sent with its site and its photo, awaiting triage.
    const id = Number(await listed.getAttribute('data-id'));
    const api = await consoleApi(page, ui.url);
    const row = (await api.get(`/maintenance/workorders/${id}`)) as {
      state: string;
      locations: unknown[];
      attachments_count: number;
    };
    expect(row.state).toBe('requested');
    expect(row.locations.length).toBe(1);
    expect(row.attachments_count).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the work-order list opens on work to do sorted by due date, the sort shown', async () => {
    const { context, page, errors } = await open('manager@demo.test', '/maintenance/workorders', {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByTestId('list-row').first().waitFor();
    expect(await page.locator('#filter-status').inputValue()).toBe('todo');
    const sorted = page.locator('[aria-sort="ascending"]');
    expect(await sorted.count()).toBe(1);
    expect(await sorted.textContent()).toContain('Due');
    await context.close();
    // On a phone the sort picker says it.
    const phone = await open('manager@demo.test', '/maintenance/workorders');
    await phone.page.getByTestId('list-row').first().waitFor();
    expect(await phone.page.getByTestId('sort-picker').inputValue()).toBe('due_at');
    await phone.context.close();
    expect(errors).toEqual([]);
  });
});
