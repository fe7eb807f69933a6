import type { Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { placeholders } from '../engine/sql.js';

/** A fieldset lists the models that use it as `{ total, rows }`, as the real backend's row does. */
export const fieldsetHooks: ResourceHooks = {
  decorateRows(sqlite, raws, rows) {
    const ids = raws.map((raw) => raw.id);
    const models = sqlite
      .prepare(
        `SELECT id, name, fieldset_id FROM models WHERE deleted_at IS NULL AND fieldset_id IN (${placeholders(ids.length)}) ORDER BY name`,
      )
      .all(...ids) as { id: number; name: string; fieldset_id: number }[];
    rows.forEach((row: Row) => {
      const list = models.filter((m) => m.fieldset_id === row.id).map((m) => ({ id: m.id, name: m.name }));
      row.models = { total: list.length, rows: list };
    });
  },
};
