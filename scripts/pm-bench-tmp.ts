import { openDatabase } from '@cmms/db';
import { breakdownReport } from '../server/src/domain/reports/breakdowns.js';
const conn = openDatabase('/tmp/pm-large/app.sqlite');
const sqlite = conn.sqlite;
for (let i = 0; i < 2; i++) {
  let t = performance.now();
  const rows = sqlite.prepare(`SELECT w.id AS wo, w.created_at, w.completed_at, wa.asset_id, a.model_id, m.category_id,
         coalesce(a.location_id, a.rtd_location_id) AS location_id
       FROM work_orders w INDEXED BY work_orders_breakdowns_idx
       JOIN work_order_assets wa ON wa.work_order_id = w.id
       JOIN assets a ON a.id = wa.asset_id
       JOIN models m ON m.id = a.model_id
       WHERE w.created_at BETWEEN ? AND ? AND w.deleted_at IS NULL AND w.source <> 'preventive'
         AND w.state NOT IN ('requested', 'rejected', 'cancelled')
         AND w.category_id IN (SELECT id FROM work_order_categories WHERE code IN ('CM', 'EMG'))`).all('2025-11-02 00:00:00', '2026-11-01 23:59:59');
  console.log('sql', rows.length, (performance.now() - t).toFixed(0));
  t = performance.now();
  breakdownReport(sqlite, { start: '2025-11-02', end: '2026-11-01', now: new Date('2026-11-01T08:00:00Z'), groupBy: 'asset', assetIds: [], modelIds: [], categoryIds: [], priorityIds: [], locationIds: new Set() });
  console.log('report', (performance.now() - t).toFixed(0));
}
conn.close();
