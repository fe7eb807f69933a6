import { MOVE_RULES, type WorkOrderMove } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../../context.js';
import { supporteeIds, type WorkOrderRecord } from './records.js';

/**
 * Who may do what to one work order, beyond the endpoint's own permission key: the one place the
 * server decides whether a caller sees a work order and whether it is one of its workers.
 */

type Who = Principal | null;
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
