import { getEndpoint, notFoundText, validationText as t } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { keepASuperuser } from '../auth/privileges.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';

const ID = /^\d{1,15}$/;

/** `/groups/:id/members`: who is in a group, and adding or removing one user at a time. */
export function registerGroupMembers(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const groupEngine = app.ctx.engine.resource('groups');
  const userEngine = app.ctx.engine.resource('users');
  const { r: groups, repo: groupRepo } = groupEngine;
  const { r: users, repo: userRepo } = userEngine;
  const groupRow = (request: FastifyRequest, id: number) =>
    groupEngine.presentOne(groupRepo.find(id)!, request.principal);
  /** A live user's username by a raw id (body or path), or undefined. */
  const liveUser = (raw: unknown) => {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    return ID.test(text) ? userRepo.find(Number(text)) : undefined;
  };

  registerEndpoint(app, getEndpoint('groups.members'), async (request) => {
    const id = idParam(request);
    if (!groupRepo.find(id)) return failure(notFoundText(groups));
    // The users list with its own search, sort and paging, scoped to the group's members.
    const scope = { clauses: ['t.id IN (SELECT user_id FROM users_groups WHERE group_id = ?)'], params: [id] };
    const { total, rows } = userRepo.list((request.query ?? {}) as Record<string, unknown>, scope);
    return { total, rows: userEngine.present(rows, request.principal) };
  });

  /** One membership change in a transaction, logged on the group only when a row really changed. */
  const changeMembership = (
    request: FastifyRequest,
    groupId: number,
    user: { id: number },
    sql: string,
    note: string,
  ) => {
    sqlite.transaction(() => {
      if (!sqlite.prepare(sql).run(user.id, groupId).changes) return;
      // Removing the last superuser from its group (or adding one to a group that denies it) is undone.
      keepASuperuser(sqlite);
      writeActionLog(sqlite, request, {
        action: 'update',
        itemType: groups.name,
        itemId: groupId,
        target: { type: users.name, id: user.id },
        note,
      });
    })();
    return success(groups.messages.updated, groupRow(request, groupId));
  };

  registerEndpoint(app, getEndpoint('groups.add-member'), async (request) => {
    const id = idParam(request);
    if (!groupRepo.find(id)) return failure(notFoundText(groups));
    const raw = bodyOf(request).user_id;
    if (raw === undefined || raw === null || raw === '') return failure({ user_id: [t.required('user id')] });
    const user = liveUser(raw);
    if (!user) return failure({ user_id: [t.invalidChoice('user id')] });
    // Adding someone who is already a member changes nothing and is still a success.
    const sql = 'INSERT OR IGNORE INTO users_groups (user_id, group_id) VALUES (?, ?)';
    return changeMembership(request, id, user, sql, `Added ${String(user.username)} to the group`);
  });

  registerEndpoint(app, getEndpoint('groups.remove-member'), async (request) => {
    const id = idParam(request);
    if (!groupRepo.find(id)) return failure(notFoundText(groups));
    const user = liveUser((request.params as Record<string, string>).userId);
    if (!user) return failure({ user_id: [t.invalidChoice('user id')] });
    const sql = 'DELETE FROM users_groups WHERE user_id = ? AND group_id = ?';
    return changeMembership(request, id, user, sql, `Removed ${String(user.username)} from the group`);
  });
}
