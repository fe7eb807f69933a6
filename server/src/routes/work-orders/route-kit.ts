import {
  FORBIDDEN_TEXT,
  getResource,
  issuesToMessages,
  normalizeListQuery,
  notFoundText,
  referenceTargets,
  validationText as t,
  attributeName,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure } from '../../http/envelope.js';
import { bodyOf } from '../../http/register-endpoint.js';
import { canSee, mayWork } from '../../domain/work-orders/access.js';
import type { SubResourceParent } from '../../engine/sub-resource-routes.js';
import { loadWorkOrder, type WorkOrderRecord } from '../../domain/work-orders/records.js';

/** What every work-order route needs: its body checked, its work order found and shown, refusals. */

export const WORK_ORDERS = getResource('workorders');
export const WORK_ORDER_NOT_FOUND = 'WorkOrder not found';

export type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ReturnType<typeof failure> };

/** Top-level keys of a JSON object body that an object schema does not declare. */
function unknownKeys(schema: z.ZodType, body: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape || !body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !(key in shape));
}

/** The body through the endpoint's own schema: Laravel's texts per field, or the parsed values. */
export function parseBody<T>(schema: z.ZodType<T>, request: FastifyRequest): Parsed<T> {
  const body = bodyOf(request);
  const unknown = unknownKeys(schema, body);
  // A field the call does not take is refused, not dropped: `status_id` for `status` would change nothing.
  if (unknown.length)
    return {
      ok: false,
      answer: failure(Object.fromEntries(unknown.map((k) => [k, [t.prohibited(attributeName(k))]]))),
    };
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, answer: failure(issuesToMessages(parsed.error.issues)) };
}

/** A work order the caller may see; one it may not reads as not found, like one that does not exist. */
export function visibleWorkOrder(sqlite: Sqlite, request: FastifyRequest, id: number): WorkOrderRecord | undefined {
  const wo = loadWorkOrder(sqlite, id);
  return wo && canSee(request.principal, wo) ? wo : undefined;
}

export const forbidden = (reply: FastifyReply) => reply.status(403).send({ message: FORBIDDEN_TEXT });

/** The work order's row as lists and details show it. */
export function workOrderRow(request: FastifyRequest, id: number): Row {
  const workOrders = request.server.ctx.engine.resource('workorders');
  return workOrders.presentOne(workOrders.repo.find(id, true)!, request.principal);
}

/** `{ total, rows }` of a query's page: the usual offset and limit, newest first unless asked. */
export function listPage(request: FastifyRequest, sorts: readonly string[] = [], defaultSort = 'id') {
  return normalizeListQuery((request.query ?? {}) as Record<string, unknown>, sorts, defaultSort, 'desc');
}

/** Whether the referenced row exists (and is not deleted); its field's "invalid" text otherwise. */
export function referenceMissing(
  sqlite: Sqlite,
  key: string,
  ref: string,
  id: unknown,
): Record<string, string[]> | null {
  if (id === null || id === undefined) return null;
  const target = referenceTargets[ref]!;
  const deleted = target.softDelete ? ' AND deleted_at IS NULL' : '';
  const found = sqlite.prepare(`SELECT 1 FROM "${target.table}" WHERE id = ?${deleted}`).get(id);
  return found ? null : { [key]: [t.invalidChoice(attributeName(key))] };
}

/** A work order as the parent of its sub-resources (watchers, comments...): seen by the caller, worked on by its workers. */
export const workOrderParent: SubResourceParent<WorkOrderRecord> = {
  find: (request, id) => visibleWorkOrder(request.server.ctx.conn.sqlite, request, id),
  notFound: WORK_ORDER_NOT_FOUND,
  mayWrite: (request, wo) => mayWork(request.server.ctx.conn.sqlite, request.principal, wo),
};

/** A checklist template as the parent of its parameters: every template is seen, its endpoints' auth decides. */
export const checklistParent: SubResourceParent = {
  find: (request, id) =>
    request.server.ctx.conn.sqlite.prepare('SELECT id FROM checklists WHERE id = ?').get(id) as
      { id: number } | undefined,
  notFound: notFoundText(getResource('checklists')),
  mayWrite: () => true,
};
