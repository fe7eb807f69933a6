import { formatDateTime, type Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { blockingGuards } from '../engine/mutations.js';
import { withDeleted } from './only-deleted.js';

export const SELF_DELETE_TEXT = 'We would feel really bad if you deleted yourself, please reconsider.';
export const END_BEFORE_START_TEXT = 'The end date field must be a date after or equal to start date.';

const fullName = (raw: Record<string, unknown>) =>
  [raw.first_name, raw.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');

/**
 * The real backend refuses a user delete with field messages: yourself, or someone who still
 * manages users or locations (or, once items exist, holds them; those arrive as declared counts).
 */
export const userHooks: ResourceHooks = {
  beforeDelete({ r, request }, existing) {
    if (existing.id === request.principal?.user.id) return { user: [SELF_DELETE_TEXT] };
    const guards = blockingGuards(r, existing);
    return guards.length ? Object.fromEntries(guards.map(([key, text]) => [key, [text]])) : null;
  },
  // Laravel's `end_date => after_or_equal:start_date`, against the stored start on an update.
  beforeSave(_ctx, values, existing) {
    const start = values.start_date !== undefined ? values.start_date : existing?.start_date;
    const end = values.end_date !== undefined ? values.end_date : existing?.end_date;
    return typeof start === 'string' && typeof end === 'string' && end < start
      ? { end_date: [END_BEFORE_START_TEXT] }
      : null;
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
