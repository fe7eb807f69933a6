import type { ChecklistItemRow, ChecklistOption } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

/** A checklist template's items as stored and as rows show them. */

interface StoredItem {
  id: number;
  checklist_id: number;
  position: number;
  label: string;
  photo: string;
  video: string;
  comment: string;
  option_list: string;
  options: string;
}

export const toItemRow = (item: StoredItem): ChecklistItemRow => ({
  id: item.id,
  position: item.position,
  label: item.label,
  photo: item.photo as ChecklistItemRow['photo'],
  video: item.video as ChecklistItemRow['video'],
  comment: item.comment as ChecklistItemRow['comment'],
  option_list: item.option_list as ChecklistItemRow['option_list'],
  options: JSON.parse(item.options) as ChecklistOption[],
});

/** The items of the checklists, by checklist id, in position order: one query. */
export function loadItems(sqlite: Sqlite, checklistIds: readonly number[]): Map<number, ChecklistItemRow[]> {
  const out = new Map<number, ChecklistItemRow[]>();
  if (checklistIds.length === 0) return out;
  const items = sqlite
    .prepare(
      `SELECT * FROM checklist_items WHERE checklist_id IN (${placeholders(checklistIds.length)}) ORDER BY position, id`,
    )
    .all(...checklistIds) as StoredItem[];
  for (const item of items) out.set(item.checklist_id, [...(out.get(item.checklist_id) ?? []), toItemRow(item)]);
  return out;
}
