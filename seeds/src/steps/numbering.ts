import type { SeedStep } from '../modules/seed-step.js';
import { numberByCreation } from '../work-order-kit/work-order-numbers.js';

/** Work-order numbers in order of creation, once every core step that writes work orders has run. */
export const numberingStep: SeedStep = {
  name: 'numbering',
  requires: ['work-orders', 'preventive', 'service'],
  sharedFaker: true,
  run({ sqlite }) {
    numberByCreation(sqlite);
  },
};
