import type { WebFeature } from './feature-types';
import { demoFeature } from './demo/manifest';

/** The console's feature modules, one line each; the router, the menu and the navbar iterate them. */
export const FEATURES: readonly WebFeature[] = [demoFeature];
