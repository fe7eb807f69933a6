import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';
import { ARTIFACTS, SHOTS_REQUESTED, useConsole } from '../../support/console-browser';

/**
 * The console under its Content-Security-Policy: every screen and Swagger UI still work with no
 * violation; a large import shows its progress; a downloaded CSV cannot run formulas.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

/** Collects CSP violations the page reports (the browser refuses the resource and says so). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  // Runs in the page (no DOM types here): report every securitypolicyviolation event.
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile))",
  );
  return violations;
}

describe('console security', () => {
  it('runs every kind of screen under its CSP without a violation', async () => {
    const { context, page, errors } = await newPage();
    const violations = await watchViolations(page);
    await login(page, 'admin@demo.test');
    const screens = {
      '/settings/locations': 'list-row',
      '/assets/hardware': 'list-row',
      '/people/users': 'list-row',
      '/reports/activity': 'report-row',
      '/imports': 'import-upload',
      '/maintenance/workorders': 'list-row',
      '/maintenance/workorders/1': 'work-order-header',
      '/maintenance/requests': 'requests-table-row',
      '/maintenance/kanban': 'kanban-card',
      '/maintenance/calendar': 'calendar-day',
    };
    for (const [path, testId] of Object.entries(screens)) {
      await page.goto(`${ui.url}${path}`);
      await page.getByTestId(testId).first().waitFor();
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves Swagger UI at /docs under the same policy', async () => {
    const { context, page, errors } = await newPage();
    const violations = await watchViolations(page);
    await page.goto(`${ui.url}/docs`);
    // Swagger UI reads a 3 MB document: slow on a busy machine, so it gets longer than a console screen.
    await page.locator('.opblock-tag').first().waitFor({ timeout: 90_000 });
    await page.locator('.opblock-tag').first().click();
    await page.locator('.opblock').first().waitFor();
    if (SHOTS_REQUESTED) await page.screenshot({ path: `${ARTIFACTS}docs-under-csp.png` });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows how far a large import has got while it runs', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/imports`);
    const rows = Array.from({ length: 4000 }, (_, i) => `Progress site ${i},Manama,BH`);
    // The last row has no name: the import is refused whole once it gets there (and writes nothing).
    const csv = ['Name,City,Country', ...rows, ',Manama,BH', ''].join('\n');
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'progress.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-upload-button').click();
    await page.getByTestId('import-run').waitFor();
    await page.getByTestId('import-type').selectOption('locations');
    await page.getByTestId('import-process').click();
    const bar = page.getByTestId('import-run-progress');
    await bar.filter({ hasText: /of 4,001 rows processed/ }).waitFor();
    await shot(page, 'import-progress-mobile');
    await page.getByTestId('import-result').waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('downloads a CSV whose formula-like cells are text', async () => {
    const { context, page } = await newPage();
    await login(page, 'admin@demo.test');
    const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
    const headers = { authorization: `Bearer ${token}` };
    const first = await (await page.request.get(`${ui.url}${API_BASE}/hardware?limit=1`, { headers })).json();
    const renamed = await page.request.patch(`${ui.url}${API_BASE}/hardware/${first.rows[0].id}`, {
      headers,
      data: { name: '=HYPERLINK("http://evil.example","click")' },
    });
    expect((await renamed.json()).status).toBe('success');
    await page.goto(`${ui.url}/assets/hardware?search=HYPERLINK`);
    await page.getByTestId('list-row').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    await context.close();
  });
});
