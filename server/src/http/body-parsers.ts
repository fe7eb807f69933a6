import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMIT_BYTES } from '@cmms/contracts';

/**
 * Bodies arrive as JSON, urlencoded forms or multipart forms (the second client sends PATCH as a
 * POST form with `_method`). Multipart fields are attached to the body as plain values.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 200 },
  });
}
