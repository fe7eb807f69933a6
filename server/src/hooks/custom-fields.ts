import { dbColumnName } from '@cmms/contracts/resources/custom-fields';
import type { Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';

/**
 * A field's asset column is named after it and its id, so it exists only after the insert; a rename
 * renames the column, as the real backend does.
 */
export const customFieldHooks: ResourceHooks = {
  // Snipe-IT's field row: the element as `type`, the options one per line; `required` belongs to a fieldset.
  decorateRows(_sqlite, raws, rows) {
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      const values = typeof raw.field_values === 'string' && raw.field_values !== '' ? raw.field_values : null;
      row.field_values_array = values === null ? null : values.split(/\r?\n/);
      row.type = String(raw.element);
      row.required = false;
    });
  },
  afterSave({ sqlite }, id, values) {
    if (typeof values.name !== 'string') return;
    sqlite.prepare('UPDATE custom_fields SET db_column_name = ? WHERE id = ?').run(dbColumnName(values.name, id), id);
  },
};
