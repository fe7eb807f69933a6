import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { consoleApi } from '../../support/console-steps';

/**
 * Issue 26, each role's menu and words, at 390×844 and 1440: a technician's menu lists its work and what it
 * acts on (no Users, no settings, plans or service records it may only read); a requester raises a request
 * from /maintenance/requests and reads that its request was sent (not "Work order created"); the first crumb
 * names the role's home and leads there; a record page's subtitle says something about the record. Signs in
 * in each test. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

// Signs in inside each test: the harness's newPage() registers its failure screenshot with onTestFailed,
// which vitest refuses in a beforeAll hook.
const open = async (email: string, path: string, viewport = PHONE) => {
  const opened = await ui.newPage({ viewport });
  await ui.login(opened.page, email);
  await opened.page.goto(`${ui.url}${path}`);
  return opened;
};

/** The menu's entries (opening the drawer on a phone). */
async function menuText(page: Page, phone: boolean): Promise<string> {
  if (phone) await page.getByTestId('menu-toggle').click();
  const menu = phone ? page.getByTestId('menu-drawer').getByTestId('side-menu') : page.getByTestId('side-menu');
  await menu.getByTestId('menu-workorders').waitFor();
  return (await menu.textContent()) ?? '';
}

/** The first crumb of the page header: its words and where it leads. */
async function firstCrumb(page: Page): Promise<{ text: string; href: string | null }> {
  const link = page.getByTestId('page-header').locator('nav a').first();
  await link.waitFor();
  return { text: ((await link.textContent()) ?? '').trim(), href: await link.getAttribute('href') };
}

describe("each role's menu and words", () => {
  for (const [name, viewport] of [
    ['390', PHONE],
    ['1440', WIDE],
  ] as const) {
    it(`a technician's menu at ${name}: its work, no Users, no settings it may only read`, async () => {
      const { context, page, errors } = await open('tech@demo.test', '/', viewport);
      await page.getByTestId('my-work').waitFor();
      const text = await menuText(page, viewport === PHONE);
      for (const entry of ['My work', 'Work orders', 'Kanban', 'Calendar', 'Assets']) expect(text).toContain(entry);
      for (const entry of [
        'Users',
        'Preventive plans',
        'Checklists',
        'Customers',
        'Service-level agreements',
        'Locations',
        'Manufacturers',
        'Dashboard',
      ])
        expect(text).not.toContain(entry);
      expect(await page.getByTestId('menu-users').count()).toBe(0);
      await ui.shot(page, `role-menus-tech-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("a technician's first crumb is My work and leads there", async () => {
    const { context, page, errors } = await open('tech@demo.test', '/maintenance/kanban', WIDE);
    expect(await firstCrumb(page)).toEqual({ text: 'My work', href: '/' });
    // Pages the menu leaves out stay reachable by address, with the same crumb.
    await page.goto(`${ui.url}/people/users`);
    await page.getByTestId('list-row').first().waitFor();
    expect((await firstCrumb(page)).text).toBe('My work');
    await page.getByTestId('page-header').locator('nav a').first().click();
    await page.getByTestId('my-work').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a requester raises a request from /maintenance/requests and reads that its request was sent', async () => {
    const { context, page, errors } = await open('requester@demo.test', '/maintenance/requests');
    expect(await firstCrumb(page)).toEqual({ text: 'My requests', href: '/' });
    await page.getByTestId('request-raise').click();
    await page.getByTestId('report-dialog').waitFor();
    const title = `Door closer broken at the staff entrance ${Date.now()}`;
    await page.locator('#report-title').fill(title);
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-sent').filter({ hasText: 'Your request was sent.' }).waitFor();
    await ui.shot(page, 'role-menus-request-sent-390');
    // The confirmation speaks of a request: no toast says a work order was created.
    expect(await page.getByText(/work order created/i).count()).toBe(0);
    await page.getByTestId('report-done').click();
    await page.getByTestId('requests-table-row').filter({ hasText: title }).waitFor();
    expect(await page.getByText(/work order created/i).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a record page's subtitle names the record's own facts", async () => {
    const { context, page, errors } = await open('manager@demo.test', '/', WIDE);
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/locations?limit=200')) as {
      rows: { id: number; name: string; parent: { name: string } | null; city: string | null }[];
    };
    const location = rows.find((row) => row.parent)!;
    await page.goto(`${ui.url}/settings/locations/${location.id}`);
    const subtitle = page.getByTestId('page-subtitle');
    await subtitle.waitFor();
    // The parts come bidi-isolated (U+2068…U+2069): compare the words.
    const text = ((await subtitle.textContent()) ?? '').replace(/[\u2068\u2069]/g, '');
    // Its parent first, then what else the row says (its customer or manager, its address).
    expect(text.startsWith(`${location.parent!.name} · `)).toBe(true);
    expect(text).not.toContain('Everything about');
    if (location.city) expect(text).toContain(location.city);
    await ui.shot(page, 'role-menus-location-subtitle-1440');
    expect(errors).toEqual([]);
    await context.close();
  });
});
