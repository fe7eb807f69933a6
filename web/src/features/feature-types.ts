import type { ComponentType } from 'react';
import type { IconType } from 'react-icons';
import type { DashboardTileDecl } from '../dashboard/dashboard-tiles';
import type { MenuScreen } from '../layout/menu-items';
import type { NavbarItem } from '../layout/navbar-items';
import type { ResourceExtensions } from '../resources/extensions/resource-extensions';
import type { FeatureNamespace } from '../i18n/keys';

/** A screen of a feature: its path (no leading slash) and its chunk. */
export interface FeatureScreen {
  path: string;
  load: () => Promise<ComponentType>;
}

/**
 * A feature module of the console (issue 25): one folder under `web/src/features/<name>/` exporting one
 * of these from `manifest.ts`, and one line in `features/index.ts`. The manifest stays small (paths,
 * icons and lazy loaders), since the shell imports it; the screens load with their routes.
 */
export interface WebFeature {
  name: string;
  /**
   * Its translation namespace, `web/public/locales/<lng>/<namespace>.json` in each of the five languages
   * (tests/unit/web/i18n/locales.test.ts), loaded before any of its screens or navbar items renders.
   */
  namespace?: FeatureNamespace;
  /** Screens inside the signed-in shell. */
  routes?: readonly FeatureScreen[];
  /** Screens outside it, such as a registration page beside the login page. */
  publicRoutes?: readonly FeatureScreen[];
  /** Its menu entries, placed in a section (and after an entry) like every other screen. */
  menu?: readonly MenuScreen[];
  /** Icons of resources it declares. */
  icons?: Readonly<Record<string, IconType>>;
  /** Navbar items, lazy. */
  navbar?: readonly NavbarItem[];
  /** Dashboard tiles it declares (their figures come from its server module's `dashboardTiles`). */
  tiles?: readonly DashboardTileDecl[];
  /**
   * Its tabs, actions, columns and filters on the generic resource screens, as a loader: the shell imports
   * the manifest, and the extensions load with the resource screens (`web/src/app/resource-features.ts`),
   * which wait for them before they render.
   */
  extensions?: () => Promise<ResourceExtensions>;
}
