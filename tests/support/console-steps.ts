import type { Page } from 'playwright-core';

/** Waits for a success or error toast holding this text. */
export const waitForToast = (page: Page, kind: 'success' | 'error', text: string | RegExp) =>
  page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().waitFor();

/** Picks a combobox option by typing part of its label. */
export async function pick(page: Page, input: string, typed: string, option: string | RegExp): Promise<void> {
  await page.locator(input).click();
  await page.locator(input).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}
