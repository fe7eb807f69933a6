import type { ServerModule } from '../server-module.js';
import { registerSwitchHook } from './apply.js';
import { readDevConfig } from './parse.js';
import { registerSwitchRoutes } from './routes.js';
import { SwitchStore } from './store.js';

/**
 * Dev switches (issue 30): latency and failures on purpose for front-end developers, honoured only in
 * development mode (`MOCK_DEV=1`, set by `npm run dev`). The environment is read when the app is built.
 */
export const devSwitchesModule: ServerModule = {
  name: 'dev-switches',
  register(app) {
    const config = readDevConfig();
    const store = new SwitchStore();
    if (config.enabled) registerSwitchHook(app, config, store);
    registerSwitchRoutes(app, config, store);
  },
};
