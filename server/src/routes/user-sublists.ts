import {
  ENDPOINT_NOT_FOUND_TEXT,
  getEndpoint,
  notFoundText,
  type ResourceDecl,
  type ResourceName,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { ident } from '../engine/sql.js';
import { failure } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';

/** Item lists the real backend has under a user: what is checked out to them, not a reference field. */
const HELD: Record<string, { resource: ResourceName; clause: string }> = {
  assets: { resource: 'hardware', clause: "t.assigned_type = 'user' AND t.assigned_to = ?" },
  licenses: {
    resource: 'licenses',
    clause: 't.id IN (SELECT license_id FROM license_seats WHERE assigned_to = ? AND deleted_at IS NULL)',
  },
  accessories: {
    resource: 'accessories',
    clause: "t.id IN (SELECT accessory_id FROM accessories_checkout WHERE assigned_type = 'user' AND assigned_to = ?)",
  },
  consumables: {
    resource: 'consumables',
    clause: 't.id IN (SELECT consumable_id FROM consumables_users WHERE assigned_to = ?)',
  },
};
/** Components go into assets, never to people: the list exists and is empty. */
const NEVER_HELD = ['components'];

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
  const { engine } = app.ctx;
  const { r: users, repo: userRepo } = engine.resource('users');
  const sublists = new Map(
    engine.all
      .filter(({ r }) => userColumns(r).length > 0)
      .map((sub) => [sub.r.name, { ...sub, columns: userColumns(sub.r) }]),
  );

  registerEndpoint(app, getEndpoint('users.sublist'), async (request, reply) => {
    const id = idParam(request);
    if (!userRepo.find(id)) return failure(notFoundText(users));
    const type = (request.params as Record<string, string>).type ?? '';
    const held = Object.hasOwn(HELD, type) ? HELD[type] : undefined;
    if (held) {
      const heldEngine = engine.resource(held.resource);
      const { total, rows } = heldEngine.repo.list((request.query ?? {}) as Record<string, unknown>, {
        clauses: [held.clause],
        params: [id],
      });
      return { total, rows: heldEngine.present(rows, request.principal) };
    }
    const sub = sublists.get(type);
    if (!sub) {
      if (NEVER_HELD.includes(type)) return { total: 0, rows: [] };
      return reply.status(404).send({ status: 'error', message: ENDPOINT_NOT_FOUND_TEXT, payload: null });
    }
    const scope = {
      clauses: [`(${sub.columns.map((c) => `t.${ident(c)} = ?`).join(' OR ')})`],
      params: sub.columns.map(() => id),
    };
    const { total, rows } = sub.repo.list((request.query ?? {}) as Record<string, unknown>, scope);
    return { total, rows: sub.present(rows, request.principal) };
  });
}
