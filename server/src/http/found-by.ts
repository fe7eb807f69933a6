import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The record a call names, looked up by a `registerAction` guard: once the body is read but before it is
 * held to its schema, so a missing record (or a refused grant) answers as it did before the body's field
 * texts, and the handler gets the row the guard found instead of looking it up again.
 */
export function foundBy<T>(
  find: (request: FastifyRequest) => T | undefined,
  missing: (request: FastifyRequest, reply: FastifyReply) => unknown,
  allowed: (request: FastifyRequest, reply: FastifyReply, row: T) => unknown = () => undefined,
) {
  const held = new WeakMap<FastifyRequest, T>();
  return {
    guard: (request: FastifyRequest, reply: FastifyReply): unknown => {
      const row = find(request);
      if (row === undefined) return missing(request, reply);
      const refused = allowed(request, reply, row);
      if (refused !== undefined) return refused;
      held.set(request, row);
      return undefined;
    },
    /** The row the guard found for this request (the guard ran: `registerAction` calls it first). */
    of: (request: FastifyRequest): T => {
      const row = held.get(request);
      if (row === undefined) throw new Error('The record guard did not run for this call');
      return row;
    },
  };
}
