import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { startMock, type Started } from '../../contract/targets.js';
import { startProxy, type CheckedCall, type RunningProxy } from '../../proxy/proxy-server.js';
import { ROOT } from '../../support/spawn-listening.js';

/** The mock with one field changed on its way out: the first company's name becomes a number. */
const breakCompanyName = (app: Parameters<NonNullable<Parameters<typeof startMock>[0]>>[0]) =>
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!request.url.startsWith(`${API_BASE}/companies?`)) return payload;
    // A kept list page goes out as its bytes.
    const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
    if (typeof text !== 'string') return payload;
    const body = JSON.parse(text) as { rows: { name: unknown }[] };
    body.rows[0]!.name = 42;
    return JSON.stringify(body);
  });

let broken: Started;
let proxy: RunningProxy;
let dist: string;
const calls: CheckedCall[] = [];

const login = async (base: string): Promise<string> => {
  const res = await fetch(`${base}${API_BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { payload: { accessToken: string } }).payload.accessToken;
};
const get = async (base: string, token: string, path: string) =>
  (await fetch(`${base}${API_BASE}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

beforeAll(async () => {
  broken = await startMock(breakCompanyName);
  dist = mkdtempSync(join(tmpdir(), 'cmms-proxy-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  proxy = await startProxy({ target: broken.url, consoleDir: dist, onCall: (c) => calls.push(c) });
});
afterAll(async () => {
  await proxy?.close();
  await broken?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('validating proxy', () => {
  it('forwards the calls and reports the field the backend changed, with its JSON path', async () => {
    const token = await login(proxy.url);
    const companies = (await get(proxy.url, token, '/companies?limit=5')) as { rows: { name: unknown }[] };
    // The client gets the backend's answer as it is.
    expect(companies.rows[0]!.name).toBe(42);
    await get(proxy.url, token, '/users?limit=5');

    const companyCall = calls.find((c) => c.endpoint?.id === 'companies.list')!;
    expect(companyCall.findings).toEqual([
      {
        where: 'response',
        detail: 'HTTP 200 body',
        mismatches: [{ path: 'rows[0].name', expected: 'string', received: 'number 42' }],
      },
    ]);
    // The calls the backend answered by the contract report nothing.
    expect(calls.find((c) => c.endpoint?.id === 'auth.login')!.findings).toEqual([]);
    expect(calls.find((c) => c.endpoint?.id === 'users.list')!.findings).toEqual([]);
  });

  it('serves the built console, its client routes included', async () => {
    const page = await fetch(`${proxy.url}/settings/companies`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>console</title>');
    const script = await fetch(`${proxy.url}/assets/app-1.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it('npm run proxy prints each mismatch as it happens, then a summary and JUnit on Ctrl+C', async () => {
    const junit = join(dist, 'proxy.xml');
    const child = spawn(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['tests/proxy/cli.ts', '--target', broken.url, '--port', '0', '--junit', junit, '--console', dist],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await expect.poll(() => /listening on (http:\/\/\S+)/.exec(out)?.[1], { timeout: 60_000 }).toBeTruthy();
      const url = /listening on (http:\/\/\S+)/.exec(out)![1]!;
      const token = await login(url);
      await get(url, token, '/companies?limit=5');
      await expect
        .poll(() => out)
        .toContain(
          `✗ companies.list  GET ${API_BASE}/companies?limit=5 → 200  response rows[0].name: expected string, received number 42`,
        );
      child.kill('SIGINT');
      expect(await exited).toBe(1);
      expect(out).toMatch(/companies\.list\s+GET\s+FAIL/);
      expect(out).toMatch(/auth\.login\s+POST\s+PASS/);
    } finally {
      // A failed step must not leave the proxy running.
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<testsuite name="proxy" tests="2" failures="1"');
    expect(xml).toContain('at rows[0].name: expected string, received number 42');
  });
});
