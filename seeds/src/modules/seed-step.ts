import type { Faker } from '@faker-js/faker';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import type { SeedProfile } from '../profiles.js';
import type { Handoff } from './handoff.js';

/** What a seed step works with: the open transaction's database, an inserter, the dates and the profile. */
export interface SeedStepContext {
  /**
   * A module's step: seeded from the step's name, so adding or changing one module never changes another's
   * rows. A core step (`sharedFaker`): the one sequence every core step draws from in turn.
   */
  faker: Faker;
  sqlite: Sqlite;
  insert: (table: string, row: Record<string, unknown>) => number;
  /** Counts rows into the seed summary. */
  count: (table: string, n?: number) => void;
  /** A creation time within the two years before the anchor and an update after it, drawn from `faker`. */
  stamps: () => { created_by: number; created_at: string; updated_at: string };
  /** The profile seeded (the demo, or the large benchmark estate, maybe scaled down): counts of rows. */
  profile: SeedProfile;
  dates: SeedDates;
  /** The seed number of this run (options.seed, else DEFAULT_SEED). */
  seed: number;
  /** What earlier steps handed over to later ones (sites, checklist templates): typed, never module globals. */
  handoff: Handoff;
}

/**
 * One step of seeding (issue 25): the core estate is a list of them (`seeds/src/steps/index.ts`) and a
 * feature module adds its own in a folder under `seeds/src/<name>/` with one line in `modules/index.ts`.
 * Steps run in the order listed, inside the seeding transaction; the runner checks that every step named in
 * `requires` ran before (a step listed before what it needs fails the seeding at once, before any row).
 */
export interface SeedStep {
  name: string;
  /** Names of the steps whose rows or hand-off this one reads; each must be listed before it. */
  requires?: readonly string[];
  /**
   * Core steps only: draw from the one shared faker, in list order, as the estate was always seeded (their
   * order is part of the rows). A module's step leaves it out and gets a faker of its own.
   */
  sharedFaker?: true;
  run(context: SeedStepContext): void;
}
