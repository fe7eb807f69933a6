import type { WorkOrderState } from '../kit/work-order-states.js';

/**
 * Where one occurrence of a preventive plan stands: `upcoming` (no work order yet), `generated` (its
 * work order is open), `done_on_time` (completed by its due), `done_late`, `missed` (past due and not
 * done, or cancelled).
 */
export const OCCURRENCE_STATES = ['upcoming', 'generated', 'done_on_time', 'done_late', 'missed'] as const;
export type OccurrenceState = (typeof OCCURRENCE_STATES)[number];

export interface OccurrenceWorkOrder {
  state: WorkOrderState;
  due_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
}

/** `now` in the stored form 'YYYY-MM-DD HH:MM:SS'; dates compare as text. */
export function occurrenceState(date: string, wo: OccurrenceWorkOrder | null, now: string): OccurrenceState {
  if (!wo) return date < now.slice(0, 10) ? 'missed' : 'upcoming';
  if (wo.state === 'completed' || wo.state === 'closed') {
    const done = wo.completed_at ?? wo.closed_at;
    return done && wo.due_at && done > wo.due_at ? 'done_late' : 'done_on_time';
  }
  if (wo.state === 'cancelled' || wo.state === 'rejected') return 'missed';
  // On hold the due clock stands still: not missed until it runs again and passes.
  return wo.state !== 'on_hold' && wo.due_at !== null && wo.due_at < now ? 'missed' : 'generated';
}
