import type { HookRegistry } from '../engine/hooks.js';
import { assigneeHooks } from './assignees.js';
import { customFieldHooks } from './custom-fields.js';
import { userHooks } from './users.js';

/** Resource hooks by registry name; resources without rules of their own are absent. */
export const resourceHooks: HookRegistry = {
  causes: assigneeHooks,
  escalations: assigneeHooks,
  users: userHooks,
  fields: customFieldHooks,
};
