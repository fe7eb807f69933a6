import { toStoredDateTime } from '@cmms/contracts';

const DAY = 86_400_000;

/**
 * Seeded dates are offsets from an anchor day, so a demo given months later still has work due this
 * week and one anchor gives byte-identical rows: `SEED_ANCHOR` (yyyy-MM-dd), else the day of seeding,
 * at 08:00 UTC. Tests and the benchmark pin it to {@link TEST_ANCHOR}.
 */
export function seedAnchor(day: string | undefined = process.env.SEED_ANCHOR): Date {
  const chosen = day && /^\d{4}-\d{2}-\d{2}$/.test(day.trim()) ? day.trim() : new Date().toISOString().slice(0, 10);
  const anchor = new Date(`${chosen}T08:00:00Z`);
  if (Number.isNaN(anchor.getTime())) throw new Error(`SEED_ANCHOR must be a date (yyyy-MM-dd), got '${day}'`);
  return anchor;
}

/** The anchor the tests, the durability runs and the benchmark seed with. */
export const TEST_ANCHOR = '2026-11-01';

/** The day the curated data's own dates (license expiries) were written against: they move with the anchor. */
const CURATED_EPOCH = Date.parse('2026-11-01T08:00:00Z');

export interface SeedDates {
  anchor: Date;
  /** The date `offsetDays` from the anchor, yyyy-MM-dd. */
  day(offsetDays: number): string;
  /** The moment `offsetDays` (fractions allowed) from the anchor, stored form. */
  stamp(offsetDays: number): string;
  /** A curated yyyy-MM-dd moved by as much as the anchor is from the curated data's epoch. */
  shift(curated: string): string;
}

export function seedDates(anchor: Date): SeedDates {
  const at = (offsetDays: number) => new Date(anchor.getTime() + offsetDays * DAY);
  return {
    anchor,
    day: (offsetDays) => at(offsetDays).toISOString().slice(0, 10),
    stamp: (offsetDays) => toStoredDateTime(at(offsetDays)),
    shift: (curated) =>
      new Date(Date.parse(`${curated}T08:00:00Z`) + (anchor.getTime() - CURATED_EPOCH)).toISOString().slice(0, 10),
  };
}
