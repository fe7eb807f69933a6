import { formatDateTime, getEndpoint, toStoredDateTime, type CommentRow } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure, success } from '../../http/envelope.js';
import { idParam, registerEndpoint } from '../../http/register-endpoint.js';
import { mayWork } from '../../domain/work-orders/access.js';
import { logChange } from '../../domain/work-orders/history.js';
import { WORK_ORDER_NOT_FOUND, forbidden, listPage, parseBody, visibleWorkOrder } from './route-kit.js';

interface StoredComment {
  id: number;
  work_order_id: number;
  body: string;
  created_by: number | null;
  creator: string | null;
  created_at: string;
  updated_at: string;
}

const COMMENT_NOT_FOUND = 'Comment not found';
const SELECT = `SELECT m.*, trim(coalesce(c.first_name,'') || ' ' || coalesce(c.last_name,'')) AS creator
  FROM work_order_comments m LEFT JOIN users c ON c.id = m.created_by`;

/** A comment's author may edit and delete it, and so may a supervisor (`workorders.close`). */
const owns = (request: FastifyRequest, c: Pick<StoredComment, 'created_by'>) =>
  (c.created_by !== null && c.created_by === request.principal?.user.id) ||
  (request.principal?.ability.can('close', 'workorders') ?? false);

const toRow = (request: FastifyRequest, c: StoredComment): CommentRow => ({
  id: c.id,
  work_order_id: c.work_order_id,
  body: c.body,
  created_by: c.created_by && c.creator !== null ? { id: c.created_by, name: c.creator } : null,
  created_at: formatDateTime(c.created_at),
  updated_at: formatDateTime(c.updated_at),
  available_actions: { update: owns(request, c), delete: owns(request, c) },
});

/** A work order's conversation. Deleting keeps the row (soft) and its text in the history. */
export function registerComments(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const find = (id: number) =>
    sqlite.prepare(`${SELECT} WHERE m.id = ? AND m.deleted_at IS NULL`).get(id) as StoredComment | undefined;
  const bodySchema = getEndpoint('workorders.comment-add').body as z.ZodType<{ body: string }>;

  registerEndpoint(app, getEndpoint('workorders.comments'), async (request) => {
    const wo = visibleWorkOrder(sqlite, request, idParam(request));
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    const q = listPage(request);
    const where = 'WHERE m.work_order_id = ? AND m.deleted_at IS NULL';
    const total = sqlite.prepare(`SELECT count(*) FROM work_order_comments m ${where}`).pluck().get(wo.id) as number;
    const rows = sqlite
      .prepare(
        `${SELECT} ${where} ORDER BY m.created_at ${q.order === 'asc' ? 'ASC' : 'DESC'}, m.id DESC LIMIT ? OFFSET ?`,
      )
      .all(wo.id, q.limit, Math.min(q.offset, total)) as StoredComment[];
    return { total, rows: rows.map((c) => toRow(request, c)) };
  });

  registerEndpoint(app, getEndpoint('workorders.comment-add'), async (request, reply) => {
    const wo = visibleWorkOrder(sqlite, request, idParam(request));
    if (!wo) return failure(WORK_ORDER_NOT_FOUND);
    if (!mayWork(sqlite, request.principal, wo)) return forbidden(reply);
    const body = parseBody(bodySchema, request);
    if (!body.ok) return body.answer;
    const now = toStoredDateTime(request.server.ctx.clock());
    const id = sqlite.transaction(() => {
      const commentId = Number(
        sqlite
          .prepare(
            'INSERT INTO work_order_comments (work_order_id, body, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(wo.id, body.value.body, request.principal?.user.id ?? null, now, now).lastInsertRowid,
      );
      logChange(
        sqlite,
        request,
        wo.id,
        'comment',
        { comment: { old: null, new: body.value.body } },
        {
          target: { type: 'work_order_comments', id: commentId },
        },
      );
      return commentId;
    })();
    return success('Comment added successfully.', toRow(request, find(id)!));
  });

  registerEndpoint(app, getEndpoint('workorders.comment-update'), async (request, reply) => {
    const comment = find(idParam(request));
    const wo = comment && visibleWorkOrder(sqlite, request, comment.work_order_id);
    if (!comment || !wo) return failure(COMMENT_NOT_FOUND);
    if (!owns(request, comment)) return forbidden(reply);
    const body = parseBody(bodySchema, request);
    if (!body.ok) return body.answer;
    sqlite.transaction(() => {
      sqlite
        .prepare('UPDATE work_order_comments SET body = ?, updated_at = ? WHERE id = ?')
        .run(body.value.body, toStoredDateTime(request.server.ctx.clock()), comment.id);
      logChange(
        sqlite,
        request,
        wo.id,
        'comment',
        { comment: { old: comment.body, new: body.value.body } },
        {
          target: { type: 'work_order_comments', id: comment.id },
        },
      );
    })();
    return success('Comment updated successfully.', toRow(request, find(comment.id)!));
  });

  registerEndpoint(app, getEndpoint('workorders.comment-delete'), async (request, reply) => {
    const comment = find(idParam(request));
    const wo = comment && visibleWorkOrder(sqlite, request, comment.work_order_id);
    if (!comment || !wo) return failure(COMMENT_NOT_FOUND);
    if (!owns(request, comment)) return forbidden(reply);
    sqlite.transaction(() => {
      sqlite
        .prepare('UPDATE work_order_comments SET deleted_at = ? WHERE id = ?')
        .run(toStoredDateTime(request.server.ctx.clock()), comment.id);
      logChange(
        sqlite,
        request,
        wo.id,
        'comment',
        { comment: { old: comment.body, new: null } },
        {
          target: { type: 'work_order_comments', id: comment.id },
        },
      );
    })();
    return success('Comment deleted successfully.', null);
  });
}
