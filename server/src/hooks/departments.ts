import type { Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { placeholders } from '../engine/sql.js';

/** A department's manager carries first and last name, as the real backend's row does. */
export const departmentHooks: ResourceHooks = {
  decorateRows(sqlite, raws, rows) {
    const ids = [...new Set(raws.map((raw) => raw.manager_id).filter((id): id is number => typeof id === 'number'))];
    const people = ids.length
      ? (sqlite
          .prepare(`SELECT id, first_name, last_name FROM users WHERE id IN (${placeholders(ids.length)})`)
          .all(...ids) as { id: number; first_name: string; last_name: string | null }[])
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    rows.forEach((row: Row) => {
      const manager = row.manager as { id: number; name: string } | null;
      const person = manager ? byId.get(manager.id) : undefined;
      row.manager =
        manager && person ? { ...manager, first_name: person.first_name, last_name: person.last_name } : null;
    });
  },
};
