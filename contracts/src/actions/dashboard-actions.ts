import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { defineEndpoints } from '../kit/endpoint.js';

/**
 * The home page's maintenance dashboard: the tiles the caller may see, each with its figure, the
 * series for its chart, and the list it stands for (the overdue figure opens exactly that many).
 */

export const DASHBOARD_UNITS = ['count', 'hours', 'percent'] as const;

/** Where a figure leads: a console path and the list query that shows what it counted. */
export const tileLinkSchema = z.object({
  path: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type TileLink = z.infer<typeof tileLinkSchema>;

export const dashboardTileSchema = z.object({
  id: z.string(),
  unit: z.enum(DASHBOARD_UNITS),
  /** Null when there is nothing to measure yet (no repair in the window for MTTR). */
  value: z.number().nullable(),
  /** The chart's points; a null value is a period without data (a gap, not a zero). */
  series: z.array(z.object({ key: z.string(), value: z.number().nullable() })),
  /** What a rate is computed from (MTBF: operating hours and failures), so a reader can check it. */
  parts: z.record(z.string(), z.number().nullable()).optional(),
  link: tileLinkSchema.nullable(),
});
export type DashboardTile = z.infer<typeof dashboardTileSchema>;

/** A manager narrows the dashboard to one site (and the places below it) and/or one customer. */
export const dashboardQuerySchema = z.object({
  location_id: z.string().optional(),
  customer_id: z.string().optional(),
});

export const dashboardSchema = z.object({
  /** The moment the figures were taken, 'YYYY-MM-DD HH:MM:SS'. */
  generated_at: z.string(),
  /** KPIs over a window (MTTR, first response, PM compliance) cover these days up to today. */
  window_days: z.number().int(),
  tiles: z.array(dashboardTileSchema),
  /** The filters the tiles were computed with (ids), echoed. */
  filters: z.object({ location_id: z.number().int().nullable(), customer_id: z.number().int().nullable() }),
});

export const dashboardEndpoints = defineEndpoints([
  {
    id: 'dashboard',
    method: 'GET',
    path: `${API_BASE}/dashboard`,
    kind: 'action',
    summary: 'The maintenance dashboard: the tiles the caller may see, with series and the list each stands for',
    auth: 'user',
    query: dashboardQuerySchema,
    response: dashboardSchema,
  },
]);
