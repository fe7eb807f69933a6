import type { ServerModule } from '../server-module.js';
import { registerDemoRoutes } from './routes.js';

/**
 * Demo sessions (issue 30): every app answers the demo calls; under DEMO_SESSIONS=1 `server.ts` puts a
 * {@link import('./dispatcher.js').createDemoDispatcher} in front of one app per visitor's session.
 */
export const demoSessionsModule: ServerModule = {
  name: 'demo-sessions',
  register: registerDemoRoutes,
};
