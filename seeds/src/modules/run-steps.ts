import type { Faker } from '@faker-js/faker';
import { toStoredDateTime } from '@cmms/contracts';
import { Handoff } from './handoff.js';
import type { SeedStep, SeedStepContext } from './seed-step.js';

/** What every step of one seeding run shares; the runner adds each step's faker, stamps and the hand-off. */
export type SeedRun = Omit<SeedStepContext, 'stamps' | 'handoff'>;

/**
 * Fails, naming the step, when a step is listed twice or before a step it requires (or requires one that is
 * not listed at all): seeding stops before its first row instead of a step reading tables still empty.
 */
export function checkStepOrder(steps: readonly SeedStep[]): void {
  const listed = new Set(steps.map((s) => s.name));
  const before = new Set<string>();
  for (const step of steps) {
    if (before.has(step.name)) throw new Error(`seed step '${step.name}' is listed twice`);
    for (const needed of step.requires ?? []) {
      if (before.has(needed)) continue;
      throw new Error(
        needed === step.name
          ? `seed step '${step.name}' requires itself`
          : listed.has(needed)
            ? `seed step '${step.name}' requires '${needed}', which is listed after it: list '${needed}' first`
            : `seed step '${step.name}' requires '${needed}', which is not a listed seed step`,
      );
    }
    before.add(step.name);
  }
}

/** A creation time within the two years before the anchor, and an update between it and the anchor. */
export const stampsFrom = (faker: Faker, anchor: Date) => (): ReturnType<SeedStepContext['stamps']> => {
  const created = faker.date.past({ years: 2, refDate: anchor });
  const updated = faker.date.between({ from: created, to: anchor });
  return { created_by: 1, created_at: toStoredDateTime(created), updated_at: toStoredDateTime(updated) };
};

/** A faker of the step's own, seeded from the run's seed and the step's name, on the shared one's locale. */
function ownFaker(shared: Faker, seed: number, name: string, anchor: Date): Faker {
  // English and its base, as the shared instance (never the package index, which loads every locale).
  const own = new (shared.constructor as typeof Faker)({ locale: shared.rawDefinitions });
  own.seed([seed, ...Buffer.from(name)]);
  own.setDefaultRefDate(anchor);
  return own;
}

/**
 * Runs the steps in the order listed (checked first: see {@link checkStepOrder}). Core steps draw from the
 * run's shared faker in turn; every other step from one of its own, so adding a module changes no other row.
 */
export function runSeedSteps(steps: readonly SeedStep[], run: SeedRun): void {
  checkStepOrder(steps);
  let current = '';
  const handoff = new Handoff(() => current);
  for (const step of steps) {
    current = step.name;
    const faker = step.sharedFaker ? run.faker : ownFaker(run.faker, run.seed, step.name, run.dates.anchor);
    step.run({ ...run, faker, stamps: stampsFrom(faker, run.dates.anchor), handoff });
  }
}
