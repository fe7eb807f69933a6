import type { ToastMessages } from '../toast/toast-text';

export type CycleStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CycleState {
  status: CycleStatus;
  error: ToastMessages;
  success: ToastMessages;
}

export const IDLE: CycleState = { status: 'idle', error: null, success: null };

interface EnvelopeLike {
  status: 'success' | 'error';
  messages: ToastMessages;
}

/** Mutation answers are HTTP 200 envelopes even on failure (design §2); lists and rows are not envelopes. */
export function asEnvelope(body: unknown): EnvelopeLike | null {
  if (typeof body !== 'object' || body === null || !('status' in body)) return null;
  const { status, messages } = body as { status: unknown; messages?: unknown };
  if (status !== 'success' && status !== 'error') return null;
  return { status, messages: (messages ?? null) as ToastMessages };
}

/** Thrown to SWR when the cycle failed, so `error` is set and the data stays the last good one. */
export class CycleFailure extends Error {
  readonly messages: ToastMessages;

  /**
   * True when the server answered an error envelope (not found, refused, invalid): asking again gives
   * the same. False when the call itself failed (network, a 5xx): a retry may succeed.
   */
  readonly answered: boolean;

  constructor(messages: ToastMessages, answered = true) {
    super(typeof messages === 'string' ? messages : 'Request failed');
    this.answered = answered;
    this.name = 'CycleFailure';
    this.messages = messages;
  }
}
