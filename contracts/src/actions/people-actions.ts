import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';
import { WEEKDAYS } from '../kit/recurrence.js';
import { validationText as t } from '../kit/validation-messages.js';
import { workOrderPriorityRefSchema } from '../kit/work-order-states.js';
import { field } from '../kit/work-order-kit.js';

/**
 * People (spec point 2): technicians and whoever holds work, with their skills, working week and
 * workload, so a manager sees who is free before assigning.
 */

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day's shift, 'HH:mm' to 'HH:mm' (UTC, as every stored time); a day off is absent. */
export const shiftSchema = z.object({ start: z.string().regex(HHMM), end: z.string().regex(HHMM) });
export const workingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), shiftSchema);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** Bahrain's working week when a person has none of its own: Sunday to Thursday, 07:00 to 15:00. */
const dayShift = { start: '07:00', end: '15:00' };
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  sun: dayShift,
  mon: dayShift,
  tue: dayShift,
  wed: dayShift,
  thu: dayShift,
};

export const SKILL_LEVELS = [1, 2, 3] as const;

export const skillSchema = z.object({
  skill: z.string(),
  /** 1 basic, 2 competent, 3 expert. */
  level: z.number().int(),
  certified_until: z.string().nullable(),
  /** The certificate has run out (certified_until before today). */
  expired: z.boolean(),
});

export const workloadSchema = z.object({
  /** Open work orders assigned to the person (open, assigned, in progress, on hold). */
  open: z.number().int(),
  by_priority: z.array(workOrderPriorityRefSchema.extend({ count: z.number().int() })),
  overdue: z.number().int(),
  logged_hours_week: z.number(),
  logged_hours_month: z.number(),
  /** Estimated hours of the person's open preventive work due this week. */
  planned_hours_week: z.number(),
  capacity_hours_week: z.number(),
  /** Capacity − logged − planned, never below zero. */
  free_hours_week: z.number(),
});

export const personRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  jobtitle: z.string().nullable(),
  role_type: z.string().nullable(),
  location: refSchema.nullable(),
  skills: z.array(skillSchema),
  working_hours: workingHoursSchema,
  workload: workloadSchema,
});
export type PersonRow = z.infer<typeof personRowSchema>;

export const peopleQuerySchema = listQuerySchema.extend({
  skill: z.string().optional(),
  location_id: z.string().optional(),
  available: z.string().optional(),
});

const skillInputSchema = z.object({
  skill: z
    .string({ error: t.required('skill') })
    .min(1, { error: t.required('skill') })
    .max(60, { error: t.maxChars('skill', 60) }),
  level: z
    .number({ error: t.integer('level') })
    .int({ error: t.integer('level') })
    .min(1, { error: t.minValue('level', 1) })
    .max(3, { error: t.maxValue('level', 3) }),
  certified_until: field('certified_until', { kind: 'date' }),
});

export const peopleSkillsBodySchema = z.object({
  skills: z.array(skillInputSchema, { error: t.required('skills') }).max(30, { error: t.maxValue('skills', 30) }),
});

export const workingHoursBodySchema = z.object({
  working_hours: z
    .partialRecord(
      z.enum(WEEKDAYS, { error: t.invalidChoice('working hours') }),
      z
        .object(
          {
            start: z.string({ error: t.format('start') }).regex(HHMM, { error: t.format('start') }),
            end: z.string({ error: t.format('end') }).regex(HHMM, { error: t.format('end') }),
          },
          { error: t.format('working hours') },
        )
        .nullable(),
      { error: t.required('working hours') },
    )
    .nullable(),
});

const users = (action: string) => ({ action, subject: 'users' });

export const peopleEndpoints = defineEndpoints([
  {
    id: 'people.list',
    method: 'GET',
    path: `${API_BASE}/people`,
    kind: 'action',
    summary: 'Technicians and whoever holds work: skills, working week and workload (sort=workload|free_hours)',
    auth: users('read'),
    query: peopleQuerySchema,
    response: listEnvelope(personRowSchema),
  },
  {
    id: 'people.skills',
    method: 'PUT',
    path: `${API_BASE}/people/:id/skills`,
    kind: 'action',
    summary: "Replace a person's skills",
    auth: users('update'),
    body: peopleSkillsBodySchema,
    response: mutationEnvelope(personRowSchema),
    notFound: 'User not found',
  },
  {
    id: 'people.working-hours',
    method: 'PUT',
    path: `${API_BASE}/people/:id/working-hours`,
    kind: 'action',
    summary: "Set a person's working week (null: the default week)",
    auth: users('update'),
    body: workingHoursBodySchema,
    response: mutationEnvelope(personRowSchema),
    notFound: 'User not found',
  },
]);
