import type { SeedStep } from '../modules/seed-step.js';
import { seedWorkOrders } from './work-orders.js';

/**
 * A believable year of work orders on the register (the large profile's bulk too), each stamp backed by its
 * move; hands the checklist templates over as `checklistTemplates`.
 */
export const workOrdersStep: SeedStep = {
  name: 'work-orders',
  requires: ['people', 'catalogue', 'reference-data', 'assets'],
  sharedFaker: true,
  run({ faker, sqlite, insert, count, profile, dates, handoff }) {
    handoff.put('checklistTemplates', seedWorkOrders({ faker, sqlite, insert, count, profile, dates }));
  },
};
