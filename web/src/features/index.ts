import type { WebFeature } from './feature-types';
import { devSwitchesFeature } from './dev-switches/manifest';
import { demoFeature } from './demo/manifest';
import { navbarSearch } from './navbar-search/manifest';
import { logbooksFeature } from './logbooks/manifest';
import { templateAppsFeature } from './template-apps/manifest';
import { templateShopFeature } from './template-shop/manifest';
import { serviceFeature } from './service/manifest';

/** The console's feature modules, one line each; the router, the menu and the navbar iterate them. */
export const FEATURES: readonly WebFeature[] = [
  devSwitchesFeature,
  demoFeature,
  navbarSearch,
  logbooksFeature,
  templateAppsFeature,
  templateShopFeature,
  serviceFeature,
];
