import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { INVALID_JSON_TEXT, UPLOAD_LIMIT_BYTES } from '@cmms/contracts';
import { failure } from './envelope.js';

export const NOT_AN_OBJECT_TEXT = 'The request body must be a JSON object.';

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a key or string holds a lone UTF-16 surrogate (`"\ud800"`): valid JSON syntax but not
 * Unicode text (PHP's json_decode refuses it too), and SQLite would store it as broken UTF-8.
 * Iterative, so deeply nested input cannot overflow the stack; uploaded files (buffers) are skipped.
 */
function hasLoneSurrogate(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * Bodies arrive as JSON, urlencoded forms or multipart forms (the second client sends PATCH as a
 * POST form with `_method`). Multipart fields are attached to the body as plain values.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Every endpoint takes named fields: an array, a bare value or null is malformed input, not an empty body.
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    if (hasBody && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      return reply.status(422).send(failure(NOT_AN_OBJECT_TEXT));
    }
    if (hasLoneSurrogate(body)) return reply.status(422).send(failure(INVALID_JSON_TEXT));
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200 },
  });
}
