import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';
import { consoleApi } from '../../../support/console-steps';

/**
 * Issue 29, "find an asset from the navbar search with the keyboard alone": Ctrl+K opens the search with
 * the focus in its field, an asset tag finds the asset, the arrows reach it and Enter opens its page; Esc
 * closes and gives the focus back. At 1440 and on a phone (full screen). A technician gets no Contracts
 * group (it may not list contracts; it may list users, so it does get that one). In Arabic the dialog
 * reads right to left. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const signedIn: Record<string, BrowserContextOptions['storageState']> = {};
let asset: { id: number; asset_tag: string };
let contract: { id: number; name: string };

beforeAll(async () => {
  for (const email of ['admin@demo.test', 'tech@demo.test']) {
    const { context, page } = await ui.newPage();
    await ui.login(page, email);
    signedIn[email] = await context.storageState();
    if (email === 'admin@demo.test') {
      const api = await consoleApi(page, ui.url);
      // A tag other tags start with would do too: the exact one ranks first. The 7th asset, not the first.
      const { rows } = (await api.get('/hardware?sort=asset_tag&order=asc&offset=6&limit=1')) as {
        rows: { id: number; asset_tag: string }[];
      };
      asset = rows[0]!;
      const contracts = (await api.get('/contracts?limit=1')) as { rows: { id: number; name: string }[] };
      contract = contracts.rows[0]!;
    }
    await context.close();
  }
});

const open = async (email: string, path: string, options: BrowserContextOptions = {}) => {
  const opened = await ui.newPage({ storageState: signedIn[email], ...options });
  await opened.page.goto(`${ui.url}${path}`);
  await opened.page.getByTestId('navbar-search-button').waitFor();
  return opened;
};

const focusedTestId = (page: Page) =>
  // A string, run in the page (the test files are typed without the DOM library).
  page.evaluate<string | undefined>(
    "document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName",
  );

/** Presses the down arrow until the option is the active one (at most `max` times); answers the presses. */
async function arrowTo(page: Page, optionId: string, max = 30): Promise<number> {
  const input = page.getByTestId('navbar-search-input');
  for (let presses = 0; presses <= max; presses++) {
    if ((await input.getAttribute('aria-activedescendant')) === optionId) return presses;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${optionId} never became active`);
}

describe('navbar search', () => {
  for (const [size, options] of [
    ['1440', {}],
    ['390', PHONE],
  ] as const) {
    it(`finds an asset by its tag and opens it with the keyboard alone (${size})`, async () => {
      const { context, page, errors } = await open('admin@demo.test', '/', options);
      await page.keyboard.press('Control+k');
      const dialog = page.getByTestId('navbar-search');
      await dialog.waitFor();
      expect(await focusedTestId(page)).toBe('navbar-search-input');
      // Before typing, the pages the role may open are there to walk through.
      await page.getByTestId('navbar-search-group-pages').waitFor();

      await page.keyboard.type(asset.asset_tag);
      const optionId = `assets-${asset.id}`;
      await page.getByTestId(`navbar-search-option-${optionId}`).waitFor();
      await ui.shot(page, `navbar-search-asset-${size}`);
      // Its group is labelled, and the exact tag is the group's first hit.
      await expect(page.getByTestId('navbar-search-group-assets').textContent()).resolves.toBe('Assets');
      const firstAsset = dialog.locator('[role="option"][id^="assets-"]').first();
      expect(await firstAsset.getAttribute('id')).toBe(optionId);

      if (size === '390') {
        // On a phone the dialog takes the whole screen and each hit is a large target.
        const box = (await dialog.boundingBox())!;
        expect({ x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
          x: 0,
          y: 0,
          width: 390,
          height: 844,
        });
        expect((await firstAsset.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }

      expect(await arrowTo(page, optionId)).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/assets/hardware/${asset.id}`);
      await expect(dialog.count()).resolves.toBe(0);
      await page.getByText(asset.asset_tag).first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('closes on Esc and gives the focus back to the button that opened it', async () => {
    const { context, page } = await open('admin@demo.test', '/');
    await page.getByTestId('navbar-search-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('navbar-search').waitFor();
    expect(await focusedTestId(page)).toBe('navbar-search-input');
    await page.keyboard.press('Escape');
    await page.getByTestId('navbar-search').waitFor({ state: 'detached' });
    // The dialog hands the focus back in a frame after its content is gone: read it once it has.
    await expect.poll(() => focusedTestId(page)).toBe('navbar-search-button');
    // `/` opens it too, when the focus is not in a field.
    await page.keyboard.press('/');
    await page.getByTestId('navbar-search').waitFor();
    await context.close();
  });

  it('offers only the kinds of record the role may read: a technician gets no Contracts group', async () => {
    // Contracts stay with the office (contracts/src/roles.ts): a technician may not list them, the admin may.
    for (const [email, contracts] of [
      ['admin@demo.test', 1],
      ['tech@demo.test', 0],
    ] as const) {
      const { context, page } = await open(email, '/');
      await page.keyboard.press('Control+k');
      await page.getByTestId('navbar-search-input').fill(contract.name);
      await page.getByTestId('navbar-search-loading').waitFor({ state: 'detached' });
      // Both see the answer of the search (the admin finds the contract), only the admin a Contracts group.
      const shown = { email, contracts: await page.getByTestId('navbar-search-group-contracts').count() };
      expect(shown).toEqual({ email, contracts });
      if (contracts) await page.getByTestId(`navbar-search-option-contracts-${contract.id}`).waitFor();
      // Nor is the contracts page among the pages it can find.
      await page.getByTestId('navbar-search-input').fill('contracts');
      await page.getByTestId('navbar-search-loading').waitFor({ state: 'detached' });
      expect({ email, page: await page.getByTestId('navbar-search-option-page-contracts').count() }).toEqual({
        email,
        page: contracts,
      });
      await context.close();
    }
  });

  it('stars a page: it heads the dialog as a bookmark and sits in the navbar, after a reload and in another browser (server)', async () => {
    const { context, page, errors } = await open('admin@demo.test', '/');
    // The seeded bookmarks (work orders, assets, contracts) come from the server; these two are not among them.
    await page.getByTestId('navbar-bookmark-workorders').waitFor();
    await expect(page.getByTestId('navbar-bookmark-locations').count()).resolves.toBe(0);
    await expect(page.getByTestId('navbar-bookmark-kanban').count()).resolves.toBe(0);
    await page.keyboard.press('Control+k');
    await page.getByTestId('navbar-search-input').fill('locations');
    await page.getByTestId('navbar-search-star-page-locations').click();
    // And by keyboard: the arrows choose a page, Ctrl+B stars it.
    await page.getByTestId('navbar-search-input').fill('kanban');
    await arrowTo(page, 'page-kanban');
    await page.keyboard.press('Control+b');
    await expect(page.getByTestId('navbar-search-star-page-kanban').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('navbar-bookmark-locations').waitFor();
    await page.getByTestId('navbar-bookmark-kanban').waitFor();
    await page.reload();
    await page.getByTestId('navbar-bookmark-locations').click();
    await page.waitForURL((url) => url.pathname === '/settings/locations');
    await page.keyboard.press('Control+k');
    await page.getByTestId('navbar-search-group-bookmarks').waitFor();
    // Enter alone opens the first hit: the bookmark.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings/locations');
    expect(errors).toEqual([]);
    await context.close();
    // Kept per user on the server: a browser with nothing in its localStorage shows them too.
    const other = await ui.newPage();
    await ui.login(other.page, 'admin@demo.test');
    await other.page.getByTestId('navbar-bookmark-locations').waitFor();
    await other.page.getByTestId('navbar-bookmark-kanban').waitFor();
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it('reads right to left in Arabic', async () => {
    const { context, page, errors } = await open('admin@demo.test', '/?lng=ar', { locale: 'ar' });
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('navbar-search');
    await dialog.waitFor();
    await expect(page.getByTestId('navbar-search-group-pages').textContent()).resolves.toBe('الصفحات');
    const direction = `getComputedStyle(document.querySelector('[data-testid="navbar-search"]')).direction`;
    expect(await page.evaluate<string>(direction)).toBe('rtl');
    await page.keyboard.type(asset.asset_tag);
    await page.getByTestId(`navbar-search-option-assets-${asset.id}`).waitFor();
    await ui.shot(page, 'navbar-search-asset-1440-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
