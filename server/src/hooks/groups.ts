import type { ResourceHooks } from '../engine/hooks.js';
import { keepASuperuser } from '../auth/privileges.js';

/**
 * Groups are a superuser's to edit, but not even a superuser may leave the system without one: a
 * change to a group's matrix, or its deletion, that takes the last active superuser's access away is
 * rolled back.
 */
export const groupHooks: ResourceHooks = {
  afterSave({ sqlite }, _id, values, existing) {
    if (existing && values.permissions !== undefined) keepASuperuser(sqlite);
  },
  afterDelete({ sqlite }, existing) {
    // Runs before the row goes: drop its memberships first so the check sees the group gone.
    sqlite.prepare('DELETE FROM users_groups WHERE group_id = ?').run(existing.id);
    keepASuperuser(sqlite);
  },
};
