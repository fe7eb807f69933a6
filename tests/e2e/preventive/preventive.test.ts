import { describe, expect, it } from 'vitest';
import { useConsole } from '../../support/console-browser';

/**
 * Preventive maintenance in the console (issue 13, as far as the console goes so far): the seeded plans
 * in the Maintenance area (the declaration's list), and the compliance and breakdown reports on the
 * report engine, at 1440 px and at 390×844. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

describe('preventive maintenance screens', () => {
  it('lists the plans and reads the compliance and breakdown reports', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/maintenance/schedulers`);
    await page.getByTestId('list-row').first().waitFor();
    const titles = await page.getByTestId('row-title').allTextContents();
    expect(titles.join(' ')).toMatch(/Annual CT scanner calibration/);
    await shot(page, 'pm-plans');

    await page.goto(`${ui.url}/reports/inspections`);
    const compliance = page.getByTestId('report-inspections');
    await compliance.waitFor();
    // A row per month of the past year, each with its compliance percentage.
    await compliance
      .getByText(/\d+(\.\d)? %/)
      .first()
      .waitFor();
    await shot(page, 'pm-compliance-report');

    await page.goto(`${ui.url}/reports/breakdowns`);
    const breakdowns = page.getByTestId('report-breakdowns');
    await breakdowns.waitFor();
    await breakdowns.locator('tbody tr').first().waitFor();
    await shot(page, 'pm-breakdown-report');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${ui.url}/reports/inspections`);
    await page
      .getByTestId('report-inspections')
      .getByText(/\d+(\.\d)? %/)
      .first()
      .waitFor();
    await shot(page, 'pm-compliance-report-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
