import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, ENDPOINT_NOT_FOUND_TEXT, FORBIDDEN_TEXT, INVALID_JSON_TEXT, SECURITY_TEXT } from '@cmms/contracts';
import { failure } from './envelope.js';
import { Refusal } from './refusal.js';
import { BodyRefused, bodyRefusal, countRefusedBody } from './body-limits.js';

const isApiPath = (url: string) => url.startsWith(API_BASE) || /^\/(jwt|api|apps)\//.test(url);
/** A missing file (a stale hashed asset) is a 404, not the console page served as JavaScript. */
const isFilePath = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

const isMultipartFault = (err: FastifyError, request: FastifyRequest) =>
  err.statusCode === undefined &&
  /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') &&
  /[\\/]busboy[\\/]/.test(err.stack ?? '');

/** Bad input never becomes a 5xx or an HTML page: every error leaves as the JSON the real backend sends. */
function sendError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = err.code ?? '';
  // A body the shape guard cut short fails however the cut shows (bad JSON, a short Content-Length): its refusal answers.
  const refused = bodyRefusal(request) ?? (err instanceof BodyRefused ? err : null);
  if (refused) {
    countRefusedBody(request);
    return reply.status(refused.statusCode).send(failure(refused.message));
  }
  if (err instanceof Refusal) {
    return err.httpStatus === 403
      ? reply.status(403).send({ message: FORBIDDEN_TEXT })
      : reply.status(200).send(failure(err.messages));
  }
  // busboy throws plain errors for a multipart body it cannot read (no boundary, a broken part header).
  if (isMultipartFault(err, request)) return reply.status(400).send(failure(SECURITY_TEXT.malformedMultipart));
  if (
    err instanceof SyntaxError ||
    code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return reply.status(422).send(failure(INVALID_JSON_TEXT));
  }
  const status = err.statusCode ?? 500;
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
    countRefusedBody(request);
    return reply.status(413).send(failure(SECURITY_TEXT.bodyTooLarge));
  }
  if (status === 415) return reply.status(415).send(failure('Unsupported Media Type'));
  if (status === 429) return reply.status(429).send(failure('Too many requests'));
  if (status < 500) return reply.status(status).send(failure(err.message || String(status)));
  request.log.error({ err, reqId: request.id }, 'unhandled error');
  return reply.status(500).send(failure('Server Error'));
}

/**
 * Errors Fastify raises before routing (a path with a malformed %-escape: FST_ERR_BAD_URL) skip the
 * error handler; pass this as the `frameworkErrors` option so they leave as the envelope too.
 */
export const frameworkErrors = (err: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  void sendError(err, request, reply);
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  // Every 5xx leaves a line with its request id (the `x-request-id` header the caller saw), however it arose.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) {
      request.log.error(
        { reqId: request.id, statusCode: reply.statusCode, method: request.method, url: request.url },
        'server error',
      );
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (
      request.method === 'GET' &&
      !isApiPath(request.url) &&
      !isFilePath(request.url) &&
      app.hasDecorator('sendConsole')
    ) {
      return (app as unknown as { sendConsole: (r: typeof reply) => unknown }).sendConsole(reply);
    }
    return reply.status(404).send({ status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null });
  });
}
