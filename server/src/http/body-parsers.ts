import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@cmms/contracts';
import { failure } from './envelope.js';

export const NOT_AN_OBJECT_TEXT = 'The request body must be a JSON object.';

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
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200 },
  });
}
