import {
  ENDPOINT_NOT_FOUND_TEXT,
  getEndpoint,
  getResource,
  notFoundText,
  resources,
  type ResourceDecl,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { Repository } from '../engine/repository.js';
import { toRows } from '../engine/rows.js';
import { ident } from '../engine/sql.js';
import { failure } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';

/** Item lists the real backend has under a user; empty until their resources are declared. */
const NOT_DECLARED_YET = ['assets', 'licenses', 'accessories', 'consumables', 'components'];

/** Reference fields of a resource that point at users (`manager_id`...). */
const userColumns = (r: ResourceDecl): string[] =>
  Object.entries(r.fields)
    .filter(([, f]) => f.kind === 'reference' && f.ref === 'users')
    .map(([key]) => key);

/**
 * `/users/:id/:type`: the rows of any declared resource that point at the user through a reference
 * field (departments and locations they manage, users who report to them), with that resource's own
 * search, sort and paging. New resources with a user reference get their sub-list for free.
 */
export function registerUserSublists(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const users = getResource('users');
  const userRepo = new Repository(sqlite, users);
  const sublists = new Map(
    resources
      .filter((r) => userColumns(r).length > 0)
      .map((r) => [r.name, { r, repo: new Repository(sqlite, r), columns: userColumns(r) }]),
  );

  registerEndpoint(app, getEndpoint('users.sublist'), async (request, reply) => {
    const id = idParam(request);
    if (!userRepo.find(id)) return failure(notFoundText(users));
    const type = (request.params as Record<string, string>).type ?? '';
    const sub = sublists.get(type);
    if (!sub) {
      if (NOT_DECLARED_YET.includes(type)) return { total: 0, rows: [] };
      return reply.status(404).send({ status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null });
    }
    const scope = {
      clauses: [`(${sub.columns.map((c) => `t.${ident(c)} = ?`).join(' OR ')})`],
      params: sub.columns.map(() => id),
    };
    const { total, rows } = sub.repo.list((request.query ?? {}) as Record<string, unknown>, scope);
    return { total, rows: toRows(sqlite, sub.r, rows, request.principal) };
  });
}
