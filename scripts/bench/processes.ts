import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Running {
  url: string;
  child: ChildProcess;
  startedMs: number;
  stop(): Promise<void>;
}

/** Spawns a process that prints `listening on <url>` and resolves with that URL. */
export function spawnListening(args: string[], env: Record<string, string> = {}): Promise<Running> {
  const started = performance.now();
  const child = spawn(args[0]!, args.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 'listening on' from ${args.join(' ')}:\n${output}`)), 600_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/i.exec(output) ?? /(http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!.replace('localhost', '127.0.0.1'),
          child,
          startedMs: performance.now() - started,
          async stop() {
            if (child.exitCode !== null) return;
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

export const serverArgs = [process.execPath, '--import', 'tsx', 'server/src/server.ts'];

/** Milliseconds from process start until GET /health answers 200 (the cold-start figure). */
export async function timeToHealthy(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const running = await spawnListening(serverArgs, { ...env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: 'none' });
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
