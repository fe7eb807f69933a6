import type { SeedStep } from '../modules/seed-step.js';
import { seedMedia } from '../media/seed-media.js';

/** Photos on work and checklists, signed PDFs on contracts: rows here, files drawn by writeSeedMedia. */
export const mediaStep: SeedStep = {
  name: 'media',
  requires: ['work-orders', 'preventive', 'service'],
  sharedFaker: true,
  run({ sqlite, count }) {
    seedMedia({ sqlite, count });
  },
};
