import { formatDateTime, getEndpoint, normalizeListQuery, notFoundText } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from '../http/envelope.js';
import { idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';

interface CheckoutRecord {
  id: number;
  accessory_id: number;
  accessory: string | null;
  assigned_to: number;
  note: string | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
}

/**
 * Snipe-IT's accessories checked out to a location or an asset (the users and assets there are scoped
 * lists, `scopedLists`): checkout records, newest first, not a resource's list.
 */
export function registerAssignedLists(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { engine } = app.ctx;
  const engines = { locations: engine.resource('locations'), hardware: engine.resource('hardware') };

  const accessoriesOf =
    (holder: 'locations' | 'hardware', type: 'location' | 'asset'): Handler =>
    async (request: FastifyRequest) => {
      const id = idParam(request);
      if (!engines[holder].repo.find(id)) return failure(notFoundText(engines[holder].r));
      const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, [], 'id', 'desc');
      const records = sqlite
        .prepare(
          `SELECT c.id, c.accessory_id, a.name AS accessory, c.assigned_to, c.note, c.created_by, c.created_at,
             trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS creator
           FROM accessories_checkout c LEFT JOIN accessories a ON a.id = c.accessory_id LEFT JOIN users u ON u.id = c.created_by
           WHERE c.assigned_type = ? AND c.assigned_to = ? ORDER BY c.id DESC`,
        )
        .all(type, id) as CheckoutRecord[];
      const canCheckin = request.principal?.ability.can('checkin', 'accessories') ?? false;
      const offset = Math.min(q.offset, records.length);
      return {
        total: records.length,
        rows: records.slice(offset, offset + q.limit).map((c) => ({
          id: c.id,
          assigned_to: c.assigned_to,
          accessory: c.accessory !== null ? { id: c.accessory_id, name: c.accessory } : null,
          image: null,
          note: c.note,
          created_by: c.created_by !== null && c.creator !== null ? { id: c.created_by, name: c.creator } : null,
          created_at: formatDateTime(c.created_at),
          available_actions: { checkout: false, checkin: canCheckin },
        })),
      };
    };

  registerEndpoint(app, getEndpoint('locations.assigned-accessories'), accessoriesOf('locations', 'location'));
  registerEndpoint(app, getEndpoint('hardware.assigned-accessories'), accessoriesOf('hardware', 'asset'));
}
