import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { consoleApi, pick } from '../../support/console-steps';

/**
 * Issue 26, "blocks a user": a list's picker filter shows the record it filters by (after choosing it,
 * after a reload and on a deep link), and a record page lays its labels and values out from the start of
 * their columns (labels beside values on a wide screen, above them on a phone). Signs in once.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
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

interface Named {
  id: number;
  name: string;
}

/** The last record by name (its option is the furthest from the picker's first page). */
async function lastByName(page: Page, path: string): Promise<Named> {
  const api = await consoleApi(page, ui.url);
  const { rows } = (await api.get(`${path}?sort=name&order=desc&limit=1`)) as { rows: Named[] };
  const [last] = rows;
  if (!last) throw new Error(`no rows at ${path}`);
  return last;
}

/** The picker of a filter, unfolding 'more filters' when it lives there. */
async function filterInput(page: Page, param: string) {
  await page.getByTestId('filter-bar').waitFor();
  const input = page.locator(`[id="filter-${param}"]`);
  if (!(await input.isVisible())) await page.getByTestId('filters-more').click();
  await input.waitFor();
  return input;
}

/**
 * Chooses the first offered record in a list's reference filter, then checks the picker names it, and
 * names it again after a reload and on a deep link to the list filtered by another record.
 */
async function checkReferenceFilter(listPath: string, param: string, refPath: string) {
  const { context, page, errors } = await open(listPath);
  const input = await filterInput(page, param);
  await input.click();
  const option = page.locator('[role="option"]:visible').first();
  await option.waitFor();
  const name = ((await option.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await pick(page, `[id="filter-${param}"]`, name, name);
  await page.waitForURL((url) => url.searchParams.has(param));
  const chosen = new URL(page.url()).searchParams.get(param);
  await expect.poll(() => input.inputValue()).toBe(name);

  await page.reload();
  await expect.poll(async () => (await filterInput(page, param)).inputValue()).toBe(name);
  expect(new URL(page.url()).searchParams.get(param)).toBe(chosen);

  const last = await lastByName(page, refPath);
  await page.goto(`${ui.url}${listPath}?${param}=${last.id}`);
  await expect.poll(async () => (await filterInput(page, param)).inputValue()).toBe(last.name);
  expect(new URL(page.url()).searchParams.get(param)).toBe(String(last.id));
  await ui.shot(page, `filter-deep-link-${param}-${listPath.split('/').pop()}`);
  expect(errors).toEqual([]);
  await context.close();
}

describe('a picker filter shows its value', () => {
  it('on the work-order list, by customer', async () => {
    await checkReferenceFilter('/maintenance/workorders', 'customer_id', '/customers');
  });

  it('on the asset list (generic), by location', async () => {
    await checkReferenceFilter('/assets/hardware', 'location_id', '/locations');
  });

  it('on the contract list, by customer', async () => {
    await checkReferenceFilter('/service/contracts', 'customer_id', '/customers');
  });

  it('on the preventive plan list, by location', async () => {
    await checkReferenceFilter('/maintenance/schedulers', 'location_id', '/locations');
  });
});

describe('a picker filter in Arabic', () => {
  it("shows a Latin name from its start, clear of the picker's buttons", async () => {
    const { context, page, errors } = await open('/');
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/customers?limit=500')) as { rows: Named[] };
    const longest = rows.reduce((a, b) => (b.name.length > a.name.length ? b : a));
    await page.goto(`${ui.url}/maintenance/workorders?customer_id=${longest.id}&lng=ar`);
    const input = await filterInput(page, 'customer_id');
    await expect.poll(() => input.inputValue()).toBe(longest.name);
    const fit = await page.evaluate<{ direction: string; textLeft: number; buttonsRight: number }>(`(() => {
      const input = document.getElementById('filter-customer_id');
      const style = getComputedStyle(input);
      const buttons = input.parentElement.querySelector('.chakra-combobox__indicatorGroup').getBoundingClientRect();
      return {
        direction: style.direction,
        textLeft: input.getBoundingClientRect().left + parseFloat(style.paddingLeft),
        buttonsRight: buttons.right,
      };
    })()`);
    // The name reads left to right, so its start shows when it is cut; the buttons sit on the left in Arabic.
    expect(fit.direction).toBe('ltr');
    expect(fit.textLeft).toBeGreaterThanOrEqual(fit.buttonsRight - 1);
    await ui.shot(page, 'filter-latin-name-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface Misfit {
  field: string;
  problem: string;
}

/**
 * Every label/value pair of the record's field grid, measured: where the label, the value and their
 * texts start (left in LTR, right in RTL), and what is wrong with them. `wide`: labels beside their
 * values, each value of a grid column starting at one edge; otherwise each label above its value.
 */
const misfits = (page: Page, wide: boolean) =>
  page.evaluate<Misfit[]>(`((isWide) => {
    const out = [];
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const start = (r) => (rtl ? -r.right : r.left);
    const textBox = (el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return box.width > 0 ? box : null;
    };
    const valueStarts = new Map();
    const grids = document.querySelectorAll('dl');
    for (const grid of grids) {
      for (const item of grid.children) {
        const label = item.querySelector('dt');
        const value = item.querySelector('dd');
        if (!label || !value) continue;
        const field = item.getAttribute('data-testid') ?? label.textContent;
        const bad = (problem) => out.push({ field, problem });
        const itemBox = item.getBoundingClientRect();
        const labelBox = label.getBoundingClientRect();
        const valueBox = value.getBoundingClientRect();
        for (const [what, el, box] of [['label', label, labelBox], ['value', value, valueBox]]) {
          const align = getComputedStyle(el).textAlign;
          if (!['start', rtl ? 'right' : 'left'].includes(align)) bad(what + ' text-align ' + align);
          const text = textBox(el);
          if (text && Math.abs(start(text) - start(box)) > 2) bad(what + ' text starts ' + Math.round(start(text) - start(box)) + 'px in');
        }
        if (Math.abs(start(labelBox) - start(itemBox)) > 2) bad('label starts ' + Math.round(start(labelBox) - start(itemBox)) + 'px in');
        if (isWide) {
          if (valueBox.top >= labelBox.bottom) bad('value below its label');
          const column = Math.round(start(itemBox));
          const first = valueStarts.get(column);
          if (first === undefined) valueStarts.set(column, start(valueBox));
          else if (Math.abs(first - start(valueBox)) > 2) bad('value starts ' + Math.round(start(valueBox) - first) + 'px off its column');
        } else {
          if (valueBox.top < labelBox.bottom - 1) bad('value not below its label');
          if (Math.abs(start(valueBox) - start(itemBox)) > 2) bad('value starts ' + Math.round(start(valueBox) - start(itemBox)) + 'px in');
        }
      }
    }
    if (grids.length === 0) out.push({ field: '-', problem: 'no field grid' });
    return out;
  })(${JSON.stringify(wide)})`);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The record page at 1440 and 390 (and in Arabic at 1440): its field grid has no misfit. */
async function checkRecordLayout(path: string, ready: string, name: string) {
  for (const [size, options, wide] of [
    ['1440', {}, true],
    ['390', PHONE, false],
    ['1440-ar', { locale: 'ar' }, true],
  ] as const) {
    const { context, page, errors } = await open(`${path}${size.endsWith('ar') ? '?lng=ar' : ''}`, options);
    await page.getByTestId(ready).waitFor();
    await ui.shot(page, `record-layout-${name}-${size}`);
    expect({ size, misfits: await misfits(page, wide) }).toEqual({ size, misfits: [] });
    expect(errors).toEqual([]);
    await context.close();
  }
}

describe('a record page lays its fields out from the start of their columns', () => {
  it('an asset (a generic record page)', async () => {
    await checkRecordLayout('/assets/hardware/1', 'detail-asset_tag', 'asset');
  });

  it('a customer', async () => {
    await checkRecordLayout('/service/customers/1', 'detail-fields', 'customer');
  });

  it("a work order's details", async () => {
    await checkRecordLayout('/maintenance/workorders/1', 'work-order-fields', 'work-order');
  });
});

describe("a work order's details", () => {
  it('name its customer, linked to the customer page, not by a bare id', async () => {
    const { context, page, errors } = await open('/');
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/maintenance/workorders/index?customer_id=1&limit=1')) as {
      rows: { id: number; customer: Named }[];
    };
    const [workOrder] = rows;
    if (!workOrder) throw new Error('no work order of customer 1');
    await page.goto(`${ui.url}/maintenance/workorders/${workOrder.id}`);
    const field = page.getByTestId('detail-customer_id');
    await expect.poll(async () => ((await field.textContent()) ?? '').trim()).toContain(workOrder.customer.name);
    expect(await field.locator('a').getAttribute('href')).toBe('/service/customers/1');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a typed note on a record page in Arabic', () => {
  it('keeps an English sentence in its own direction, its full stop at its end', async () => {
    const { context, page, errors } = await open('/service/agreements/1?lng=ar');
    const note = page.getByTestId('detail-text-notes');
    await note.waitFor();
    const text = ((await note.textContent()) ?? '').trim();
    expect(text).toMatch(/^[A-Za-z].*\.$/s);
    // Where the first letter and the closing full stop are drawn: left to right, the stop is right of the letter.
    const edges = await page.evaluate<{ first: number; stop: number }>(`(() => {
      const el = document.querySelector('[data-testid="detail-text-notes"]');
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode();
      const at = (i) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1); return r.getBoundingClientRect().left; };
      const start = node.data.search(/\\S/);
      return { first: at(start), stop: at(node.data.trimEnd().length - 1) };
    })()`);
    expect(edges.stop).toBeGreaterThan(edges.first);
    expect(errors).toEqual([]);
    await context.close();
  });
});
