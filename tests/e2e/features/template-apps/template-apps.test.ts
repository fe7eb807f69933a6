import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';

/**
 * Issue 29's console apps, todo, email and calendar, on the template endpoints: add a todo and complete it
 * (its filter stays in the address across a reload); label an email and walk to the next and previous
 * one; untick a calendar category and its events go. One browser, signed in once; a phone in Arabic.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  const { context, page } = await ui.newPage();
  await ui.login(page, 'admin@demo.test');
  signedIn = await context.storageState();
  await context.close();
});

const open = async (path: string, options: BrowserContextOptions = {}) => {
  const opened = await ui.newPage({ storageState: signedIn, viewport: { width: 1440, height: 900 }, ...options });
  await opened.page.goto(`${ui.url}${path}`);
  return opened;
};

/** A template call as the signed-in page makes it (the paths are at the server root). */
async function templateGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
  const res = await page.request.get(`${ui.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** An attribute of every element with the test id, in order. */
async function attributes(page: Page, testId: string, name: string): Promise<(string | null)[]> {
  const all = page.getByTestId(testId);
  const values: (string | null)[] = [];
  for (let i = 0; i < (await all.count()); i++) values.push(await all.nth(i).getAttribute(name));
  return values;
}

describe('template apps', () => {
  it('adds a todo, completes it, and keeps the completed filter across a reload', async () => {
    const { context, page, errors } = await open('/template/todo');
    const title = `Renew the chiller service log ${Date.now().toString(36)}`;
    await page.getByTestId('todo-add').click();
    await page.getByTestId('todo-field-title').fill(title);
    await page.getByTestId('todo-field-tag-high').click();
    await page.locator('[data-testid="todo-field-tag-high"][data-state="checked"]').waitFor();
    await page.getByTestId('todo-save').click();
    await page.getByTestId('todo-panel').waitFor({ state: 'detached' });
    const row = page.getByTestId('todo-row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getAttribute('data-completed')).toBe('false');
    const id = Number(await row.getAttribute('data-id'));

    await page.getByTestId(`todo-complete-${id}`).click();
    await page.locator(`[data-testid="todo-row"][data-id="${id}"][data-completed="true"]`).waitFor();
    const stored = await templateGet<{ id: number; isCompleted: boolean; tags: string[] }[]>(
      page,
      '/apps/todo/tasks?filter=completed',
    );
    expect(stored.find((t) => t.id === id)).toMatchObject({ isCompleted: true, tags: ['high'] });

    await page.getByTestId('todo-filter-completed').click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'completed');
    await ui.shot(page, 'template-todo-1440');
    await page.reload();
    await page.locator(`[data-testid="todo-row"][data-id="${id}"]`).waitFor();
    expect(await page.getByTestId('todo-filter-completed').getAttribute('aria-current')).toBe('page');
    // Only completed tasks are listed under that filter.
    const flags = await attributes(page, 'todo-row', 'data-completed');
    expect(new Set(flags)).toEqual(new Set(['true']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('labels an email and walks to the next and previous one', async () => {
    const { context, page, errors } = await open('/template/email/inbox');
    await page.getByTestId('email-row').first().waitFor();
    const listed = (await attributes(page, 'email-row', 'data-id')).map(Number);
    expect(listed.length).toBeGreaterThan(2);
    const [first, second] = listed as [number, number];
    const before = await templateGet<{ labels: string[] }>(page, `/apps/email/get-email?id=${first}`);
    const label = ['company', 'personal', 'important', 'private'].find((l) => !before.labels.includes(l))!;

    await page.getByTestId(`email-open-${first}`).click();
    await page.locator(`[data-testid="email-view"][data-id="${first}"]`).waitFor();
    expect(await page.getByTestId('email-view-previous').isDisabled()).toBe(true);
    await page.getByTestId('email-label').click();
    await page.getByTestId(`email-label-toggle-${label}`).click();
    await expect
      .poll(() => page.getByTestId('email-view-label').count(), { timeout: 10_000 })
      .toBe(before.labels.length + 1);
    const after = await templateGet<{ labels: string[]; isRead: boolean }>(page, `/apps/email/get-email?id=${first}`);
    expect(after.labels).toContain(label);
    // Opening it read it.
    expect(after.isRead).toBe(true);
    await ui.shot(page, 'template-email-view-1440');

    await page.getByTestId('email-view-next').click();
    await page.locator(`[data-testid="email-view"][data-id="${second}"]`).waitFor();
    expect(await page.getByTestId('email-view-previous').isDisabled()).toBe(false);
    await page.getByTestId('email-view-previous').click();
    await page.locator(`[data-testid="email-view"][data-id="${first}"]`).waitFor();

    // The label's own list holds the mail.
    await page.getByTestId('email-back').click();
    await page.getByTestId(`email-label-${label}`).click();
    await page.waitForURL((url) => url.searchParams.get('label') === label);
    await page.locator(`[data-testid="email-row"][data-id="${first}"]`).waitFor();
    await ui.shot(page, 'template-email-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides a calendar category’s events when it is unticked, and shows them again', async () => {
    const { context, page, errors } = await open('/template/calendar');
    const event = page.getByTestId('calendar-event').first();
    await event.waitFor();
    const category = (await event.getAttribute('data-calendar'))!;
    const count = (c: string) => page.locator(`[data-testid="calendar-event"][data-calendar="${c}"]`).count();
    const others = await page.locator(`[data-testid="calendar-event"]:not([data-calendar="${category}"])`).count();
    expect(await count(category)).toBeGreaterThan(0);
    await ui.shot(page, 'template-calendar-1440');

    await page.getByTestId(`calendar-filter-${category}`).click();
    await expect.poll(() => count(category), { timeout: 10_000 }).toBe(0);
    expect(await page.locator(`[data-testid="calendar-event"]:not([data-calendar="${category}"])`).count()).toBe(
      others,
    );
    await page.getByTestId(`calendar-filter-${category}`).click();
    await page.locator(`[data-testid="calendar-event"][data-calendar="${category}"]`).first().waitFor();
    // "View all" clears every category, and ticks them all again.
    await page.getByTestId('calendar-view-all').click();
    await expect.poll(() => page.getByTestId('calendar-event').count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('calendar-view-all').click();
    await page.getByTestId('calendar-event').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone in Arabic: filters in a drawer, no sideways scrolling', async () => {
    const { context, page, errors } = await open('/template/todo?lng=ar', PHONE);
    await page.getByTestId('todo-row').first().waitFor();
    expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
    expect(await page.getByTestId('todo-sidebar').isVisible()).toBe(false);
    await page.getByTestId('todo-sidebar-open').click();
    await page.getByTestId('todo-drawer').getByTestId('todo-filter-important').click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'important');
    await page.getByTestId('todo-drawer').waitFor({ state: 'detached' });
    await ui.shot(page, 'template-todo-390-ar');
    const overflow = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';
    expect(await page.evaluate<number>(overflow)).toBeLessThanOrEqual(0);
    for (const path of ['/template/email/inbox', '/template/calendar']) {
      await page.goto(`${ui.url}${path}`);
      await page
        .getByTestId(path.includes('email') ? 'email-row' : 'tapps-calendar')
        .first()
        .waitFor();
      expect({ path, overflow: await page.evaluate<number>(overflow) }).toEqual({ path, overflow: 0 });
      await ui.shot(page, `template-${path.split('/')[2]}-390-ar`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
