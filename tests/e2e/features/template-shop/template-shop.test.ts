import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';
import { consoleApi } from '../../../support/console-steps';

/**
 * Issue 29, the template shop's console screens: a kanban task dragged to another board stays there after
 * a reload (the server keeps the move); a spare part goes to the cart and the wishlist and shows there in
 * BHD; the invoice table sorts by total, its numbers those of the service business's invoices; on a phone
 * the boards scroll sideways and the card's "Move to" menu moves a task. One browser, signed in once.
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
  const opened = await ui.newPage({ storageState: signedIn, ...options });
  await opened.page.goto(`${ui.url}${path}`);
  return opened;
};

/** BHD as the console writes it in English: three decimals. */
const bhd = (fils: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'BHD', minimumFractionDigits: 3 }).format(fils / 1000);

describe('template shop', () => {
  it('keeps a kanban task on the board it was dragged to, after a reload', async () => {
    const { context, page, errors } = await open('/template/kanban');
    const boards = page.locator('[data-testid^="kanban-board-"][class*="board-"]');
    await boards.first().waitFor();
    const boardOf = async (index: number) => (await boards.nth(index).getAttribute('data-testid'))!.slice(13);
    const [from, to] = [await boardOf(0), await boardOf(1)];
    const card = page.locator(`[data-testid^="kanban-task-"][data-board="${from}"]`).first();
    const taskId = (await card.getAttribute('data-testid'))!.replace('kanban-task-', '');
    await card.dragTo(page.getByTestId(`kanban-board-${to}`), { targetPosition: { x: 40, y: 20 } });

    const moved = page.getByTestId(`kanban-task-${taskId}`);
    await expect.poll(() => moved.getAttribute('data-board')).toBe(to);
    await page.reload();
    await expect.poll(() => page.getByTestId(`kanban-task-${taskId}`).getAttribute('data-board')).toBe(to);
    await ui.shot(page, 'template-kanban-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a part in the cart and on the wishlist, priced in BHD', async () => {
    const { context, page, errors } = await open('/template/shop');
    const card = page.locator('[data-testid^="product-cart-"]').first();
    const id = (await card.getAttribute('data-testid'))!.replace('product-cart-', '');
    const price = await page.getByTestId(`product-price-${id}`).textContent();
    expect(price).toMatch(/^BHD\s?[\d,]+\.\d{3}$/);
    await card.click();
    await page.getByTestId(`product-in-cart-${id}`).waitFor();
    await page.getByTestId(`product-wishlist-${id}`).click();
    await expect.poll(() => page.getByTestId(`product-wishlist-${id}`).getAttribute('aria-pressed')).toBe('true');
    await ui.shot(page, 'template-shop-1440');

    await page.goto(`${ui.url}/template/cart`);
    await page.getByTestId(`cart-line-${id}`).waitFor();
    expect(await page.getByTestId(`cart-line-total-${id}`).textContent()).toBe(price);
    // Two of it: the line and the subtotal double.
    await page.getByTestId(`cart-qty-${id}`).fill('2');
    await page.getByTestId(`cart-qty-${id}`).blur();
    const unitFils = Math.round(Number(price!.replace(/[^\d.]/g, '')) * 1000);
    await expect.poll(() => page.getByTestId(`cart-line-total-${id}`).textContent()).toBe(bhd(2 * unitFils));

    await page.goto(`${ui.url}/template/wishlist`);
    await page.getByTestId(`product-${id}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sorts the invoice table by total, with the service business's invoices", async () => {
    const { context, page, errors } = await open('/template/datatables');
    const api = await consoleApi(page, ui.url);
    const highest = (await api.get('/contract-invoices?sort=total_fils&order=desc&limit=1')) as {
      rows: { total_fils: number }[];
      total: number;
    };
    const lowest = (await api.get('/contract-invoices?sort=total_fils&order=asc&limit=1')) as typeof highest;
    await page.getByTestId('invoices-row').first().waitFor();
    expect(await page.getByTestId('list-footer').textContent()).toContain(`of ${highest.total}`);
    const totals = () => page.locator('[data-testid^="invoice-total-"]').allTextContents();
    const asFils = (texts: string[]) => texts.map((text) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 1000));

    await page.getByTestId('sort-total').click();
    await expect.poll(async () => (await totals())[0]).toBe(bhd(lowest.rows[0]!.total_fils));
    const ascending = asFils(await totals());
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByTestId('sort-total').click();
    await expect.poll(async () => (await totals())[0]).toBe(bhd(highest.rows[0]!.total_fils));
    const descending = asFils(await totals());
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await ui.shot(page, 'template-datatables-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls the boards sideways on a phone in Arabic and moves a task with its "Move to" menu', async () => {
    const { context, page, errors } = await open('/template/kanban?lng=ar', PHONE);
    await page.locator('[data-testid^="kanban-task-"][data-board]').first().waitFor();
    // A string, run in the page (the test files are typed without the DOM library).
    const layout = await page.evaluate<{ overflows: boolean; snap: string; pageOverflows: boolean }>(`(() => {
      const el = document.querySelector('[data-testid="kanban"]');
      return {
        overflows: el.scrollWidth > el.clientWidth,
        snap: getComputedStyle(el).scrollSnapType,
        pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      };
    })()`);
    expect(layout).toEqual({ overflows: true, snap: 'x mandatory', pageOverflows: false });
    // The first board is the column in view (the snap must not stay on the add-board form at the end).
    const first = await page.locator('[data-testid^="kanban-board-"][class*="board-"]').first().boundingBox();
    expect(first!.x).toBeGreaterThanOrEqual(0);
    expect(first!.x + first!.width).toBeLessThanOrEqual(390);

    const card = page.locator('[data-testid^="kanban-task-"][data-board]').first();
    const taskId = (await card.getAttribute('data-testid'))!.replace('kanban-task-', '');
    const from = await card.getAttribute('data-board');
    await page.getByTestId(`kanban-move-${taskId}`).click();
    const target = page.locator(`[data-testid^="kanban-move-${taskId}-"]`).first();
    const to = (await target.getAttribute('data-testid'))!.replace(`kanban-move-${taskId}-`, '');
    expect(to).not.toBe(from);
    await target.click();
    await expect.poll(() => page.getByTestId(`kanban-task-${taskId}`).getAttribute('data-board')).toBe(to);
    await ui.shot(page, 'template-kanban-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
