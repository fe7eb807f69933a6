import { describe, expect, it } from 'vitest';
import { useConsole } from '../../support/console-browser';

/**
 * Issue 27 (a page of 100 rows on screen in ≤ 300 ms): what such a page costs the browser is mostly its
 * elements. A row's action icons are one element each, painted through a mask of the icon's SVG (inline
 * SVG was 3–6 elements per icon, up to 400 icons a page), and they still show, 16 px, in the action's
 * colour. Needs `npm run build -w web`.
 */
const ui = useConsole();
const { newPage, login } = ui;

interface RowWeight {
  rows: number;
  heaviest: number;
  svgs: number;
  icons: { width: number; height: number; mask: string; color: string; background: string }[];
}

const WEIGH_ROWS = `(() => {
  const rows = [...document.querySelectorAll('[data-testid="list-row"]')];
  const icons = [...document.querySelectorAll('[data-testid="list-row"] .row-action')].map((action) => {
    const icon = action.firstElementChild;
    const box = icon ? icon.getBoundingClientRect() : { width: 0, height: 0 };
    const style = icon ? getComputedStyle(icon) : null;
    return {
      width: box.width,
      height: box.height,
      mask: style ? style.maskImage : '',
      color: getComputedStyle(action).color,
      background: style ? style.backgroundColor : '',
    };
  });
  return {
    rows: rows.length,
    heaviest: Math.max(...rows.map((row) => row.querySelectorAll('*').length)),
    svgs: document.querySelectorAll('[data-testid="list-row"] svg').length,
    icons,
  };
})()`;

describe('a page of 100 rows', () => {
  it('keeps each row light: one element per action icon, every icon shown in its colour', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware?limit=100`);
    await page.getByTestId('row-title').nth(99).waitFor();
    const weight = await page.evaluate<RowWeight>(WEIGH_ROWS);
    expect(weight.rows).toBe(100);
    // Checkout, view, edit and delete per row: 400 icons drawn without a single inline SVG.
    expect(weight.icons.length).toBeGreaterThanOrEqual(300);
    expect(weight.svgs).toBe(0);
    // Nine cells and the actions: 43 elements a row with inline SVG icons, 31 now.
    expect(weight.heaviest).toBeLessThanOrEqual(32);
    for (const icon of weight.icons) {
      expect(icon.width).toBe(16);
      expect(icon.height).toBe(16);
      expect(icon.mask).toMatch(/^url\("data:image\/svg\+xml,/);
      // Painted in the action's own colour (teal, red...), not a fixed one.
      expect(icon.background).toBe(icon.color);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
