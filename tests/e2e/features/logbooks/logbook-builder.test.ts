import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useConsole } from '../../../support/console-browser';
import { consoleApi } from '../../../support/console-steps';

/**
 * Issue 28, the form builder: a manager builds a logger form (a section, a number field with unit, hard
 * limits and spec range, a select), sees the server's field error at the field without losing what was
 * typed, reorders the two fields with the keyboard and sees the preview follow, publishes, and the forms
 * list shows version 1; on a phone (390×844) the builder fits the screen. Needs `npm run build -w web` first.
 */
const ui = useConsole();
let signedIn: BrowserContextOptions['storageState'];
const NAME = 'Boiler room log (e2e)';

beforeAll(async () => {
  const { context, page } = await ui.newPage();
  await ui.login(page, 'manager@demo.test');
  signedIn = await context.storageState();
  await context.close();
});

/** An element as the page hands it over (the tests' types have no DOM). */
interface Tagged {
  getAttribute(name: string): string | null;
}

/** The data keys of the preview's fields, in the order a filler meets them. */
const previewOrder = (page: Page) =>
  page
    .getByTestId('builder-preview')
    .locator('[data-testid^="preview-field-"]')
    .evaluateAll((nodes) =>
      nodes.map((n) => (n as unknown as Tagged).getAttribute('data-testid')!.slice('preview-field-'.length)),
    );
const editorOrder = (page: Page) =>
  page
    .getByTestId('section-readings')
    .locator('[data-field-id]')
    .evaluateAll((nodes) =>
      nodes.map((n) => (n as unknown as Tagged).getAttribute('data-testid')!.slice('field-'.length)),
    );

describe('logger form builder', () => {
  let formId = 0;

  it('builds, reorders by keyboard, publishes version 1 and lists it', async () => {
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await page.goto(`${ui.url}/logbooks/forms`);
    await page.getByTestId('form-new').click();
    await page.waitForURL(/\/logbooks\/forms\/new$/);

    await page.getByTestId('builder-name').fill(NAME);
    await page.getByTestId('section-section_1-title').fill('Readings');
    const section = page.getByTestId('section-readings');

    await section.getByTestId('section-readings-kind').selectOption('number');
    await section.getByTestId('section-readings-add-field').click();
    await page.getByTestId('field-number_1-label').fill('Supply temperature');
    const temp = page.getByTestId('field-supply_temperature');
    await temp.getByTestId('field-supply_temperature-unit').fill('°C');
    await temp.getByTestId('field-supply_temperature-min').fill('-10');
    await temp.getByTestId('field-supply_temperature-max').fill('40');
    // A spec range below the hard minimum: the server refuses it at the field.
    await temp.getByTestId('field-supply_temperature-low').fill('-20');
    await temp.getByTestId('field-supply_temperature-high').fill('8');
    await temp.getByTestId('field-supply_temperature-required').click();

    await section.getByTestId('section-readings-kind').selectOption('select');
    await section.getByTestId('section-readings-add-field').click();
    await page.getByTestId('field-select_1-label').fill('Pump state');
    await page.getByTestId('field-pump_state-option-0').fill('Running');
    await page.getByTestId('field-pump_state-option-1').fill('Stopped');

    // The preview shows the form as it will be filled, as it is typed.
    await expect.poll(() => previewOrder(page)).toEqual(['supply_temperature', 'pump_state']);
    const preview = page.getByTestId('builder-preview');
    await expect.poll(() => preview.getByTestId('preview-field-supply_temperature').innerText()).toContain('°C');
    await expect
      .poll(() => preview.getByTestId('preview-field-pump_state').locator('option').allInnerTexts())
      .toEqual(['Choose…', 'Running', 'Stopped']);

    await page.getByTestId('builder-save').click();
    const fieldErrors = page.getByTestId('field-supply_temperature-errors');
    await fieldErrors.waitFor();
    expect(await fieldErrors.innerText()).toMatch(/spec range/i);
    // Nothing typed is lost, and nothing was created.
    expect(page.url()).toMatch(/\/logbooks\/forms\/new$/);
    expect(await page.getByTestId('field-supply_temperature-low').inputValue()).toBe('-20');
    expect(await page.getByTestId('field-pump_state-option-1').inputValue()).toBe('Stopped');
    await temp.getByTestId('field-supply_temperature-low').fill('5');
    // A warm reading asks the person filling in whether to raise a work order.
    await temp.getByTestId('field-supply_temperature-out-of-range').selectOption('prompt');

    // Keyboard reorder: the pump state's grip, Alt+ArrowUp; the grip keeps the focus.
    await page.getByTestId('field-pump_state-handle').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => editorOrder(page)).toEqual(['pump_state', 'supply_temperature']);
    await expect.poll(() => previewOrder(page)).toEqual(['pump_state', 'supply_temperature']);
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null")).toBe(
      'field-pump_state-handle',
    );
    expect(await page.getByTestId('builder-announce').innerText()).toContain('position 1 of 2');
    await ui.shot(page, 'logbook-builder-1440-en');

    await page.getByTestId('builder-publish').click();
    const published = page.getByTestId('builder-published');
    await published.waitFor();
    expect(await published.innerText()).toContain('Version 1 is published');
    await page.waitForURL(/\/logbooks\/forms\/\d+$/);
    formId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByTestId('builder-version').innerText()).toBe('Version 1');

    // What was stored: a 2020-12 document in the order shown, hard limits and spec range as given.
    const api = await consoleApi(page, ui.url);
    const stored = (await api.get(`/forms/${formId}`)) as {
      version: number;
      schema: { $schema: string; properties: { readings: { properties: Record<string, Record<string, unknown>> } } };
      ui_schema: { readings: { 'ui:order': string[] } };
    };
    expect(stored.version).toBe(1);
    expect(stored.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(stored.ui_schema.readings['ui:order']).toEqual(['pump_state', 'supply_temperature']);
    expect(stored.schema.properties.readings.properties.supply_temperature).toMatchObject({
      type: 'number',
      minimum: -10,
      maximum: 40,
      'x-unit': '°C',
      'x-range': { low: 5, high: 8 },
      'x-onOutOfRange': { notify: true, createWorkOrder: 'prompt' },
    });
    expect(stored.schema.properties.readings.properties.pump_state).toMatchObject({ enum: ['Running', 'Stopped'] });

    await page.goto(`${ui.url}/logbooks/forms`);
    await page.getByTestId('forms-search').fill('Boiler room');
    await expect.poll(() => page.getByTestId(`form-version-${formId}`).innerText()).toBe('v1');
    expect(await page.getByTestId(`form-status-${formId}`).innerText()).toBe('Published');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reorders by dragging a field onto another', async () => {
    expect(formId).toBeGreaterThan(0);
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await page.goto(`${ui.url}/logbooks/forms/${formId}`);
    await page.getByTestId('field-supply_temperature').waitFor();
    expect(await editorOrder(page)).toEqual(['pump_state', 'supply_temperature']);
    // Dropped on the pump state's card, the supply temperature goes before it.
    await page.getByTestId('field-supply_temperature-handle').dragTo(page.getByTestId('field-pump_state'));
    await expect.poll(() => editorOrder(page)).toEqual(['supply_temperature', 'pump_state']);
    await expect.poll(() => previewOrder(page)).toEqual(['supply_temperature', 'pump_state']);
    await page.getByTestId('builder-dirty').waitFor();

    // The definition leaves as the standard document, with what is on screen (the dragged order too).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('builder-export').click()]);
    expect(download.suggestedFilename()).toBe('boiler_room_log_e2e.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      name: string;
      schema: { $schema: string };
      ui_schema: { readings: { 'ui:order': string[] } };
    };
    expect(exported.name).toBe(NAME);
    expect(exported.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(exported.ui_schema.readings['ui:order']).toEqual(['supply_temperature', 'pump_state']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scroll, the preview below the editor', async () => {
    expect(formId).toBeGreaterThan(0);
    for (const lng of ['en', 'ar']) {
      const { context, page, errors } = await ui.newPage({
        storageState: signedIn,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`${ui.url}/logbooks/forms/${formId}?lng=${lng}`);
      await page.getByTestId('field-supply_temperature').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      const editor = await page.getByTestId('builder-editor').boundingBox();
      const preview = await page.getByTestId('builder-preview').boundingBox();
      expect(preview!.y).toBeGreaterThan(editor!.y + editor!.height - 1);
      // The move buttons are there to tap.
      const up = await page.getByTestId('field-supply_temperature-up').boundingBox();
      expect(up!.width).toBeGreaterThanOrEqual(32);
      await ui.shot(page, `logbook-builder-390-${lng}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("deletes a form no logbook uses, and shows the server's refusal for one in use", async () => {
    expect(formId).toBeGreaterThan(0);
    const { context, page, errors } = await ui.newPage({ storageState: signedIn });
    await page.goto(`${ui.url}/logbooks/forms`);
    await page.getByTestId('forms-list').waitFor();
    const api = await consoleApi(page, ui.url);
    const { rows } = (await api.get('/forms')) as { rows: { id: number; loggers_count: number }[] };
    const used = rows.find((r) => r.loggers_count > 0)!;

    await page.goto(`${ui.url}/logbooks/forms/${used.id}`);
    await page.getByTestId('builder-delete').click();
    await page.getByTestId('confirm-ok').click();
    const refusal = page.getByTestId('builder-errors');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('This form is used by a logbook and cannot be deleted.');
    expect(new URL(page.url()).pathname).toBe(`/logbooks/forms/${used.id}`);

    await page.goto(`${ui.url}/logbooks/forms/${formId}`);
    await page.getByTestId('builder-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL(/\/logbooks\/forms$/);
    await page.getByTestId('forms-search').fill('Boiler room');
    await page.getByTestId('forms-empty').waitFor();
    expect(((await api.get(`/forms/${used.id}`)) as { id: number }).id).toBe(used.id);
    expect(errors).toEqual([]);
    await context.close();
  });
});
