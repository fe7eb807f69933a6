import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

/**
 * The customer → locations → assets narrowing of spec point 3 ("Selection state"), as the server
 * enforces it: a customer's sites are the locations that name it (sub-locations follow their parent's
 * customer), and an asset sits at a chosen location when its location is that one or below it.
 */

type Named = { id: number; name: string };

/** The chosen locations that are not the customer's, named. */
export function foreignLocations(sqlite: Sqlite, customerId: number, locationIds: readonly number[]): Named[] {
  if (locationIds.length === 0) return [];
  return sqlite
    .prepare(
      `SELECT id, name FROM locations WHERE id IN (${placeholders(locationIds.length)})
       AND coalesce(customer_id, 0) <> ? ORDER BY name`,
    )
    .all(...locationIds, customerId) as Named[];
}

/** The locations given and every location below them. */
export function withSubLocations(sqlite: Sqlite, locationIds: readonly number[]): number[] {
  if (locationIds.length === 0) return [];
  return sqlite
    .prepare(
      `WITH RECURSIVE tree(id) AS (
         SELECT id FROM locations WHERE id IN (${placeholders(locationIds.length)})
         UNION SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id
       ) SELECT id FROM tree`,
    )
    .pluck()
    .all(...locationIds) as number[];
}

/** An asset as messages name it: "Chiller 2 (AST-000123)", or its tag alone. */
const assetName = (t: string) => `coalesce(${t}.name || ' (' || ${t}.asset_tag || ')', ${t}.asset_tag)`;

/** The chosen assets that do not sit at (or below) one of the chosen locations, named. */
export function assetsOutside(sqlite: Sqlite, locationIds: readonly number[], assetIds: readonly number[]): Named[] {
  if (assetIds.length === 0) return [];
  const places = withSubLocations(sqlite, locationIds);
  const inPlaces = places.length ? `AND location_id IN (${placeholders(places.length)})` : 'AND 0';
  const inside = new Set(
    sqlite
      .prepare(`SELECT id FROM assets WHERE id IN (${placeholders(assetIds.length)}) ${inPlaces}`)
      .pluck()
      .all(...assetIds, ...places) as number[],
  );
  const outside = assetIds.filter((id) => !inside.has(id));
  if (outside.length === 0) return [];
  return sqlite
    .prepare(`SELECT a.id, ${assetName('a')} AS name FROM assets a WHERE a.id IN (${placeholders(outside.length)})`)
    .all(...outside) as Named[];
}

/** The chosen assets that are not the customer's (by their own customer, or their location's), named. */
export function foreignAssets(sqlite: Sqlite, customerId: number, assetIds: readonly number[]): Named[] {
  if (assetIds.length === 0) return [];
  return sqlite
    .prepare(
      `SELECT a.id, ${assetName('a')} AS name
       FROM assets a LEFT JOIN locations l ON l.id = a.location_id
       WHERE a.id IN (${placeholders(assetIds.length)})
         AND coalesce(a.customer_id, l.customer_id, 0) <> ? ORDER BY a.id`,
    )
    .all(...assetIds, customerId) as Named[];
}

/** The customer a location belongs to, if any. */
export const locationCustomer = (sqlite: Sqlite, locationId: unknown): number | null =>
  typeof locationId === 'number'
    ? ((sqlite.prepare('SELECT customer_id FROM locations WHERE id = ?').pluck().get(locationId) as
        number | null | undefined) ?? null)
    : null;

/** The customer of an asset: its own, else its location's. */
export const assetCustomer = (sqlite: Sqlite, assetId: number): number | null =>
  (sqlite
    .prepare(
      `SELECT coalesce(a.customer_id, l.customer_id) FROM assets a LEFT JOIN locations l ON l.id = a.location_id
       WHERE a.id = ?`,
    )
    .pluck()
    .get(assetId) as number | null | undefined) ?? null;
