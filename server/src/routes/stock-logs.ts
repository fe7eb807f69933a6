import { isIsoDate, normalizeListQuery } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { toActivityRows, type LogRow } from './activity-report.js';
import { sqlPage } from '../engine/sql-page.js';

/**
 * An item's checkout log (`checkout_acc_log`, `checkout_comp_log`): its checkout and checkin rows of
 * the action log, newest first, optionally between two dates and of one kind (`status=checkout`).
 */
export function checkoutLog(sqlite: Sqlite, request: FastifyRequest, itemType: string, itemId: number) {
  const input = (request.query ?? {}) as Record<string, unknown>;
  const q = normalizeListQuery(input, [], 'id', 'desc');
  const where = ['l.item_type = ?', 'l.item_id = ?', "l.action_type IN ('checkout', 'checkin from')"];
  const params: unknown[] = [itemType, itemId];
  const day = (v: unknown) => (typeof v === 'string' && isIsoDate(v) ? v : null);
  const start = day(input.start_date);
  const end = day(input.end_date);
  if (start) {
    where.push('l.created_at >= ?');
    params.push(`${start} 00:00:00`);
  }
  if (end) {
    where.push('l.created_at <= ?');
    params.push(`${end} 23:59:59`);
  }
  if (input.status === 'checkout' || input.status === 'checkin') {
    where.push('l.action_type = ?');
    params.push(input.status === 'checkout' ? 'checkout' : 'checkin from');
  }
  const { total, rows } = sqlPage<LogRow>(
    sqlite,
    {
      select: 'l.*, NULL AS upload_id, NULL AS upload_name',
      from: `FROM action_logs l WHERE ${where.join(' AND ')}`,
      order: 'l.created_at DESC, l.id DESC',
      params,
    },
    q,
  );
  return { total, rows: toActivityRows(sqlite, rows) };
}
