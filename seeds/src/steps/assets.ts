import type { SeedStep } from '../modules/seed-step.js';
import { seedAssets } from '../assets.js';

/** The asset register on every site (the large profile's generated ones too), licenses and stock. */
export const assetsStep: SeedStep = {
  name: 'assets',
  requires: ['organisation', 'people', 'catalogue'],
  sharedFaker: true,
  run({ faker, sqlite, insert, stamps, count, profile, dates, handoff }) {
    const { sites, extraSites } = handoff.take('organisation');
    seedAssets({ faker, sqlite, insert, stamps, count, profile, dates, sites: [...sites, ...extraSites] });
  },
};
