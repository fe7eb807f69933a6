import { attributeName, getEndpoint, notFoundText, validationText as t, type MembershipDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';
import { writeActionLog } from './action-log.js';

const ID = /^\d{1,15}$/;
const quote = (name: string) => `"${name.replace(/"/g, '')}"`;

/**
 * Serves a membership declaration (`contracts/src/kit/sub-resource.ts`): the member resource's own list
 * scoped to the parent, and adding or taking off one member in a transaction, logged on the parent only
 * when a row really changed. `afterChange` runs inside that transaction (a rule that may undo it).
 */
export function registerMembership(
  app: FastifyInstance,
  d: MembershipDecl,
  options: { afterChange?: (sqlite: Sqlite) => void } = {},
): void {
  const { sqlite } = app.ctx.conn;
  const parent = app.ctx.engine.resource(d.parent);
  const member = app.ctx.engine.resource(d.member);
  const key = attributeName(d.bodyKey);
  const parentRow = (request: FastifyRequest, id: number) =>
    parent.presentOne(parent.repo.find(id)!, request.principal);
  /** A live member by a raw id (body or path), or undefined. */
  const live = (raw: unknown) => {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    return ID.test(text) ? member.repo.find(Number(text)) : undefined;
  };

  const change = (request: FastifyRequest, parentId: number, memberId: number, sql: string, note: string) => {
    sqlite.transaction(() => {
      if (!sqlite.prepare(sql).run(memberId, parentId).changes) return;
      options.afterChange?.(sqlite);
      writeActionLog(sqlite, request, {
        action: 'update',
        itemType: d.parent,
        itemId: parentId,
        target: { type: d.member, id: memberId },
        note,
      });
    })();
    return success(parent.r.messages.updated, parentRow(request, parentId));
  };
  const note = (template: string, row: Record<string, unknown>) =>
    template.replace('{name}', String(row[d.memberTitle]));
  const table = quote(d.table);
  const [memberCol, parentCol] = [quote(d.memberColumn), quote(d.parentColumn)];

  if (d.list) {
    registerEndpoint(app, getEndpoint(d.list.endpoint.id), async (request) => {
      const id = idParam(request);
      if (!parent.repo.find(id)) return failure(notFoundText(parent.r));
      // The member resource's list with its own search, sort and paging, scoped to the parent's members.
      const scope = { clauses: [`t.id IN (SELECT ${memberCol} FROM ${table} WHERE ${parentCol} = ?)`], params: [id] };
      const { total, rows } = member.repo.list((request.query ?? {}) as Record<string, unknown>, scope);
      return { total, rows: member.present(rows, request.principal) };
    });
  }

  if (d.add) {
    registerEndpoint(app, getEndpoint(d.add.endpoint.id), async (request) => {
      const id = idParam(request);
      if (!parent.repo.find(id)) return failure(notFoundText(parent.r));
      const raw = bodyOf(request)[d.bodyKey];
      if (raw === undefined || raw === null || raw === '') return failure({ [d.bodyKey]: [t.required(key)] });
      const found = live(raw);
      if (!found) return failure({ [d.bodyKey]: [t.invalidChoice(key)] });
      // Adding someone who is already a member changes nothing and is still a success.
      const sql = `INSERT OR IGNORE INTO ${table} (${memberCol}, ${parentCol}) VALUES (?, ?)`;
      return change(request, id, found.id, sql, note(d.notes.added, found));
    });
  }

  if (d.remove) {
    registerEndpoint(app, getEndpoint(d.remove.endpoint.id), async (request) => {
      const id = idParam(request);
      if (!parent.repo.find(id)) return failure(notFoundText(parent.r));
      const found = live((request.params as Record<string, string>)[d.pathParam]);
      if (!found) return failure({ [d.bodyKey]: [t.invalidChoice(key)] });
      const sql = `DELETE FROM ${table} WHERE ${memberCol} = ? AND ${parentCol} = ?`;
      return change(request, id, found.id, sql, note(d.notes.removed, found));
    });
  }
}
