import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Endpoint } from '@cmms/contracts';
import { access } from './access.js';
import { routeOptionsFor } from './body-limits.js';
import { markHandled, responseCheckHook } from './response-check.js';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A handler that may write runs under a write-gate lease, so it never writes inside an import. */
export const gateWrites =
  (handler: Handler): Handler =>
  async (request, reply) => {
    const lease = await request.server.ctx.writeGate.enter();
    request.writeLease = lease;
    try {
      return await handler(request, reply);
    } finally {
      lease.release();
    }
  };

/** The handler's answers are the ones the response check holds to the declaration. */
const checked =
  (handler: Handler): Handler =>
  async (request, reply) => {
    markHandled(request);
    return handler(request, reply);
  };

/**
 * Mounts one endpoint of the contract table: its access rule runs before the body is read, and the
 * body may be only as large as the endpoint needs (files only where it takes uploads). `beforeBody` is a
 * rule of the record in the path (whose request it is), also checked before the body is read.
 */
export function registerEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: Handler,
  beforeBody?: onRequestAsyncHookHandler,
): void {
  const onRequest = [access(endpoint.auth), beforeBody].filter((hook) => hook !== undefined);
  // In tests and development every JSON answer is checked against the declared schema (not in production).
  const onSend = responseCheckHook(endpoint);
  const run = endpoint.method === 'GET' ? handler : gateWrites(handler);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length ? { onRequest } : {}),
    ...(onSend ? { onSend } : {}),
    ...routeOptionsFor(app, endpoint.multipart === true, endpoint.kind),
    handler: onSend ? checked(run) : run,
  });
}

/** Route params arrive as strings; ids must be positive integers or the row is simply not found. */
export const idParam = (request: FastifyRequest): number => {
  const raw = (request.params as Record<string, string | undefined>).id ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
};

export const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};
