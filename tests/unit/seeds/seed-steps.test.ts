import { describe, expect, it } from 'vitest';
import { faker } from '@faker-js/faker/locale/en';
import { openDatabase } from '@cmms/db';
import { PROFILES, TEST_ANCHOR } from '@cmms/seeds';
import { seedDates } from '@cmms/seeds/anchor';
import { makeInserter } from '@cmms/seeds/insert';
import { CORE_STEPS } from '@cmms/seeds/steps/index';
import { SEED_STEPS } from '@cmms/seeds/modules/index';
import { checkStepOrder, runSeedSteps, type SeedRun } from '@cmms/seeds/modules/run-steps';
import type { SeedStep } from '@cmms/seeds/modules/seed-step';

/**
 * Seeding runs its steps in the order listed: a step that reads what another makes is listed after it, and a
 * list that breaks that stops the seeding with an error naming both steps, before any step has run.
 */
const conn = openDatabase(':memory:');
const run: SeedRun = {
  faker,
  sqlite: conn.sqlite,
  insert: makeInserter(conn.sqlite),
  count: () => undefined,
  profile: PROFILES.demo,
  dates: seedDates(new Date(`${TEST_ANCHOR}T08:00:00Z`)),
  seed: 1,
};

/** Steps that write a row into companies each (what "ran" means to whoever opens the database). */
const writing = (name: string, requires?: string[]): SeedStep => ({
  name,
  requires,
  run: ({ insert, stamps }) => void insert('companies', { name: `Made by ${name}`, ...stamps() }),
});
const companies = () => conn.sqlite.prepare('SELECT name FROM companies ORDER BY id').pluck().all() as string[];

describe('the seed steps run in dependency order', () => {
  it('lists the core estate and every module after what each requires', () => {
    expect(() => checkStepOrder([...CORE_STEPS, ...SEED_STEPS])).not.toThrow();
    expect(CORE_STEPS.map((s) => s.name).slice(0, 3)).toEqual(['organisation', 'people', 'catalogue']);
  });

  it('refuses a step listed before a step it requires, naming both, and runs none', () => {
    const steps = [writing('sites'), writing('work', ['people']), writing('people', ['sites'])];
    expect(() => runSeedSteps(steps, run)).toThrow(
      "seed step 'work' requires 'people', which is listed after it: list 'people' first",
    );
    expect(companies()).toEqual([]);
  });

  it('refuses a requirement that no step meets, and a step listed twice', () => {
    expect(() => checkStepOrder([writing('work', ['peple'])])).toThrow(
      "seed step 'work' requires 'peple', which is not a listed seed step",
    );
    expect(() => checkStepOrder([writing('people'), writing('people')])).toThrow("seed step 'people' is listed twice");
  });

  it('refuses the core estate with people moved before the organisation they work in', () => {
    const [organisation, people, ...rest] = CORE_STEPS;
    expect(() => checkStepOrder([people!, organisation!, ...rest])).toThrow(
      "seed step 'people' requires 'organisation', which is listed after it: list 'organisation' first",
    );
  });

  it('runs a well-ordered list in its order, a taken hand-off naming the step that lacked it', () => {
    runSeedSteps([writing('sites'), writing('people', ['sites'])], run);
    expect(companies()).toEqual(['Made by sites', 'Made by people']);
    const taker: SeedStep = { name: 'assets', run: ({ handoff }) => void handoff.take('organisation') };
    expect(() => runSeedSteps([taker], run)).toThrow(
      "seed step 'assets' takes 'organisation', which no step before it handed over",
    );
  });

  it("gives a module's step a faker of its own: a module listed before it leaves its rows as they were", () => {
    const drawing = (name: string): SeedStep => ({
      name,
      run: ({ insert, faker: own, stamps }) =>
        void insert('companies', { name: `${name} ${own.company.name()}`, ...stamps() }),
    });
    const rowsOf = (steps: SeedStep[]) => {
      conn.sqlite.exec('DELETE FROM companies');
      runSeedSteps(steps, run);
      return conn.sqlite.prepare("SELECT name, created_at FROM companies WHERE name LIKE 'logbooks %'").all();
    };
    const alone = rowsOf([drawing('logbooks')]);
    expect(rowsOf([drawing('handover'), drawing('logbooks')])).toEqual(alone);
    expect(rowsOf([{ ...drawing('handover'), sharedFaker: true }, drawing('logbooks')])).toEqual(alone);
  });
});
