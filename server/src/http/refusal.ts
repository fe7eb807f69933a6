import { FORBIDDEN_TEXT, type Messages } from '@cmms/contracts';

/**
 * A rule refused the request from inside a hook or a transaction (thrown, so the transaction rolls
 * back). The error handler answers it: 403 with the forbidden text, or the envelope with `messages`
 * (HTTP 200, like every validation failure).
 */
export class Refusal extends Error {
  constructor(
    readonly messages: Messages,
    readonly httpStatus: 200 | 403 = 200,
  ) {
    super(typeof messages === 'string' ? messages : 'Refused');
  }
}

/** The caller may not act on this record at all (Laravel's failed `authorize`). */
export const forbidden = (): Refusal => new Refusal(FORBIDDEN_TEXT, 403);
