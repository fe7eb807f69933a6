import { sql } from 'drizzle-orm';
import { index, integer, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Columns every resource table carries; timestamps are stored 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const idColumn = () => integer('id').primaryKey({ autoIncrement: true });
export const timestamps = () => ({
  created_by: integer('created_by'),
  created_at: text('created_at').notNull(),
  updated_at: text('updated_at').notNull(),
});
export const softDelete = () => ({ deleted_at: text('deleted_at') });
export const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/**
 * One index per column a large table's lists filter or sort by: text in the case-insensitive order
 * the lists use (so a short page walks the index instead of sorting every row), the rest (numbers,
 * flags, dates) as stored.
 */
export const listIndexes = (table: string, columns: { text?: SQLiteColumn[]; other?: SQLiteColumn[] }) => [
  ...(columns.text ?? []).map((c) => index(`${table}_${c.name}_idx`).on(sql`${c} COLLATE NOCASE`)),
  ...(columns.other ?? []).map((c) => index(`${table}_${c.name}_idx`).on(c)),
];
