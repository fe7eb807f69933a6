/** Why a call failed before any envelope could be read; the texts are the spec's generic client messages. */
export type RequestFailure = 'network' | 'aborted' | 'http';

export class RequestError extends Error {
  readonly failure: RequestFailure;
  readonly status: number | null;
  readonly body: unknown;

  constructor(failure: RequestFailure, status: number | null = null, body: unknown = null) {
    super(
      failure === 'network'
        ? 'Network Error'
        : failure === 'aborted'
          ? 'Request aborted'
          : `Request failed with status code ${status ?? 0}`,
    );
    this.name = 'RequestError';
    this.failure = failure;
    this.status = status;
    this.body = body;
  }
}

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
