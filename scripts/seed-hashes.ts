/**
 * Prints a sha256 per table of a seeded database (every row as JSON, in rowid order) and the seed summary's
 * counts, so a change to the seed code that must not change the rows can be checked table by table: run it
 * before and after and diff the two outputs (`npx tsx scripts/seed-hashes.ts [demo|seed-7|large-slice] > before.txt`).
 * The large slice is the one tests/unit/seeds/seed-coherence.test.ts seeds.
 */
import { createHash } from 'node:crypto';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase, type SeedOptions } from '@cmms/seeds';

const variants: Record<string, SeedOptions> = {
  demo: { anchor: TEST_ANCHOR },
  /** Another seed number and anchor: the generated rows and every date move. */
  'seed-7': { anchor: '2026-12-01', seed: 7 },
  'large-slice': {
    anchor: TEST_ANCHOR,
    profile: 'large',
    scale: {
      staffUsers: 150,
      extraSuppliers: 20,
      extraLocations: 30,
      assets: 6_000,
      maintenances: 100,
      bulkWorkOrders: 0,
      preventivePlans: 5,
    },
  },
};
const name = process.argv[2] ?? 'demo';
const options = variants[name];
if (!options) throw new Error(`unknown variant '${name}' (one of ${Object.keys(variants).join(', ')})`);

const conn = openDatabase(':memory:');
const summary = seedDatabase(conn, options);
const tables = conn.sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
  name: string;
  sql: string | null;
}[];
for (const { name: table, sql } of tables) {
  const order = sql && /WITHOUT ROWID/i.test(sql) ? '1' : 'rowid';
  const hash = createHash('sha256');
  let n = 0;
  for (const row of conn.sqlite.prepare(`SELECT * FROM "${table}" ORDER BY ${order}`).iterate()) {
    hash.update(`${JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v))}\n`);
    n++;
  }
  console.log(`${table}\t${n}\t${hash.digest('hex')}`);
}
console.log(`summary\t${JSON.stringify(Object.entries(summary.rows).sort(([a], [b]) => a.localeCompare(b)))}`);
