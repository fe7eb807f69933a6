import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { waitForToast, pick } from '../../support/console-steps';
import { noisePng } from '../../support/png';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import { DEMO_PEOPLE } from '@cmms/seeds/data/workforce-data';

/** What the test reads of an element's box (the DOM's types are not in the tests' lib). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
}
/**
 * Work orders in the console (issue 12's browser test): a requester raises a request; the manager
 * approves it to the technician and plans its checklists; the technician completes the pre checklist,
 * starts, uploads a photo watching its progress, records a reading, completes the post checklist and
 * the work order; the manager closes it and reads its revisions. A refused kanban move snaps back.
 * Then the list and the detail at 390×844. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

// The demo technician as the seed names them.
const techPerson = DEMO_PEOPLE[DEMO_ACCOUNTS.findIndex((a) => a.role === 'technician')]!;
const TECH_NAME = `${techPerson.first} ${techPerson.last}`;

const TITLE = `E2E chiller 9 trips on high pressure ${Date.now()}`;
// About 1.2 MB that does not compress: the upload lasts long enough to report progress.
const PHOTO = noisePng(640, 640);

const header = (page: Page) => page.getByTestId('work-order-header');
const waitForState = (page: Page, state: string) =>
  header(page).locator(`[data-testid="status-chip"][data-state="${state}"]`).waitFor();

/** Makes a move from the header: its button, the status change dialog, the server's answer. */
async function move(page: Page, name: string, fill?: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByTestId(`move-${name}`).click();
  const dialog = page.getByTestId(`work-log-dialog-${name}`);
  await dialog.waitFor();
  await fill?.(dialog);
  await dialog.getByTestId('dialog-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

/** Answers every item of one checklist with the option given, waiting for each answer to be saved. */
async function answerAll(card: Locator, option: string): Promise<void> {
  const items = card.getByTestId('checklist-item');
  await items.first().waitFor();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await items.nth(i).getByTestId(`option-${option}`).click();
    // Answered in order: the i-th answered item is this one.
    await card.locator('[data-testid="checklist-item"][data-answered]').nth(i).waitFor();
  }
  // Each tap saved quietly: "Saved" shows in place, and no "Saved." toast per tap stacks over the header.
  await items
    .nth(count - 1)
    .getByTestId('item-saved')
    .waitFor();
  expect(await card.page().getByTestId('toast-success').filter({ hasText: 'Saved.' }).count()).toBe(0);
}

async function attach(page: Page, template: string, stage: 'pre' | 'post'): Promise<void> {
  await page.locator('#attach-stage').selectOption(stage);
  await pick(page, '#attach-template', template, template);
  await page.getByTestId('attach-checklist-submit').click();
  await page
    .locator(`[data-testid="work-order-checklist"][data-stage="${stage}"]`)
    .filter({ hasText: template })
    .waitFor();
}

/** Records every `data-progress` value the upload's bar shows, in order, into `window.progressSeen`. */
const recordProgress = (page: Page) =>
  page.evaluate(`(() => {
    const seen = (window.progressSeen = []);
    const read = () => {
      const value = document.querySelector('[data-testid="media-progress"]')?.getAttribute('data-progress');
      if (value != null && Number(value) !== seen[seen.length - 1]) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true });
  })()`);

describe('work orders in the console', () => {
  it('takes a request to closed: raise, approve, checklists, photo, reading, complete, close, revisions', async () => {
    // The requester raises a request and sees it awaiting triage.
    const requester = await newPage();
    await login(requester.page, 'requester@demo.test');
    await requester.page.getByTestId('menu-requests').click();
    await requester.page.getByTestId('request-raise').click();
    // A requester raises it with the Report a problem form; its confirmation speaks of a request (issue 26).
    await requester.page.locator('#report-title').fill(TITLE);
    await requester.page.locator('#report-description').fill('Plant room B: chiller 9 tripped twice this morning.');
    await requester.page.getByTestId('report-submit').click();
    await requester.page.getByTestId('report-sent').filter({ hasText: 'Your request was sent.' }).waitFor();
    await requester.page.getByTestId('report-done').click();
    const row = requester.page.getByTestId('requests-table-row').filter({ hasText: TITLE });
    await row.waitFor();
    const workOrderId = Number(await row.getAttribute('data-row-id'));
    expect(workOrderId).toBeGreaterThan(0);
    await shot(requester.page, 'wo-request-raised');
    expect(requester.errors).toEqual([]);
    await requester.context.close();

    // The manager approves it to the technician and plans a pre and a post checklist.
    const manager = await newPage();
    await login(manager.page, 'manager@demo.test');
    await manager.page.getByTestId('menu-requests').click();
    await manager.page.getByTestId('requests-search').fill(TITLE);
    await manager.page.getByTestId(`approve-${workOrderId}`).click();
    await manager.page.getByTestId('approve-dialog').waitFor();
    await pick(manager.page, '#approve-assignee', 'tech', /\(tech\)/);
    await shot(manager.page, 'wo-approve-dialog');
    await manager.page.getByTestId('dialog-submit').click();
    await manager.page.getByTestId('approve-dialog').waitFor({ state: 'detached' });
    await manager.page.getByTestId(`approve-${workOrderId}`).waitFor({ state: 'detached' });
    await manager.page.goto(`${ui.url}/maintenance/workorders/${workOrderId}?tab=checklists`);
    await waitForState(manager.page, 'assigned');
    await header(manager.page).getByTestId('header-assignee').filter({ hasText: TECH_NAME }).waitFor();
    await attach(manager.page, 'LOTO isolation', 'pre');
    await attach(manager.page, 'HVAC filter and coil service', 'post');
    await shot(manager.page, 'wo-checklists-planned');

    // The technician: pre checklist, start, photo, post checklist with a reading, complete.
    const tech = await newPage();
    await login(tech.page, 'tech@demo.test');
    await tech.page.goto(`${ui.url}/maintenance/workorders/${workOrderId}?tab=checklists`);
    const pre = tech.page.locator('[data-testid="work-order-checklist"][data-stage="pre"]');
    const post = tech.page.locator('[data-testid="work-order-checklist"][data-stage="post"]');
    // Post-work checklists wait for the work to start.
    await post.getByTestId('checklist-not-now').waitFor();
    await answerAll(pre, 'accept');
    await tech.page.locator('[data-testid="work-order-checklist"][data-stage="pre"][data-complete="true"]').waitFor();
    await move(tech.page, 'start');
    await waitForState(tech.page, 'in_progress');

    await tech.page.getByTestId('tab-attachments').click();
    await recordProgress(tech.page);
    // Slow the upload down so the progress has steps to show.
    const cdp = await tech.context.newCDPSession(tech.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await tech.page
      .getByTestId('media-input')
      .setInputFiles({ name: 'chiller-9-trip.png', mimeType: 'image/png', buffer: PHOTO });
    await tech.page.getByTestId('media-upload').click();
    await tech.page.locator('[data-testid="media-progress"][data-progress="100"]').waitFor();
    await tech.page.getByTestId('attachment').filter({ hasText: 'chiller-9-trip.png' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await tech.page.evaluate<number[]>('window.progressSeen');
    // Whole percents, never going back, ending at 100, with steps in between.
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    await tech.page.getByTestId('attachment').getByTestId('media-thumbnail').first().waitFor();
    await shot(tech.page, 'wo-photo-uploaded');

    await tech.page.getByTestId('tab-checklists').click();
    await answerAll(post, 'pass');
    await post.getByTestId('reading-value').fill('12.5');
    await post.getByTestId('reading-save').click();
    await post.locator('[data-testid="reading-result"][data-in-range="true"]').waitFor();
    await shot(tech.page, 'wo-post-answered');
    await tech.page.locator('[data-testid="work-order-checklist"][data-stage="post"][data-complete="true"]').waitFor();
    await shot(tech.page, 'wo-checklists-done');
    await move(tech.page, 'complete', (dialog) => dialog.locator('#worklog-minutes').fill('95'));
    await waitForState(tech.page, 'completed');
    // Closing is a supervisor's move: the technician is not offered it.
    expect(await tech.page.getByTestId('move-close').count()).toBe(0);
    expect(tech.errors).toEqual([]);
    await tech.context.close();

    // The manager verifies and closes it, then reads its revisions.
    await manager.page.goto(`${ui.url}/maintenance/workorders/${workOrderId}`);
    await move(manager.page, 'close');
    await waitForState(manager.page, 'closed');
    await manager.page.getByTestId('tab-revisions').click();
    await manager.page.getByTestId('revisions-filter-status').click();
    const revisions = manager.page.getByTestId('revisions-row');
    await revisions.filter({ hasText: 'Closed' }).first().waitFor();
    // The unfiltered list already holds a Closed row: wait for the filtered answer, not just any row.
    await expect
      .poll(async () => new Set(await manager.page.getByTestId('revision-type').allTextContents()))
      .toEqual(new Set(['Status']));
    const text = (await manager.page.getByTestId('revisions').textContent()) ?? '';
    for (const state of ['Requested', 'Assigned', 'In progress', 'Completed', 'Closed']) expect(text).toContain(state);
    await shot(manager.page, 'wo-revisions');
    await manager.page.getByTestId('revisions-filter-checklist').click();
    await revisions.filter({ hasText: 'Supply air temperature' }).first().waitFor();
    await manager.page.getByTestId('tab-worklog').click();
    await manager.page.getByTestId('time-spent').filter({ hasText: '95' }).waitFor();
    expect(manager.errors).toEqual([]);
    await manager.context.close();
  });

  it('snaps a refused kanban move back with the server’s message', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.getByTestId('menu-kanban').click();
    const open = page.getByTestId('kanban-column-open');
    const card = open.getByTestId('kanban-card').first();
    await card.waitFor();
    const id = await card.getAttribute('data-id');
    const completed = page.getByTestId('kanban-column-completed');
    await completed.getByTestId('kanban-card').first().waitFor();
    // The drag as the browser fires it (a mouse drag across a board wider than the screen would scroll
    // it under the pointer first).
    const transfer = await page.evaluateHandle('new DataTransfer()');
    await card.dispatchEvent('dragstart', { dataTransfer: transfer });
    await completed.dispatchEvent('dragover', { dataTransfer: transfer });
    await completed.dispatchEvent('drop', { dataTransfer: transfer });
    await card.dispatchEvent('dragend', { dataTransfer: transfer });
    await waitForToast(page, 'error', /cannot move from Open to Completed/);
    await open.locator(`[data-testid="kanban-card"][data-id="${id}"]`).waitFor();
    expect(await completed.locator(`[data-testid="kanban-card"][data-id="${id}"]`).count()).toBe(0);
    await shot(page, 'wo-kanban-snap-back');

    // A move from the card's menu (phones, keyboards): a hold asks for its reason first, then lands.
    const assigned = page.getByTestId('kanban-column-assigned').getByTestId('kanban-card').first();
    const moving = await assigned.getAttribute('data-id');
    await page.getByTestId(`kanban-move-${moving}`).click();
    await page.getByTestId('kanban-menu-hold').click();
    const dialog = page.getByTestId('work-log-dialog-hold');
    await dialog.locator('#worklog-reason').selectOption('parts');
    await dialog.getByTestId('dialog-submit').click();
    await page
      .getByTestId('kanban-column-on_hold')
      .locator(`[data-testid="kanban-card"][data-id="${moving}"]`)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works at 390×844: the list folds its filters and reads as cards, the detail’s tabs scroll', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ui.url}/maintenance/workorders?overdue=1`);
    // Rows show their status and priority as chips; overdue ones are marked.
    const firstRow = page.getByTestId('list-row').first();
    await firstRow.getByTestId('status-chip').waitFor();
    await firstRow.getByTestId('priority-chip').waitFor();
    expect(await firstRow.getAttribute('data-tone')).toBe('red');
    await page.goto(`${ui.url}/maintenance/workorders`);
    await page.getByTestId('list-row').first().waitFor();
    // The filters wait behind one button; the page never scrolls sideways.
    expect(await page.getByTestId('filter-status').isVisible()).toBe(false);
    await page.getByTestId('filters-toggle').click();
    await page.locator('#filter-status').selectOption('due');
    await page.waitForURL(/status=due/);
    const width = () => page.evaluate<number>('document.documentElement.scrollWidth');
    expect(await width()).toBeLessThanOrEqual(390);
    // Each row is a card showing its whole title; the headers' sorting moves to one picker.
    expect(await page.getByTestId('list-table').getAttribute('data-layout')).toBe('cards');
    const title = page.getByTestId('list-row').first().getByTestId('card-title');
    expect(await title.evaluate((el) => (el as unknown as Box).scrollWidth <= (el as unknown as Box).clientWidth)).toBe(
      true,
    );
    await page.getByTestId('sort-picker').selectOption('title');
    await page.waitForURL(/sort=title/);
    await shot(page, 'wo-list-390');

    // A tap on the row opens the work order; the menu is a drawer.
    await page.getByTestId('list-row').first().getByTestId('card-title').click();
    await header(page).waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByTestId('tab-revisions').scrollIntoViewIfNeeded();
    await page.getByTestId('tab-revisions').click();
    await page.getByTestId('work-order-revisions').waitFor();
    await shot(page, 'wo-detail-390');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-drawer').getByTestId('menu-kanban').click();
    await page.getByTestId('kanban-board').waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    // Seven columns on a phone: the board says it has more, and the button moves it on.
    await page.getByTestId('kanban-more-columns').click();
    await expect
      .poll(() => page.evaluate(`Math.abs(document.querySelector('[data-testid="kanban-board"]').scrollLeft)`))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
