import { currentToaster, TOAST_DURATION } from './toaster';
import { toastTexts, type ToastMessages } from './toast-text';

export type ToastKind = 'success' | 'error' | 'blank';

/** One toast per message; 'blank' is the neutral toast (info styling). Answers the toasts' ids. */
export function notify(kind: ToastKind, messages: ToastMessages): string[] {
  const toaster = currentToaster();
  return toastTexts(messages).map((text) =>
    toaster.create({
      type: kind === 'blank' ? 'info' : kind,
      title: text,
      duration: TOAST_DURATION[kind],
      closable: true,
    }),
  );
}

/** Takes down toasts still showing (a later success makes earlier errors of the same form stale). */
export function dismissToasts(ids: Iterable<string>): void {
  const toaster = currentToaster();
  for (const id of ids) toaster.dismiss(id);
}

/** Loading toasts stay until dismissed with the returned function. */
export function notifyLoading(text: string): () => void {
  const toaster = currentToaster();
  const id = toaster.create({ type: 'loading', title: text });
  return () => toaster.dismiss(id);
}
