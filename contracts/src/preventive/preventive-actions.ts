import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema, rowSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { workOrderStatusRefSchema } from '../kit/work-order-states.js';
import { field } from '../kit/work-order-kit.js';
import { schedulers } from './schedulers.js';
import { OCCURRENCE_STATES } from './occurrences.js';

/** Preventive plans' actions (generate, pause, resume) and the schedules: every occurrence with its state. */

export const schedulerRowSchema = rowSchema(schedulers);
const plans = (action: string) => ({ action, subject: 'schedulers' });
const base = `${API_BASE}/Scheduler`;

/** One occurrence: stored (generated or seeded) or computed (upcoming, not stored yet). */
export const scheduleRowSchema = z.object({
  /** `plan:date:asset` (asset 0 for a plan on listed assets): stable for stored and computed rows alike. */
  key: z.string(),
  /** The stored occurrence's id; null for an upcoming one. */
  id: z.number().int().nullable(),
  date: z.string(),
  scheduler: refSchema,
  asset: refSchema.extend({ asset_tag: z.string() }).nullable(),
  location: refSchema.nullable(),
  state: z.enum(OCCURRENCE_STATES),
  work_order: z
    .object({
      id: z.number().int(),
      number: z.string().nullable(),
      title: z.string(),
      status: workOrderStatusRefSchema.nullable(),
      due_at: z.string().nullable(),
      completed_at: z.string().nullable(),
      assignee: refSchema.nullable(),
    })
    .nullable(),
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

/** Filters that take one id or several joined by commas (`location_id=1,2,3`). */
const ids = z.string().optional();
export const schedulesQuerySchema = listQuerySchema.extend({
  start: z.string().optional(),
  end: z.string().optional(),
  scheduler_id: ids,
  asset_id: ids,
  location_id: ids,
  state: z.string().optional(),
});

export const generateBodySchema = z.object({
  /** Generate every occurrence due up to this day instead of within the plan's lead time. */
  until: field('until', { kind: 'date' }),
});

/** What one generate call made: a count, not every row (a call makes at most 500, in slices). */
export const generatedPayloadSchema = z.object({
  /** Work orders created by this call. */
  created: z.number().int(),
  /** The first (at most 20) created work orders' ids, in order. */
  ids: z.array(z.number().int()),
  /** Occurrences the work-order rules refused (a deleted priority...). */
  refused: z.number().int(),
  /** Occurrences due by `until` this call left for the next: it reached its cap. */
  left: z.number().int(),
});

/** What `GET`/`DELETE /schedules/{id}` answer for an id that is no stored occurrence of an undeleted plan. */
export const OCCURRENCE_NOT_FOUND = 'Occurrence not found';

/** The texts of skipping an occurrence's date. */
export const SKIP_TEXT = {
  skipped: (date: string) => `The plan skips ${date} from now on: its occurrence is removed.`,
  openWorkOrder: (number: string) =>
    `The work order ${number} of this occurrence is open: finish or cancel it before skipping its date.`,
};

export const preventiveEndpoints = defineEndpoints([
  {
    id: 'schedulers.generate',
    method: 'POST',
    path: `${base}/:id/generate`,
    kind: 'action',
    resource: 'schedulers',
    summary:
      "Generate now: the plan's work orders due within its lead time (or up to `until`, at most 366 days ahead); at most 500 work orders a call, answered as a count",
    auth: plans('update'),
    body: generateBodySchema,
    response: mutationEnvelope(generatedPayloadSchema),
    notFound: 'Scheduler not found',
  },
  {
    id: 'schedulers.pause',
    method: 'POST',
    path: `${base}/:id/pause`,
    kind: 'action',
    resource: 'schedulers',
    summary: 'Pause a plan: it generates nothing until resumed',
    auth: plans('update'),
    response: mutationEnvelope(schedulerRowSchema),
    notFound: 'Scheduler not found',
  },
  {
    id: 'schedulers.resume',
    method: 'POST',
    path: `${base}/:id/resume`,
    kind: 'action',
    resource: 'schedulers',
    summary: 'Resume a plan from today (what fell due while paused is not back-filled)',
    auth: plans('update'),
    response: mutationEnvelope(schedulerRowSchema),
    notFound: 'Scheduler not found',
  },
  {
    id: 'schedules.list',
    method: 'GET',
    path: `${API_BASE}/schedules`,
    kind: 'action',
    resource: 'schedulers',
    summary: 'Every occurrence of the plans between start and end, past and upcoming, with its state and work order',
    auth: plans('read'),
    query: schedulesQuerySchema,
    response: z.union([listEnvelope(scheduleRowSchema), mutationEnvelope(z.null())]),
  },
  {
    id: 'schedules.show',
    method: 'GET',
    path: `${API_BASE}/schedules/:id`,
    kind: 'action',
    resource: 'schedulers',
    summary: 'One stored occurrence (the `id` of a schedules row) with its state and work order',
    auth: plans('read'),
    notFound: OCCURRENCE_NOT_FOUND,
    response: z.union([scheduleRowSchema, mutationEnvelope(z.null())]),
  },
  {
    id: 'schedules.skip',
    method: 'DELETE',
    path: `${API_BASE}/schedules/:id`,
    kind: 'action',
    resource: 'schedulers',
    summary:
      "Skip this date: the plan adds the occurrence's date to its skip dates and the occurrence is removed; refused while its work order is open. Answers the plan",
    auth: plans('update'),
    notFound: OCCURRENCE_NOT_FOUND,
    response: mutationEnvelope(schedulerRowSchema),
  },
]);
