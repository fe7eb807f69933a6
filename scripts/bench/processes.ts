import { SERVER_ARGS, spawnListening } from '../../tests/support/spawn-listening.js';

export { ROOT, SERVER_ARGS, adminToken, spawnListening } from '../../tests/support/spawn-listening.js';

/** Milliseconds from process start until GET /health answers 200 (the cold-start figure). */
export async function timeToHealthy(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const running = await spawnListening(SERVER_ARGS, { ...env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: 'none' });
  for (;;) {
    try {
      const res = await fetch(`${running.url}/health`);
      if (res.status === 200) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - started;
  await running.stop();
  return ms;
}
