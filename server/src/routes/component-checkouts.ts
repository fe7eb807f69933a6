import { formatDateTime, getEndpoint, notFoundText } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { escapeLike } from '../engine/sql.js';
import { findAssignee } from '../domain/assignees.js';
import { quantity } from '../domain/quantity.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { checkoutLog } from './stock-logs.js';
import { storedNow } from '../clock.js';

/** The real backend's text, trailing space included. */
export const componentOverStockText = (remaining: number, asked: number): string =>
  `Not enough components remaining: ${remaining} remaining, ${asked} requested `;

interface Pivot {
  id: number;
  component_id: number;
  asset_id: number;
  assigned_qty: number;
  note: string | null;
  created_at: string;
}

/** `{id}/assets` pages by 50 when no limit is sent, and has no cap (reference §1). */
const ASSETS_DEFAULT_LIMIT = 50;

export function registerComponentCheckouts(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { r: components, repo } = app.ctx.engine.resource('components');
  const note = (body: Record<string, unknown>) => (typeof body.note === 'string' ? body.note.trim() || null : null);

  registerEndpoint(app, getEndpoint('components.assets'), async (request) => {
    const component = repo.find(idParam(request));
    if (!component) return failure(notFoundText(components));
    const input = (request.query ?? {}) as Record<string, unknown>;
    const search = typeof input.search === 'string' ? input.search.trim() : '';
    const where = ['p.component_id = ?'];
    const params: unknown[] = [component.id];
    if (search) {
      const like = `%${escapeLike(search)}%`;
      where.push("(a.name LIKE ? ESCAPE '\\' OR a.asset_tag LIKE ? ESCAPE '\\' OR m.name LIKE ? ESCAPE '\\')");
      params.push(like, like, like);
    }
    const rows = sqlite
      .prepare(
        `SELECT p.*, a.name AS asset_name, a.asset_tag, m.name AS model FROM components_assets p
         JOIN assets a ON a.id = p.asset_id LEFT JOIN models m ON m.id = a.model_id
         WHERE ${where.join(' AND ')} ORDER BY p.id`,
      )
      .all(...params) as (Pivot & { asset_name: string | null; asset_tag: string; model: string | null })[];
    const all = rows.map((p) => ({
      assigned_pivot_id: p.id,
      id: p.asset_id,
      name: [p.model, p.asset_name ?? p.asset_tag].filter(Boolean).join(' '),
      qty: p.assigned_qty,
      note: p.note,
      type: 'asset',
      created_at: formatDateTime(p.created_at),
      available_actions: { checkin: true },
    }));
    // A search turns paging off, as the real backend does.
    if (search) return { total: all.length, rows: all };
    const limit = Math.abs(Number.parseInt(String(input.limit ?? ''), 10) || 0) || ASSETS_DEFAULT_LIMIT;
    const offset = Math.min(Math.max(0, Number.parseInt(String(input.offset ?? ''), 10) || 0), all.length);
    return { total: all.length, rows: all.slice(offset, offset + limit) };
  });

  registerEndpoint(app, getEndpoint('components.checkout'), async (request) => {
    const component = repo.find(idParam(request));
    if (!component) return failure(getEndpoint('components.checkout').notFound!);
    const body = bodyOf(request);
    // Validation errors travel in the payload here, messages null (the real backend's quirk).
    const errors: Record<string, string[]> = {};
    const qty = quantity(body.assigned_qty, 'assigned_qty', null);
    if (!qty.ok) Object.assign(errors, qty.messages);
    const asset = findAssignee(sqlite, 'asset', body.assigned_to);
    if (body.assigned_to === undefined || body.assigned_to === null || body.assigned_to === '')
      errors.assigned_to = ['The assigned to field is required.'];
    else if (!asset) errors.assigned_to = ['The selected assigned to is invalid.'];
    if (Object.keys(errors).length || !qty.ok || !asset) return failure(null, errors);
    const remaining = Math.max(0, Number(component.qty) - Number(component.checked_out_qty ?? 0));
    if (qty.value > remaining) return failure(componentOverStockText(remaining, qty.value));
    const stamp = storedNow(sqlite);
    sqlite.transaction(() => {
      sqlite
        .prepare(
          `INSERT INTO components_assets (component_id, asset_id, assigned_qty, note, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(component.id, asset.id, qty.value, note(body), request.principal?.user.id ?? null, stamp, stamp);
      writeActionLog(sqlite, request, {
        action: 'checkout',
        itemType: 'components',
        itemId: component.id,
        target: { type: 'hardware', id: asset.id },
        note: `${qty.value} units${note(body) ? `: ${note(body)}` : ''}`,
      });
    })();
    return success('Component checked out successfully.', null);
  });

  registerEndpoint(app, getEndpoint('components.checkin'), async (request) => {
    const pivot = sqlite.prepare('SELECT * FROM components_assets WHERE id = ?').get(idParam(request)) as
      Pivot | undefined;
    if (!pivot) return failure(getEndpoint('components.checkin').notFound!);
    const body = bodyOf(request);
    const qty = quantity(body.checkin_qty, 'checkin_qty', pivot.assigned_qty);
    if (!qty.ok || qty.value > pivot.assigned_qty)
      return failure(`Checkin quantity must be between 1 and ${pivot.assigned_qty}`);
    sqlite.transaction(() => {
      const left = pivot.assigned_qty - qty.value;
      if (left === 0) sqlite.prepare('DELETE FROM components_assets WHERE id = ?').run(pivot.id);
      else
        sqlite
          .prepare('UPDATE components_assets SET assigned_qty = ?, updated_at = ? WHERE id = ?')
          .run(left, storedNow(sqlite), pivot.id);
      writeActionLog(sqlite, request, {
        action: 'checkin from',
        itemType: 'components',
        itemId: pivot.component_id,
        target: { type: 'hardware', id: pivot.asset_id },
        note: `${qty.value} units${note(body) ? `: ${note(body)}` : ''}`,
      });
    })();
    return success('Component checked in successfully.', null);
  });

  registerEndpoint(app, getEndpoint('components.checkout-log'), async (request) => {
    const component = repo.find(idParam(request));
    if (!component) return failure(notFoundText(components));
    return checkoutLog(sqlite, request, 'components', component.id);
  });
}
