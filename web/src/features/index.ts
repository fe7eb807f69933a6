import type { WebFeature } from './feature-types';
import { navbarSearch } from './navbar-search/manifest';

/** The console's feature modules, one line each; the router, the menu and the navbar iterate them. */
export const FEATURES: readonly WebFeature[] = [navbarSearch];
