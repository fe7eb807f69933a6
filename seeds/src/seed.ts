// The English instance only: the package index loads every locale (~17 MB of heap in each server, which
// leaves the 96 MB-capped whole-list server of the bench out of memory). Type imports from it are free.
import { faker } from '@faker-js/faker/locale/en';
import type { Connection } from '@cmms/db';
import { makeInserter } from './insert.js';
import { DEFAULT_SEED, PROFILES, type ProfileName, type SeedProfile } from './profiles.js';
import { seedAnchor, seedDates } from './anchor.js';
import { runSeedSteps } from './modules/run-steps.js';
import { SEED_STEPS } from './modules/index.js';
import { CORE_STEPS } from './steps/index.js';

export interface SeedOptions {
  profile?: ProfileName;
  seed?: number;
  /** The day every seeded date is an offset from (yyyy-MM-dd); default SEED_ANCHOR, else today. */
  anchor?: string;
  /** Counts that replace the profile's (a small slice of the large profile for tests). */
  scale?: Partial<SeedProfile>;
}

export interface SeedSummary {
  profile: ProfileName;
  rows: Record<string, number>;
}

const isEmpty = (conn: Connection) =>
  (conn.sqlite.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;

/** Seeds only an empty database; returns null when there was data already. */
export function seedIfEmpty(conn: Connection, options: SeedOptions = {}): SeedSummary | null {
  return isEmpty(conn) ? seedDatabase(conn, options) : null;
}

/**
 * Fills a freshly migrated database with the demo estate, in one transaction: the core steps
 * (`steps/index.ts`), then the feature modules' (`modules/index.ts`), for the profile asked.
 */
export function seedDatabase(conn: Connection, options: SeedOptions = {}): SeedSummary {
  const profileName = options.profile ?? 'demo';
  const profile: SeedProfile = { ...PROFILES[profileName], ...options.scale };
  const seed = options.seed ?? DEFAULT_SEED;
  // Reseeding the shared instance restarts its sequence, so every seeding run draws the same values.
  faker.seed(seed);
  const dates = seedDates(seedAnchor(options.anchor));
  faker.setDefaultRefDate(dates.anchor);
  const { sqlite } = conn;
  const rows: Record<string, number> = {};
  const count = (table: string, n = 1) => (rows[table] = (rows[table] ?? 0) + n);
  const run = { faker, sqlite, insert: makeInserter(sqlite), count, profile, dates, seed };
  sqlite.transaction(() => runSeedSteps([...CORE_STEPS, ...SEED_STEPS], run))();
  // Table statistics let the planner pick the right index for each filter combination (100k assets).
  sqlite.exec('ANALYZE');
  return { profile: profileName, rows };
}
