import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../../http/envelope.js';
import type { ActionOptions } from '../../http/register-action.js';

/**
 * What the stock template client sends, read leniently (reference §12, §13): ids as numbers or digit
 * strings, query values where `''` means "not set", bodies that are JSON, a JSON object or a bare text.
 */

/** A positive integer id from a number or a digit string; anything else is no id. */
export const idFrom = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/** A query value as text; `''` counts as absent. */
export const queryText = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text === '' ? undefined : text;
};

/**
 * A call off its declared schema (a repeated query value, a field of the wrong type) answers as this
 * module's own refusals: the envelope, 400 on a read, 200 on a mutation.
 */
export const templateShopCall: ActionOptions = {
  invalid: ({ messages, request, reply }) =>
    request.method === 'GET' ? reply.status(400).send(failure(messages)) : failure(messages),
};

/** A page number or page size: a positive integer, else the default; sizes capped at `max`. */
export const positive = (raw: string | undefined, fallback: number, max = 1000): number => {
  const n = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return n > 0 ? Math.min(n, max) : fallback;
};

/** The effective query, echoed for the slice's next refetch: numbers as numbers (§12 #9). */
export const echoParams = (params: Record<string, string | number | undefined>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));

/** An object's fields, or undefined when it is not a plain object (an array, a text, nothing). */
export const plainFields = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The body's fields (text bodies arrive as fields too, see {@link acceptTextBodies}). */
export const bodyValue = (request: FastifyRequest): { object: Record<string, unknown> } => {
  return { object: plainFields(request.body) ?? {} };
};

/**
 * A text body as fields: a JSON object when it is one, else `{ id: <the text> }`. The stock kanban
 * deletes send the raw board id with no content type (Node's axios) or `text/plain` (browsers), §12 #6.
 */
export const textBodyFields = (text: string): Record<string, unknown> => {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the text itself is the id.
    }
  }
  return { id: trimmed.replace(/^"(.*)"$/, '$1') };
};

/**
 * Within this module's routes, bodies with no content type (Fastify would answer 415) and `text/plain`
 * ones are read by {@link textBodyFields}, so the app's rule that a body is an object of named fields holds.
 */
export function acceptTextBodies(scope: FastifyInstance): void {
  const parse = (_request: FastifyRequest, body: string | Buffer, done: (e: Error | null, b?: unknown) => void) =>
    done(null, textBodyFields(String(body)));
  if (scope.hasContentTypeParser('text/plain')) scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, parse);
  if (!scope.hasContentTypeParser('*')) scope.addContentTypeParser('*', { parseAs: 'string' }, parse);
}
