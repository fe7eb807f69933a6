import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import { SERVER_ARGS, spawnListening } from '../support/spawn-listening.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The real start, bound to every interface (HOST=0.0.0.0): a warning, and no published password. */
const startExposed = (env: Record<string, string> = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmms-exposed-'));
  dirs.push(dataDir);
  return spawnListening(
    SERVER_ARGS,
    { PORT: '0', HOST: '0.0.0.0', DATA_DIR: dataDir, WEB_DIST: 'none', ...env },
    90_000,
  );
};
const login = async (url: string, password: string) =>
  (
    (await (
      await fetch(`${url}${API_BASE}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password }),
      })
    ).json()) as { status: string }
  ).status;

describe('a server bound beyond loopback', () => {
  it('warns, and signs the demo accounts in only with the passwords it printed', async () => {
    const server = await startExposed();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const output = server.output();
      expect(output).toContain('WARNING: bound to 0.0.0.0');
      const printed = /admin@demo\.test\s+(\S+)/.exec(output)?.[1];
      expect(printed).toBeTruthy();
      expect(printed).not.toBe(DEMO_PASSWORD);
      expect(await login(server.url, DEMO_PASSWORD)).toBe('error');
      expect(await login(server.url, printed!)).toBe('success');
    } finally {
      await server.stop();
    }
  });

  it('keeps the published password with DEMO_PASSWORDS=keep, and says so', async () => {
    const server = await startExposed({ DEMO_PASSWORDS: 'keep' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.output()).toContain('DEMO_PASSWORDS=keep');
      expect(await login(server.url, DEMO_PASSWORD)).toBe('success');
    } finally {
      await server.stop();
    }
  });
});
