import { workOrderNumber } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/**
 * Numbers the seeded work orders in the order they were raised (WO-000001 the oldest), as a live system
 * would have: the seed writes them in its own order and back-dates them. The activity log's mentions of a
 * number (a sub-task's "WO-000609 Order replacement parts…") follow. The server numbers new work by id,
 * after every seeded number.
 */
export function numberByCreation(sqlite: Sqlite): void {
  const rows = sqlite.prepare('SELECT id, number FROM work_orders ORDER BY created_at, id').all() as {
    id: number;
    number: string | null;
  }[];
  const renamed = new Map<string, string>();
  rows.forEach((r, i) => {
    if (r.number && r.number !== workOrderNumber(i + 1)) renamed.set(r.number, workOrderNumber(i + 1));
  });
  if (renamed.size === 0) return;
  // One pass: the unique index would refuse the intermediate states of a permutation.
  const index = sqlite
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'work_orders_number_idx'")
    .pluck()
    .get() as string | undefined;
  if (index) sqlite.exec('DROP INDEX work_orders_number_idx');
  sqlite.exec(`CREATE TEMP TABLE seed_wo_numbers AS
    SELECT id, printf('WO-%06d', row_number() OVER (ORDER BY created_at, id)) AS number FROM work_orders`);
  sqlite.exec(`UPDATE work_orders SET number = n.number FROM seed_wo_numbers n
    WHERE n.id = work_orders.id AND work_orders.number IS NOT n.number`);
  sqlite.exec('DROP TABLE seed_wo_numbers');
  if (index) sqlite.exec(index);
  const mentions = sqlite
    .prepare("SELECT id, note, log_meta FROM action_logs WHERE note LIKE '%WO-%' OR log_meta LIKE '%WO-%'")
    .all() as { id: number; note: string | null; log_meta: string | null }[];
  const rewrite = (text: string | null) => text && text.replace(/WO-\d{6}/g, (n) => renamed.get(n) ?? n);
  const update = sqlite.prepare('UPDATE action_logs SET note = ?, log_meta = ? WHERE id = ?');
  for (const m of mentions) update.run(rewrite(m.note), rewrite(m.log_meta), m.id);
}
