import { z } from 'zod';

/**
 * How often a logbook expects an entry (reference §3.2): hourly on the hour, per shift (a shift's window
 * is the shift itself; a night shift belongs to its start date), daily or weekly at a time, monthly on a
 * day (29–31 fall on the last day of shorter months). Times are wall-clock in the logger's zone.
 */
export const FREQUENCY_KINDS = ['hourly', 'shift', 'daily', 'weekly', 'monthly'] as const;
export type FrequencyKind = (typeof FREQUENCY_KINDS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be HH:mm.');

export const shiftSchema = z.object({ name: z.string().min(1).max(40), start: hhmm, end: hhmm });

export const frequencySchema = z.object({
  kind: z.enum(FREQUENCY_KINDS),
  every: z.number().int().min(1).max(31).optional(),
  at: hhmm.optional(),
  /** ISO weekday, 1 = Monday … 7 = Sunday (weekly). */
  weekday: z.number().int().min(1).max(7).optional(),
  monthDay: z.number().int().min(1).max(31).optional(),
  shifts: z.array(shiftSchema).min(1).max(4).optional(),
});
export type Frequency = z.infer<typeof frequencySchema>;

export const SLOT_STATUSES = ['expected', 'done', 'late', 'missed'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];
