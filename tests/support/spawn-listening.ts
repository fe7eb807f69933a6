import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { TEST_ANCHOR } from '@cmms/seeds';
import { ensureServerBuilt } from '../../scripts/server-build.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The API server itself as `npm start` runs it, its bundle built first if stale (not the start script:
 * a SIGKILL hits the process that owns the database).
 */
export const SERVER_ARGS = [process.execPath, ensureServerBuilt(ROOT)];

export interface Listening {
  url: string;
  child: ChildProcess;
  /** What the process printed so far. */
  output(): string;
  /** SIGTERM, then wait for the exit (nothing to do if it already ended). */
  stop(): Promise<void>;
}

/**
 * Spawns a process from the repository root that prints the URL it listens on (`listening on <url>`,
 * or a json-server style localhost URL) and resolves with it; fails with its output if it exits first.
 */
export function spawnListening(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<Listening> {
  const child = spawn(args[0]!, args.slice(1), {
    cwd: ROOT,
    // Seeded dates are pinned, so a started server has the same rows whatever the day of the run.
    env: { ...process.env, SEED_ANCHOR: TEST_ANCHOR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL from ${args.join(' ')}:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/i.exec(output) ?? /(http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!.replace('localhost', '127.0.0.1'),
        child,
        output: () => output,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

/** A fresh access token of the demo administrator. */
export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}${API_BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { payload: { accessToken: string } }).payload.accessToken;
}
