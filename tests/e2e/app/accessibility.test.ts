import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../../support/console-browser';
import { seriousViolations } from '../../support/axe';

/**
 * axe-core over the main screens, signed in as the administrator: no serious or critical violation
 * (contrast, names of buttons and fields, landmarks, list and definition-list markup). Needs
 * `npm run build -w web` first.
 */
const ui = useConsole();
const { newPage, login, shot } = ui;

/** Each screen, and what says it has loaded its data (axe must see the rows, not the skeleton). */
const SCREENS: [string, string, (page: Page) => Promise<void>][] = [
  ['dashboard', '/', (page) => page.locator('[data-testid^="tile-"]').first().waitFor()],
  ['asset list', '/assets/hardware', (page) => page.getByTestId('row-title').first().waitFor()],
  ['asset detail', '/assets/hardware/1', (page) => page.getByTestId('detail-created-at').waitFor()],
  ['asset form', '/assets/hardware/1/edit', (page) => page.getByTestId('resource-form').waitFor()],
  ['work-order list', '/maintenance/workorders', (page) => page.getByTestId('list-row').first().waitFor()],
];

const report = (name: string, violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((v) => `${name}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 5).join(' | ')}`);

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on the login page', async () => {
    const { context, page } = await newPage({ bypassCSP: true });
    await page.goto(`${ui.url}/login`);
    await page.getByTestId('login-email').waitFor();
    expect(report('login', await seriousViolations(page))).toEqual([]);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`finds none on the main screens at ${viewport.width} px`, async () => {
      const { context, page } = await newPage({ bypassCSP: true, viewport });
      await login(page, 'admin@demo.test');
      const found: string[] = [];
      for (const [name, path, loaded] of SCREENS) {
        await page.goto(`${ui.url}${path}`);
        await loaded(page);
        found.push(...report(name, await seriousViolations(page)));
        await shot(page, `a11y-${name.replace(/ /g, '-')}-${viewport.width}`);
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
