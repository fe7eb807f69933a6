import {
  STANDARD_OPTIONS,
  type ChecklistItemInput,
  type ChecklistOption,
  type Messages,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { loadItems } from '../domain/work-orders/checklist-items.js';

const optionsOf = (item: ChecklistItemInput): ChecklistOption[] =>
  item.option_list === 'custom'
    ? item.options.map((o) => ({ key: o.key, label: String(o.label), result: o.result }))
    : [...STANDARD_OPTIONS[item.option_list ?? 'combined']];

/** A custom list's keys must tell its options apart; kept items must be this checklist's own. */
function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const items = values.items as ChecklistItemInput[] | undefined;
  if (!items) return null;
  const own = new Set(
    existing
      ? (sqlite.prepare('SELECT id FROM checklist_items WHERE checklist_id = ?').pluck().all(existing.id) as number[])
      : [],
  );
  for (const item of items) {
    if (item.id !== undefined && !own.has(item.id)) return { items: ['The selected item id is invalid.'] };
    if (item.option_list === 'custom' && new Set(item.options.map((o) => o.key)).size !== item.options.length) {
      return { items: [`The option keys of “${String(item.label)}” must be unique.`] };
    }
  }
  return null;
}

/**
 * `items` replaces the list in order. An item left out goes, unless work orders have answered it: a
 * template in use never loses what its answers point at (those stay, after the others).
 */
function afterSave({ sqlite }: HookContext, id: number, values: Record<string, unknown>) {
  const items = values.items as ChecklistItemInput[] | undefined;
  if (!items) return;
  const kept = new Set(items.flatMap((i) => (i.id !== undefined ? [i.id] : [])));
  const answered = new Set(
    sqlite
      .prepare(
        `SELECT DISTINCT a.item_id FROM work_order_checklist_answers a JOIN checklist_items i ON i.id = a.item_id
         WHERE i.checklist_id = ?`,
      )
      .pluck()
      .all(id) as number[],
  );
  const current = sqlite
    .prepare('SELECT id FROM checklist_items WHERE checklist_id = ? ORDER BY position')
    .pluck()
    .all(id) as number[];
  const update = sqlite.prepare(
    `UPDATE checklist_items SET position = ?, label = ?, photo = ?, video = ?, comment = ?, option_list = ?, options = ?
     WHERE id = ?`,
  );
  const insert = sqlite.prepare(
    `INSERT INTO checklist_items (checklist_id, position, label, photo, video, comment, option_list, options)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  items.forEach((item, i) => {
    const columns = [
      i + 1,
      String(item.label),
      item.photo ?? 'none',
      item.video ?? 'none',
      item.comment ?? 'none',
      item.option_list ?? 'combined',
      JSON.stringify(optionsOf(item)),
    ];
    if (item.id !== undefined) update.run(...columns, item.id);
    else insert.run(id, ...columns);
  });
  let position = items.length;
  for (const itemId of current) {
    if (kept.has(itemId)) continue;
    if (answered.has(itemId))
      sqlite.prepare('UPDATE checklist_items SET position = ? WHERE id = ?').run(++position, itemId);
    else sqlite.prepare('DELETE FROM checklist_items WHERE id = ?').run(itemId);
  }
}

function decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]): void {
  const items = loadItems(
    sqlite,
    raws.map((r) => r.id),
  );
  rows.forEach((row) => (row.items = items.get(row.id) ?? []));
}

export const checklistHooks: ResourceHooks = { beforeSave, afterSave, decorateRows };
