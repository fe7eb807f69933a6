import type { WebFeature } from '../feature-types';
import { lazyFeatureItem } from '../feature-loading';

/** Issue 29: the navbar's search (Ctrl+K) and its starred pages; the dialog loads with the navbar item. */
export const navbarSearch: WebFeature = {
  name: 'navbar-search',
  namespace: 'navbar-search',
  navbar: [lazyFeatureItem('navbar-search', () => import('./navbar-search').then((m) => m.NavbarSearch))],
};
