import { attributeName, validationText as t, type Messages } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import type { HookContext } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { GUARD_TEXT, mayBeAssigned, mayWork, requesterSites } from '../domain/work-orders/access.js';
import { loadWorkOrder, supporteeIds } from '../domain/work-orders/records.js';
import { restrictedFieldMessages } from '../domain/restricted-fields.js';

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** Ids sent that are not stored yet: on update, what the body adds. */
const added = (sent: number[], stored: readonly number[]) => sent.filter((id) => !stored.includes(id));

const storedIds = (sqlite: Sqlite, table: string, column: string, id: number): number[] =>
  sqlite.prepare(`SELECT ${column} FROM ${table} WHERE work_order_id = ?`).pluck().all(id) as number[];

/**
 * What the caller may not set on a work order, each refused under its field (nothing is written):
 * - the restricted fields of the contracts' table (assignee and supportees need `workorders.assign`;
 *   a requester sets no parent, due date, priority, customer or vendor);
 * - an assignee or supportee who cannot work on work orders (a viewer, a requester), whoever assigns;
 * - a sub-task under a work order the caller does not work on (it would block its completion);
 * - asset ids the caller may not read, and for a caller who may not read locations, sites that are not
 *   its own: refused as unknown ids are, so nothing about them is echoed.
 * Called for requests, not for the server's own writes.
 */
export function workOrderGuards(
  { sqlite, r, request }: HookContext,
  values: Record<string, unknown>,
  requesting: boolean,
  existing?: RawRow,
): Messages {
  const principal: Principal | null = request.principal;
  const messages = restrictedFieldMessages(sqlite, r, principal, values, existing);
  const add = (key: string, text: string) => void (messages[key] ??= [text]);

  if (typeof values.assignee === 'number' && values.assignee !== existing?.assignee) {
    if (!mayBeAssigned(sqlite, values.assignee)) add('assignee', GUARD_TEXT.notAWorker(attributeName('assignee')));
  }
  const supportees = added(ids(values.supportees), existing ? supporteeIds(sqlite, existing.id) : []);
  if (supportees.some((id) => !mayBeAssigned(sqlite, id))) {
    add('supportees', GUARD_TEXT.notAWorker(attributeName('supportees')));
  }

  if (!existing && typeof values.parent_id === 'number') {
    const parent = loadWorkOrder(sqlite, values.parent_id);
    if (parent && !mayWork(sqlite, principal, parent)) add('parent_id', GUARD_TEXT.parentNotYours);
  }

  const assets = added(
    ids(values.inspectables),
    existing ? storedIds(sqlite, 'work_order_assets', 'asset_id', existing.id) : [],
  );
  if (assets.length && !principal?.ability.can('read', 'assets')) {
    add('inspectables', t.invalidChoice(attributeName('inspectables')));
  }
  const locations = added(
    ids(values.locations),
    existing ? storedIds(sqlite, 'work_order_locations', 'location_id', existing.id) : [],
  );
  if (requesting && locations.length && !principal?.ability.can('read', 'locations')) {
    const sites = requesterSites(sqlite, principal);
    if (locations.some((id) => !sites.has(id))) add('locations', t.invalidChoice(attributeName('locations')));
  }
  return Object.keys(messages).length ? messages : null;
}
