import type { Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { fieldsetFields } from '../domain/custom-values.js';
import { onlyDeleted } from './only-deleted.js';

/**
 * Models: `?status=deleted` lists only trashed models, as the real backend's (beside `deleted=true`);
 * rows say how many assets are beyond the minimum, and the fieldset's fields with their defaults.
 */
export const modelHooks: ResourceHooks = {
  listScope(input, where) {
    if (input.status === 'deleted') onlyDeleted(where);
  },
  decorateRows(sqlite, raws, rows) {
    const fields = fieldsetFields(
      sqlite,
      raws.map((raw) => raw.fieldset_id),
    );
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      row.remaining = Number(raw.assets_count ?? 0) - Number(raw.min_amt ?? 0);
      row.default_fieldset_values = (fields.get(raw.fieldset_id as number) ?? []).map((f) => ({
        name: f.name,
        db_column_name: f.db_column_name,
        default_value: null,
        format: f.format,
        required: Boolean(f.required),
      }));
    });
  },
};
