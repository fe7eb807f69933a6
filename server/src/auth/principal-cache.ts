import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { writeVersions } from '../engine/write-versions.js';
import type { PermissionMap } from '@cmms/contracts';
import type { UserRecord } from '../context.js';
import { parseMap, principalOf } from './principal.js';

/**
 * The caller behind an open session, kept until a write to the tables it was read from (issue 27: a list
 * request spent two statements and a CASL ability build on who was calling). A closed session, a changed
 * account, group or membership is a write to one of these, so the next request reads the caller afresh —
 * the same answer as reading it every time, and a changed group still applies at once.
 */
const SOURCES = ['auth_sessions', 'users', 'users_groups', 'permission_groups'] as const;
/** Sessions kept per database; the oldest goes first (a demo laptop has a handful, the benchmark one). */
const LIMIT = 500;

interface Kept {
  version: string;
  principal: Principal;
}

const caches = new WeakMap<Sqlite, Map<string, Kept>>();

/** The principal of `sessionId` for `userId`, or undefined once the session is closed or the account gone. */
export function sessionPrincipal(sqlite: Sqlite, sessionId: number, userId: number): Principal | undefined {
  const versions = writeVersions(sqlite);
  let cache = caches.get(sqlite);
  if (!cache) caches.set(sqlite, (cache = new Map()));
  const key = `${sessionId}:${userId}`;
  const version = versions.of(SOURCES);
  const kept = cache.get(key);
  if (kept && kept.version === version) return kept.principal;
  const caller = sessionCaller(sqlite, sessionId, userId);
  if (!caller) {
    cache.delete(key);
    return undefined;
  }
  const principal = principalOf(caller.user, caller.groupMaps, sessionId);
  if (versions.canKeep()) {
    cache.delete(key);
    cache.set(key, { version, principal });
    if (cache.size > LIMIT) cache.delete(cache.keys().next().value!);
  }
  return principal;
}

/** The open session's account and its groups' permissions, in one statement. */
function sessionCaller(
  sqlite: Sqlite,
  sessionId: number,
  userId: number,
): { user: UserRecord; groupMaps: PermissionMap[] } | undefined {
  const row = sqlite
    .prepare(
      `SELECT u.*, (SELECT json_group_array(g.permissions) FROM permission_groups g
         JOIN users_groups ug ON ug.group_id = g.id WHERE ug.user_id = u.id) AS __group_permissions
       FROM auth_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND u.deleted_at IS NULL AND u.activated = 1`,
    )
    .get(sessionId, userId) as (UserRecord & { __group_permissions: string }) | undefined;
  if (!row) return undefined;
  const { __group_permissions: groups, ...user } = row;
  return { user, groupMaps: (JSON.parse(groups) as (string | null)[]).map(parseMap) };
}
