import { formatDateTime, getEndpoint, toStoredDateTime, type WatcherRow } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure, success } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { mayWork } from '../../domain/work-orders/access.js';
import { logChange } from '../../domain/work-orders/history.js';
import { userName } from '../../domain/work-orders/records.js';
import {
  WORK_ORDER_NOT_FOUND,
  forbidden,
  listPage,
  parseBody,
  referenceMissing,
  visibleWorkOrder,
} from './route-kit.js';

interface StoredWatcher {
  id: number;
  work_order_id: number;
  user_id: number;
  user_name: string | null;
  created_by: number | null;
  creator: string | null;
  created_at: string;
}

const SELECT = `SELECT w.*, trim(coalesce(u.first_name,'') || ' ' || coalesce(u.last_name,'')) AS user_name,
    trim(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'')) AS creator
  FROM work_order_watchers w LEFT JOIN users u ON u.id = w.user_id LEFT JOIN users c ON c.id = w.created_by`;

/** Whether the caller may take this watcher off: the watcher itself, who added it, or `workorders.edit`. */
const mayRemove = (request: FastifyRequest, w: Pick<StoredWatcher, 'user_id' | 'created_by'>) => {
  const me = request.principal?.user.id;
  return me === w.user_id || me === w.created_by || (request.principal?.ability.can('update', 'workorders') ?? false);
};

const toRow = (request: FastifyRequest, w: StoredWatcher): WatcherRow => ({
  id: w.id,
  work_order_id: w.work_order_id,
  user: w.user_name !== null ? { id: w.user_id, name: w.user_name } : null,
  created_by: w.created_by && w.creator !== null ? { id: w.created_by, name: w.creator } : null,
  created_at: formatDateTime(w.created_at),
  available_actions: { delete: mayRemove(request, w) },
});

/** People who follow a work order (escalations add theirs too). */
export function registerWatchers(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (id: number) => sqlite.prepare(`${SELECT} WHERE w.id = ?`).get(id) as StoredWatcher | undefined;

  registerEndpoint(app, getEndpoint('workorders.watcher-add'), async (request, reply) => {
    const body = parseBody(getEndpoint('workorders.watcher-add').body as z.ZodType<Record<string, number>>, request);
    if (!body.ok) return body.answer;
    const { user_id: userId, work_order_id: workOrderId } = body.value;
    const wo = visibleWorkOrder(sqlite, request, workOrderId!);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    if (!mayWork(sqlite, request.principal, wo)) return forbidden(reply);
    const missing = referenceMissing(sqlite, 'user_id', 'users', userId);
    if (missing) return failure(missing);
    if (
      sqlite.prepare('SELECT 1 FROM work_order_watchers WHERE work_order_id = ? AND user_id = ?').get(wo.id, userId)
    ) {
      return failure({ user_id: ['This user already watches this work order.'] });
    }
    const id = sqlite.transaction(() => {
      const watcherId = Number(
        sqlite
          .prepare(
            'INSERT INTO work_order_watchers (work_order_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(wo.id, userId, request.principal?.user.id ?? null, toStoredDateTime(request.server.ctx.clock()))
          .lastInsertRowid,
      );
      logChange(sqlite, request, wo.id, 'watcher', { watcher: { old: null, new: userName(sqlite, userId) } });
      return watcherId;
    })();
    return success('Watcher added successfully.', toRow(request, find(id)!));
  });

  registerEndpoint(app, getEndpoint('workorders.watchers'), async (request) => {
    const wo = visibleWorkOrder(sqlite, request, idParam(request));
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const q = listPage(request);
    const total = sqlite
      .prepare('SELECT count(*) FROM work_order_watchers WHERE work_order_id = ?')
      .pluck()
      .get(wo.id) as number;
    const rows = sqlite
      .prepare(`${SELECT} WHERE w.work_order_id = ? ORDER BY w.id LIMIT ? OFFSET ?`)
      .all(wo.id, q.limit, Math.min(q.offset, total)) as StoredWatcher[];
    return { total, rows: rows.map((w) => toRow(request, w)) };
  });

  registerEndpoint(app, getEndpoint('workorders.watcher-remove'), async (request, reply) => {
    const watcher = find(idParam(request));
    const wo = watcher && visibleWorkOrder(sqlite, request, watcher.work_order_id);
    if (!watcher || !wo) return failure('Watcher not found');
    if (!mayRemove(request, watcher)) return forbidden(reply);
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM work_order_watchers WHERE id = ?').run(watcher.id);
      logChange(sqlite, request, wo.id, 'watcher', { watcher: { old: watcher.user_name, new: null } });
    })();
    return success('Watcher removed successfully.', null);
  });
}
