import type { WebFeature } from './feature-types';
import { workOrdersFeature } from './work-orders/manifest';
import { preventiveFeature } from './preventive/manifest';
import { devSwitchesFeature } from './dev-switches/manifest';
import { demoFeature } from './demo/manifest';
import { navbarSearch } from './navbar-search/manifest';
import { logbooksFeature } from './logbooks/manifest';
import { templateAppsFeature } from './template-apps/manifest';
import { templateShopFeature } from './template-shop/manifest';
import { serviceFeature } from './service/manifest';

/** The console's feature modules, one line each; the router, the menu and the navbar iterate them. */
export const FEATURES: readonly WebFeature[] = [
  workOrdersFeature,
  preventiveFeature,
  devSwitchesFeature,
  demoFeature,
  navbarSearch,
  logbooksFeature,
  templateAppsFeature,
  templateShopFeature,
  serviceFeature,
];
