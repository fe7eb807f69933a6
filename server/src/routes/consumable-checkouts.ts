import { formatDateTime, getEndpoint, notFoundText } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { findAssignee } from '../domain/assignees.js';
import { quantity } from '../domain/quantity.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { pageOf } from './paging.js';
import { storedNow } from '../clock.js';

/** The real backend's text, trailing space included. */
export const CONSUMABLE_NO_STOCK_TEXT =
  'There are not enough consumables for this checkout. Please check the quantity left. ';

/** Consumables go to users and never come back: `checkout` and the `view/{id}/users` history. */
export function registerConsumableCheckouts(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { r: consumables, repo } = app.ctx.engine.resource('consumables');

  // The console's path and Snipe-IT's (`/consumables/{id}/users`) answer the same history.
  const history: Handler = async (request) => {
    const consumable = repo.find(idParam(request));
    if (!consumable) return failure(notFoundText(consumables));
    const rows = sqlite
      .prepare(
        `SELECT c.id, c.assigned_to, c.note, c.created_by, c.created_at,
           trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS user_name,
           trim(coalesce(b.first_name, '') || ' ' || coalesce(b.last_name, '')) AS creator
         FROM consumables_users c LEFT JOIN users u ON u.id = c.assigned_to LEFT JOIN users b ON b.id = c.created_by
         WHERE c.consumable_id = ? ORDER BY c.id DESC`,
      )
      .all(consumable.id) as {
      id: number;
      assigned_to: number;
      note: string | null;
      created_by: number | null;
      created_at: string;
      user_name: string | null;
      creator: string | null;
    }[];
    return pageOf(
      rows.map((c) => ({
        id: c.id,
        user: c.user_name !== null ? { id: c.assigned_to, name: c.user_name } : null,
        avatar: null,
        // Snipe-IT names a removed taker 'Deleted User'.
        name: c.user_name ?? 'Deleted User',
        note: c.note,
        admin: c.creator,
        created_by: c.created_by !== null && c.creator !== null ? { id: c.created_by, name: c.creator } : null,
        created_at: formatDateTime(c.created_at),
      })),
      request,
    );
  };
  registerEndpoint(app, getEndpoint('consumables.users'), history);
  registerEndpoint(app, getEndpoint('consumables.users-v8'), history);

  registerEndpoint(app, getEndpoint('consumables.checkout'), async (request) => {
    const consumable = repo.find(idParam(request));
    if (!consumable) return failure(getEndpoint('consumables.checkout').notFound!);
    const body = bodyOf(request);
    const qty = quantity(body.checkout_qty, 'checkout_qty');
    if (!qty.ok) return failure(qty.messages);
    const remaining = Math.max(0, Number(consumable.qty) - Number(consumable.users_count ?? 0));
    if (qty.value > remaining) return failure(CONSUMABLE_NO_STOCK_TEXT);
    const user = findAssignee(sqlite, 'user', body.assigned_to);
    if (!user) return failure('No user found');
    const note = typeof body.note === 'string' ? body.note.trim() || null : null;
    const stamp = storedNow(sqlite);
    sqlite.transaction(() => {
      const insert = sqlite.prepare(
        `INSERT INTO consumables_users (consumable_id, assigned_to, note, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (let i = 0; i < qty.value; i++)
        insert.run(consumable.id, user.id, note, request.principal?.user.id ?? null, stamp, stamp);
      writeActionLog(sqlite, request, {
        action: 'checkout',
        itemType: 'consumables',
        itemId: consumable.id,
        target: { type: 'users', id: user.id },
        note: qty.value > 1 ? `${qty.value} units${note ? `: ${note}` : ''}` : note,
      });
    })();
    return success('Consumable checked out successfully.', null);
  });
}
