import {
  entityLabel,
  findResource,
  notFoundText,
  payloadIdKeys,
  resourceEndpoints,
  type Endpoint,
  type EndpointKind,
  type ResourceDecl,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { failure, success } from '../http/envelope.js';
import { languageOf } from '../i18n/server-texts.js';
import { bodyOf, gateWrites, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { access, permits } from '../http/access.js';
import { routeOptionsFor } from '../http/body-limits.js';
import type { ResourceEngine } from './engine.js';
import { keptAnswers } from './kept-answers.js';
import { blockingGuard, deleteRow, restoreRow } from './mutations.js';
import type { RawRow } from './rows.js';
import { selectList } from './select-list.js';
import { filterRefusals } from './sql.js';

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
/** Rows read per batch while streaming a whole list (`?all=1`). */
const STREAM_BATCH = 500;

/**
 * `?all=1` on a resource that streams its whole list: every matching row, as one JSON document, through
 * the same scope and presentation as a page. Not `all=true`: that is the users list's "with trashed".
 */
const wantsAll = (r: ResourceDecl, input: Record<string, unknown>) => Boolean(r.streamAll) && input.all === '1';

/**
 * One engine serves every declared resource: list, detail, create, update, delete, restore, select list.
 */
export function registerResource(app: FastifyInstance, resource: ResourceEngine): void {
  const { sqlite } = app.ctx.conn;
  const { r, hooks, repo, writer } = resource;
  const kept = keptAnswers(sqlite);
  const present = (request: FastifyRequest, raw: RawRow) => resource.presentOne(raw, request.principal, query(request));
  const reload = (id: number) => repo.find(id, true) as RawRow;
  /** A create or update's payload: the row, with the raw reference ids where v8 answers the model. */
  const idKeys = payloadIdKeys(r);
  const saved = (request: FastifyRequest, id: number) => {
    const raw = reload(id);
    const row = present(request, raw);
    return idKeys.length ? { ...row, ...Object.fromEntries(idKeys.map((key) => [key, raw[key] ?? null])) } : row;
  };

  const update: Handler = async (request) => {
    const existing = repo.findVisible(idParam(request), request.principal);
    if (!existing) return failure(notFoundText(r));
    const result = await writer.prepare(request, bodyOf(request), 'update', existing);
    if (!result.ok) return failure(result.messages);
    writer.update(request, existing, result.values);
    return success(r.messages.updated, saved(request, existing.id));
  };

  const remove: Handler = async (request) => {
    const existing = repo.findVisible(idParam(request), request.principal);
    if (!existing) return failure(notFoundText(r, 'delete'));
    const context = { sqlite, r, request };
    const blocked = hooks.beforeDelete?.(context, existing) ?? blockingGuard(r, existing);
    if (blocked) return failure(blocked);
    deleteRow(sqlite, r, existing, request, () => hooks.afterDelete?.(context, existing));
    return success(r.messages.deleted, null);
  };

  /**
   * The whole filtered list as one JSON document, written batch by batch rather than built in memory:
   * only the ids are read at once (one sorted query), rows are loaded and serialized a batch at a time
   * as the client takes them.
   */
  const streamAll = (request: FastifyRequest, reply: FastifyReply) => {
    const plan = repo.plan(query(request), undefined, request.principal, languageOf(request));
    const ids = plan.ids(0);
    async function* chunks() {
      yield `{"total":${plan.total},"rows":[`;
      for (let offset = 0; offset < ids.length; offset += STREAM_BATCH) {
        const batch = repo.rowsFor(ids.slice(offset, offset + STREAM_BATCH));
        const rows = resource.present(batch, request.principal, query(request));
        yield (offset ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(',');
      }
      yield ']}';
    }
    return reply.type('application/json; charset=utf-8').send(Readable.from(chunks()));
  };

  /** A detail's items when it declares them and the call sends list parameters (a category's assets). */
  const LIST_PARAMS = ['offset', 'limit', 'search', 'sort', 'order'];
  const detailItems = (request: FastifyRequest, raw: RawRow) => {
    const input = query(request);
    const items = r.detailItems;
    if (!items || !LIST_PARAMS.some((key) => input[key] !== undefined)) return null;
    const target = findResource(items.resources[String(raw[items.typeField])] ?? '');
    if (!target) return { total: 0, rows: [] };
    const engine = app.ctx.engine.resource(target.name);
    const listed = engine.repo.list({ ...input, [items.filter]: String(raw.id) }, undefined, request.principal);
    return { total: listed.total, rows: engine.present(listed.rows, request.principal) };
  };

  const handlers: Record<EndpointKind, Handler | undefined> = {
    list: async (request, reply) => {
      const refused = filterRefusals(r, query(request));
      if (refused) return failure(refused);
      if (wantsAll(r, query(request))) return streamAll(request, reply);
      const lang = languageOf(request);
      const page = () => {
        const { total, rows } = repo.list(query(request), undefined, request.principal, lang);
        return { total, rows: resource.present(rows, request.principal, query(request)) };
      };
      if (!request.principal) return page();
      void reply.type('application/json; charset=utf-8');
      return kept({ caller: request.principal, lang, url: request.url }, page);
    },
    detail: async (request) => {
      // Like the real backend's show, a soft-deleted row reads as not found (the deleted list still shows
      // it), except where the declaration says its show keeps them (assets).
      const raw = repo.findVisible(idParam(request), request.principal, r.showDeleted, true);
      if (!raw) return failure(notFoundText(r, 'detail'));
      const row = present(request, raw);
      const items = detailItems(request, raw);
      return items ? { ...row, items } : row;
    },
    create: async (request) => {
      const result = await writer.prepare(request, bodyOf(request), 'create');
      if (!result.ok) return failure(result.messages);
      const id = writer.create(request, result.values);
      return success(r.messages.created, saved(request, id));
    },
    update,
    delete: remove,
    restore: async (request) => {
      const existing = repo.find(idParam(request), true);
      if (!existing) return failure(notFoundText(r, 'restore'));
      if (!existing.deleted_at)
        return failure(`The ${entityLabel(r)} was not deleted and therefore cannot be restored`);
      const clash = writer.validate(request, { [r.titleField]: existing[r.titleField] }, 'update', existing);
      if (!clash.ok) return failure(clash.messages);
      restoreRow(sqlite, r, existing, request, () => hooks.afterRestore?.({ sqlite, request }, existing));
      return success(
        r.messages.restored ?? `${r.entity} restored successfully.`,
        present(request, reload(existing.id)),
      );
    },
    selectlist: async (request) =>
      selectList(
        sqlite,
        r,
        query(request),
        hooks.selectListScope?.(sqlite, query(request), request.principal),
        languageOf(request),
      ),
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
 * data. Before the body is read the caller must hold one of those methods' rules; once `_method` is
 * known, the one that applies.
 */
function registerMethodOverride(app: FastifyInstance, endpoints: Endpoint[], handlers: Record<string, Handler>): void {
  const byMethod = new Map(endpoints.filter((e) => e.path.endsWith('/:id')).map((e) => [e.method, e]));
  const path = byMethod.get('PATCH')?.path;
  if (!path) return;
  const overridable = [...byMethod.values()].filter((e) => handlers[e.method]);
  const onRequest = access(...overridable.map((e) => e.auth));
  const handler: Handler = async (request, reply) => {
    const method = String(bodyOf(request)._method ?? '').toUpperCase();
    const endpoint = byMethod.get(method as Endpoint['method']);
    const run = handlers[method];
    if (!endpoint || !run) return reply.status(405).send(failure('Method not allowed'));
    if (!permits(request, reply, endpoint.auth)) return reply;
    return run(request, reply);
  };
  app.route({
    method: 'POST',
    url: path,
    ...(onRequest ? { onRequest } : {}),
    ...routeOptionsFor(app, false),
    handler: gateWrites(handler),
  });
}
