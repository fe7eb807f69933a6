import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import { useConsole } from '../../support/console-browser';
import { consoleApi } from '../../support/console-steps';

/**
 * The seeded work-order statuses and priorities read in the console's language (an Arabic phone here)
 * on the work-order list and the kanban, while a status someone renamed reads as they typed it.
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const PHONE = { width: 390, height: 844 };
type Seeded = Record<string, { seeded: Record<string, string> }>;
const locale = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../web/public/locales/${lang}/translation.json`, import.meta.url), 'utf8'),
  ) as {
    resources: Seeded;
  };
const ar = locale('ar');
const de = locale('de');

const english = (resource: keyof typeof SEEDED_VOCABULARIES): string[] =>
  Object.values(SEEDED_VOCABULARIES[resource].names);
const arabic = (resource: 'workorderstatuses' | 'workorderpriorities' | 'statuslabels'): string[] =>
  Object.values(ar.resources[resource]!.seeded);

const texts = async (chips: Locator): Promise<string[]> => {
  await chips.first().waitFor();
  return (await chips.allTextContents()).map((text) => text.trim());
};

describe('work-order vocabularies in the console language', () => {
  it('shows seeded statuses and priorities in Arabic on a phone, and a renamed status as typed', async () => {
    const { context, page, errors } = await ui.newPage({ viewport: PHONE });
    await ui.login(page, 'manager@demo.test');

    await page.goto(`${ui.url}/maintenance/workorders?lng=ar`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const statuses = await texts(page.getByTestId('status-chip'));
    const priorities = await texts(page.getByTestId('priority-chip'));
    await ui.shot(page, 'vocabulary-list-phone-ar');
    expect(statuses.filter((name) => arabic('workorderstatuses').includes(name)).length).toBeGreaterThan(0);
    expect(statuses.filter((name) => english('workorderstatuses').includes(name))).toEqual([]);
    expect(priorities.filter((name) => arabic('workorderpriorities').includes(name)).length).toBeGreaterThan(0);
    expect(priorities.filter((name) => english('workorderpriorities').includes(name))).toEqual([]);

    await page.goto(`${ui.url}/maintenance/kanban?lng=ar`);
    const column = page.getByTestId('kanban-column-in_progress');
    await column.waitFor();
    await expect
      .poll(async () => (await column.textContent()) ?? '')
      .toContain(ar.resources.workorderstatuses!.seeded.in_progress!);
    const onCards = await texts(page.getByTestId('kanban-card').getByTestId('priority-chip'));
    await ui.shot(page, 'vocabulary-kanban-phone-ar');
    expect(onCards.filter((name) => arabic('workorderpriorities').includes(name)).length).toBeGreaterThan(0);
    expect(onCards.filter((name) => english('workorderpriorities').includes(name))).toEqual([]);

    // A status renamed by its owner is their data: it reads as typed, in Arabic too.
    const client = await consoleApi(page, ui.url);
    const rows = (await client.get('/maintenance/statuses?limit=50')).rows as { id: number; state: string }[];
    const open = rows.find((row) => row.state === 'open')!;
    const typed = 'Waiting for site access';
    expect((await client.patch(`/maintenance/statuses/${open.id}`, { name: typed })).status).toBe('success');
    await page.goto(`${ui.url}/maintenance/workorders?status=${open.id}&lng=ar`);
    await expect.poll(() => texts(page.getByTestId('status-chip'))).toContain(typed);
    expect(await texts(page.getByTestId('status-chip'))).not.toContain(ar.resources.workorderstatuses!.seeded.open!);
    await ui.shot(page, 'vocabulary-renamed-phone-ar');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds seeded status labels by their German names in a picker, and sorts their list by them', async () => {
    const { context, page, errors } = await ui.newPage();
    await ui.login(page, 'admin@demo.test');
    const german = de.resources.statuslabels!.seeded;
    // A new asset: nothing chosen yet, so the picker offers only what the search finds.
    await page.goto(`${ui.url}/assets/hardware/new?lng=de`);
    const field = page.locator('#field-status_id');
    await field.waitFor();
    await field.click();
    await field.fill('bereit');
    const choices = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
    // Once the search is answered, only the label whose German name holds the text is offered.
    await expect
      .poll(async () => (await choices.getByRole('option').allTextContents()).map((name) => name.trim()))
      .toEqual([german.ready_to_deploy]);
    await ui.shot(page, 'vocabulary-picker-de');

    await page.goto(`${ui.url}/settings/statuslabels?sort=name&order=asc&lng=de`);
    const titles = (await texts(page.getByTestId('row-title'))).filter((name) => Object.values(german).includes(name));
    expect(titles).toHaveLength(Object.keys(german).length);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'de')));
    await ui.shot(page, 'vocabulary-sorted-de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows seeded asset status labels in Arabic on the asset list and an asset, its dates left to right', async () => {
    const { context, page, errors } = await ui.newPage();
    await ui.login(page, 'manager@demo.test');
    await page.goto(`${ui.url}/assets/hardware?lng=ar`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('list-row').first().waitFor();
    const table = (await page.getByTestId('list-table').textContent()) ?? '';
    expect(arabic('statuslabels').filter((name) => table.includes(name)).length).toBeGreaterThan(0);
    expect(english('statuslabels').filter((name) => table.includes(name))).toEqual([]);
    await page.getByTestId('row-title').first().click();
    const badge = page.getByTestId('asset-status');
    await badge.waitFor();
    expect(arabic('statuslabels')).toContain(((await badge.textContent()) ?? '').trim());
    // Its timestamps are isolated left to right: in Arabic the time would otherwise stand before the date.
    const created = page.getByTestId('detail-created-at').locator('[dir="ltr"]');
    expect(await created.textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await ui.shot(page, 'vocabulary-asset-status-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
