import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../support/console-browser';

/**
 * The console's own CSV download imports back unchanged, as a user does it: download a filtered asset
 * list in French (Oui/Non, names in reference columns), upload that very file on the imports screen with
 * "update existing", and every row is updated, none created or refused; downloading again gives the same
 * file. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;

async function downloadCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
  return readFileSync((await download.path())!, 'utf8');
}

describe('CSV round trip in the console', () => {
  it('imports its own asset download back unchanged, in French', async () => {
    const { context, page, errors } = await newPage({ acceptDownloads: true });
    await login(page, 'admin@demo.test');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-fr').click();

    await page.goto(`${ui.url}/assets/hardware?search=AC-HAM`);
    await page.getByTestId('row-title').first().waitFor();
    const before = await downloadCsv(page);
    const lines = before.trim().split('\n');
    expect(lines[0]).toContain('Numéro d');
    expect(before).toMatch(/,(Oui|Non),/);
    const rows = lines.length - 1;
    expect(rows).toBeGreaterThan(3);

    await page.getByTestId('menu-imports').click();
    await page.getByTestId('import-upload').waitFor();
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'assets.csv', mimeType: 'text/csv', buffer: Buffer.from(before) });
    await page.getByTestId('import-upload-button').click();
    await page.getByTestId('import-run').waitFor();
    await page.getByTestId('import-type').selectOption('assets');
    await page.getByTestId('import-update-existing').click();
    await page.getByTestId('import-process').click();
    await page.getByTestId('import-result').waitFor();
    await shot(page, 'csv-round-trip-result');
    expect(await page.getByTestId('import-created').getAttribute('data-count')).toBe('0');
    expect(await page.getByTestId('import-rejected').getAttribute('data-count')).toBe('0');
    expect(await page.getByTestId('import-updated').getAttribute('data-count')).toBe(String(rows));

    await page.goto(`${ui.url}/assets/hardware?search=AC-HAM`);
    await page.getByTestId('row-title').first().waitFor();
    expect(await downloadCsv(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
