import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { DashboardTile } from '@cmms/contracts';
import { useConsole } from '../../support/console-browser';
import { consoleApi } from '../../support/console-steps';

/**
 * Issue 26, "smaller things": the dashboard's charts keep their labels (whole where they fit, cut at
 * their logical end with the full text on hover where they do not, mirrored in Arabic), a month without
 * data is a gap and not a 0, and each chart's figures exist as text for screen readers. Signs in once.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
let signedIn: BrowserContextOptions['storageState'];

beforeAll(async () => {
  const { context, page } = await ui.newPage();
  await ui.login(page, 'manager@demo.test');
  signedIn = await context.storageState();
  await context.close();
});

interface Dashboard {
  tiles: DashboardTile[];
}

/** Answers GET /dashboard with the server's tiles as `change` rewrites them. */
async function rewriteDashboard(page: Page, change: (tiles: DashboardTile[]) => void) {
  await page.route(/\/api\/v1\/dashboard(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Dashboard;
    change(body.tiles);
    await route.fulfill({ response, json: body });
  });
}

const tileOf = (tiles: DashboardTile[], id: string): DashboardTile => {
  const tile = tiles.find((t) => t.id === id);
  if (!tile) throw new Error(`no ${id} tile`);
  return tile;
};

/** What the checks read of an element in the page (the tests are compiled without the DOM's types). */
interface Rect {
  left: number;
  right: number;
}
interface Box {
  textContent: string | null;
  title: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
  firstChild: unknown;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Rect;
  querySelector(selector: string): Box | null;
  querySelectorAll(selector: string): Iterable<Box>;
}
interface Window {
  getComputedStyle(element: unknown): { direction: string };
  document: {
    createRange(): { setStart(node: unknown, at: number): void; setEnd(node: unknown, at: number): void } & {
      getBoundingClientRect(): Rect;
    };
  };
}

/** Each drawn label: its text, its hover text, whether the browser cut it, and its writing direction. */
const labelsOf = (chart: Locator) => described(chart.getByTestId('chart-label'));
const described = (labels: Locator) =>
  labels.evaluateAll((labels) =>
    labels.map((element) => {
      const label = element as unknown as Box;
      return {
        text: label.textContent ?? '',
        title: label.title,
        cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
        direction: (globalThis as unknown as Window).getComputedStyle(label).direction,
      };
    }),
  );

/** The figures of a chart's table for screen readers, category → text. */
const valuesOf = (chart: Locator, testId: string) =>
  chart.getByTestId(`${testId}-values`).evaluate((element) => {
    const table = element as unknown as Box;
    return {
      caption: table.querySelector('caption')?.textContent ?? '',
      rows: [...table.querySelectorAll('tbody tr')].map((row): [string, string] => [
        row.querySelector('th')?.textContent ?? '',
        row.querySelector('td')?.textContent ?? '',
      ]),
    };
  });

/** The charted tiles once their drawings are in (the chart library loads after the tiles). */
async function chartedTiles(page: Page): Promise<Locator[]> {
  await page.getByTestId('dashboard').waitFor();
  const charts = await page.getByTestId('tile-chart').all();
  expect(charts.length).toBeGreaterThan(3);
  for (const chart of charts) await chart.getByTestId('chart-label').first().waitFor();
  return charts;
}

describe('dashboard charts', () => {
  it('label every category in full on a wide screen, and give each chart its figures as text', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await page.goto(`${ui.url}/`);
    const charts = await chartedTiles(page);
    const { tiles } = (await (await consoleApi(page, ui.url)).get('/dashboard')) as Dashboard;
    for (const chart of charts) {
      const card = chart.locator('xpath=ancestor::*[starts-with(@data-testid, "tile-")][1]');
      const id = (await card.getAttribute('data-testid'))!.replace(/^tile-/, '');
      const tile = tileOf(tiles, id);
      const title = (await card.locator('p').first().textContent()) ?? '';
      const values = await valuesOf(chart, 'tile-chart');
      // The text alternative: the tile's name and one row per point of the series, with its figure.
      expect(values.caption).toBe(title);
      expect(
        values.rows.map(([, value]) => (value === 'No data' ? null : Number(value.replace(/[^\d.]/g, '')))),
      ).toEqual(tile.series.map((p) => p.value));
      const labels = await labelsOf(chart);
      // At 1440 every tile's categories fit: each is drawn whole, with no ellipsis, and none is dropped.
      for (const label of labels) {
        expect(label, `${id}: ${label.text}`).toMatchObject({ cut: false, text: label.title });
        expect(label.text).not.toMatch(/…/);
      }
      expect(labels.map((l) => l.text)).toEqual(values.rows.map(([category]) => category));
    }
    await ui.shot(page, 'charts-dashboard-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draw a month without data as a gap, not as 0', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await rewriteDashboard(page, (tiles) => {
      tileOf(tiles, 'mttr_hours').series = [
        { key: '2026-09', value: 12 },
        // What the server sends for a month without a repair (helper `numbers`): no figure.
        { key: '2026-10', value: null as unknown as number },
        { key: '2026-11', value: 3 },
      ];
      const pending = tileOf(tiles, 'pm_compliance').series.find((p) => p.key === 'pending');
      pending!.value = null as unknown as number;
    });
    await page.goto(`${ui.url}/`);
    const chart = page.getByTestId('tile-mttr_hours').getByTestId('tile-chart');
    await chart.getByTestId('tile-chart-point').first().waitFor();
    const points = await chart
      .getByTestId('tile-chart-point')
      .evaluateAll((dots) => dots.map((dot) => (dot as unknown as Box).getAttribute('data-value')));
    expect(points).toEqual(['12', '3']);
    // The line stops before October and starts again after it: two pieces, none through a 0.
    const line = await chart.locator('.recharts-line-curve').getAttribute('d');
    expect(line?.match(/M/g)).toHaveLength(2);
    const values = await valuesOf(chart, 'tile-chart');
    expect(values.rows).toEqual([
      ['Sep', '12'],
      ['Oct', 'No data'],
      ['Nov', '3'],
    ]);

    // A bar without data: its category stays named, with no bar and a dash instead of a figure.
    const pm = page.getByTestId('tile-pm_compliance').getByTestId('tile-chart');
    expect((await labelsOf(pm)).map((l) => l.text)).toEqual(['On time', 'Late', 'Missed', 'Pending']);
    const bars = await pm
      .getByTestId('tile-chart-bar')
      .evaluateAll((all) => all.map((bar) => (bar as unknown as Box).getAttribute('data-value')));
    expect(bars).toHaveLength(3);
    expect(bars).not.toContain('');
    expect(await pm.getByTestId('tile-chart-none').count()).toBe(1);
    expect((await valuesOf(pm, 'tile-chart')).rows.at(-1)).toEqual(['Pending', 'No data']);
    await ui.shot(page, 'charts-dashboard-no-data');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('read right to left in Arabic on a phone, cutting a long name at its logical end', async () => {
    const long = 'أجهزة بانتظار موافقة إدارة المشتريات في مستشفى السلمانية الطبي';
    const { context, page, errors } = await ui.newPage({
      storageState: signedIn,
      viewport: { width: 390, height: 844 },
      locale: 'ar',
    });
    await rewriteDashboard(page, (tiles) => {
      tileOf(tiles, 'assets_by_status').series.push({ key: long, value: 2 });
    });
    await page.goto(`${ui.url}/?lng=ar`);
    await chartedTiles(page);
    expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
    // Nothing of a chart (a label, its table of values) reaches past the phone's width.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    // Rows: each name stands right of its bar, and reads right to left.
    const open = page.getByTestId('tile-open_work_orders').getByTestId('tile-chart');
    const names = await open.getByTestId('chart-label').all();
    const bars = await open.getByTestId('tile-chart-bar').all();
    expect(names.length).toBeGreaterThan(1);
    expect(bars).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      const [label, bar] = [(await name.boundingBox())!, (await bars[index]!.boundingBox())!];
      expect(label.x).toBeGreaterThanOrEqual(bar.x + bar.width - 1);
      expect(label.x + label.width).toBeLessThanOrEqual(390);
    }
    for (const label of await labelsOf(open)) expect(label).toMatchObject({ cut: false, direction: 'rtl' });

    // Columns over time run from the right: October stands right of November.
    const months = await page.getByTestId('tile-mttr_hours').getByTestId('chart-label').all();
    const xs = await Promise.all(months.map(async (m) => (await m.boundingBox())!.x));
    expect(xs.length).toBeGreaterThan(1);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));

    // The long name: cut, its whole text kept on hover, its first words shown and its last ones cut.
    const assets = page.getByTestId('tile-assets_by_status').getByTestId('tile-chart');
    const cut = assets.getByTestId('chart-label').filter({ hasText: long });
    const [label] = await described(cut);
    expect(label).toMatchObject({ cut: true, title: long, text: long, direction: 'rtl' });
    const ends = await cut.evaluate((element) => {
      const label = element as unknown as Box;
      const text = label.firstChild as { textContent: string | null };
      const range = (globalThis as unknown as Window).document.createRange();
      const at = (i: number) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect();
      };
      const own = label.getBoundingClientRect();
      const [first, last] = [at(0), at((text.textContent ?? '').length - 1)];
      return { firstShown: first.left >= own.left && first.right <= own.right + 1, lastShown: last.left >= own.left };
    });
    expect(ends).toEqual({ firstShown: true, lastShown: false });
    // Its figure is still there for screen readers.
    const values = await valuesOf(assets, 'tile-chart');
    expect(values.rows.find(([category]) => category === long)?.[1]).toMatch(/^[2٢]$/);
    await ui.shot(page, 'charts-dashboard-ar-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
