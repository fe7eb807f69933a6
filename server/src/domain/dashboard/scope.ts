import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { withSubLocations } from '../preventive/filters.js';

/**
 * The dashboard's filter (a site and the places below it, a customer) turned into each list's own
 * query, declared once: the tiles count with these queries and link to the lists with the same ones.
 */
export interface DashboardScope {
  /** The work-order list's filter: `customer_id`, and `location` repeated for every place of the site. */
  workOrders: Record<string, string | string[]>;
  /** The same, as SQL on `work_orders w` (for figures the list does not compute). */
  workOrderSql: { sql: string; params: number[] };
  /** The asset list's filter: `customer_id`, and `location_id` repeated. */
  assets: Record<string, string | string[]>;
  /** The reports' filter (`location_id`, ids joined by commas): the site's places, or the customer's. */
  reports: Record<string, string>;
  /** The places the reports keep; null without a filter. */
  places: ReadonlySet<number> | null;
}

/** Places no row stands at: a filter that matches nothing stays a filter. */
const NOWHERE = -1;

export function dashboardScope(
  sqlite: Sqlite,
  filter: { location_id: number | null; customer_id: number | null },
): DashboardScope {
  const site = filter.location_id === null ? null : [...withSubLocations(sqlite, [filter.location_id])];
  const customerPlaces =
    filter.customer_id === null
      ? null
      : [
          ...withSubLocations(
            sqlite,
            sqlite
              .prepare('SELECT id FROM locations WHERE customer_id = ? AND deleted_at IS NULL')
              .pluck()
              .all(filter.customer_id) as number[],
          ),
        ];
  let places: number[] | null = site ?? customerPlaces;
  if (site && customerPlaces) places = site.filter((id) => customerPlaces.includes(id));
  if (places && places.length === 0) places = [NOWHERE];
  const customer: Record<string, string> =
    filter.customer_id === null ? {} : { customer_id: String(filter.customer_id) };
  const siteIds = site ? (site.length ? site : [NOWHERE]) : null;
  const sql: string[] = [];
  const params: number[] = [];
  if (filter.customer_id !== null) {
    sql.push('AND w.customer_id = ?');
    params.push(filter.customer_id);
  }
  if (siteIds) {
    sql.push(
      `AND w.id IN (SELECT work_order_id FROM work_order_locations WHERE location_id IN (${placeholders(siteIds.length)}))`,
    );
    params.push(...siteIds);
  }
  const sitePlaces = siteIds?.map(String);
  return {
    workOrders: { ...customer, ...(sitePlaces ? { location: sitePlaces } : {}) },
    workOrderSql: { sql: sql.join(' '), params },
    assets: { ...customer, ...(sitePlaces ? { location_id: sitePlaces } : {}) },
    reports: places ? { location_id: places.join(',') } : {},
    places: places ? new Set(places) : null,
  };
}
