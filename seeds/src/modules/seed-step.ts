import type { Faker } from '@faker-js/faker';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import type { SeedProfile } from '../profiles.js';

/** What a module's seed step works with: the open transaction's database, an inserter and the dates. */
export interface SeedStepContext {
  /** Seeded from the step's name, so adding or changing one module never changes another's rows. */
  faker: Faker;
  sqlite: Sqlite;
  insert: (table: string, row: Record<string, unknown>) => number;
  /** Counts rows into the seed summary. */
  count: (table: string, n?: number) => void;
  profile: SeedProfile;
  dates: SeedDates;
}

/**
 * A feature module's seed (issue 25): a folder under `seeds/src/<name>/` exporting one of these, and one
 * line in `modules/index.ts`. Steps run in that order, after the core estate (people, assets, work,
 * the service business), inside the seeding transaction.
 */
export interface SeedStep {
  name: string;
  run(context: SeedStepContext): void;
}
