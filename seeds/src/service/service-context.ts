import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';

/** What every part of the service-business seed works with (no faker: curated rows, dates from the anchor). */
export interface ServiceContext {
  sqlite: Sqlite;
  insert: (table: string, row: Record<string, unknown>) => number;
  count: (table: string, n?: number) => void;
  dates: SeedDates;
}
