import { z } from 'zod';
import { datetimeSchema } from './dates.js';
import { listQuerySchema } from './list-query.js';

const actorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
});
const typedRefSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string() });

/** One row of `/reports/activity`, in the real backend's key order (reference §5). */
export const activityRowSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  file: z.object({ url: z.string(), filename: z.string() }).nullable(),
  item: typedRefSchema.nullable(),
  created_at: datetimeSchema.nullable(),
  updated_at: datetimeSchema.nullable(),
  action_type: z.string(),
  admin: actorSchema.nullable(),
  created_by: actorSchema.nullable(),
  target: typedRefSchema.nullable(),
  note: z.string().nullable(),
  log_meta: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })).nullable(),
  remote_ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  action_source: z.string().nullable(),
  action_date: datetimeSchema.nullable(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const activityQuerySchema = listQuerySchema.extend({
  target_id: z.string().optional(),
  target_type: z.string().optional(),
  item_id: z.string().optional(),
  item_type: z.string().optional(),
  action_type: z.string().optional(),
});
