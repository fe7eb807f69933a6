import type { Page } from 'playwright-core';
import { API_BASE } from '@cmms/contracts';

/** Waits for a success or error toast holding this text. */
export const waitForToast = (page: Page, kind: 'success' | 'error', text: string | RegExp) =>
  page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().waitFor();

/** Whether the element under the centre of the test id's (first) element is that element or inside it: nothing lies over it. */
export const isUnderOwnCentre = (page: Page, testId: string) =>
  page.evaluate<boolean>(`(() => {
    const target = document.querySelector('[data-testid="${testId}"]');
    const box = target.getBoundingClientRect();
    return target.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  })()`);

/** Where a top toast stack may start now (px from the viewport top), below what the screen keeps clear of toasts. */
export const toastClearTop = (page: Page) =>
  page.evaluate<number>(
    "parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--toast-clear-top')) || 0",
  );

/** Picks a combobox option by typing part of its label. */
export async function pick(page: Page, input: string, typed: string, option: string | RegExp): Promise<void> {
  await page.locator(input).click();
  await page.locator(input).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * The API as the signed-in page calls it (its own token), for a test to set up or check what the screens
 * cannot show. `url` is the console's origin. Each call answers the parsed JSON body.
 */
export async function consoleApi(page: Page, url: string) {
  const token = await page.evaluate<string | null>("localStorage.getItem('accessToken')");
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await page.request.get(`${url}${API_BASE}${path}`, { headers })).json(),
    post: async (path: string, data: object) =>
      (await page.request.post(`${url}${API_BASE}${path}`, { headers, data })).json(),
    patch: async (path: string, data: object) =>
      (await page.request.patch(`${url}${API_BASE}${path}`, { headers, data })).json(),
  };
}
