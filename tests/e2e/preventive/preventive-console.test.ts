import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';

/**
 * The preventive-maintenance console (issue 13): a plan's generate-now and its work orders, the
 * schedules calendar, the people screen, a report's chart and CSV, and the dashboard's overdue tile,
 * each looked at at 1440 px and 390×844 in English and Arabic. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const footerTotal = async (page: Page) =>
  Number(/(\d+)\D*$/.exec((await page.getByTestId('list-footer').textContent()) ?? '')?.[1] ?? Number.NaN);

describe('preventive maintenance console', () => {
  it('generates a plan now and shows its work orders and occurrences', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/schedulers?search=${encodeURIComponent('Annual CT scanner')}`);
    await page.getByTestId('row-title').first().click();
    await page.getByTestId('resource-detail').waitFor();
    await page.getByTestId('tab-workorders').click();
    await page.getByTestId('plan-work-orders').waitFor();
    // Rows that link to their work order: the table's loading rows do not (counting those raced the load).
    const orders = page.getByTestId('plan-work-orders').locator('a[href*="/maintenance/workorders/"]');
    await orders.first().or(page.getByText('This plan has not generated')).first().waitFor();
    const before = await orders.count();

    // An annual plan has nothing due within its lead time: generate up to a year ahead (the most a call may ask).
    await page.getByTestId('action-generate').click();
    await page.locator('#action-until').fill(dayAfter(365));
    await page.getByTestId('action-submit').click();
    await page
      .getByText(/work orders? generated\./)
      .first()
      .waitFor();
    await expect.poll(() => orders.count()).toBeGreaterThan(before);
    const link = page.getByTestId('plan-work-orders').locator('a[href*="/maintenance/workorders/"]').first();
    await link.waitFor();

    await page.getByTestId('tab-occurrences').click();
    await page.getByTestId('plan-next').first().waitFor();
    await shot(page, 'pm-plan-occurrences');

    // The recurrence's weekdays and skip dates are edited as lists, not as free text.
    await page.getByTestId('detail-edit').click();
    // An annual plan names no weekdays: the picker shows once the frequency is weekly.
    await page.getByTestId('date-list').waitFor();
    expect(await page.getByTestId('weekday-picker').count()).toBe(0);
    await page.locator('#field-frequency').selectOption('weekly');
    await page.getByTestId('weekday-picker').waitFor();
    await page.getByTestId('date-list').waitFor();
    await shot(page, 'pm-plan-form');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows coloured occurrences on the schedules calendar and opens a work order', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/schedules`);
    await page.getByTestId('occurrence').first().waitFor();
    // Last month's occurrences are done (on time or late) or missed: several colours at once.
    await page.getByTestId('calendar-prev').click();
    await page.locator('[data-testid="occurrence"][data-state^="done"]').first().waitFor();
    const states = await page.evaluate<string[]>(
      `[...new Set([...document.querySelectorAll('[data-testid="occurrence"]')].map((e) => e.dataset.state))]`,
    );
    expect(states.length).toBeGreaterThan(1);
    await shot(page, 'pm-schedules-month');
    await page.getByTestId('calendar-view').getByText('Week').click();
    await shot(page, 'pm-schedules-week');
    await page.getByTestId('calendar-view').getByText('Month').click();
    const withOrder = page.locator('[data-testid="occurrence"]:not([data-work-order=""])').first();
    const id = await withOrder.getAttribute('data-work-order');
    await withOrder.click();
    await page.waitForURL(new RegExp(`/maintenance/workorders/${id}$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ui.url}/maintenance/schedules`);
    await page.getByTestId('schedule-day-list').waitFor();
    await shot(page, 'pm-schedules-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the people with their workload, a report chart with its CSV, and the overdue tile', async () => {
    const { context, page, errors } = await newPage({ acceptDownloads: true });
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/people`);
    await page.getByTestId('person-row').first().waitFor();
    expect(await page.getByTestId('workload-bar').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('open-by-priority').count()).toBeGreaterThan(0);
    await shot(page, 'pm-people');
    // A manager may edit users: a new skill saved from the dialog shows on the person's row.
    const first = page.getByTestId('person-row').first();
    await first.getByRole('button').last().click();
    await page.getByTestId('person-edit').waitFor();
    await page.getByTestId('skill-add').click();
    await page.getByTestId('skill-name').last().fill('Thermography');
    await page.getByTestId('person-save').click();
    await page.getByTestId('person-edit').waitFor({ state: 'detached' });
    await page.getByTestId('people').getByText('Thermography').first().waitFor();

    await page.goto(`${ui.url}/reports/inspections`);
    await page.getByTestId('report-chart-compliance-bar').first().waitFor();
    const rows = await page.getByTestId('report-row').count();
    expect(await page.getByTestId('report-chart-compliance-bar').count()).toBe(rows);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/Group,Due,On time,Late,Missed,Pending,Compliance/);
    expect(csv).toHaveLength(rows + 1);
    await shot(page, 'pm-report-inspections');

    await page.goto(`${ui.url}/reports/breakdownsNew`);
    await page.getByTestId('report-chart-monthly-line').waitFor();
    await shot(page, 'pm-report-breakdowns-new');

    await page.goto(`${ui.url}/`);
    const tile = page.getByTestId('tile-overdue_work_orders');
    await tile.waitFor();
    const overdue = Number((await tile.getByTestId('tile-value').textContent())?.replace(/\D/g, ''));
    expect(overdue).toBeGreaterThan(0);
    await shot(page, 'pm-dashboard');
    await page.getByTestId('tile-link-overdue_work_orders').click();
    await page.waitForURL(/\/maintenance\/workorders\?overdue=1/);
    await page.getByTestId('list-row').first().waitFor();
    await expect.poll(() => footerTotal(page)).toBe(overdue);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the screens in Arabic, on a phone and on a wide screen', async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page, errors } = await newPage({ viewport, locale: 'ar' });
      await login(page, 'manager@demo.test');
      const size = viewport.width > 500 ? 'wide' : 'phone';
      for (const [path, ready, name] of [
        ['/?lng=ar', 'tile-overdue_work_orders', 'dashboard'],
        ['/maintenance/schedules?lng=ar', 'occurrence-legend', 'schedules'],
        ['/maintenance/people?lng=ar', 'person-row', 'people'],
        ['/reports/inspections?lng=ar', 'report-chart-compliance', 'report'],
      ] as const) {
        await page.goto(`${ui.url}${path}`);
        await page.getByTestId(ready).first().waitFor();
        expect(await page.evaluate<string>('document.documentElement.dir')).toBe('rtl');
        if (name === 'schedules') {
          // Each day's name stays on one line (Arabic's short names broke in two on a phone).
          const heights = await Promise.all(
            (await page.getByTestId('calendar-weekday').all()).map(async (cell) => (await cell.boundingBox())!.height),
          );
          expect(heights).toHaveLength(7);
          expect(Math.max(...heights)).toBeLessThan(Math.min(...heights) * 1.5);
        }
        await shot(page, `pm-ar-${name}-${size}`);
      }
      if (size === 'phone') {
        for (const [path, ready, name] of [
          ['/?lng=en', 'tile-overdue_work_orders', 'dashboard'],
          ['/maintenance/people?lng=en', 'person-row', 'people'],
          ['/reports/breakdowns?lng=en', 'report-chart-breakdowns', 'report'],
        ] as const) {
          await page.goto(`${ui.url}${path}`);
          await page.getByTestId(ready).first().waitFor();
          await shot(page, `pm-en-${name}-phone`);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
