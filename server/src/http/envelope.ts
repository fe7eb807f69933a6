import type { Envelope, Messages } from '@cmms/contracts';

/** The real backend's mutation envelope; failures are HTTP 200 too, signalled by `status`. */
export const success = <T>(messages: Messages, payload: T): Envelope<T> => ({ status: 'success', messages, payload });
export const failure = (messages: Messages, payload: unknown = null): Envelope<unknown> => ({
  status: 'error',
  messages,
  payload: payload as null,
});
