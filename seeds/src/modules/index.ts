import type { SeedStep } from './seed-step.js';
import { templateAppsSeed } from '../template-apps/seed-template-apps.js';

/** The feature modules' seed steps, one line each, in dependency order (issue 25). */
export const SEED_STEPS: readonly SeedStep[] = [templateAppsSeed];
