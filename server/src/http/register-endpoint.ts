import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@cmms/contracts';
import { access } from './access.js';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Mounts one endpoint of the contract table with its access rule. */
export function registerEndpoint(app: FastifyInstance, endpoint: Endpoint, handler: Handler): void {
  const preHandler = access(endpoint.auth);
  app.route({ method: endpoint.method, url: endpoint.path, ...(preHandler ? { preHandler } : {}), handler });
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
