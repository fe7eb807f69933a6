import { describe, expect, it } from 'vitest';
import { useConsole } from '../../support/console-browser';

/** The new-asset form: it starts with the tag the server would give (the seeded AST- series). */
const ui = useConsole();
const { newPage, shot, login } = ui;

describe('the new-asset form', () => {
  it('shows the suggested next tag, which the user can change, and takes dates as yyyy-MM-dd', async () => {
    const { context, page, errors } = await newPage();
    await login(page, 'admin@demo.test');
    await page.goto(`${ui.url}/assets/hardware/new`);
    const tag = page.locator('#field-asset_tag');
    await expect.poll(async () => tag.inputValue(), { timeout: 15_000 }).toMatch(/^AST-\d{6}$/);
    await shot(page, 'asset-form-suggested-tag');
    await tag.fill('E2E-OWN-TAG');
    expect(await tag.inputValue()).toBe('E2E-OWN-TAG');

    // Dates are typed as yyyy-MM-dd whatever the browser's locale; a day that does not exist is named.
    const purchase = page.locator('#field-purchase_date');
    await purchase.fill('2026-02-30');
    await purchase.blur();
    await page.getByTestId('field-purchase_date-problem').waitFor();
    await purchase.fill('2026/3/5');
    await purchase.blur();
    expect(await purchase.inputValue()).toBe('2026-03-05');
    expect(await page.getByTestId('field-purchase_date-problem').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
