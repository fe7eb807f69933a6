import { endpointPath } from '@cmms/contracts';
import type { ApiKey } from './api-key';
import { apiRequest } from './http';

/** How long a read started ahead of its screen waits to be taken; after that the screen asks afresh. */
const KEEP_MS = 5_000;

interface Started {
  answer: Promise<unknown>;
  at: number;
}

const started = new Map<string, Started>();

const sortedEntries = (record: object) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const keyText = ([id, params, query]: ApiKey) => JSON.stringify([id, sortedEntries(params), sortedEntries(query)]);

function forgetOld(now: number) {
  for (const [text, read] of started) if (now - read.at > KEEP_MS) started.delete(text);
}

/**
 * Asks for a read before its screen has rendered (a route's loader, as the navigation starts), so the answer
 * is on its way while the screen draws its frame. Nothing is shown from here: the screen's own read takes
 * this answer (`takeEarlyRead`) inside its request cycle, which toasts a failure and offers Retry as for any
 * read. Never aborted: the screen that asks for it next uses it, so it is asked for once.
 */
export function startEarlyRead(key: ApiKey): Promise<unknown> {
  const now = Date.now();
  forgetOld(now);
  const text = keyText(key);
  const running = started.get(text);
  if (running) return running.answer;
  const answer = apiRequest<unknown>(endpointPath<string>(key[0], key[1]), { query: key[2] });
  // A failure is the taker's to show; one nobody takes must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  started.set(text, { answer, at: now });
  return answer;
}

/** The answer of a read started early for this key, once (undefined when there is none or it is too old). */
export function takeEarlyRead<T>(key: ApiKey): Promise<T> | undefined {
  const now = Date.now();
  forgetOld(now);
  const text = keyText(key);
  const read = started.get(text);
  if (!read) return undefined;
  started.delete(text);
  return read.answer as Promise<T>;
}
