import type { WorkOrderState } from '@cmms/contracts';
import {
  CANCEL_REASONS,
  FINDINGS,
  HOLD_NOTES,
  LATE_REPAIR_REASONS,
  LATE_RESPONSE_REASONS,
  REJECT_REASONS,
} from '../data/work-order-data.js';
import type { SeedMove } from './work-order-writer.js';

/** The random numbers a history draws from (one seeded generator for the whole seed). */
export interface Dice {
  rand(): number;
  /** A uniform number in [lo, hi). */
  between(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
}

export interface HistoryPlan {
  /** Days from the anchor. */
  created: number;
  responseHours: number;
  resolutionHours: number;
  source: 'direct' | 'request';
  /** Assigned when raised. */
  assignee: number | null;
  /** Who does the work (the assignee it gets when it has none yet). */
  technician: number;
  /** Who triages, assigns, verifies, closes and cancels. */
  manager: number;
  final: WorkOrderState;
}

/** Milestones of the history, for checklists, comments and sub-tasks to fit between. */
export interface History {
  moves: SeedMove[];
  start: number | null;
  complete: number | null;
  end: number;
}

const HOLD_CODES = Object.keys(HOLD_NOTES);
/** The latest a seeded move happens: a few minutes before the anchor. */
const LAST = -0.005;

/**
 * A history of moves that leads to the final state along the move table, at believable times: response
 * within about the priority's target, work finished around the resolution target (some late), holds for
 * parts or access. A history that would run past the anchor is squeezed into the time available.
 */
export function buildHistory(plan: HistoryPlan, dice: Dice): History {
  return withLateReasons(drawHistory(plan, dice), plan);
}

/** Time on hold between the creation and `until` (days): the due and SLA clocks stop then. */
function heldBefore(moves: readonly SeedMove[], until: number): number {
  let held = 0;
  let since: number | null = null;
  for (const m of moves) {
    if (m.at > until) break;
    if (m.move === 'hold') since = m.at;
    else if (since !== null && (m.move === 'resume' || m.move === 'cancel')) {
      held += m.at - since;
      since = null;
    }
  }
  return held + (since !== null ? until - since : 0);
}

/**
 * A late move says why, as a technician writes it: arrived after the response target (the start's note), or
 * finished after the resolution target, holds left out (the completion's note after its finding). The reason
 * follows from the times (no draw), so the rows stay as they were but for these notes.
 */
function withLateReasons(history: History, plan: HistoryPlan): History {
  const pickBy = (list: readonly string[], at: number) => list[Math.floor(Math.abs(at) * 9_973) % list.length]!;
  const hours = (at: number) => (at - plan.created - heldBefore(history.moves, at)) * 24;
  return {
    ...history,
    moves: history.moves.map((m) => {
      if (m.move === 'start' && hours(m.at) > plan.responseHours)
        return { ...m, note: pickBy(LATE_RESPONSE_REASONS, m.at) };
      if (m.move === 'complete' && hours(m.at) > plan.resolutionHours)
        return { ...m, note: `${m.note ?? ''} ${pickBy(LATE_REPAIR_REASONS, m.at)}`.trim() };
      return m;
    }),
  };
}

function drawHistory(plan: HistoryPlan, dice: Dice): History {
  const { between, pick, rand } = dice;
  const moves: SeedMove[] = [];
  const { final, manager, technician } = plan;
  let t = plan.created;
  let assignee = plan.assignee;
  const add = (move: SeedMove) => moves.push(move);
  const step = (days: number) => (t += days);

  // Triage and dispatch take a share of the response target (an hour for P1, a day for P3): urgent calls
  // are answered in minutes, so the SLA story is mostly met (the draws stay the same as before).
  const urgency = Math.min(1, plan.responseHours / 24);
  if (plan.source === 'request') {
    step(between(0.04, 0.8) * urgency * 0.5);
    if (final === 'rejected') {
      add({ move: 'reject', at: t, by: manager, note: pick(REJECT_REASONS) });
      return squeeze({ moves, start: null, complete: null, end: t }, plan.created);
    }
    if (final === 'requested') return { moves, start: null, complete: null, end: plan.created };
    const direct = final !== 'open' && rand() < 0.7;
    if (direct) assignee = technician;
    add({ move: 'approve', at: t, by: manager, ...(direct ? { assignee: technician } : {}) });
  }
  const needsWorker = !['open', 'requested'].includes(final) && !(final === 'cancelled' && rand() < 0.4);
  if (!assignee && needsWorker) {
    step(between(0.02, 0.4) * urgency * 0.5);
    assignee = technician;
    add({ move: 'assign', at: t, by: manager, assignee: technician });
  }
  if (final === 'open' || final === 'assigned')
    return squeeze({ moves, start: null, complete: null, end: t }, plan.created);
  if (final === 'cancelled' && rand() < 0.6) {
    step(between(0.1, 2));
    add({ move: 'cancel', at: t, by: manager, note: pick(CANCEL_REASONS) });
    return squeeze({ moves, start: null, complete: null, end: t }, plan.created);
  }

  const worker = assignee ?? technician;
  // On site within the response target nine times in ten, counted from the call (one draw, as before).
  const onSite = between(0, 1);
  const responseShare = onSite < 0.9 ? 0.35 + (onSite / 0.9) * 0.6 : 1.1 + (onSite - 0.9) * 5;
  t = Math.max(t + 0.002, plan.created + (plan.responseHours / 24) * responseShare);
  const start = t;
  add({ move: 'start', at: t, by: worker });
  const resolution = plan.resolutionHours / 24;
  if (final === 'on_hold' || (final !== 'in_progress' && rand() < 0.22)) {
    step(between(0.05, Math.max(0.1, resolution * 0.4)));
    const code = pick(HOLD_CODES);
    add({ move: 'hold', at: t, by: worker, reason: code, note: HOLD_NOTES[code] ?? null });
    if (final === 'on_hold') return squeeze({ moves, start, complete: null, end: t }, plan.created);
    step(between(0.3, 4));
    add({ move: 'resume', at: t, by: worker, note: 'Parts arrived, work resumed.' });
  }
  if (final === 'in_progress') {
    if (rand() < 0.5)
      add({
        move: 'log',
        at: step(between(0.02, 0.3)),
        by: worker,
        minutes: Math.round(between(20, 180)),
        note: 'Diagnosis on site.',
      });
    return squeeze({ moves, start, complete: null, end: t }, plan.created);
  }
  if (final === 'cancelled') {
    step(between(0.05, 1));
    add({ move: 'cancel', at: t, by: manager, note: pick(CANCEL_REASONS) });
    return squeeze({ moves, start, complete: null, end: t }, plan.created);
  }
  // Nine in ten finish within the resolution target, some late: the target is where `late` starts.
  const finishAt = plan.created + resolution * (rand() < 0.9 ? between(0.3, 0.95) : between(1.05, 2.2));
  t = Math.max(t + 0.02, finishAt);
  const complete = t;
  add({ move: 'complete', at: t, by: worker, minutes: Math.round(between(25, 420)), note: pick(FINDINGS) });
  if (final === 'closed') {
    step(between(0.1, 3));
    add({ move: 'close', at: t, by: manager, note: 'Verified with the site contact.' });
  }
  return squeeze({ moves, start, complete, end: t }, plan.created);
}

/** Keeps the whole history before the anchor, in order, by scaling its times towards the creation. */
function squeeze(history: History, created: number): History {
  if (history.end <= LAST || history.end === created) return history;
  const scale = (LAST - created) / (history.end - created);
  const at = (v: number) => created + (v - created) * scale;
  return {
    moves: history.moves.map((m) => ({ ...m, at: at(m.at) })),
    start: history.start === null ? null : at(history.start),
    complete: history.complete === null ? null : at(history.complete),
    end: at(history.end),
  };
}
