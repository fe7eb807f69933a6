import { storedTime } from '@cmms/contracts';

export type SpanUnit = 'min' | 'h' | 'd';

export interface DueSpan {
  /** The due moment has passed. */
  past: boolean;
  count: number;
  unit: SpanUnit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How far a due date is from now, in the unit a person reads at a glance: minutes under an hour,
 * hours under two days, else whole days ("due in 3 h", "overdue by 2 d"). Whole units, rounded down.
 */
export function dueSpan(dueStored: string, now: number): DueSpan {
  const diff = storedTime(dueStored) - now;
  const past = diff < 0;
  const abs = Math.abs(diff);
  if (abs < HOUR) return { past, count: Math.max(1, Math.floor(abs / MINUTE)), unit: 'min' };
  if (abs < 48 * HOUR) return { past, count: Math.floor(abs / HOUR), unit: 'h' };
  return { past, count: Math.floor(abs / (24 * HOUR)), unit: 'd' };
}
