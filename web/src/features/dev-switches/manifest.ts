import { lazyFeatureItem } from '../feature-loading';
import type { WebFeature } from '../feature-types';

/**
 * Dev switches (issue 30): a navbar badge while a switch is on, and the panel that sets them. Only the
 * development console (`npm run dev`, Vite's dev server) carries them: `vite build` replaces
 * `import.meta.env.DEV` with `false`, so the lazy import below is dead code, its chunk is never emitted
 * and no production build, pointed at the mock or at a real backend, holds a line of it
 * (tests/e2e/features/dev-switches/dev-switches.test.ts checks web/dist). Even in development the badge shows only when the
 * server says it runs in development mode (`GET dev/switches`).
 */
export const devSwitchesFeature: WebFeature = {
  name: 'dev-switches',
  namespace: 'dev-switches',
  navbar: import.meta.env.DEV
    ? [lazyFeatureItem('dev-switches', async () => (await import('./dev-switch-badge')).DevSwitchBadge)]
    : [],
};
