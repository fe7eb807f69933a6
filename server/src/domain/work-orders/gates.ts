import { FINISHED_STATES, workOrderNumber } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

/** What must be finished before a work order may start or complete. */

/** Names of the work order's checklists of a stage that are not complete. */
export const incompleteChecklists = (sqlite: Sqlite, workOrderId: number, stage: 'pre' | 'post'): string[] =>
  sqlite
    .prepare(
      `SELECT c.name FROM work_order_checklists w JOIN checklists c ON c.id = w.checklist_id
       WHERE w.work_order_id = ? AND w.stage = ? AND w.completed_at IS NULL ORDER BY w.id`,
    )
    .pluck()
    .all(workOrderId, stage) as string[];

/** Numbers of the sub-tasks still open (not completed, closed, cancelled or rejected). */
export function openSubtasks(sqlite: Sqlite, workOrderId: number): string[] {
  const ids = sqlite
    .prepare(
      `SELECT id FROM work_orders WHERE parent_id = ? AND deleted_at IS NULL
       AND state NOT IN (${placeholders(FINISHED_STATES.length)}) ORDER BY id`,
    )
    .pluck()
    .all(workOrderId, ...FINISHED_STATES) as number[];
  return ids.map(workOrderNumber);
}
