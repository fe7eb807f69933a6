import type { Locator, Page } from 'playwright-core';
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
    // Read where the toasts read it: their groups (the page root does not carry it).
    `Math.max(0, ...[...document.querySelectorAll('[data-scope="toast"][data-part="group"]')].map((group) => parseFloat(getComputedStyle(group).getPropertyValue('--toast-clear-top')) || 0))`,
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

/** What `untilStill` reads of the page's animations (the tests compile without the DOM library). */
interface Motion {
  playState: string;
  finished: Promise<unknown>;
  effect: { target?: ElementLike | null; getTiming(): { iterations?: number } } | null;
}
interface ElementLike {
  contains(other: ElementLike): boolean;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
}

/**
 * Resolves once the element has arrived as a person sees it: no finite animation or transition runs on it,
 * inside it or on what holds it, and its box stays put from one frame to the next. Use it before measuring
 * where a toast or a dialog landed, instead of a fixed sleep (too short on a busy machine, too long on a
 * quiet one). Looping animations (spinners) are not waited for; after 10 s it gives up and lets the
 * test's own assertion judge.
 */
export async function untilStill(target: Locator): Promise<void> {
  await target.waitFor();
  await target.evaluate(async (element) => {
    const el = element as unknown as ElementLike;
    const doc = (globalThis as unknown as { document: { getAnimations(): Motion[] } }).document;
    const frame = () =>
      new Promise<void>((done) =>
        (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(done),
      );
    const deadline = Date.now() + 10_000;
    let last = '';
    for (let still = 0; still < 2 && Date.now() < deadline;) {
      const moving = doc.getAnimations().filter((animation) => {
        const node = animation.effect?.target;
        return (
          node &&
          (node.contains(el) || el.contains(node)) &&
          animation.playState === 'running' &&
          animation.effect?.getTiming().iterations !== Infinity
        );
      });
      if (moving.length) {
        await Promise.race([
          Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((done) => setTimeout(done, Math.max(0, deadline - Date.now()))),
        ]);
        still = 0;
      }
      await frame();
      const { x, y, width, height } = el.getBoundingClientRect();
      const box = `${x},${y},${width},${height}`;
      still = box === last && !moving.length ? still + 1 : 0;
      last = box;
    }
  });
}
