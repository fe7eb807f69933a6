import { formatDateTime, type Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { placeholders } from '../engine/sql.js';

interface AssetInfo {
  id: number;
  name: string | null;
  asset_tag: string;
  serial: string | null;
  deleted_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  assigned_to: number | null;
  model_id: number;
  model: string | null;
  model_number: string | null;
  status_id: number;
  status: string | null;
  status_type: string | null;
  company_id: number | null;
  company: string | null;
  location_id: number | null;
  location: string | null;
  rtd_location_id: number | null;
  rtd_location: string | null;
}

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / 86_400_000;

/** The maintained asset's details (model, status, company, places) and the days the work took. */
export const maintenanceHooks: ResourceHooks = {
  decorateRows(sqlite, raws, rows) {
    const ids = [...new Set(raws.map((raw) => raw.asset_id).filter((id): id is number => typeof id === 'number'))];
    const assets = ids.length
      ? (sqlite
          .prepare(
            `SELECT a.id, a.name, a.asset_tag, a.serial, a.deleted_at, a.created_at, a.updated_at, a.assigned_to,
               a.model_id, m.name AS model, m.model_number, a.status_id, s.name AS status, s.type AS status_type,
               a.company_id, c.name AS company, a.location_id, l.name AS location, a.rtd_location_id, r.name AS rtd_location
             FROM assets a JOIN models m ON m.id = a.model_id JOIN status_labels s ON s.id = a.status_id
             LEFT JOIN companies c ON c.id = a.company_id LEFT JOIN locations l ON l.id = a.location_id
             LEFT JOIN locations r ON r.id = a.rtd_location_id WHERE a.id IN (${placeholders(ids.length)})`,
          )
          .all(...ids) as AssetInfo[])
      : [];
    const byId = new Map(assets.map((a) => [a.id, a]));
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      const a = byId.get(raw.asset_id as number);
      row.asset = a
        ? {
            id: a.id,
            name: a.name ?? a.asset_tag,
            asset_tag: a.asset_tag,
            serial: a.serial,
            deleted_at: formatDateTime(a.deleted_at),
            created_at: formatDateTime(a.created_at),
            updated_at: formatDateTime(a.updated_at),
          }
        : null;
      row.model = a ? { id: a.model_id, name: [a.model, a.model_number].filter(Boolean).join(' ') } : null;
      row.status_label =
        a && a.status && a.status_type
          ? {
              id: a.status_id,
              name: a.status,
              status_type: a.status_type,
              status_meta: a.assigned_to !== null ? 'deployed' : a.status_type,
            }
          : null;
      row.company = a ? ref(a.company_id, a.company) : null;
      row.location = a ? ref(a.location_id, a.location) : null;
      row.rtd_location = a ? ref(a.rtd_location_id, a.rtd_location) : null;
      const start = raw.start_date as string | null;
      const end = raw.completion_date as string | null;
      row.asset_maintenance_time = start && end ? Math.round(dayNumber(end) - dayNumber(start)) : null;
      // The real backend's legacy key: who recorded it, as `created_by`.
      row.user_id = row.created_by ?? null;
    });
  },
};
