import { dbColumnName } from '@cmms/contracts/resources/custom-fields';
import type { ResourceHooks } from '../engine/hooks.js';

/**
 * A field's asset column is named after it and its id, so it exists only after the insert; a rename
 * renames the column, as the real backend does.
 */
export const customFieldHooks: ResourceHooks = {
  afterSave({ sqlite }, id, values) {
    if (typeof values.name !== 'string') return;
    sqlite.prepare('UPDATE custom_fields SET db_column_name = ? WHERE id = ?').run(dbColumnName(values.name, id), id);
  },
};
