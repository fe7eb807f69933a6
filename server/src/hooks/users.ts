import type { PermissionMap } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { blockingGuards } from '../engine/mutations.js';
import { grantRefusal, isSuperuser, isSuperuserAccount, keepASuperuser } from '../auth/privileges.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { forbidden } from '../http/refusal.js';

export const SELF_DELETE_TEXT = 'We would feel really bad if you deleted yourself, please reconsider.';

/** Fields whose change can take superuser access away from an account. */
const ACCESS_FIELDS = ['permissions', 'groups', 'activated'];

/**
 * Accounts: a superuser's account is a superuser's business (403 for anyone else, restore included),
 * nobody hands out keys they do not hold, and the last active superuser stays. A new password,
 * deactivation or deletion signs the account out everywhere. The real backend refuses a delete with
 * field messages: yourself, or someone who still manages users or locations (or holds items).
 */
export const userHooks: ResourceHooks = {
  beforeSave({ sqlite, request }, values, existing) {
    const caller = request.principal;
    if (!caller) return null;
    if (existing && !isSuperuser(caller) && isSuperuserAccount(sqlite, existing.id)) throw forbidden();
    return grantRefusal(sqlite, caller, {
      existing: existing && { id: existing.id, permissions: existing.permissions as string | null },
      permissions: values.permissions as PermissionMap | null | undefined,
      groups: values.groups as number[] | null | undefined,
    });
  },
  afterSave({ sqlite, request }, id, values, existing) {
    if (!existing) return;
    const caller = request.principal;
    if (values.activated === false) revokeUserSessions(sqlite, id);
    else if (values.password !== undefined && values.password !== null) {
      // Someone changing their own password stays signed in where they did it.
      revokeUserSessions(sqlite, id, caller?.user.id === id ? (caller.sessionId ?? undefined) : undefined);
    }
    if (ACCESS_FIELDS.some((key) => values[key] !== undefined)) keepASuperuser(sqlite);
  },
  beforeDelete({ r, sqlite, request }, existing) {
    if (!isSuperuser(request.principal) && isSuperuserAccount(sqlite, existing.id)) throw forbidden();
    if (existing.id === request.principal?.user.id) return { user: [SELF_DELETE_TEXT] };
    const guards = blockingGuards(r, existing);
    return guards.length ? Object.fromEntries(guards.map(([key, text]) => [key, [text]])) : null;
  },
  afterDelete({ sqlite }, existing) {
    revokeUserSessions(sqlite, existing.id);
    // Runs before the row is marked deleted: count the others.
    keepASuperuser(sqlite, existing.id);
  },
};
