import { SERVER_ARGS, spawnListening, type Listening } from '../support/spawn-listening.js';

export { adminToken } from '../support/spawn-listening.js';
export type ServerProcess = Listening;

/** The API server on a data folder, without the console; SIGKILL is the test's own business. */
export const spawnServer = (dataDir: string): Promise<ServerProcess> =>
  spawnListening(SERVER_ARGS, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: 'none' }, 60_000);
