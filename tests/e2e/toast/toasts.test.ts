import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { isUnderOwnCentre, toastClearTop, untilStill } from '../../support/console-steps';

/**
 * Toasts never hide the page header's actions: a stack of error toasts on a record leaves Edit whole
 * and clickable, on a desktop and on a phone, left to right and right to left, and the stack stands on
 * the end side the layout setting names (top-right by default: the left in Arabic).
 * Needs `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, login, shot } = ui;

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

describe('toasts and the page header', () => {
  for (const { name, viewport } of SCREENS) {
    for (const language of ['en', 'ar'] as const) {
      it(`keeps a stack of error toasts off a record's Edit (${name}, ${language})`, async () => {
        const { context, page, errors } = await newPage({ viewport });
        await login(page, 'manager@demo.test');
        await page.goto(`${ui.url}/assets/hardware/1?lng=${language}`);
        const edit = page.getByTestId('detail-edit');
        await edit.waitFor();
        await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

        // Two tabs whose reads fail (History, then Maintenance, chosen from the keyboard): two error toasts.
        const failing = /\/api\/v1\//;
        await page.route(failing, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
        );
        const next = language === 'ar' ? 'ArrowLeft' : 'ArrowRight';
        // From Details to History (again if a late re-render of the language took the focus away).
        await expect
          .poll(async () => {
            await page.getByTestId('tab-details').focus();
            await page.keyboard.press(next);
            return page.getByTestId('tab-history').getAttribute('aria-selected');
          })
          .toBe('true');
        await page.getByTestId('toast-error').first().waitFor();
        // On to the tab after History, again from History if the first toast's arrival took the focus away.
        const selected = () => page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-testid');
        await expect
          .poll(async () => {
            if ((await selected()) === 'tab-history') {
              await page.getByTestId('tab-history').focus();
              await page.keyboard.press(next);
            }
            return selected();
          })
          .not.toBe('tab-history');
        await expect.poll(() => page.getByTestId('toast-error').count()).toBeGreaterThanOrEqual(2);
        for (const toast of await page.getByTestId('toast-error').all()) await untilStill(toast); // the stack's entry
        await shot(page, `toasts-header-${name}-${language}`);

        // Edit is the element under its own centre, and no toast touches the page header.
        expect(await isUnderOwnCentre(page, 'detail-edit')).toBe(true);
        const header = (await page.getByTestId('page-header').boundingBox())!;
        for (const toast of await page.getByTestId('toast-error').all()) {
          const box = await toast.boundingBox();
          if (box) expect(overlaps(box, header), `a toast over the header at y ${box.y}`).toBe(false);
        }
        // The stack stands on the end side (the left in Arabic).
        const front = (await page.getByTestId('toast-error').first().boundingBox())!;
        if (name === 'desktop') {
          const centre = front.x + front.width / 2;
          if (language === 'ar') expect(centre).toBeLessThan(viewport.width / 2);
          else expect(centre).toBeGreaterThan(viewport.width / 2);
        }

        // And it works: Edit opens the form while the toasts still show.
        await page.unroute(failing);
        await edit.click({ timeout: 2_000 });
        await page.getByTestId('resource-form').waitFor();
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('toasts and a form’s success note', () => {
  for (const { name, viewport } of SCREENS) {
    it(`keeps the save's toast off the success note and its reset (${name})`, async () => {
      const { context, page, errors } = await newPage({ viewport });
      await login(page, 'admin@demo.test');
      await page.goto(`${ui.url}/settings/manufacturers/1/edit`);
      await page.getByTestId('resource-form').waitFor();
      await page.getByTestId('form-save').click();
      const note = page.getByTestId('form-success');
      await note.waitFor();
      // Saved from the foot of a long form (a phone), the user scrolls back up to it.
      await page.evaluate('window.scrollTo(0, 0)');
      await expect.poll(async () => (await note.boundingBox())?.y).toBeGreaterThan(0);
      const box = (await note.boundingBox())!;
      // The stack starts below the note (it would have stood over it, under the page header).
      await expect.poll(() => toastClearTop(page)).toBeGreaterThanOrEqual(box.y + box.height);
      // Once it has slid in, no toast lies over the note.
      const overNote = async () => {
        let over = 0;
        for (const toast of await page.getByTestId('toast-success').all()) {
          const at = await toast.boundingBox();
          if (at && overlaps(at, box)) over += 1;
        }
        return over;
      };
      await expect.poll(overNote).toBe(0);
      await expect.poll(() => isUnderOwnCentre(page, 'form-success-reset')).toBe(true);
      await shot(page, `toasts-success-note-${name}`);
      await page.getByTestId('form-success-reset').click({ timeout: 2_000 });
      await note.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
