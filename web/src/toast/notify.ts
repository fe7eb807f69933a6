import { currentToaster, TOAST_DURATION } from './toaster';
import { toastTexts, type ToastMessages } from './toast-text';

export type ToastKind = 'success' | 'error' | 'blank';

/** One toast per message; 'blank' is the neutral toast (info styling). */
export function notify(kind: ToastKind, messages: ToastMessages): void {
  const toaster = currentToaster();
  for (const text of toastTexts(messages)) {
    toaster.create({
      type: kind === 'blank' ? 'info' : kind,
      title: text,
      duration: TOAST_DURATION[kind],
      closable: true,
    });
  }
}

/** Loading toasts stay until dismissed with the returned function. */
export function notifyLoading(text: string): () => void {
  const toaster = currentToaster();
  const id = toaster.create({ type: 'loading', title: text });
  return () => toaster.dismiss(id);
}
