import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnListening, type Listening } from './spawn-listening';
import { seededTemplate } from './template';

export interface RunningServer extends Listening {
  dataDir: string;
}

/**
 * Starts the real server the way the README does (`node scripts/start.mjs`) on a free port with a
 * fresh data folder (removed on stop unless DATA_DIR was given), and resolves once it prints its URL.
 * The fresh folder holds a copy of the run's pristine seeded database (the demo estate on TEST_ANCHOR,
 * what the server would seed at start): the server opens it instead of spending seconds seeding.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cmms-e2e-'));
  if (!env.DATA_DIR && (env.SEED_PROFILE ?? process.env.SEED_PROFILE ?? 'demo') === 'demo')
    seededTemplate().writeTo(join(dataDir, 'app.sqlite'));
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
