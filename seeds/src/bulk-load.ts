import type { Sqlite } from '@cmms/db';
import { placeholders } from './sql-text.js';

/**
 * Loads many rows into tables fast: their secondary indexes are dropped and built again once at the
 * end (one sort per index instead of a random insert per row), and the triggers named are suspended
 * (a trigram index is rebuilt in one pass by `rebuild`). Inside the seed's transaction, so a failure
 * leaves the schema as it was.
 */
export function bulkLoad(
  sqlite: Sqlite,
  options: { tables: readonly string[]; triggers?: readonly string[]; rebuild?: readonly string[] },
  load: () => void,
): void {
  const indexes = sqlite
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${placeholders(options.tables.length)})`,
    )
    .all(...options.tables) as { name: string; sql: string }[];
  const triggers = (options.triggers ?? []).map(
    (name) =>
      sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck().get(name) as string,
  );
  for (const index of indexes) sqlite.exec(`DROP INDEX "${index.name}"`);
  for (const name of options.triggers ?? []) sqlite.exec(`DROP TRIGGER "${name}"`);
  load();
  for (const sql of triggers) sqlite.exec(sql);
  for (const index of indexes) sqlite.exec(index.sql);
  for (const table of options.rebuild ?? []) sqlite.exec(`INSERT INTO "${table}" ("${table}") VALUES ('rebuild')`);
}
