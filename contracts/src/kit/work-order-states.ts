import { z } from 'zod';
import { refSchema } from './row-schema.js';

/**
 * The canonical work-order model's states, and how a row names a work order's status and priority. Shared:
 * preventive plans' schedules, logbooks and the people reports show work orders too, and a feature module
 * reaches no other module (issue 25), so they live in the kit rather than with the work orders' declarations.
 */

/** Custom labels on fixed semantics: every status maps to one state of the canonical work-order model. */
export const WORK_ORDER_STATES = [
  'requested',
  'open',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
  'cancelled',
  'rejected',
] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

export const workOrderStatusRefSchema = refSchema.extend({
  state: z.enum(WORK_ORDER_STATES),
  color: z.string().nullable(),
});
export const workOrderPriorityRefSchema = refSchema.extend({
  color: z.string().nullable(),
  code: z.string().nullable(),
});
