import {
  ACCEPTANCE_TEXT,
  ASSET_DOES_NOT_EXIST,
  formatDateTime,
  getEndpoint,
  normalizeListQuery,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { releaseAsset } from '../domain/asset-checkout.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { storedNow } from '../clock.js';

interface Pending {
  id: number;
  asset_tag: string;
  name: string | null;
  assigned_to: number;
  accepted_at: string | null;
  last_checkout: string | null;
  model_id: number;
  model: string;
  category_id: number;
  category: string;
  eula_text: string | null;
}

/**
 * Assets checked out to a user whose category asks for acceptance: what Snipe-IT's checkout acceptances
 * are. An acceptance is named by its asset's id; accepting stamps it, declining checks the asset in.
 */
const PENDING = `SELECT a.id, a.asset_tag, a.name, a.assigned_to, a.accepted_at, a.last_checkout, a.model_id,
    m.name AS model, c.id AS category_id, c.name AS category, c.eula_text
  FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
  WHERE a.deleted_at IS NULL AND a.assigned_type = 'user' AND c.require_acceptance = 1`;

/** `GET /account/accept` and `POST /account/accept/{id}` (Snipe-IT's account acceptance, as API calls). */
export function registerAcceptances(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('account.acceptances'), async (request) => {
    const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, [], 'id', 'asc');
    const mine = sqlite
      .prepare(`${PENDING} AND a.assigned_to = ? AND a.accepted_at IS NULL ORDER BY a.last_checkout DESC, a.id`)
      .all(request.principal!.user.id) as Pending[];
    const offset = Math.min(q.offset, mine.length);
    return {
      total: mine.length,
      rows: mine.slice(offset, offset + q.limit).map((p) => ({
        id: p.id,
        item: { id: p.id, name: p.name ?? p.asset_tag, asset_tag: p.asset_tag, type: 'asset' },
        model: { id: p.model_id, name: p.model },
        category: { id: p.category_id, name: p.category },
        eula: p.eula_text,
        checked_out_at: formatDateTime(p.last_checkout),
      })),
    };
  });

  registerEndpoint(app, getEndpoint('account.accept'), async (request) => {
    const pending = sqlite.prepare(`${PENDING} AND a.id = ?`).get(idParam(request)) as Pending | undefined;
    if (!pending) return failure(ASSET_DOES_NOT_EXIST);
    if (pending.accepted_at) return failure(ACCEPTANCE_TEXT.alreadyDone);
    const user = request.principal!.user.id;
    if (pending.assigned_to !== user) return failure(ACCEPTANCE_TEXT.notYours);
    const body = bodyOf(request);
    const choice = body.asset_acceptance;
    if (choice !== 'accepted' && choice !== 'declined') return failure(ACCEPTANCE_TEXT.choose);
    const note = typeof body.note === 'string' && body.note.trim() !== '' ? body.note.trim().slice(0, 65_535) : null;
    sqlite.transaction(() => {
      if (choice === 'accepted')
        sqlite.prepare('UPDATE assets SET accepted_at = ? WHERE id = ?').run(storedNow(sqlite), pending.id);
      // A declined asset comes back, as the real backend's declinedCheckout unassigns it.
      else releaseAsset(sqlite, pending.id, null);
      writeActionLog(sqlite, request, {
        action: choice,
        itemType: 'hardware',
        itemId: pending.id,
        target: { type: 'users', id: user },
        note,
      });
    })();
    return success(ACCEPTANCE_TEXT[choice], { id: pending.id, asset_tag: pending.asset_tag });
  });
}
