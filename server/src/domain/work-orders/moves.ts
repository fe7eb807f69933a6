import {
  AWAITING_RESPONSE,
  HOLD_REASONS,
  LOG_ONLY,
  MOVE_RULES,
  MOVE_TEXT,
  WORK_ORDER_MOVES,
  attributeName,
  landingStates,
  moveBetween,
  storedTime,
  toStoredDateTime,
  validationText as t,
  type WorkOrderMove,
  type WorkOrderState,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { ident } from '../../engine/sql.js';
import { GUARD_TEXT, mayBeAssigned, mayMove, mayWork } from './access.js';
import { incompleteChecklists, openSubtasks } from './gates.js';
import { logChange, type Change } from './history.js';
import { landingStatus, loadStatus, userName, type StatusRecord, type WorkOrderRecord } from './records.js';

/** A work-log entry as the body gives it (validated shapes; the rules come here). */
export interface WorkLogInput {
  status?: number | null;
  action?: string | null;
  assignee?: number | null;
  note?: string | null;
  reason?: string | null;
  minutes?: number | null;
}

export type WorkLogResult =
  { ok: true } | { ok: false; messages: Record<string, string[]> } | { ok: false; forbidden: true };

const refuse = (key: string, text: string): WorkLogResult => ({ ok: false, messages: { [key]: [text] } });

interface Plan {
  move: WorkOrderMove;
  to: StatusRecord;
}

/** Which move the entry asks for and the status it lands on, or the refusal naming both states. */
function planMove(sqlite: Sqlite, wo: WorkOrderRecord, from: StatusRecord, input: WorkLogInput): Plan | WorkLogResult {
  const named = input.status ? loadStatus(sqlite, input.status) : undefined;
  if (input.status && !named) return refuse('status', MOVE_TEXT.unknownStatus);
  const action = input.action as WorkOrderMove | undefined;
  const willHaveAssignee = Boolean(input.assignee ?? wo.assignee);
  const landing = (move: WorkOrderMove): WorkOrderState => {
    const rule = MOVE_RULES[move];
    return rule.toWhenAssigned && willHaveAssignee ? rule.toWhenAssigned : rule.to;
  };
  const refused = (toState: WorkOrderState, toName?: string) =>
    refuse('status', MOVE_TEXT.refused(from.name, toName ?? landingStatus(sqlite, toState)?.name ?? toState));
  if (action) {
    const rule = MOVE_RULES[action];
    if (named && !landingStates(action).includes(named.state)) return refused(named.state, named.name);
    if (!rule.from.includes(from.state)) return refused(named?.state ?? landing(action), named?.name);
    const to = named ?? landingStatus(sqlite, landing(action));
    return to ? { move: action, to } : refused(landing(action));
  }
  if (!named) return refuse('status', MOVE_TEXT.nothingToLog);
  const move = moveBetween(from.state, named.state);
  return move ? { move, to: named } : refused(named.state, named.name);
}

/** The reason a move needs: a hold's code (a note alone means `other`), another move's text. */
function reasonFor(
  move: WorkOrderMove,
  input: WorkLogInput,
): { code: string | null; text: string | null } | WorkLogResult {
  const rule = MOVE_RULES[move];
  const note = input.note?.trim() || null;
  const reason = input.reason?.trim() || null;
  if (move === 'hold') {
    if (reason && !(HOLD_REASONS as readonly string[]).includes(reason))
      return refuse('reason', t.invalidChoice('reason'));
    if (!reason && !note) return refuse('note', rule.reasonRequired!);
    return { code: reason ?? 'other', text: note };
  }
  if (rule.reasonRequired && !reason && !note) return refuse('note', rule.reasonRequired);
  return { code: null, text: reason ?? note };
}

/**
 * Applies one work-log entry: a move along the table (permission, reason, gates, stamps, the paused due
 * clock) or time and a note only. One transaction: the row, its work-log entry, its activity log.
 */
export function applyWorkLog(
  sqlite: Sqlite,
  request: FastifyRequest,
  wo: WorkOrderRecord,
  input: WorkLogInput,
): WorkLogResult {
  const principal = request.principal;
  const now = toStoredDateTime(request.server.ctx.clock());
  const from = loadStatus(sqlite, wo.status_id)!;
  const minutes = input.minutes ?? 0;
  const set: Record<string, unknown> = {};
  const meta: Change = {};
  let move: WorkOrderMove | typeof LOG_ONLY = LOG_ONLY;
  let to: StatusRecord = from;
  let reason: string | null = null;

  if (input.action === LOG_ONLY || (!input.action && !input.status)) {
    if (!mayWork(sqlite, principal, wo)) return { ok: false, forbidden: true };
    if (minutes <= 0 && !input.note?.trim()) return refuse('status', MOVE_TEXT.nothingToLog);
  } else {
    const plan = planMove(sqlite, wo, from, input);
    if (!('move' in plan)) return plan;
    ({ move, to } = plan);
    const rule = MOVE_RULES[plan.move];
    if (!mayMove(sqlite, principal, wo, plan.move)) return { ok: false, forbidden: true };
    const assignee = input.assignee ?? wo.assignee;
    // Nobody is assigned to a work order without an assignee, whichever move lands it there.
    if ((rule.needsAssignee || to.state === 'assigned') && !assignee)
      return refuse('assignee', MOVE_TEXT.needsAssignee);
    if (input.assignee && input.assignee !== wo.assignee && !mayBeAssigned(sqlite, input.assignee))
      return refuse('assignee', GUARD_TEXT.notAWorker(attributeName('assignee')));
    const why = reasonFor(plan.move, input);
    if ('ok' in why) return why;
    reason = why.code ?? why.text;
    if (rule.gate) {
      const open = incompleteChecklists(sqlite, wo.id, rule.gate);
      if (open.length)
        return refuse('status', (rule.gate === 'pre' ? MOVE_TEXT.preGate : MOVE_TEXT.postGate)(open.join(', ')));
    }
    if (plan.move === 'complete') {
      const subtasks = openSubtasks(sqlite, wo.id);
      if (subtasks.length) return refuse('status', MOVE_TEXT.openSubtasks(subtasks.join(', ')));
    }
    if ((plan.move === 'approve' || plan.move === 'assign') && input.assignee && input.assignee !== wo.assignee) {
      set.assignee = input.assignee;
      meta.assignee = { old: userName(sqlite, wo.assignee), new: userName(sqlite, input.assignee) };
    }
    Object.assign(set, stamps(plan.move, wo, from.state, to.state, now, principal?.user.id ?? null, why));
  }

  if (to.id !== from.id) {
    set.status_id = to.id;
    set.state = to.state;
    meta.status = { old: from.name, new: to.name };
  }
  for (const key of ['first_response_at', 'started_at', 'completed_at', 'closed_at', 'due_at', 'hold_reason']) {
    if (key in set && set[key] !== wo[key as keyof WorkOrderRecord]) {
      meta[key] = { old: wo[key as keyof WorkOrderRecord] ?? null, new: set[key] ?? null };
    }
  }
  if (minutes > 0) {
    set.time_spent_minutes = wo.time_spent_minutes + minutes;
    meta.time_spent_minutes = { old: wo.time_spent_minutes, new: set.time_spent_minutes };
  }
  const note = input.note?.trim() || null;
  sqlite.transaction(() => {
    const keys = Object.keys(set);
    sqlite
      .prepare(
        `UPDATE work_orders SET ${[...keys.map((k) => `${ident(k)} = ?`), 'updated_at = ?'].join(', ')} WHERE id = ?`,
      )
      .run(...keys.map((k) => set[k]), now, wo.id);
    sqlite
      .prepare(
        `INSERT INTO work_order_logs (work_order_id, action, from_status_id, to_status_id, note, reason, minutes, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(wo.id, move, from.id, to.id, note, reason, minutes || null, principal?.user.id ?? null, now);
    logChange(sqlite, request, wo.id, move === LOG_ONLY ? 'update' : 'status change', meta, {
      note: [move === LOG_ONLY ? null : move, note].filter(Boolean).join(': ') || null,
    });
  })();
  return { ok: true };
}

/** The columns a move stamps, clears or shifts (first response, start, the paused due clock...). */
function stamps(
  move: WorkOrderMove,
  wo: WorkOrderRecord,
  from: WorkOrderState,
  to: WorkOrderState,
  now: string,
  userId: number | null,
  why: { code: string | null; text: string | null },
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (!wo.first_response_at && AWAITING_RESPONSE.includes(from) && !AWAITING_RESPONSE.includes(to)) {
    set.first_response_at = now;
  }
  // Leaving a hold by any move ends the pause; resuming moves the due date later by the pause.
  if (from === 'on_hold') {
    if (move === 'resume' && wo.due_at && wo.hold_started_at) {
      const paused = Math.max(0, storedTime(now) - storedTime(wo.hold_started_at));
      set.due_at = toStoredDateTime(new Date(storedTime(wo.due_at) + paused));
    }
    set.hold_started_at = null;
    set.hold_reason = null;
  }
  switch (move) {
    case 'start':
      if (!wo.started_at) set.started_at = now;
      break;
    case 'hold':
      set.hold_started_at = now;
      set.hold_reason = why.code;
      break;
    case 'complete':
      set.completed_at = now;
      set.completed_by = userId;
      break;
    case 'close':
      set.closed_at = now;
      break;
    case 'cancel':
      set.cancel_reason = why.text;
      break;
    case 'reject':
      set.reject_reason = why.text;
      break;
    case 'reopen':
      set.completed_at = null;
      set.completed_by = null;
      set.closed_at = null;
      break;
    default:
      break;
  }
  return set;
}

export const isMove = (value: unknown): value is WorkOrderMove =>
  typeof value === 'string' && (WORK_ORDER_MOVES as readonly string[]).includes(value);
