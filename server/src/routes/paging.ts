import { normalizeListQuery } from '@cmms/contracts';
import type { FastifyRequest } from 'fastify';

/** `{total, rows}` of a short in-memory list with the usual offset and limit (a detail's tab). */
export function pageOf<T>(all: readonly T[], request: FastifyRequest, defaultLimit?: number) {
  const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, [], 'id', 'asc', defaultLimit);
  const offset = Math.min(q.offset, all.length);
  return { total: all.length, rows: all.slice(offset, offset + q.limit) };
}
