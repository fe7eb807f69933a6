import type { Sqlite } from '@cmms/db';
import type { Principal } from '../../principal.js';

/**
 * Per-logger grants (reference §3.8) on top of the `forms` area of the permission matrix: view, fill and
 * approve, granted to a user or to one of its groups. Fill and approve imply view; a superuser passes,
 * and holders of `forms.edit` (who set logbooks up) view every logger.
 */
export interface LoggerGrants {
  view: boolean;
  fill: boolean;
  approve: boolean;
}

const isSuper = (p: Principal | null) => p?.ability.can('manage', 'all') ?? false;

export const groupsOf = (sqlite: Sqlite, userId: number): number[] =>
  sqlite.prepare('SELECT group_id FROM users_groups WHERE user_id = ?').pluck().all(userId) as number[];

/** A caller's grants on any logger, its permission rows read once (a page of entries spans several loggers). */
export function grantsReader(sqlite: Sqlite, principal: Principal | null): (loggerId: number) => LoggerGrants {
  if (!principal) return () => ({ view: false, fill: false, approve: false });
  if (isSuper(principal)) return () => ({ view: true, fill: true, approve: true });
  const rows = sqlite
    .prepare(
      `SELECT logger_id, can_view, can_fill, can_approve FROM logger_permissions
       WHERE (principal_type = 'user' AND principal_id = ?)
          OR (principal_type = 'group' AND principal_id IN (SELECT group_id FROM users_groups WHERE user_id = ?))`,
    )
    .all(principal.user.id, principal.user.id) as {
    logger_id: number;
    can_view: number;
    can_fill: number;
    can_approve: number;
  }[];
  const mayFill = principal.ability.can('fill', 'forms');
  const mayApprove = principal.ability.can('approve', 'forms');
  const editsAll = principal.ability.can('update', 'forms');
  const reads = principal.ability.can('read', 'forms');
  return (loggerId) => {
    const mine = rows.filter((r) => r.logger_id === loggerId);
    const fill = mine.some((r) => r.can_fill === 1) && mayFill;
    const approve = mine.some((r) => r.can_approve === 1) && mayApprove;
    const view = editsAll || (reads && mine.some((r) => r.can_view === 1 || r.can_fill === 1 || r.can_approve === 1));
    return { view: view || fill || approve, fill, approve };
  };
}

export const grantsOn = (sqlite: Sqlite, principal: Principal | null, loggerId: number): LoggerGrants =>
  grantsReader(sqlite, principal)(loggerId);

/** SQL condition (on alias `l`) and its parameters: the loggers the caller may view. */
export function visibleLoggers(sqlite: Sqlite, principal: Principal | null): { where: string; params: unknown[] } {
  if (!principal) return { where: '0', params: [] };
  if (isSuper(principal) || principal.ability.can('update', 'forms')) return { where: '1', params: [] };
  const groups = JSON.stringify(groupsOf(sqlite, principal.user.id));
  const fill = principal.ability.can('fill', 'forms') ? 1 : 0;
  const approve = principal.ability.can('approve', 'forms') ? 1 : 0;
  const read = principal.ability.can('read', 'forms') ? 1 : 0;
  return {
    where: `l.id IN (SELECT logger_id FROM logger_permissions p WHERE
      ((p.principal_type = 'user' AND p.principal_id = ?) OR (p.principal_type = 'group' AND p.principal_id IN (SELECT value FROM json_each(?))))
      AND ((? AND p.can_view = 1) OR (? AND p.can_fill = 1) OR (? AND p.can_approve = 1)))`,
    params: [principal.user.id, groups, read, fill, approve],
  };
}

/** Whether a user is one of a flow step's approvers (the user itself, or a member of the group). */
export function isApprover(
  sqlite: Sqlite,
  userId: number,
  step: { approver_type: string; approver_id: number },
): boolean {
  if (step.approver_type === 'user') return step.approver_id === userId;
  return (
    sqlite.prepare('SELECT 1 FROM users_groups WHERE user_id = ? AND group_id = ?').get(userId, step.approver_id) !==
    undefined
  );
}

/** The users a step names: the user, or the group's members. */
export function approverUsers(sqlite: Sqlite, step: { approver_type: string; approver_id: number }): number[] {
  if (step.approver_type === 'user') return [step.approver_id];
  return sqlite
    .prepare('SELECT user_id FROM users_groups WHERE group_id = ?')
    .pluck()
    .all(step.approver_id) as number[];
}
