import type { SeedStep } from './seed-step.js';
import { templateShopSeed } from '../template-shop/index.js';
import { logbooksSeed } from '../logbooks/index.js';

/** The feature modules' seed steps, one line each, in dependency order (issue 25). */
export const SEED_STEPS: readonly SeedStep[] = [templateShopSeed, logbooksSeed];
