import type { ToastMessages } from '../../toast/toast-text';

/** Validation failures come as `{ field: [texts] }`; a form shows the first text under each field. */
export function fieldErrors(messages: ToastMessages): Record<string, string> {
  if (!messages || typeof messages === 'string') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(messages)) {
    const first = [value ?? []].flat()[0];
    if (first) out[field] = first;
  }
  return out;
}
