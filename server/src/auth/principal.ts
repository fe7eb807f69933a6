import { abilityRules, createAbility, effectivePermissions, type PermissionMap, type UserData } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal, UserRecord } from '../context.js';

export const parseMap = (json: string | null): PermissionMap => {
  try {
    const value = JSON.parse(json ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as PermissionMap) : {};
  } catch {
    return {};
  }
};

export function findActiveUser(sqlite: Sqlite, id: number): UserRecord | undefined {
  return sqlite.prepare('SELECT * FROM users WHERE id = ? AND deleted_at IS NULL').get(id) as UserRecord | undefined;
}

/** The permission maps of the groups a user belongs to. */
export function groupMapsOf(sqlite: Sqlite, userId: number): PermissionMap[] {
  const rows = sqlite
    .prepare(
      'SELECT g.permissions FROM permission_groups g JOIN users_groups ug ON ug.group_id = g.id WHERE ug.user_id = ?',
    )
    .all(userId) as { permissions: string }[];
  return rows.map((g) => parseMap(g.permissions));
}

/** The keys a stored account holds: its own map over its groups' (the permissions cascade). */
export const grantedTo = (sqlite: Sqlite, user: { id: number; permissions: string | null }): Set<string> =>
  effectivePermissions(parseMap(user.permissions), groupMapsOf(sqlite, user.id));

/** Effective permissions are read fresh on every request, so a changed group applies at once. */
export function loadPrincipal(sqlite: Sqlite, user: UserRecord, sessionId: number | null = null): Principal {
  return principalOf(user, groupMapsOf(sqlite, user.id), sessionId);
}

/** The caller from its account and its groups' permission maps, read by whoever read them. */
export function principalOf(user: UserRecord, groupMaps: PermissionMap[], sessionId: number | null): Principal {
  const granted = effectivePermissions(parseMap(user.permissions), groupMaps);
  return { user, sessionId, granted, ability: createAbility(abilityRules(granted)) };
}

export const fullName = (u: Pick<UserRecord, 'first_name' | 'last_name'>): string =>
  [u.first_name, u.last_name].filter(Boolean).join(' ');

/** The `userData` the console stores: never the password or its hash. */
export function toUserData(p: Principal): UserData {
  const { user } = p;
  return {
    id: user.id,
    fullName: fullName(user),
    username: user.username,
    email: user.email ?? '',
    avatar: user.avatar,
    role: p.granted.has('superuser') ? 'superuser' : (user.role_type ?? 'user'),
    ability: abilityRules(p.granted),
    permissions: [...p.granted].sort(),
  };
}
