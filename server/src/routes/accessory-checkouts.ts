import {
  ASSIGNEE_TYPES,
  formatDateTime,
  getEndpoint,
  notFoundText,
  validationText as t,
  type AssigneeType,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { findAssignee, loadAssignees } from '../domain/assignees.js';
import { quantity } from '../domain/quantity.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { checkoutLog } from './stock-logs.js';
import { storedNow } from '../clock.js';
import { sqlPage } from '../engine/sql-page.js';

const ENDING = ' Please adjust the checkout quantity or the total stock of this accessory and try again.';
/** The real backend's over-stock texts, singular and plural. */
export const accessoryOverStockText = (remaining: number, asked: number): string =>
  remaining === 1
    ? `There is currently only one available accessory of this type, and you are trying to check out ${asked}.${ENDING}`
    : `There are ${remaining} total available accessories, and you are trying to check out ${asked}.${ENDING}`;

const LOG_TYPES: Record<AssigneeType, string> = { user: 'users', location: 'locations', asset: 'hardware' };
const TARGET_TEXT: Record<AssigneeType, string> = {
  user: 'User not found',
  location: 'Location not found',
  asset: 'Asset not found',
};
/** `{id}/checkedout` pages by 50 when no limit is sent, and has no cap (reference §1). */
const CHECKEDOUT_DEFAULT_LIMIT = 50;

interface CheckoutRecord {
  id: number;
  accessory_id: number;
  assigned_to: number;
  assigned_type: string;
  note: string | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
}

export function registerAccessoryCheckouts(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { r: accessories, repo } = app.ctx.engine.resource('accessories');

  registerEndpoint(app, getEndpoint('accessories.checkedout'), async (request) => {
    const accessory = repo.find(idParam(request));
    if (!accessory) return failure(notFoundText(accessories));
    const input = (request.query ?? {}) as Record<string, unknown>;
    const rawLimit = Math.abs(Number.parseInt(String(input.limit ?? ''), 10) || 0);
    const limit = rawLimit > 0 ? rawLimit : CHECKEDOUT_DEFAULT_LIMIT;
    const offset = Math.max(0, Number.parseInt(String(input.offset ?? ''), 10) || 0);
    const { total, rows: records } = sqlPage<CheckoutRecord>(
      sqlite,
      {
        select: `c.*, trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS creator`,
        from: 'FROM accessories_checkout c LEFT JOIN users u ON u.id = c.created_by WHERE c.accessory_id = ?',
        countFrom: 'FROM accessories_checkout c WHERE c.accessory_id = ?',
        order: 'c.id',
        params: [accessory.id],
      },
      { limit, offset },
    );
    const holders = loadAssignees(
      sqlite,
      records.map((c) => ({ type: c.assigned_type, id: c.assigned_to })),
    );
    const canCheckin = request.principal?.ability.can('checkin', 'accessories') ?? false;
    return {
      total,
      rows: records.map((c) => ({
        id: c.id,
        assigned_to: holders.get(`${c.assigned_type}:${c.assigned_to}`) ?? null,
        note: c.note,
        created_by: c.created_by !== null && c.creator !== null ? { id: c.created_by, name: c.creator } : null,
        created_at: formatDateTime(c.created_at),
        available_actions: { checkin: canCheckin },
      })),
    };
  });

  registerEndpoint(app, getEndpoint('accessories.checkout'), async (request) => {
    const accessory = repo.find(idParam(request));
    if (!accessory) return failure(notFoundText(accessories));
    const body = bodyOf(request);
    const type = (body.checkout_to_type ?? 'user') as AssigneeType;
    if (!ASSIGNEE_TYPES.includes(type)) return failure({ checkout_to_type: [t.invalidChoice('checkout to type')] });
    const qty = quantity(body.checkout_qty, 'checkout_qty');
    if (!qty.ok) return failure(qty.messages);
    const remaining = Math.max(0, Number(accessory.qty) - Number(accessory.checkouts_count ?? 0));
    if (qty.value > remaining) return failure({ checkout_qty: [accessoryOverStockText(remaining, qty.value)] });
    const target = findAssignee(sqlite, type, body[`assigned_${type}`]);
    if (!target) return failure(TARGET_TEXT[type]);
    const note = typeof body.note === 'string' ? body.note.trim() || null : null;
    const stamp = storedNow(sqlite);
    sqlite.transaction(() => {
      const insert = sqlite.prepare(
        `INSERT INTO accessories_checkout (accessory_id, assigned_to, assigned_type, note, created_by, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      for (let i = 0; i < qty.value; i++)
        insert.run(accessory.id, target.id, type, note, request.principal?.user.id ?? null, stamp, stamp);
      writeActionLog(sqlite, request, {
        action: 'checkout',
        itemType: 'accessories',
        itemId: accessory.id,
        target: { type: LOG_TYPES[type], id: target.id },
        note: qty.value > 1 ? `${qty.value} units${note ? `: ${note}` : ''}` : note,
      });
    })();
    return success('Accessory checked out successfully.', null);
  });

  registerEndpoint(app, getEndpoint('accessories.checkin'), async (request) => {
    const id = idParam(request);
    const record = sqlite.prepare('SELECT * FROM accessories_checkout WHERE id = ?').get(id) as
      CheckoutRecord | undefined;
    // The real backend's text, placeholder never filled (sic).
    if (!record) return failure(getEndpoint('accessories.checkin').notFound!);
    const note = typeof bodyOf(request).note === 'string' ? String(bodyOf(request).note).trim() || null : null;
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM accessories_checkout WHERE id = ?').run(record.id);
      writeActionLog(sqlite, request, {
        action: 'checkin from',
        itemType: 'accessories',
        itemId: record.accessory_id,
        target: { type: LOG_TYPES[record.assigned_type as AssigneeType] ?? 'users', id: record.assigned_to },
        note,
      });
    })();
    return success('Accessory checked in successfully.', null);
  });

  registerEndpoint(app, getEndpoint('accessories.checkout-log'), async (request) => {
    const accessory = repo.find(idParam(request));
    if (!accessory) return failure(notFoundText(accessories));
    return checkoutLog(sqlite, request, 'accessories', accessory.id);
  });
}
