import { formatDateTime, type DateTimeValue } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../engine/sql.js';

/** A component installed in an asset, as v8's asset row lists it with `components=true`. */
export interface InstalledComponent {
  id: number;
  pivot_id: number;
  name: string;
  qty: number;
  price_cost: number | null;
  purchase_total: number;
  checkout_date: DateTimeValue | null;
}

/** The components installed in each of the assets, in the order they went in. */
export function installedComponents(sqlite: Sqlite, assetIds: readonly number[]): Map<number, InstalledComponent[]> {
  const out = new Map<number, InstalledComponent[]>(assetIds.map((id) => [id, []]));
  if (assetIds.length === 0) return out;
  const rows = sqlite
    .prepare(
      `SELECT p.id AS pivot_id, p.asset_id, p.assigned_qty, p.created_at, c.id, c.name, c.purchase_cost
       FROM components_assets p JOIN components c ON c.id = p.component_id
       WHERE p.asset_id IN (${placeholders(assetIds.length)}) ORDER BY p.id`,
    )
    .all(...assetIds) as {
    pivot_id: number;
    asset_id: number;
    assigned_qty: number;
    created_at: string | null;
    id: number;
    name: string;
    purchase_cost: number | null;
  }[];
  for (const p of rows) {
    out.get(p.asset_id)?.push({
      id: p.id,
      pivot_id: p.pivot_id,
      name: p.name,
      qty: p.assigned_qty,
      price_cost: p.purchase_cost,
      purchase_total: (p.purchase_cost ?? 0) * p.assigned_qty,
      checkout_date: formatDateTime(p.created_at),
    });
  }
  return out;
}
