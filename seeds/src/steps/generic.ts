import { resources } from '@cmms/contracts';
import type { SeedStep } from '../modules/seed-step.js';
import { seedGeneric } from '../generic.js';

/** Declared resources without curated rows get generated ones, so a new resource needs no seed code. */
export const genericStep: SeedStep = {
  name: 'generic',
  // Their references point at the rows of these.
  requires: ['organisation', 'people', 'catalogue', 'assets'],
  sharedFaker: true,
  run({ faker, sqlite, insert, stamps, count }) {
    for (const r of resources) {
      const added = seedGeneric(faker, sqlite, r, 12, insert, stamps);
      if (added) count(r.table, added);
    }
  },
};
