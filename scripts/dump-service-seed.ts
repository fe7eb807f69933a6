/**
 * Writes every row of the service tables (and the action log) of the demo profile at the pinned anchor to a
 * file, one JSON row a line: run before and after a change to the service seed and compare the two files
 * (`npx tsx scripts/dump-service-seed.ts /tmp/before.txt`).
 */
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { writeFileSync } from 'node:fs';
const conn = openDatabase(':memory:');
seedDatabase(conn, { anchor: TEST_ANCHOR });
const tables = (
  conn.sqlite
    .prepare(
      "SELECT name FROM sqlite_master WHERE type='table' AND (name LIKE 'contract%' OR name LIKE 'agreement%' OR name IN ('customers','vendors','services','service_groups','service_models','uploads','action_logs'))",
    )
    .pluck()
    .all() as string[]
).sort();
const out = tables
  .map(
    (t) =>
      `## ${t}\n` +
      (conn.sqlite.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all() as object[])
        .map((r) => JSON.stringify(r))
        .join('\n'),
  )
  .join('\n');
writeFileSync(process.argv[2]!, out);
console.log(tables.join(' '), out.length);
