import type { ResourceHooks } from '../engine/hooks.js';
import { blockingGuards } from '../engine/mutations.js';

export const SELF_DELETE_TEXT = 'We would feel really bad if you deleted yourself, please reconsider.';

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
};
