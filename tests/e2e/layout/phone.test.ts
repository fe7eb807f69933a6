import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/** What the test reads of an element's box (the DOM's types are not in the tests' lib). */
interface Box {
  scrollWidth: number;
  clientWidth: number;
}
/**
 * The console on a phone (390×844), as a technician holds it in a plant room: the login, a list, a
 * record and a form each fit the screen without sideways scrolling, in English and in Arabic.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;
const PHONE = { width: 390, height: 844 };

const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** Where a control sits across the screen: [left, right] in CSS pixels. */
async function span(locator: Locator): Promise<[number, number]> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return [box.x, box.x + box.width];
}

/** Words of the page's breadcrumb that the browser split across two lines. */
const splitCrumbWords = (page: Page) =>
  page.evaluate<string[]>(`(() => {
    const split = [];
    const nav = document.querySelector('[data-testid="page-header"] nav');
    const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (range.getClientRects().length > 1) split.push(match[0]);
      }
    }
    return split;
  })()`);

describe('on a phone', () => {
  it('logs in, reads a list as cards and opens a record whose tabs and actions fit', async () => {
    const { context, page, errors } = await newPage({ viewport: PHONE });
    await page.goto(`${ui.url}/login`);
    await page.getByTestId('login-form').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const [left, right] = await span(page.getByTestId('login-submit'));
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-login');
    await login(page, 'manager@demo.test');

    // The asset list: cards with the tag and the name whole, nothing wider than the screen.
    await page.goto(`${ui.url}/assets/hardware`);
    const card = page.getByTestId('list-row').first();
    await card.waitFor();
    expect(await page.getByTestId('list-table').getAttribute('data-layout')).toBe('cards');
    const name = card.getByTestId('card-title');
    expect(await name.evaluate((el) => (el as unknown as Box).scrollWidth <= (el as unknown as Box).clientWidth)).toBe(
      true,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-asset-list');

    // A tap on the card opens the asset.
    const id = await card.getAttribute('data-row-id');
    await name.click();
    await page.waitForURL(new RegExp(`/assets/hardware/${id}$`));
    await page.getByTestId('resource-detail').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The header's buttons wrap instead of running off the screen.
    const edit = page.getByTestId('detail-edit');
    expect((await span(edit))[1]).toBeLessThanOrEqual(PHONE.width);
    // The tabs scroll as one strip: none overlaps the next, and the last one can be reached and opened.
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 1; i < count; i++) {
      const [, previousRight] = await span(tabs.nth(i - 1));
      const [left] = await span(tabs.nth(i));
      expect(left + 0.5).toBeGreaterThanOrEqual(previousRight);
    }
    const last = tabs.nth(count - 1);
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-asset-detail');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('wraps breadcrumbs between whole words and shows a record’s values whole, money as money, in French', async () => {
    const { context, page, errors } = await newPage({ viewport: PHONE });
    await login(page, 'manager@demo.test');
    for (const path of ['/reports/inspections', '/maintenance/workorders/1', '/settings/workorderpriorities']) {
      await page.goto(`${ui.url}${path}?lng=fr`);
      await page.getByTestId('page-title').waitFor();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await splitCrumbWords(page), path).toEqual([]);
    }
    // A record's values are shown whole, not clamped like a list cell (a contract's long name).
    await page.goto(`${ui.url}/service/contracts/1?lng=fr`);
    const name = page.getByTestId('detail-name').locator('.cell-text');
    await name.waitFor();
    expect(await name.textContent()).toBe(await page.getByTestId('page-title').textContent());
    const clipped = await name.evaluate((el) => {
      const box = el as unknown as { scrollHeight: number; clientHeight: number };
      return box.scrollHeight - box.clientHeight;
    });
    expect(clipped).toBeLessThanOrEqual(1);
    // Its money reads as money does across the console: French digits, the dinar's three decimals.
    const value = (await page.getByTestId('detail-value').locator('dd').textContent()) ?? '';
    expect(value).toMatch(/^\d{1,3}([\s\u202f]\d{3})*,\d{3}[\s\u00a0]BHD$/);
    await shot(page, 'phone-crumbs-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a work order’s typed English text in order on an Arabic screen, and request titles on it', async () => {
    const { context, page, errors } = await newPage({ viewport: PHONE });
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/workorders/5?lng=ar`);
    const description = page.getByTestId('work-order-description');
    await description.waitFor();
    const text = ((await description.textContent()) ?? '').trim();
    expect(text).toMatch(/[\w)]\.$/);
    // The closing full stop stands right after the last word, not at the far (left) end of the line.
    const [before, stop] = await page.evaluate<
      [{ left: number; right: number }, { left: number; right: number }]
    >(`(() => {
      const walker = document.createTreeWalker(
        document.querySelector('[data-testid="work-order-description"]'),
        NodeFilter.SHOW_TEXT,
      );
      let node = walker.nextNode();
      for (let next = node; next; next = walker.nextNode()) node = next;
      const rect = (start) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + 1);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      };
      return [rect(node.length - 2), rect(node.length - 1)];
    })()`);
    expect(stop.left).toBeGreaterThanOrEqual(before.right - 1);
    await shot(page, 'phone-work-order-ar');

    // The requests table scrolls sideways, its titles wrapping within the screen (none cut at its edge).
    await page.goto(`${ui.url}/maintenance/requests?lng=ar`);
    const links = page.getByTestId('requests-table').getByTestId('work-order-link');
    await links.first().waitFor();
    for (const link of await links.all()) {
      const [left, right] = await span(link);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(PHONE.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills a form in Arabic: one column, the server’s message under the field, right to left', async () => {
    const { context, page, errors } = await newPage({ viewport: PHONE });
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/settings/manufacturers/new?lng=ar`);
    await page.getByTestId('resource-form').waitFor();
    expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
    // One column: each input spans the form's width and stays on the screen.
    const [nameLeft, nameRight] = await span(page.locator('#field-name'));
    const [urlLeft, urlRight] = await span(page.locator('#field-url'));
    expect(Math.abs(nameLeft - urlLeft)).toBeLessThan(1);
    expect(nameRight).toBeLessThanOrEqual(PHONE.width);
    expect(urlRight - urlLeft).toBeGreaterThan(PHONE.width * 0.7);
    await page.getByTestId('form-save').click();
    // The server's required-field message, in Arabic, under the field.
    const error = page.getByTestId('error-name');
    await error.waitFor();
    expect(await error.textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-form-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
