import { useEffect, type RefObject } from 'react';

/** Where a top toast stack may start (px from the viewport top); the toasters' top offset reads it. */
export const CLEAR_TOP_VAR = '--toast-clear-top';

/** Space between the cleared element and the first toast. */
const GAP = 12;
/** A stack never starts further down than this share of the screen, so it stays on screen. */
const MAX_SHARE = 0.6;

const cleared = new Set<HTMLElement>();
let frame = 0;
let observer: ResizeObserver | undefined;
/** The value last written: the rule is touched only when it changes. */
let written = '';
/**
 * The value lives in a rule for the toast groups alone, which read it (their top offset). On the root, as a
 * property every element inherits, each change restyled the whole page: on a list of 100 rows opened cold,
 * a second style pass of 30–40 ms right after the first (issue 27).
 */
let rule: HTMLStyleElement | undefined;
const TOAST_GROUP_SELECTOR = '[data-scope="toast"][data-part="group"]';

function write(top: string) {
  written = top;
  rule ??= document.head.appendChild(document.createElement('style'));
  rule.textContent = top ? `${TOAST_GROUP_SELECTOR}{${CLEAR_TOP_VAR}:${top}}` : '';
}

function measure() {
  frame = 0;
  let bottom = 0;
  for (const element of cleared) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  const top = `${Math.max(0, Math.round(Math.min(bottom + GAP, window.innerHeight * MAX_SHARE)))}px`;
  if (top !== written) write(top);
}

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(measure);
};

function start() {
  window.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule, { passive: true });
  observer = new ResizeObserver(schedule);
}

function stop() {
  window.removeEventListener('scroll', schedule, { capture: true });
  window.removeEventListener('resize', schedule);
  observer?.disconnect();
  observer = undefined;
  cancelAnimationFrame(frame);
  frame = 0;
  write('');
}

/**
 * Keeps a top toast stack off this element while it is on screen (the page header and its actions:
 * a pile of error toasts must not hide Edit or Save). The stack follows the element's bottom as the
 * page scrolls; once the element has scrolled away the toasters' own top offset (below the navbar) holds.
 */
export function useClearOfToasts(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (cleared.size === 0) start();
    cleared.add(element);
    observer?.observe(element);
    // In the next frame, not here: measuring in the effect forced a layout of the new screen (a list of
    // 100 rows) before the browser's own, and again after the commits that follow.
    schedule();
    return () => {
      cleared.delete(element);
      observer?.unobserve(element);
      if (cleared.size === 0) stop();
      else schedule();
    };
  }, [ref]);
}
