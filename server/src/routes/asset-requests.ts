import { REQUEST_TEXT, formatDate, formatDateTime, getEndpoint, notFoundText, type Row } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import type { RawRow } from '../engine/rows.js';
import { failure, success } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';
import { storedNow } from '../clock.js';

/** Requestable: flagged so, and of a deployable or pending status (Snipe-IT's `RequestableAssets` scope). */
const REQUESTABLE = `t.requestable = 1 AND t.status_id IN (SELECT id FROM status_labels WHERE type IN ('deployable', 'pending'))`;
const nameOf = (ref: unknown) => (ref as { name?: string } | null)?.name ?? null;

/**
 * `account/requestable/hardware`, `account/requests`, `account/request/{id}` and its `/cancel`: asking for
 * an asset raises its `requests_counter` and logs `requested`; cancelling lowers it again.
 */
export function registerAssetRequests(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const hardware = app.ctx.engine.resource('hardware');
  const { repo } = hardware;
  const userOf = (request: FastifyRequest) => request.principal!.user.id;

  registerEndpoint(app, getEndpoint('account.requestable'), async (request) => {
    const { total, rows } = repo.list((request.query ?? {}) as Record<string, unknown>, {
      clauses: [REQUESTABLE],
      params: [],
    });
    const shown = hardware.present(rows, request.principal);
    return {
      total,
      rows: rows.map((raw: RawRow, i) => {
        const row = shown[i] as Row;
        return {
          id: raw.id,
          name: (raw.name as string | null) ?? null,
          asset_tag: String(raw.asset_tag),
          serial: (raw.serial as string | null) ?? null,
          image: null,
          model: nameOf(row.model),
          model_number: (row.model_number as string | null) ?? null,
          expected_checkin: formatDate(raw.expected_checkin as string | null),
          location: nameOf(row.location),
          status: (row.status_label as { status_meta?: string } | null)?.status_meta ?? null,
          assigned_to_self: raw.assigned_type === 'user' && raw.assigned_to === userOf(request),
        };
      }),
    };
  });

  registerAction(app, 'account.requests', async ({ request }) => {
    const open = sqlite
      .prepare(
        `SELECT r.id, r.qty, r.created_at, a.asset_tag, a.name, a.expected_checkin, l.name AS location
         FROM checkout_requests r JOIN assets a ON a.id = r.asset_id LEFT JOIN locations l ON l.id = a.location_id
         WHERE r.user_id = ? AND r.canceled_at IS NULL AND a.deleted_at IS NULL ORDER BY r.id`,
      )
      .all(userOf(request)) as {
      id: number;
      qty: number;
      created_at: string;
      asset_tag: string;
      name: string | null;
      expected_checkin: string | null;
      location: string | null;
    }[];
    return {
      total: open.length,
      rows: open.map((r) => ({
        id: r.id,
        image: null,
        name: r.name ?? r.asset_tag,
        type: 'asset',
        qty: r.qty,
        location: r.location,
        expected_checkin: formatDateTime(r.expected_checkin),
        request_date: formatDateTime(r.created_at),
      })),
    };
  });

  registerEndpoint(app, getEndpoint('account.request'), async (request) => {
    const asset = repo.find(idParam(request));
    if (!asset) return failure(notFoundText(hardware.r));
    const requestable = sqlite.prepare(`SELECT 1 FROM assets t WHERE t.id = ? AND ${REQUESTABLE}`).get(asset.id);
    if (!requestable) return failure(REQUEST_TEXT.notRequestable);
    const stamp = storedNow(sqlite);
    sqlite.transaction(() => {
      sqlite
        .prepare(
          'INSERT INTO checkout_requests (user_id, asset_id, qty, created_at, updated_at) VALUES (?, ?, 1, ?, ?)',
        )
        .run(userOf(request), asset.id, stamp, stamp);
      sqlite.prepare('UPDATE assets SET requests_counter = requests_counter + 1 WHERE id = ?').run(asset.id);
      writeActionLog(sqlite, request, {
        action: 'requested',
        itemType: 'hardware',
        itemId: asset.id,
        target: { type: 'users', id: userOf(request) },
      });
    })();
    return success(REQUEST_TEXT.submitted, null);
  });

  registerEndpoint(app, getEndpoint('account.request-cancel'), async (request) => {
    const asset = repo.find(idParam(request));
    if (!asset) return failure(notFoundText(hardware.r));
    sqlite.transaction(() => {
      sqlite
        .prepare(
          'UPDATE checkout_requests SET canceled_at = ?, updated_at = ? WHERE asset_id = ? AND user_id = ? AND canceled_at IS NULL',
        )
        .run(storedNow(sqlite), storedNow(sqlite), asset.id, userOf(request));
      sqlite.prepare('UPDATE assets SET requests_counter = max(0, requests_counter - 1) WHERE id = ?').run(asset.id);
      writeActionLog(sqlite, request, {
        action: 'request canceled',
        itemType: 'hardware',
        itemId: asset.id,
        target: { type: 'users', id: userOf(request) },
      });
    })();
    return success(REQUEST_TEXT.canceled, null);
  });
}
