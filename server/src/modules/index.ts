import type { ServerModule } from './server-module.js';
import { demoSessionsModule } from './demo-sessions/manifest.js';

/** The server's feature modules, one line each; `buildApp` iterates them (issue 25). */
export const SERVER_MODULES: readonly ServerModule[] = [demoSessionsModule];
