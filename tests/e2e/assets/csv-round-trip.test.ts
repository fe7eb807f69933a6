import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getResource, type ImportType, type ResourceName } from '@cmms/contracts';
import { useConsole } from '../../support/console-browser';

/**
 * The console's own CSV download imports back unchanged, as a user does it: download a list in French
 * (Oui/Non, names in reference columns, French headers), upload that very file on the imports screen
 * with "update existing", and every row is updated, none created or refused; downloading again gives
 * the same file. Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, shot, login } = ui;
const fr = JSON.parse(readFileSync(join(__dirname, '../../../web/public/locales/fr/translation.json'), 'utf8')) as {
  resources: Record<string, { fields: Record<string, string> }>;
};

async function downloadCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-download').click()]);
  return readFileSync((await download.path())!, 'utf8');
}

/** CSV records in the text (a quoted cell may hold line breaks). */
function records(text: string): number {
  let quoted = false;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '\n') count++;
  }
  return count;
}

/** Uploads the text as `type` with "update existing" and reads the result's counts. */
async function importBack(page: Page, type: ImportType, text: string) {
  await page.getByTestId('menu-imports').click();
  await page.getByTestId('import-upload').waitFor();
  await page
    .getByTestId('import-file-input')
    .setInputFiles({ name: `${type}.csv`, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('import-upload-button').click();
  await page.getByTestId('import-run').waitFor();
  await page.getByTestId('import-type').selectOption(type);
  await page.getByTestId('import-update-existing').click();
  await page.getByTestId('import-process').click();
  await page.getByTestId('import-result').waitFor();
  await shot(page, `csv-round-trip-${type}`);
  const count = async (id: string) => page.getByTestId(id).getAttribute('data-count');
  return {
    created: await count('import-created'),
    rejected: await count('import-rejected'),
    updated: await count('import-updated'),
  };
}

/** Signed in as the superuser, the console in French. */
async function frenchConsole() {
  const opened = await newPage({ acceptDownloads: true });
  await login(opened.page, 'admin@demo.test');
  // A click that lands while the shell is still settling may be lost (the CI run at load): ask again until
  // the menu shows its languages.
  const french = opened.page.getByTestId('language-fr');
  await expect
    .poll(
      async () => {
        if (await french.isVisible()) return true;
        await opened.page.getByTestId('language-switcher').click();
        return french.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 40_000 },
    )
    .toBe(true);
  await french.click();
  // The choice is stored once French is loaded: a page opened before that would start in English again.
  // Polled from outside the page: waitForFunction's in-page polling evaluates a string, which the console's CSP refuses.
  await expect.poll(() => opened.page.evaluate<string>('document.documentElement.lang')).toBe('fr');
  return opened;
}

/** Lists other than assets, each downloaded whole: the list's declaration alone gives them the button. */
const LISTS: { type: ImportType; resource: ResourceName; url: string }[] = [
  { type: 'accessories', resource: 'accessories', url: '/assets/accessories' },
  { type: 'locations', resource: 'locations', url: '/settings/locations' },
];

describe('CSV round trip in the console', () => {
  it('imports its own asset download back unchanged, in French', async () => {
    const { context, page, errors } = await frenchConsole();
    await page.goto(`${ui.url}/assets/hardware?search=AC-HAM`);
    await page.getByTestId('row-title').first().waitFor();
    const before = await downloadCsv(page);
    const lines = before.trim().split('\n');
    expect(lines[0]).toContain('Numéro d');
    expect(before).toMatch(/,(Oui|Non),/);
    const rows = lines.length - 1;
    expect(rows).toBeGreaterThan(3);

    expect(await importBack(page, 'assets', before)).toEqual({ created: '0', rejected: '0', updated: String(rows) });

    await page.goto(`${ui.url}/assets/hardware?search=AC-HAM`);
    await page.getByTestId('row-title').first().waitFor();
    expect(await downloadCsv(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LISTS)('imports its own $type download back unchanged, in French', async ({ type, resource, url }) => {
    const { context, page, errors } = await frenchConsole();
    await page.goto(`${ui.url}${url}`);
    await page.getByTestId('row-title').first().waitFor();
    const before = await downloadCsv(page);
    const lines = before.trim().split('\n');
    expect(lines[0]).toContain(fr.resources[resource]!.fields[getResource(resource).titleField]);
    const rows = records(before) - 1;
    expect(rows).toBeGreaterThan(3);

    expect(await importBack(page, type, before)).toEqual({ created: '0', rejected: '0', updated: String(rows) });

    await page.goto(`${ui.url}${url}`);
    await page.getByTestId('row-title').first().waitFor();
    expect(await downloadCsv(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
