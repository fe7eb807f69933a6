import { getEndpoint, notFoundText } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawRow } from '../engine/rows.js';
import { writeActionLog } from '../engine/action-log.js';
import { findAssignee } from '../domain/assignees.js';
import { seatRows } from '../domain/seats.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';
import { pageOf } from './paging.js';
import { storedNow } from '../clock.js';

export const SEAT_UPDATED_TEXT = 'License updated successfully.';

interface Seat {
  id: number;
  license_id: number;
  assigned_to: number | null;
  asset_id: number | null;
  notes: string | null;
}

const blank = (v: unknown) => v === null || v === '';

/**
 * `/licenses/:id/seats` and `PATCH /licenses/:id/seats/:seatId`: setting `assigned_to` (a user) or
 * `asset_id` checks the seat out to it, both null checks it in (the log names the previous holder);
 * no holder change is a plain notes update. Every outcome answers 'License updated successfully.'.
 */
export function registerLicenseSeats(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { r: licenses, repo } = app.ctx.engine.resource('licenses');

  registerEndpoint(app, getEndpoint('licenses.seats'), async (request) => {
    const license = repo.find(idParam(request));
    if (!license) return failure(getEndpoint('licenses.seats').notFound!);
    const ids = sqlite
      .prepare('SELECT id FROM license_seats WHERE license_id = ? AND deleted_at IS NULL ORDER BY id')
      .pluck()
      .all(license.id) as number[];
    return pageOf(seatRows(sqlite, ids, request.principal), request);
  });

  /** The license and its seat the path names, or the real backend's refusal. */
  const seatOf = (request: FastifyRequest): { license: RawRow; seat: Seat } | { refused: string } => {
    const license = repo.find(idParam(request));
    if (!license) return { refused: notFoundText(licenses) };
    const rawSeat = (request.params as Record<string, string>).seatId ?? '';
    const seat = /^\d{1,15}$/.test(rawSeat)
      ? (sqlite.prepare('SELECT * FROM license_seats WHERE id = ? AND deleted_at IS NULL').get(Number(rawSeat)) as
          Seat | undefined)
      : undefined;
    if (!seat) return { refused: 'Seat not found' };
    if (seat.license_id !== license.id) return { refused: 'Seat does not belong to the specified license' };
    return { license, seat };
  };

  registerAction(app, 'licenses.seat', async ({ request }) => {
    const found = seatOf(request);
    if ('refused' in found) return failure(found.refused);
    const [row] = seatRows(sqlite, [found.seat.id], request.principal);
    return row ?? failure('Seat not found');
  });

  const update: Handler = async (request) => {
    const found = seatOf(request);
    if ('refused' in found) return failure(found.refused);
    const { license, seat } = found;
    const body = bodyOf(request);
    const wantsUser = body.assigned_to !== undefined && !blank(body.assigned_to);
    const wantsAsset = body.asset_id !== undefined && !blank(body.asset_id);
    const checkin = body.assigned_to !== undefined && body.asset_id !== undefined && !wantsUser && !wantsAsset;
    const user = wantsUser ? findAssignee(sqlite, 'user', body.assigned_to) : undefined;
    const asset = !wantsUser && wantsAsset ? findAssignee(sqlite, 'asset', body.asset_id) : undefined;
    if ((wantsUser && !user) || (!wantsUser && wantsAsset && !asset)) return failure('Target not found');
    const notes = typeof body.notes === 'string' ? body.notes.trim() || null : body.notes === null ? null : seat.notes;
    const stamp = storedNow(sqlite);
    const log = (action: 'checkout' | 'checkin from', type: string, id: number) =>
      writeActionLog(sqlite, request, {
        action,
        itemType: 'licenses',
        itemId: license.id,
        target: { type, id },
        note: notes,
      });
    sqlite.transaction(() => {
      if (user || asset) {
        sqlite
          .prepare('UPDATE license_seats SET assigned_to = ?, asset_id = ?, notes = ?, updated_at = ? WHERE id = ?')
          .run(user?.id ?? null, asset?.id ?? null, notes, stamp, seat.id);
        if (user && user.id !== seat.assigned_to) log('checkout', 'users', user.id);
        if (asset && asset.id !== seat.asset_id) log('checkout', 'hardware', asset.id);
      } else if (checkin && (seat.assigned_to !== null || seat.asset_id !== null)) {
        sqlite
          .prepare(
            'UPDATE license_seats SET assigned_to = NULL, asset_id = NULL, notes = ?, updated_at = ? WHERE id = ?',
          )
          .run(notes, stamp, seat.id);
        if (seat.assigned_to !== null) log('checkin from', 'users', seat.assigned_to);
        else log('checkin from', 'hardware', seat.asset_id!);
      } else if (notes !== seat.notes) {
        sqlite.prepare('UPDATE license_seats SET notes = ?, updated_at = ? WHERE id = ?').run(notes, stamp, seat.id);
      }
    })();
    return success(SEAT_UPDATED_TEXT, sqlite.prepare('SELECT * FROM license_seats WHERE id = ?').get(seat.id));
  };
  registerEndpoint(app, getEndpoint('licenses.seat-update'), update);
  registerEndpoint(app, getEndpoint('licenses.seat-replace'), update);
}
