import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { useConsole } from '../support/console-browser';

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

/** Whether the element under the centre of the test id's element is that element (or inside it). */
const hitAtCentre = (testId: string) => `(() => {
  const target = document.querySelector('[data-testid="${testId}"]');
  const box = target.getBoundingClientRect();
  return target.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
})()`;

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
        await page.keyboard.press(next);
        await expect.poll(() => page.getByTestId('toast-error').count()).toBeGreaterThanOrEqual(2);
        await page.waitForTimeout(400); // the stack's entry animation
        await shot(page, `toasts-header-${name}-${language}`);

        // Edit is the element under its own centre, and no toast touches the page header.
        expect(await page.evaluate<boolean>(hitAtCentre('detail-edit'))).toBe(true);
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
