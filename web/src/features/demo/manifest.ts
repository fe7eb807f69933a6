import { lazyFeatureItem } from '../feature-loading';
import type { WebFeature } from '../feature-types';

/** Demo sessions (issue 30): the navbar's demo menu (personas, time travel, reset), shown only in a demo session. */
export const demoFeature: WebFeature = {
  name: 'demo',
  namespace: 'demo',
  navbar: [lazyFeatureItem('demo', () => import('./demo-menu').then((m) => m.DemoMenu))],
};
