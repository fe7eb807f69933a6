import { MOVE_RULES, WORK_ORDER_MOVES, moveBetween, type WorkOrderMove, type WorkOrderState } from '@cmms/contracts';
import type { StatusRef } from '../../work-order-common/work-order-row';

export interface ReachableMove {
  move: WorkOrderMove;
  /** The statuses of the move's target state the select list offered (a choice when several). */
  statuses: StatusRef[];
}

/**
 * The moves a status select list offers from a state, in the move table's order: each offered status
 * is reached by one move; statuses of the same move group under it. Approve's assigned landing is the
 * server's pick (it follows the assignee), so only the move's own target state is a choice.
 */
export function reachableMoves(from: WorkOrderState, offered: readonly StatusRef[]): ReachableMove[] {
  const groups = new Map<WorkOrderMove, StatusRef[]>();
  for (const status of offered) {
    const move = moveBetween(from, status.state);
    if (!move) continue;
    const list = groups.get(move) ?? [];
    if (status.state === MOVE_RULES[move].to) list.push(status);
    groups.set(move, list);
  }
  return WORK_ORDER_MOVES.filter((move) => groups.has(move)).map((move) => ({ move, statuses: groups.get(move)! }));
}

/** The colour a move's button takes: finishing work green, refusing or stopping it red, pausing yellow. */
export const MOVE_PALETTE: Readonly<Record<WorkOrderMove, string>> = {
  approve: 'teal',
  reject: 'red',
  assign: 'teal',
  start: 'blue',
  hold: 'yellow',
  resume: 'blue',
  complete: 'green',
  close: 'green',
  cancel: 'red',
  reopen: 'orange',
};
