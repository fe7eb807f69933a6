import type { FeatureContract } from '../kit/feature-contract.js';
import { schedulers } from './schedulers.js';
import { preventiveEndpoints } from './preventive-actions.js';

/** Preventive maintenance (spec point 7): the plans, their actions (generate, pause, resume) and the schedules. */
export const preventiveContract = {
  // Right after the work orders' lead entries (the manifests' order).
  resources: [{ place: 'start', resources: [schedulers] }],
  endpoints: [...preventiveEndpoints],
} as const satisfies FeatureContract;
