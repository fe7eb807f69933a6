/**
 * The console's load figures alone (first paint of the login screen on a throttled phone, 100 asset
 * rows), against a server of the demo profile on a fresh data folder:
 *   npx tsx scripts/bench/console-load.ts
 * CONSOLE_LOAD=first (or rows) runs that figure alone; CONSOLE_LOAD_RUNS sets the runs (3);
 * CONSOLE_LOAD_DIST serves another build of the console (another branch's web/dist, to compare in the same minutes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureFirstLoad, measureHundredRows } from './first-paint.js';
import { ROOT, SERVER_ARGS, spawnListening } from './processes.js';

const dir = mkdtempSync(join(tmpdir(), 'cmms-console-load-'));
const server = await spawnListening(SERVER_ARGS, {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  WEB_DIST: process.env.CONSOLE_LOAD_DIST ?? join(ROOT, 'web', 'dist'),
});
const only = process.env.CONSOLE_LOAD;
const runs = Number(process.env.CONSOLE_LOAD_RUNS ?? 3);
try {
  if (only !== 'rows') console.log('first load (throttled)', await measureFirstLoad(server.url, runs));
  if (only !== 'first') console.log('100 asset rows', await measureHundredRows(server.url, runs));
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
