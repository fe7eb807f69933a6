import type { FastifyInstance, FastifyRequest } from 'fastify';

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

export const queryOf = (request: FastifyRequest): Record<string, unknown> => {
  const query = request.query;
  return query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
};

/** A query value as text; `''` and repeated values count as absent (a repeated value is not one choice). */
export const queryText = (query: Record<string, unknown>, key: string): string | undefined => {
  const value = query[key];
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** A page number or page size: a positive integer, else the default; sizes capped at `max`. */
export const positive = (raw: string | undefined, fallback: number, max = 1000): number => {
  const n = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return n > 0 ? Math.min(n, max) : fallback;
};

/** The effective query, echoed for the slice's next refetch: numbers as numbers (§12 #9). */
export const echoParams = (params: Record<string, string | number | undefined>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));

/**
 * The body as an object, or its text: a delete of the kanban sends the raw board id with no content
 * type or `text/plain` (§12 #6), our console sends JSON.
 */
export const bodyValue = (request: FastifyRequest): { object: Record<string, unknown>; text?: string } => {
  const body = request.body;
  if (typeof body === 'string') return { object: {}, text: body.trim() };
  if (Buffer.isBuffer(body)) return { object: {}, text: body.toString('utf8').trim() };
  if (body && typeof body === 'object' && !Array.isArray(body)) return { object: body as Record<string, unknown> };
  return { object: {} };
};

/**
 * Bodies with no content type (Node's fetch and axios send the kanban deletes so) are read as text
 * within this module's routes; Fastify would refuse them with 415 otherwise. Declared once per scope.
 */
export function acceptUntypedBodies(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('*')) return;
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));
}
