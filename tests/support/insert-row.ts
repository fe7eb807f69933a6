import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** A row straight into a table, stamped `at`: fixtures that do not depend on other resources' forms. */
export function insertRow(sqlite: Sqlite, table: string, row: Record<string, unknown>, at: Date): number {
  const stamp = toStoredDateTime(at);
  const full = { created_at: stamp, updated_at: stamp, ...row };
  const keys = Object.keys(full);
  return Number(
    sqlite
      .prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
      .run(...Object.values(full)).lastInsertRowid,
  );
}
