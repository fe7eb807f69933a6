import {
  INVERSE_LINK,
  formatDateTime,
  toStoredDateTime,
  type LinkRow,
  type LinkType,
  type WorkOrderState,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { logChange } from '../../domain/work-orders/history.js';
import { loadStatus } from '../../domain/work-orders/records.js';
import { WORK_ORDER_NOT_FOUND, listPage, visibleWorkOrder } from './route-kit.js';

interface StoredLink {
  id: number;
  work_order_id: number;
  linked_id: number;
  link_type: LinkType;
  created_by: number | null;
  creator: string | null;
  created_at: string;
  other_id: number;
  other_number: string | null;
  other_title: string;
  other_state: WorkOrderState;
  other_status: number;
}

/** One stored link seen from `viewer`: the other work order, and the type read from this side. */
const linksSql = `SELECT l.*, trim(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'')) AS creator,
    o.id AS other_id, o.number AS other_number, o.title AS other_title, o.state AS other_state, o.status_id AS other_status
  FROM work_order_links l
  JOIN work_orders o ON o.id = CASE WHEN l.work_order_id = @viewer THEN l.linked_id ELSE l.work_order_id END
  LEFT JOIN users c ON c.id = l.created_by`;

/** Related work orders (duplicate, related, split, blocks, parent/child): one row per pair, both sides. */
export function registerLinks(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  const toRow = (viewer: number, l: StoredLink): LinkRow => {
    const status = loadStatus(sqlite, l.other_status);
    return {
      id: l.id,
      link_type: l.work_order_id === viewer ? l.link_type : INVERSE_LINK[l.link_type],
      work_order: {
        id: l.other_id,
        number: l.other_number ?? '',
        title: l.other_title,
        state: l.other_state,
        status: status ? { id: status.id, name: status.name, state: status.state, color: status.color } : null,
      },
      created_by: l.created_by && l.creator !== null ? { id: l.created_by, name: l.creator } : null,
      created_at: formatDateTime(l.created_at),
    };
  };
  const phrase = (type: LinkType) => type.replace(/_/g, ' ');

  registerAction(app, 'workorders.link', async ({ body, request }) => {
    const { work_order_id: from, linked_id: to, link_type: type } = body;
    const wo = visibleWorkOrder(sqlite, request, from);
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const other = visibleWorkOrder(sqlite, request, to);
    if (!other) return failure({ linked_id: ['The selected linked id is invalid.'] });
    if (other.id === wo.id) return failure({ linked_id: ['A work order cannot be linked to itself.'] });
    const taken = sqlite
      .prepare(
        'SELECT 1 FROM work_order_links WHERE (work_order_id = ? AND linked_id = ?) OR (work_order_id = ? AND linked_id = ?)',
      )
      .get(wo.id, other.id, other.id, wo.id);
    if (taken) return failure({ linked_id: ['These work orders are already linked.'] });
    const id = sqlite.transaction(() => {
      const linkId = Number(
        sqlite
          .prepare(
            'INSERT INTO work_order_links (work_order_id, linked_id, link_type, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(wo.id, other.id, type, request.principal?.user.id ?? null, toStoredDateTime(request.server.ctx.clock()))
          .lastInsertRowid,
      );
      logChange(sqlite, request, wo.id, 'link', { link: { old: null, new: `${phrase(type)} ${other.number}` } });
      logChange(sqlite, request, other.id, 'link', {
        link: { old: null, new: `${phrase(INVERSE_LINK[type])} ${wo.number}` },
      });
      return linkId;
    })();
    const stored = sqlite.prepare(`${linksSql} WHERE l.id = @id`).get({ viewer: wo.id, id }) as StoredLink;
    return success('Work orders linked successfully.', toRow(wo.id, stored));
  });

  registerAction(app, 'workorders.unlink', async ({ params, request }) => {
    const link = sqlite.prepare('SELECT * FROM work_order_links WHERE id = ?').get(Number(params.id)) as
      { id: number; work_order_id: number; linked_id: number; link_type: LinkType } | undefined;
    const wo = link && visibleWorkOrder(sqlite, request, link.work_order_id);
    const other = link && visibleWorkOrder(sqlite, request, link.linked_id);
    if (!link || !wo || !other) return failure('Link not found');
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM work_order_links WHERE id = ?').run(link.id);
      logChange(sqlite, request, wo.id, 'link', {
        link: { old: `${phrase(link.link_type)} ${other.number}`, new: null },
      });
      logChange(sqlite, request, other.id, 'link', {
        link: { old: `${phrase(INVERSE_LINK[link.link_type])} ${wo.number}`, new: null },
      });
    })();
    return success('Link removed successfully.', null);
  });

  registerAction(app, 'workorders.links', async ({ params, request }) => {
    const wo = visibleWorkOrder(sqlite, request, Number(params.id));
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const q = listPage(request);
    const where = 'WHERE (l.work_order_id = @viewer OR l.linked_id = @viewer) AND o.deleted_at IS NULL';
    const total = sqlite
      .prepare(`SELECT count(*) FROM (${linksSql} ${where})`)
      .pluck()
      .get({ viewer: wo.id }) as number;
    const rows = sqlite
      .prepare(`${linksSql} ${where} ORDER BY l.id LIMIT @limit OFFSET @offset`)
      .all({ viewer: wo.id, limit: q.limit, offset: Math.min(q.offset, total) }) as StoredLink[];
    return { total, rows: rows.map((l) => toRow(wo.id, l)) };
  });
}
