import type { SeedStep } from '../modules/seed-step.js';
import { seedServiceBusiness } from './service.js';

/**
 * The service business (issue 14): customers owning their sites (their equipment and work carry them),
 * the catalogue, quotations, contracts, invoices, SLAs and the late work that breaches them. No draws.
 */
export const serviceStep: SeedStep = {
  name: 'service',
  requires: ['assets', 'work-orders', 'preventive'],
  sharedFaker: true,
  run({ sqlite, insert, count, dates }) {
    seedServiceBusiness({ sqlite, insert, count, dates });
  },
};
