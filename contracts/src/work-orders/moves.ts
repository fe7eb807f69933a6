import type { WorkOrderState } from '../kit/work-order-states.js';

/**
 * The canonical work-order model (cmms-domain b.1): the one table of moves that the server's work
 * log, the status select list, a row's `available_actions` and the console's buttons all read.
 */

export const WORK_ORDER_MOVES = [
  'approve',
  'reject',
  'assign',
  'start',
  'hold',
  'resume',
  'complete',
  'close',
  'cancel',
  'reopen',
] as const;
export type WorkOrderMove = (typeof WORK_ORDER_MOVES)[number];

/** A work-log entry that only records time or a note: no move. */
export const LOG_ONLY = 'log';

/** No move leaves these. */
export const TERMINAL_STATES: readonly WorkOrderState[] = ['closed', 'cancelled', 'rejected'];
/** Work still to do: what `status=due` lists. */
export const DUE_STATES: readonly WorkOrderState[] = ['requested', 'open', 'assigned', 'in_progress', 'on_hold'];
/** The states whose due date runs: past it they are overdue (on hold the clock is paused). */
export const RUNNING_STATES: readonly WorkOrderState[] = ['open', 'assigned', 'in_progress'];
/** Before the first response: leaving these for another state stamps `first_response_at`. */
export const AWAITING_RESPONSE: readonly WorkOrderState[] = ['open', 'assigned'];
/** A sub-task in any other state blocks its parent's completion. */
export const FINISHED_STATES: readonly WorkOrderState[] = ['completed', 'closed', 'cancelled', 'rejected'];

export const HOLD_REASONS = ['parts', 'vendor', 'access', 'customer', 'approval', 'other'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export interface MoveRule {
  from: readonly WorkOrderState[];
  to: WorkOrderState;
  /** With an assignee (given or already set) the move lands here instead: approving straight to a technician. */
  toWhenAssigned?: WorkOrderState;
  /**
   * The `workorders.<verb>` key the move needs. Without one it is a worker's move: the assignee, a
   * supportee, or a holder of `workorders.edit`.
   */
  permission?: 'approve' | 'assign' | 'close';
  /** The move needs a reason; the text refuses one without. */
  reasonRequired?: string;
  /** Every checklist of this stage must be complete first. */
  gate?: 'pre' | 'post';
  /** The move needs an assignee (given in the body or already set). */
  needsAssignee?: boolean;
}

const NOT_TERMINAL: readonly WorkOrderState[] = [
  'requested',
  'open',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
];

export const MOVE_RULES: Readonly<Record<WorkOrderMove, MoveRule>> = {
  approve: { from: ['requested'], to: 'open', toWhenAssigned: 'assigned', permission: 'approve' },
  reject: {
    from: ['requested'],
    to: 'rejected',
    permission: 'approve',
    reasonRequired: 'A reason is required to reject a request.',
  },
  assign: { from: ['open'], to: 'assigned', permission: 'assign', needsAssignee: true },
  start: { from: ['open', 'assigned'], to: 'in_progress', gate: 'pre' },
  hold: {
    from: ['in_progress', 'assigned'],
    to: 'on_hold',
    reasonRequired: 'A reason is required to put a work order on hold.',
  },
  resume: { from: ['on_hold'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed', gate: 'post' },
  close: { from: ['completed'], to: 'closed', permission: 'close' },
  cancel: {
    from: NOT_TERMINAL,
    to: 'cancelled',
    permission: 'close',
    reasonRequired: 'A reason is required to cancel a work order.',
  },
  reopen: {
    from: ['completed', 'closed'],
    to: 'open',
    permission: 'close',
    reasonRequired: 'A reason is required to reopen a work order.',
  },
};

/** The moves that leave a state, in table order. */
export const movesFrom = (state: WorkOrderState): WorkOrderMove[] =>
  WORK_ORDER_MOVES.filter((move) => MOVE_RULES[move].from.includes(state));

/** The states a move may land on: its target, and the assigned variant of approve. */
export const landingStates = (move: WorkOrderMove): WorkOrderState[] => {
  const rule = MOVE_RULES[move];
  return rule.toWhenAssigned ? [rule.to, rule.toWhenAssigned] : [rule.to];
};

/** The move that takes a work order from one state to another, if the table has one. */
export const moveBetween = (from: WorkOrderState, to: WorkOrderState): WorkOrderMove | undefined =>
  movesFrom(from).find((move) => landingStates(move).includes(to));

/** The refusal texts, with the statuses' own names. */
export const MOVE_TEXT = {
  refused: (from: string, to: string) => `A work order cannot move from ${from} to ${to}.`,
  needsAssignee: 'An assignee is required to assign a work order.',
  preGate: (names: string) => `Complete the pre-work checklists before starting: ${names}.`,
  postGate: (names: string) => `Complete the post-work checklists before completing: ${names}.`,
  openSubtasks: (numbers: string) => `Finish the open sub-tasks before completing: ${numbers}.`,
  nothingToLog: 'Name a status or an action, or log time or a note.',
  unknownStatus: 'The selected status is invalid.',
} as const;
