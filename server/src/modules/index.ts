import type { ServerModule } from './server-module.js';
import { workOrdersModule } from './work-orders/manifest.js';
import { preventiveModule } from './preventive/manifest.js';
import { serviceModule } from './service/manifest.js';
import { devSwitchesModule } from './dev-switches/manifest.js';
import { templateShopModule } from './template-shop/manifest.js';
import { logbooksModule } from './logbooks/manifest.js';
import { templateAppsModule } from './template-apps/manifest.js';
import { demoSessionsModule } from './demo-sessions/manifest.js';

/** The server's feature modules, one line each; `buildApp` iterates them (issue 25). */
export const SERVER_MODULES: readonly ServerModule[] = [
  workOrdersModule,
  preventiveModule,
  serviceModule,
  devSwitchesModule,
  templateShopModule,
  logbooksModule,
  templateAppsModule,
  demoSessionsModule,
];
