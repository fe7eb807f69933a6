import type { SeedStep } from '../modules/seed-step.js';
import { seedPeopleData } from '../people.js';

/**
 * Causes (a small tree), escalation rules, email templates, custom fields with their fieldsets and the
 * template permissions app's list: read by the work that follows.
 */
export const referenceDataStep: SeedStep = {
  name: 'reference-data',
  requires: ['organisation', 'people', 'catalogue'],
  sharedFaker: true,
  run({ faker, sqlite, insert, stamps, count, dates }) {
    seedPeopleData({ faker, sqlite, insert, stamps, count, dates });
  },
};
