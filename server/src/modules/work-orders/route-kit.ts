import {
  getResource,
  normalizeListQuery,
  notFoundText,
  referenceTargets,
  validationText as t,
  attributeName,
  issuesToMessages,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { canSee, mayWork } from '../../domain/work-orders/access.js';
import type { SubResourceParent } from '../../engine/sub-resource-routes.js';
import { failure } from '../../http/envelope.js';
import type { Refusal } from '../../http/register-action.js';
import { foundBy } from '../../http/found-by.js';
import { idParam } from '../../http/register-endpoint.js';
import { loadAttached } from '../../domain/work-orders/checklist-detail.js';
import { loadWorkOrder, type WorkOrderRecord } from '../../domain/work-orders/records.js';

/** What every work-order route needs: its work order found and shown, its references checked. */

export const WORK_ORDERS = getResource('workorders');
export const WORK_ORDER_NOT_FOUND = 'WorkOrder not found';

/**
 * A body refused with its schema's texts as `parseBody` words them (zod's own for a rule the field gives
 * none): the routes that moved from `parseBody` to `registerAction` answer as they did.
 */
/** The work order in the path, found before the query or body is checked: an unknown or hidden one is not found. */
export const workOrderInPath = (sqlite: Sqlite) =>
  foundBy(
    (request) => visibleWorkOrder(sqlite, request, idParam(request)),
    () => failure(WORK_ORDER_NOT_FOUND),
  );

/** The checklist in the path with its work order, when the caller sees it. */
export function checklistInPath(sqlite: Sqlite, request: FastifyRequest) {
  const attached = loadAttached(sqlite, idParam(request));
  const wo = attached && visibleWorkOrder(sqlite, request, attached.work_order_id);
  return attached && wo ? { attached, wo } : undefined;
}

export const asParsedBody = ({ issues }: Refusal) => failure(issuesToMessages(issues));

/** A work order the caller may see; one it may not reads as not found, like one that does not exist. */
export function visibleWorkOrder(sqlite: Sqlite, request: FastifyRequest, id: number): WorkOrderRecord | undefined {
  const wo = loadWorkOrder(sqlite, id);
  return wo && canSee(request.principal, wo) ? wo : undefined;
}

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
