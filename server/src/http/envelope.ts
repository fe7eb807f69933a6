import type { Envelope, Messages } from '@cmms/contracts';

/** The real backend's mutation envelope; failures are HTTP 200 too, signalled by `status`. */
export const success = <T>(messages: Messages, payload: T): Envelope<T> => ({ status: 'success', messages, payload });
/** A failure's envelope: with no payload its payload is `null`, which fits any declared envelope's type. */
export type FailureEnvelope<T = never> = Envelope<T> & { status: 'error' };
export const failure = <T = never>(messages: Messages, payload: T | null = null): FailureEnvelope<T> => ({
  status: 'error',
  messages,
  payload,
});
