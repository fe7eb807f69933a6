import { childCollectionEndpoints, notFoundText, type ChildCollectionDecl, type Row } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../principal.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import type { ResourceHooks } from './hooks.js';
import { blockingGuard, deleteRow } from './mutations.js';
import { Repository } from './repository.js';
import { filterRefusals } from './sql.js';
import { toRows, type RawRow } from './rows.js';
import { ResourceWriter } from './writer.js';

/** Route params arrive as strings; a child id must be a positive integer or it is simply not found. */
const childId = (request: FastifyRequest, param: string): number => {
  const raw = (request.params as Record<string, string | undefined>)[param] ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
};

/**
 * Serves a child collection (`kit/child-collection.ts`): the parent must exist and be visible, the
 * child's declared rules and hooks validate a new row (its parent id is the route's), and a child of
 * another parent is not found (404). Rows may be deleted by whoever holds the write verb, unless a
 * declared guard still counts rows pointing at them.
 */
export function registerChildCollection(app: FastifyInstance, d: ChildCollectionDecl, hooks: ResourceHooks = {}) {
  const { sqlite } = app.ctx.conn;
  const parent = app.ctx.engine.resource(d.parent.name);
  const repo = new Repository(sqlite, d.child, hooks);
  const writer = new ResourceWriter(sqlite, d.child, hooks);
  const [list, create, remove] = childCollectionEndpoints(d);
  const mayWrite = (principal: Principal | null) => principal?.ability.can(d.writeAction, d.parent.permission) ?? false;
  const present = (raws: readonly RawRow[], principal: Principal | null): Row[] =>
    toRows(sqlite, d.child, raws, principal, hooks.decorateRows).map((row, i) => ({
      ...row,
      // Children are added and deleted, never edited; deleting takes the collection's own verb.
      available_actions: { update: false, delete: mayWrite(principal) && blockingGuard(d.child, raws[i]!) === null },
    }));
  const owner = (request: FastifyRequest) => parent.repo.findVisible(idParam(request), request.principal);

  registerEndpoint(app, list, async (request) => {
    const found = owner(request);
    if (!found) return failure(notFoundText(d.parent));
    const scope = { clauses: [`t."${d.parentColumn}" = ?`], params: [found.id] };
    const input = (request.query ?? {}) as Record<string, unknown>;
    const refused = filterRefusals(d.child, input);
    if (refused) return failure(refused);
    const { total, rows } = repo.list(input, scope, request.principal);
    return { total, rows: present(rows, request.principal) };
  });

  registerEndpoint(app, create, async (request) => {
    const found = owner(request);
    if (!found) return failure(notFoundText(d.parent));
    const result = await writer.prepare(request, bodyOf(request), 'create');
    if (!result.ok) return failure(result.messages);
    const id = writer.create(request, { ...result.values, [d.parentColumn]: found.id });
    return success(d.child.messages.created, present([repo.find(id)!], request.principal)[0]);
  });

  registerEndpoint(app, remove, async (request, reply) => {
    const found = owner(request);
    if (!found) return failure(notFoundText(d.parent));
    const child = repo.find(childId(request, d.childParam));
    if (!child || child[d.parentColumn] !== found.id) return reply.status(404).send(failure(notFoundText(d.child)));
    const context = { sqlite, r: d.child, request };
    const blocked = hooks.beforeDelete?.(context, child) ?? blockingGuard(d.child, child);
    if (blocked) return failure(blocked);
    deleteRow(sqlite, d.child, child, request, () => hooks.afterDelete?.(context, child));
    return success(d.child.messages.deleted, null);
  });
}
