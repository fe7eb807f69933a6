import type { Envelope, Messages } from '@cmms/contracts';

/** The real backend's mutation envelope; failures are HTTP 200 too, signalled by `status`. */
export const success = <T>(messages: Messages, payload: T): Envelope<T> => ({ status: 'success', messages, payload });
/** No payload gives `Envelope<never>` (payload `null`), which fits any declared envelope's type. */
export const failure = <T = never>(messages: Messages, payload: T | null = null): Envelope<T> => ({
  status: 'error',
  messages,
  payload,
});
