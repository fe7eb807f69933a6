import { formatDateTime, type SeatRow } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { placeholders } from '../engine/sql.js';

interface StoredSeat {
  id: number;
  license_id: number;
  license: string;
  reassignable: number;
  assigned_to: number | null;
  asset_id: number | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  user_name: string | null;
  user_email: string | null;
  asset_name: string | null;
  location_id: number | null;
  location_name: string | null;
}

/** Seat rows for ids, in that order: the holder (a user or an asset) and where it is. */
export function seatRows(sqlite: Sqlite, ids: readonly number[], principal: Principal | null): SeatRow[] {
  if (ids.length === 0) return [];
  const rows = sqlite
    .prepare(
      `SELECT s.*, l.name AS license, l.reassignable,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS user_name, u.email AS user_email,
         coalesce(a.name, a.asset_tag) AS asset_name, loc.id AS location_id, loc.name AS location_name
       FROM license_seats s JOIN licenses l ON l.id = s.license_id
       LEFT JOIN users u ON u.id = s.assigned_to LEFT JOIN assets a ON a.id = s.asset_id
       LEFT JOIN locations loc ON loc.id = coalesce(u.location_id, a.location_id)
       WHERE s.id IN (${placeholders(ids.length)})`,
    )
    .all(...ids) as StoredSeat[];
  const byId = new Map(rows.map((s) => [s.id, s]));
  const can = (action: string) => principal?.ability.can(action, 'licenses') ?? false;
  return ids.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const free = s.assigned_to === null && s.asset_id === null;
    return [
      {
        id: s.id,
        license_id: s.license_id,
        license: { id: s.license_id, name: s.license },
        assigned_user:
          s.assigned_to !== null ? { id: s.assigned_to, name: s.user_name ?? '', email: s.user_email } : null,
        assigned_asset: s.asset_id !== null ? { id: s.asset_id, name: s.asset_name ?? '' } : null,
        location: s.location_id !== null ? { id: s.location_id, name: s.location_name ?? '' } : null,
        reassignable: Boolean(s.reassignable),
        notes: s.notes,
        user_can_checkout: free,
        created_at: formatDateTime(s.created_at),
        updated_at: formatDateTime(s.updated_at),
        available_actions: {
          checkout: can('checkout') && free,
          checkin: can('checkout') && !free,
          clone: false,
          update: can('update'),
          delete: false,
        },
      },
    ];
  });
}
