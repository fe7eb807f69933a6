import type { SeedStep } from '../modules/seed-step.js';
import { assetsStep } from './assets.js';
import { catalogueStep } from './catalogue.js';
import { genericStep } from './generic.js';
import { mediaStep } from './media.js';
import { numberingStep } from './numbering.js';
import { organisationStep } from './organisation.js';
import { peopleStep } from './people.js';
import { preventiveStep } from '../preventive/step.js';
import { referenceDataStep } from './reference-data.js';
import { serviceStep } from '../service/step.js';
import { signInsStep } from './sign-ins.js';
import { workOrdersStep } from '../work-orders/step.js';

/**
 * The core estate, in the order it is seeded: each step after those it `requires`, and — as they draw in
 * turn from the one shared faker — in this exact order, which is part of the seeded rows (moving a step
 * changes every row drawn after it). The feature modules' steps follow (`modules/index.ts`).
 */
export const CORE_STEPS: readonly SeedStep[] = [
  organisationStep,
  peopleStep,
  catalogueStep,
  signInsStep,
  referenceDataStep,
  assetsStep,
  workOrdersStep,
  preventiveStep,
  serviceStep,
  mediaStep,
  numberingStep,
  genericStep,
];
