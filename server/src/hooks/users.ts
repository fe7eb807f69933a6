import {
  SECURITY_TEXT,
  attributeName,
  formatDateTime,
  validationText,
  type PermissionMap,
  type Row,
} from '@cmms/contracts';
import { checkPassword } from '@cmms/db';
import type { ResourceHooks } from '../engine/hooks.js';
import { blockingGuards } from '../engine/mutations.js';
import { grantRefusal, isSuperuser, isSuperuserAccount, keepASuperuser } from '../auth/privileges.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { forbidden } from '../http/refusal.js';
import { withDeleted } from './only-deleted.js';

export const SELF_DELETE_TEXT = 'We would feel really bad if you deleted yourself, please reconsider.';
export const END_BEFORE_START_TEXT = 'The end date field must be a date after or equal to start date.';

const fullName = (raw: Record<string, unknown>) =>
  [raw.first_name, raw.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');

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
    if (caller && existing && !isSuperuser(caller) && isSuperuserAccount(sqlite, existing.id)) throw forbidden();
    const refused = caller
      ? grantRefusal(sqlite, caller, {
          existing: existing && { id: existing.id, permissions: existing.permissions as string | null },
          permissions: values.permissions as PermissionMap | null | undefined,
          groups: values.groups as number[] | null | undefined,
        })
      : null;
    // Laravel's `end_date => after_or_equal:start_date`, against the stored start on an update.
    const start = values.start_date !== undefined ? values.start_date : existing?.start_date;
    const end = values.end_date !== undefined ? values.end_date : existing?.end_date;
    const dates = typeof start === 'string' && typeof end === 'string' && end < start;
    return refused || dates ? { ...refused, ...(dates ? { end_date: [END_BEFORE_START_TEXT] } : {}) } : null;
  },
  /**
   * A new password for the caller's own account needs its current one (Laravel's `current_password`),
   * so a session left open cannot take the account over; an administrator setting another's does not.
   */
  async checkAsync({ request }, values, existing) {
    const caller = request.principal;
    if (!existing || !caller || caller.user.id !== existing.id || typeof values.password !== 'string') return null;
    const current = values.current_password;
    if (typeof current !== 'string' || current === '')
      return { current_password: [validationText.required(attributeName('current_password'))] };
    const stored = typeof existing.password === 'string' ? existing.password : '';
    return (await checkPassword(current, stored)) ? null : { current_password: [SECURITY_TEXT.currentPasswordWrong] };
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
  // `?all=true` lists deleted users with the others (`deleted=true` lists only them).
  listScope(input, where) {
    if (input.all === 'true' && input.deleted !== 'true') withDeleted(where);
  },
  decorateRows(_sqlite, raws, rows) {
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      row.name = fullName(raw);
      row.avatar = typeof raw.avatar === 'string' && raw.avatar !== '' ? raw.avatar : null;
      row.last_login = formatDateTime(raw.last_login as string | null);
    });
  },
};
