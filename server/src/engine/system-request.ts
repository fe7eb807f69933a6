import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../principal.js';

const made = new WeakSet<object>();

/**
 * A stand-in request for writes the server makes by itself (preventive generation on its clock tick,
 * or on a planner's "generate now"): the writer, its hooks and the action log take it like a request.
 * `principal` is whoever asked for it, if anyone; the action log records the source as 'system'.
 */
export function systemRequest(server: FastifyInstance, principal: Principal | null = null): FastifyRequest {
  const request = { server, principal, ip: undefined, headers: {} } as unknown as FastifyRequest;
  made.add(request);
  return request;
}

export const isSystemRequest = (request: FastifyRequest | null): boolean => request !== null && made.has(request);
