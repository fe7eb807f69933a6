import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnListening, type Listening } from './spawn-listening';

export interface RunningServer extends Listening {
  dataDir: string;
}

/**
 * Starts the real server the way the README does (`node scripts/start.mjs`) on a free port with a
 * fresh data folder (removed on stop unless DATA_DIR was given), and resolves once it prints its URL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cmms-e2e-'));
  const running = await spawnListening([process.execPath, 'scripts/start.mjs'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  });
  return {
    ...running,
    dataDir,
    async stop() {
      await running.stop();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
