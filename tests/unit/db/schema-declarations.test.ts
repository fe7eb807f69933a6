import { describe, expect, it } from 'vitest';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { columnOf, resources, type FieldDecl } from '@cmms/contracts';
import { schema } from '@cmms/db';

const tables = new Map<string, SQLiteTable>(
  (Object.values(schema) as unknown[])
    .filter((v): v is SQLiteTable => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v)
    .map((table) => [getTableName(table), table]),
);

const columnType: Record<FieldDecl['kind'], string> = {
  text: 'SQLiteText',
  textarea: 'SQLiteText',
  email: 'SQLiteText',
  url: 'SQLiteText',
  phone: 'SQLiteText',
  color: 'SQLiteText',
  enum: 'SQLiteText',
  date: 'SQLiteText',
  datetime: 'SQLiteText',
  integer: 'SQLiteInteger',
  reference: 'SQLiteInteger',
  boolean: 'SQLiteBoolean',
  number: 'SQLiteReal',
  password: 'SQLiteText',
  permissions: 'SQLiteText',
  // Stored as a JSON array column unless the field names a join table.
  'multi-reference': 'SQLiteText',
  // Integer fils in `<key>_fils`.
  money: 'SQLiteInteger',
};

/** The drizzle schema is checked against the declarations, so the two cannot drift apart. */
describe.each(resources.map((r) => [r.name, r] as const))('table of %s', (_name, r) => {
  it('has a column of the right type for every declared field, and the timestamps', () => {
    const table = tables.get(r.table);
    expect(table, `table ${r.table}`).toBeDefined();
    const columns = getTableColumns(table!);
    for (const [key, f] of Object.entries(r.fields)) {
      if (f.kind === 'multi-reference' && f.through) {
        expect(tables.has(f.through.table), `join table ${f.through.table}`).toBe(true);
        continue;
      }
      const column = columns[columnOf(key, f)];
      expect(column?.columnType, `${r.table}.${key}`).toBe(columnType[f.kind]);
      const mustBeSet =
        f.required ||
        ['boolean', 'permissions', 'multi-reference'].includes(f.kind) ||
        ((f.kind === 'enum' || f.kind === 'integer' || f.kind === 'number') && f.default !== undefined);
      // Read-only columns are the server's to fill, so they may be NOT NULL without being required.
      if (!f.readOnly) expect(column?.notNull ?? false, `${r.table}.${key} NOT NULL`).toBe(Boolean(mustBeSet));
    }
    for (const key of ['id', 'created_by', 'created_at', 'updated_at']) expect(columns[key]).toBeDefined();
    expect('deleted_at' in columns).toBe(r.softDelete);
  });
});
