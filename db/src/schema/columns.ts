import { integer, text } from 'drizzle-orm/sqlite-core';

/** Columns every resource table carries; timestamps are stored 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const idColumn = () => integer('id').primaryKey({ autoIncrement: true });
export const timestamps = () => ({
  created_by: integer('created_by'),
  created_at: text('created_at').notNull(),
  updated_at: text('updated_at').notNull(),
});
export const softDelete = () => ({ deleted_at: text('deleted_at') });
export const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
