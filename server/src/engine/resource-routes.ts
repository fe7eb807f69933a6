import { notFoundText, resourceEndpoints, type Endpoint, type EndpointKind, type ResourceDecl } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { access } from '../http/access.js';
import { blockingGuard, createRow, deleteRow, restoreRow, updateRow } from './mutations.js';
import { Repository } from './repository.js';
import { toRows, type RawRow } from './rows.js';
import { selectList } from './select-list.js';
import { validateBody } from './validate.js';
import type { ResourceHooks } from './hooks.js';

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** One engine serves every declared resource: list, detail, create, update, delete, restore, select list. */
export function registerResource(app: FastifyInstance, r: ResourceDecl, hooks: ResourceHooks = {}): void {
  const { sqlite } = app.ctx.conn;
  const repo = new Repository(sqlite, r);
  const present = (request: FastifyRequest, raw: RawRow) => toRows(sqlite, r, [raw], request.principal)[0];
  const reload = (id: number) => repo.find(id, true) as RawRow;
  const context = (request: FastifyRequest) => ({ sqlite, r, request });

  /** The declared rules, then the resource's own cross-field rules (hooks) on values that passed them. */
  const validate = (request: FastifyRequest, mode: 'create' | 'update', existing?: RawRow) => {
    const result = validateBody(sqlite, r, bodyOf(request), mode, existing);
    if (!result.ok) return result;
    const refused = hooks.beforeSave?.(context(request), result.values, existing);
    return refused ? { ok: false as const, messages: refused } : result;
  };
  const afterSave = (request: FastifyRequest, values: Record<string, unknown>) =>
    hooks.afterSave ? (id: number) => hooks.afterSave?.(context(request), id, values) : undefined;

  const update: Handler = async (request) => {
    const existing = repo.find(idParam(request));
    if (!existing) return failure(notFoundText(r));
    const result = validate(request, 'update', existing);
    if (!result.ok) return failure(result.messages);
    updateRow(sqlite, r, existing, result.values, request, afterSave(request, result.values));
    return success(r.messages.updated, present(request, reload(existing.id)));
  };

  const remove: Handler = async (request) => {
    const existing = repo.find(idParam(request));
    if (!existing) return failure(notFoundText(r));
    const blocked = hooks.beforeDelete?.(context(request), existing) ?? blockingGuard(r, existing);
    if (blocked) return failure(blocked);
    deleteRow(sqlite, r, existing, request);
    return success(r.messages.deleted, null);
  };

  const handlers: Record<EndpointKind, Handler | undefined> = {
    list: async (request) => {
      const { total, rows } = repo.list(query(request));
      return { total, rows: toRows(sqlite, r, rows, request.principal) };
    },
    detail: async (request) => {
      // Like the real backend's show, a soft-deleted row reads as not found (the deleted list still shows it).
      const raw = repo.find(idParam(request));
      return raw ? present(request, raw) : failure(notFoundText(r));
    },
    create: async (request) => {
      const result = validate(request, 'create');
      if (!result.ok) return failure(result.messages);
      const id = createRow(sqlite, r, result.values, request, afterSave(request, result.values));
      return success(r.messages.created, present(request, reload(id)));
    },
    update,
    delete: remove,
    restore: async (request) => {
      const existing = repo.find(idParam(request), true);
      if (!existing) return failure(notFoundText(r));
      if (!existing.deleted_at) return failure(`${r.entity} is not deleted and therefore cannot be restored.`);
      const clash = validateBody(sqlite, r, { [r.titleField]: existing[r.titleField] }, 'update', existing);
      if (!clash.ok) return failure(clash.messages);
      restoreRow(sqlite, r, existing, request);
      return success(
        r.messages.restored ?? `${r.entity} restored successfully.`,
        present(request, reload(existing.id)),
      );
    },
    selectlist: async (request) => selectList(sqlite, r, query(request)),
    login: undefined,
    'jwt-login': undefined,
    'jwt-register': undefined,
    'jwt-refresh': undefined,
    'jwt-logout': undefined,
    me: undefined,
    'user-selectlist': undefined,
    action: undefined,
  };

  const endpoints = resourceEndpoints(r);
  // Static segments (selectlist) must win over `/:id`; Fastify's router already prefers them.
  for (const endpoint of endpoints) {
    const handler = handlers[endpoint.kind];
    if (handler) registerEndpoint(app, endpoint, handler);
  }
  registerMethodOverride(app, endpoints, { PATCH: update, PUT: update, DELETE: remove });
}

/**
 * The second client sends PATCH, PUT (and DELETE) as POST with a `_method` field, in JSON or form
 * data; the override checks the same access as the real method.
 */
function registerMethodOverride(app: FastifyInstance, endpoints: Endpoint[], handlers: Record<string, Handler>): void {
  const byMethod = new Map(endpoints.filter((e) => e.path.endsWith('/:id')).map((e) => [e.method, e]));
  const path = byMethod.get('PATCH')?.path;
  if (!path) return;
  app.post(path, async (request, reply) => {
    const method = String(bodyOf(request)._method ?? '').toUpperCase();
    const endpoint = byMethod.get(method as Endpoint['method']);
    const handler = handlers[method];
    if (!endpoint || !handler) return reply.status(405).send(failure('Method not allowed'));
    const guard = access(endpoint.auth);
    if (guard) {
      await guard.call(app, request, reply);
      if (reply.sent) return reply;
    }
    return handler(request, reply);
  });
}
