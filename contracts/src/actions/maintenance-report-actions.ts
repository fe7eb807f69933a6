import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { mutationEnvelope } from '../kit/envelopes.js';
import { listQuerySchema } from '../kit/list-query.js';
import { refSchema } from '../kit/row-schema.js';
import { defineEndpoints } from '../kit/endpoint.js';

/**
 * The maintenance reports of spec point 7: PM compliance (`/reports/inspections`) and breakdowns per
 * asset, model, category or place (`/reports/asset-breakdown-count-report`, and `-new` in the newer
 * shape for charts). Filters are free: ids arrive one at a time, repeated, or joined by commas.
 */

const reports = { action: 'read', subject: 'reports' } as const;
const ids = z.string().optional();

export const INSPECTION_GROUPS = ['month', 'week', 'location', 'asset', 'plan'] as const;
export type InspectionGroup = (typeof INSPECTION_GROUPS)[number];
export const BREAKDOWN_GROUPS = ['asset', 'model', 'category', 'location'] as const;
export type BreakdownGroup = (typeof BREAKDOWN_GROUPS)[number];

export const inspectionsQuerySchema = listQuerySchema.extend({
  start: z.string().optional(),
  end: z.string().optional(),
  group_by: z.string().optional(),
  location_id: ids,
  scheduler_id: ids,
  asset_id: ids,
  category_id: ids,
});

/** Occurrences due in the period (their day has come), and what became of them. */
export const complianceFiguresSchema = z.object({
  due: z.number().int(),
  done_on_time: z.number().int(),
  done_late: z.number().int(),
  missed: z.number().int(),
  /** Due today and still open: neither done nor missed yet. */
  pending: z.number().int(),
  /** On time ÷ due × 100, one decimal; null when nothing was due. */
  compliance: z.number().nullable(),
});
export type ComplianceFigures = z.infer<typeof complianceFiguresSchema>;

export const inspectionRowSchema = complianceFiguresSchema.extend({
  /** The group: 'yyyy-MM' (month), the Monday 'yyyy-MM-dd' (week), or the id of the place, asset or plan. */
  key: z.string(),
  label: z.string(),
});
export type InspectionRow = z.infer<typeof inspectionRowSchema>;

export const inspectionsResponseSchema = z.object({
  total: z.number().int().min(0),
  rows: z.array(inspectionRowSchema),
  totals: complianceFiguresSchema,
  group_by: z.enum(INSPECTION_GROUPS),
  start: z.string(),
  end: z.string(),
});

export const breakdownQuerySchema = listQuerySchema.extend({
  start: z.string().optional(),
  end: z.string().optional(),
  group_by: z.string().optional(),
  location_id: ids,
  model_id: ids,
  category_id: ids,
  asset_id: ids,
  priority_id: ids,
});

/** Breakdown figures: hours with one decimal; MTTR and MTBF null when there is nothing to average. */
export const breakdownMetricsSchema = z.object({
  breakdowns: z.number().int(),
  repaired: z.number().int(),
  downtime_hours: z.number(),
  mttr_hours: z.number().nullable(),
  mtbf_hours: z.number().nullable(),
});
export type BreakdownMetrics = z.infer<typeof breakdownMetricsSchema>;

export const badActorSchema = refSchema.extend({
  asset_tag: z.string(),
  breakdowns: z.number().int(),
  downtime_hours: z.number(),
});

export const breakdownRowSchema = breakdownMetricsSchema.extend({ id: z.number().int(), name: z.string() });
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

const breakdownCommon = {
  total: z.number().int().min(0),
  group_by: z.enum(BREAKDOWN_GROUPS),
  start: z.string(),
  end: z.string(),
  bad_actors: z.array(badActorSchema),
};

export const breakdownResponseSchema = z.object({
  ...breakdownCommon,
  rows: z.array(breakdownRowSchema),
  totals: breakdownMetricsSchema,
});

/** One month of a series: breakdowns raised in it, the downtime they caused, the MTTR of the repaired (null: no data). */
export const breakdownPointSchema = z.object({
  period: z.string(),
  breakdowns: z.number().int(),
  downtime_hours: z.number(),
  mttr_hours: z.number().nullable(),
});

export const breakdownNewResponseSchema = z.object({
  ...breakdownCommon,
  rows: z.array(refSchema.extend({ metrics: breakdownMetricsSchema, series: z.array(breakdownPointSchema) })),
  summary: z.object({ metrics: breakdownMetricsSchema, series: z.array(breakdownPointSchema) }),
});

const orError = <T extends z.ZodType>(schema: T) => z.union([schema, mutationEnvelope(z.null())]);

export const maintenanceReportEndpoints = defineEndpoints([
  {
    id: 'reports.inspections',
    method: 'GET',
    path: `${API_BASE}/reports/inspections`,
    kind: 'action',
    summary: 'PM compliance: occurrences due, done on time, late, missed, by period, place, asset or plan',
    auth: reports,
    query: inspectionsQuerySchema,
    response: orError(inspectionsResponseSchema),
  },
  {
    id: 'reports.asset-breakdown',
    method: 'GET',
    path: `${API_BASE}/reports/asset-breakdown-count-report`,
    kind: 'action',
    summary: 'Breakdowns per asset, model, category or place: count, downtime, MTTR, MTBF, bad actors',
    auth: reports,
    query: breakdownQuerySchema,
    response: orError(breakdownResponseSchema),
  },
  {
    id: 'reports.asset-breakdown-new',
    method: 'GET',
    path: `${API_BASE}/reports/asset-breakdown-count-report-new`,
    kind: 'action',
    summary: 'The breakdown report in the newer shape: nested metrics and a monthly series per row, for charts',
    auth: reports,
    query: breakdownQuerySchema,
    response: orError(breakdownNewResponseSchema),
  },
]);
