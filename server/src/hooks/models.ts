import type { ResourceHooks } from '../engine/hooks.js';
import { onlyDeleted } from './only-deleted.js';

/** Models: `?status=deleted` lists only trashed models, as the real backend's (beside `deleted=true`). */
export const modelHooks: ResourceHooks = {
  listScope(input, where) {
    if (input.status === 'deleted') onlyDeleted(where);
  },
};
