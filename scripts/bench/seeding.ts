import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@cmms/db';
import { seedDatabase, type ProfileName } from '@cmms/seeds';

export interface SeedFigures extends Record<string, number> {
  rows: number;
  seedRowsPerSecond: number;
  bulkRowsPerSecond: number;
}

/**
 * Seeding speed against the limit: the same rows written by a plain better-sqlite3 bulk insert
 * (prepared statements, one transaction) into a fresh database with the same schema.
 */
export function measureSeeding(profile: ProfileName): SeedFigures {
  const dir = mkdtempSync(join(tmpdir(), 'cmms-bench-seed-'));
  try {
    const seeded = openDatabase(join(dir, 'seeded.sqlite'));
    const t0 = performance.now();
    seedDatabase(seeded, { profile });
    const seedMs = performance.now() - t0;
    const tables = seeded.sqlite
      .prepare(
        // Ordinary tables: the asset search index fills itself from `assets` through its triggers.
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
      )
      .pluck()
      .all() as string[];
    const dump = tables.map(
      (t) => [t, seeded.sqlite.prepare(`SELECT * FROM "${t}"`).all() as Record<string, unknown>[]] as const,
    );
    seeded.close();

    const bulk = openDatabase(join(dir, 'bulk.sqlite'));
    bulk.sqlite.pragma('foreign_keys = OFF');
    const t1 = performance.now();
    bulk.sqlite.transaction(() => {
      for (const [table, list] of dump) {
        if (list.length === 0) continue;
        const keys = Object.keys(list[0]!);
        const stmt = bulk.sqlite.prepare(
          `INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(',')}) VALUES (${keys.map(() => '?').join(',')})`,
        );
        for (const row of list) stmt.run(...keys.map((k) => row[k]));
      }
    })();
    const bulkMs = performance.now() - t1;
    // Both are credited with every row in the database (the seed's summary leaves out the logs, join rows
    // and checklist answers it writes: counting only those had the demo seed at 0.14 instead of about 0.7).
    const rows = dump.reduce((n, [, list]) => n + list.length, 0);
    bulk.close();
    return { rows, seedRowsPerSecond: (rows / seedMs) * 1000, bulkRowsPerSecond: (rows / bulkMs) * 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
