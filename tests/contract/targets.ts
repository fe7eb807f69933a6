import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@cmms/db';
import { buildApp } from '@cmms/server';
import type { FastifyInstance } from 'fastify';
import { seededTemplate } from '../support/template.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Started {
  url: string;
  stop(): Promise<void>;
}

/** The mock on a fresh seeded database in a temp folder, listening on a free port; `tweak` makes a drifted copy. */
export async function startMock(tweak?: (app: FastifyInstance) => void): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'cmms-contract-'));
  // A file copy of the run's pristine seeded database (seeded once per run, not per mock).
  seededTemplate().writeTo(join(dir, 'app.sqlite'));
  const conn = openDatabase(join(dir, 'app.sqlite'));
  // A tweaked copy stands for a drifted backend, which has no response check of its own (in tests the mock
  // would answer its own drift with a 500 naming the endpoint); routes read the mode as they are registered.
  const check = process.env.RESPONSE_CHECK;
  if (tweak) process.env.RESPONSE_CHECK = 'off';
  const app = await buildApp({ connection: conn }).finally(() => {
    if (check === undefined) delete process.env.RESPONSE_CHECK;
    else process.env.RESPONSE_CHECK = check;
  });
  tweak?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async stop() {
      await app.close();
      conn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface PrismProxy extends Started {
  /** Violations Prism reported (its log lines), read after the run. */
  violations(): string[];
}

/**
 * Stoplight Prism as a validating proxy in front of `upstream`: with --errors a request or response
 * that breaks the OpenAPI document becomes an error response, and Prism logs the violation.
 */
export async function startPrism(upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const bin = join(ROOT, 'node_modules', '.bin', 'prism');
  const child: ChildProcess = spawn(
    bin,
    ['proxy', join(ROOT, 'docs', 'openapi.json'), upstream, '--port', String(port), '--host', '127.0.0.1', '--errors'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Prism is listening/i.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    violations: () => log.split('\n').filter((line) => /violation/i.test(line) && !/\b0 violation/i.test(line)),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
