import type { SeedStep } from './seed-step.js';
import { templateShopSeed } from '../template-shop/index.js';
import { logbooksSeed } from '../logbooks/index.js';
import { templateAppsSeed } from '../template-apps/seed-template-apps.js';

/** The feature modules' seed steps, one line each, in dependency order (issue 25). */
export const SEED_STEPS: readonly SeedStep[] = [templateShopSeed, logbooksSeed, templateAppsSeed];
