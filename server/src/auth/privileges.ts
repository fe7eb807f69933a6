import { SECURITY_TEXT, effectivePermissions, type PermissionMap } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { grantedTo, parseMap } from './principal.js';
import { Refusal } from '../http/refusal.js';

/**
 * Who may hand out what, as Snipe-IT rules it: only a superuser writes `superuser`, edits a superuser's
 * account, or gives an account keys the caller does not hold itself; the last active superuser stays.
 */

export const isSuperuser = (principal: Principal | null | undefined): boolean =>
  principal?.granted.has('superuser') === true;

/** Whether a stored account (active or not) holds `superuser`, through its own map or its groups. */
export function isSuperuserAccount(sqlite: Sqlite, userId: number): boolean {
  const user = sqlite.prepare('SELECT id, permissions FROM users WHERE id = ?').get(userId) as
    { id: number; permissions: string } | undefined;
  return user !== undefined && grantedTo(sqlite, user).has('superuser');
}

const grantsSuperuser = (column: string) =>
  `CASE WHEN json_valid(${column}) THEN json_extract(${column}, '$.superuser') END = '1'`;

/**
 * True while at least one active, undeleted account is a superuser. Members of groups that grant the
 * key are tried first (a few indexed reads), then accounts that grant it in their own map; each
 * candidate's own deny or another group's deny is still weighed.
 */
export function anyActiveSuperuser(sqlite: Sqlite, leaving = 0): boolean {
  const live = `u.deleted_at IS NULL AND u.activated = 1 AND u.id != ${Number(leaving)}`;
  const queries = [
    `SELECT DISTINCT u.id, u.permissions FROM users u JOIN users_groups ug ON ug.user_id = u.id
     JOIN permission_groups g ON g.id = ug.group_id WHERE ${live} AND ${grantsSuperuser('g.permissions')}`,
    `SELECT u.id, u.permissions FROM users u WHERE ${live} AND ${grantsSuperuser('u.permissions')}`,
  ];
  return queries.some((sql) =>
    (sqlite.prepare(sql).all() as { id: number; permissions: string }[]).some((user) =>
      grantedTo(sqlite, user).has('superuser'),
    ),
  );
}

/**
 * Throws the last-superuser refusal (rolling the write back) when no active superuser is left, not
 * counting `leaving` (an account about to be deleted).
 */
export function keepASuperuser(sqlite: Sqlite, leaving = 0): void {
  if (!anyActiveSuperuser(sqlite, leaving)) throw new Refusal(SECURITY_TEXT.lastSuperuser);
}

const groupMaps = (sqlite: Sqlite, ids: readonly number[]): PermissionMap[] =>
  ids.length === 0
    ? []
    : (
        sqlite
          .prepare(`SELECT permissions FROM permission_groups WHERE id IN (${ids.map(() => '?').join(', ')})`)
          .all(...ids) as { permissions: string }[]
      ).map((g) => parseMap(g.permissions));

const groupIdsOf = (sqlite: Sqlite, userId: number): number[] =>
  sqlite.prepare('SELECT group_id FROM users_groups WHERE user_id = ?').pluck().all(userId) as number[];

const choice = (map: PermissionMap, key: string) => map[key] ?? '0';

export interface AccountChange {
  /** The stored account being edited; undefined when it is being created. */
  existing?: { id: number; permissions: string | null };
  /** The permission map as it will be saved (undefined: unchanged; null: emptied). */
  permissions?: PermissionMap | null;
  /** The group ids as they will be saved (undefined: unchanged). */
  groups?: readonly number[] | null;
}

/**
 * What a non-superuser may not do to an account's permissions: change its `superuser` choice, or make
 * it gain any key the caller does not hold, through its own map or through the groups it joins.
 * Returns the field messages to refuse with, or null.
 */
export function grantRefusal(
  sqlite: Sqlite,
  caller: Principal,
  change: AccountChange,
): Record<string, string[]> | null {
  if (isSuperuser(caller)) return null;
  const beforeMap = change.existing ? parseMap(change.existing.permissions) : {};
  const beforeGroups = change.existing ? groupIdsOf(sqlite, change.existing.id) : [];
  const afterMap = change.permissions === undefined ? beforeMap : (change.permissions ?? {});
  const afterGroups = change.groups === undefined ? beforeGroups : [...(change.groups ?? [])];
  if (choice(afterMap, 'superuser') !== choice(beforeMap, 'superuser')) {
    return { permissions: [SECURITY_TEXT.superuserOnly] };
  }
  const before = change.existing ? effectivePermissions(beforeMap, groupMaps(sqlite, beforeGroups)) : new Set<string>();
  const notHeld = (granted: Set<string>, also: ReadonlySet<string> = new Set()) =>
    [...granted].filter((key) => !before.has(key) && !caller.granted.has(key) && !also.has(key)).sort();
  const byMap = notHeld(effectivePermissions(afterMap, groupMaps(sqlite, beforeGroups)));
  const byGroups = notHeld(effectivePermissions(afterMap, groupMaps(sqlite, afterGroups)), new Set(byMap));
  const messages: Record<string, string[]> = {};
  if (byMap.length) messages.permissions = [SECURITY_TEXT.grantsNotHeld(byMap)];
  if (byGroups.length) messages.groups = [SECURITY_TEXT.grantsNotHeld(byGroups)];
  return Object.keys(messages).length ? messages : null;
}
