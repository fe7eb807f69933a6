import { MOVE_RULES, abilityRules, createAbility, type WorkOrderMove } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { findActiveUser, grantedTo } from '../../auth/principal.js';
import type { Principal } from '../../context.js';
import { withSubLocations } from '../service/narrowing.js';
import { supporteeIds, type WorkOrderRecord } from './records.js';

/**
 * Who may do what to one work order, beyond the endpoint's own permission key: the one place the
 * server decides whether a caller sees a work order and whether it is one of its workers.
 */

type Who = Principal | null;

/** Who may be put on a work order, and under whose work order a sub-task goes (issue 24). */
export const GUARD_TEXT = {
  notAWorker: (attribute: string) => `The selected ${attribute} cannot work on work orders.`,
  parentNotYours: 'A sub-task can only be added to a work order you work on.',
} as const;
type Assigned = Pick<WorkOrderRecord, 'id' | 'assignee' | 'requested_by'>;

/** Holders of `workorders.view` read every work order. */
export const readsAll = (p: Who): boolean => p?.ability.can('read', 'workorders') ?? false;

/** A requester without `workorders.view`: sees only what it requested. */
export const requesterOnly = (p: Who): boolean => !readsAll(p) && (p?.ability.can('request', 'workorders') ?? false);

/** Whether the caller may see this work order (and its comments, updates, checklists and files). */
export const canSee = (p: Who, wo: Pick<WorkOrderRecord, 'requested_by'>): boolean =>
  readsAll(p) || (requesterOnly(p) && wo.requested_by === p?.user.id);

/** The assignee or a supportee: the people doing the work. */
export function isWorker(sqlite: Sqlite, p: Who, wo: Assigned, supportees?: readonly number[]): boolean {
  if (!p) return false;
  if (wo.assignee === p.user.id) return true;
  return (supportees ?? supporteeIds(sqlite, wo.id)).includes(p.user.id);
}

/** Worker's actions (moves, answers, time, comments, files, watchers): a worker, or `workorders.edit`. */
export const mayWork = (sqlite: Sqlite, p: Who, wo: Assigned, supportees?: readonly number[]): boolean =>
  (p?.ability.can('update', 'workorders') ?? false) || isWorker(sqlite, p, wo, supportees);

/** Whether the caller may make a move: its own key (approve, assign, close), or a worker's move. */
export function mayMove(
  sqlite: Sqlite,
  p: Who,
  wo: Assigned,
  move: WorkOrderMove,
  supportees?: readonly number[],
): boolean {
  const key = MOVE_RULES[move].permission;
  return key ? (p?.ability.can(key, 'workorders') ?? false) : mayWork(sqlite, p, wo, supportees);
}

/**
 * Whether a user may be put on a work order (assignee or supportee): an active account that reads work
 * orders and raises or edits them — a technician or a manager, never a viewer or a requester.
 */
export function mayBeAssigned(sqlite: Sqlite, userId: number): boolean {
  const user = findActiveUser(sqlite, userId);
  if (!user || !user.activated) return false;
  const ability = createAbility(abilityRules(grantedTo(sqlite, user)));
  return (
    ability.can('read', 'workorders') && (ability.can('create', 'workorders') || ability.can('update', 'workorders'))
  );
}

/**
 * The sites a requester may raise a request at: its company's locations and its own location, each
 * with the locations below it. An account with neither (a self-registered one) names no site.
 */
export function requesterSites(sqlite: Sqlite, p: Who): Set<number> {
  if (!p) return new Set();
  const roots = sqlite
    .prepare(
      `SELECT l.id FROM locations l JOIN users u ON u.id = ?
       WHERE l.deleted_at IS NULL AND (l.company_id = u.company_id OR l.id = u.location_id)`,
    )
    .pluck()
    .all(p.user.id) as number[];
  return new Set(withSubLocations(sqlite, roots));
}
