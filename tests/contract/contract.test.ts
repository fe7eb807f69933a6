import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD, endpoints } from '@cmms/contracts';
import { call } from './http-client.js';
import { runContract } from './runner.js';
import { startMock, type Started } from './targets.js';

const credentials = { username: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD };
const tokenFor = async (baseUrl: string) =>
  (
    (await call({ baseUrl }, 'POST', `${API_BASE}/login`, { body: credentials, auth: false })).json as {
      payload: { accessToken: string };
    }
  ).payload.accessToken;

describe('contract runner against the mock', () => {
  let mock: Started;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => mock.stop());

  it('passes every registered endpoint, with write round trips', async () => {
    const results = await runContract({
      target: { baseUrl: mock.url, token: await tokenFor(mock.url) },
      write: true,
      strict: true,
      template: true,
      mockTools: true,
      credentials,
    });
    expect(results.map((r) => r.id).sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(results.filter((r) => r.status === 'fail')).toEqual([]);
    // Only the account-creating register call is skipped against the mock.
    expect(results.filter((r) => r.status === 'skip').map((r) => r.id)).toEqual(['jwt.register']);
  });

  it('never sends a destructive call without --write', async () => {
    const before = await call(
      { baseUrl: mock.url, token: await tokenFor(mock.url) },
      'GET',
      `${API_BASE}/companies?limit=1`,
    );
    const results = await runContract({
      target: { baseUrl: mock.url, token: await tokenFor(mock.url) },
      write: false,
      strict: false,
      template: false,
    });
    const outside = new Set(endpoints.filter((e) => e.origin).map((e) => e.id));
    const writes = results.filter(
      (r) =>
        ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method) && !r.id.startsWith('auth.') && !r.id.startsWith('jwt.'),
    );
    expect(writes.length).toBeGreaterThan(0);
    expect(
      writes
        .filter((r) => !outside.has(r.id))
        .every((r) => r.status === 'skip' && r.reason === 'destructive; pass --write'),
    ).toBe(true);
    // As against a real backend: the mock's own tooling and the template apps' calls are not checked, and say why.
    const skippedAs = (origin: string) =>
      results.filter((r) => endpoints.find((e) => e.id === r.id)?.origin === origin);
    expect(skippedAs('mock').map((r) => r.id)).toEqual(expect.arrayContaining(['demo.status', 'devSwitches.state']));
    expect(skippedAs('mock').every((r) => r.status === 'skip' && /real backend has none/.test(r.reason ?? ''))).toBe(
      true,
    );
    expect(skippedAs('template').map((r) => r.id)).toContain('tapps.todo.tasks');
    expect(skippedAs('template').every((r) => r.status === 'skip' && /--template/.test(r.reason ?? ''))).toBe(true);
    const after = await call(
      { baseUrl: mock.url, token: await tokenFor(mock.url) },
      'GET',
      `${API_BASE}/companies?limit=1`,
    );
    expect((after.json as { total: number }).total).toBe((before.json as { total: number }).total);
  });
});

describe('contract runner against a broken copy', () => {
  let broken: Started;
  beforeAll(async () => {
    // A copy that drops a field and changes a type in the companies list: a drifted backend.
    broken = await startMock((app) => {
      app.addHook('onSend', async (request, _reply, payload) => {
        if (!request.url.startsWith(`${API_BASE}/companies?`)) return payload;
        // A kept list page goes out as its bytes.
        const text = Buffer.isBuffer(payload) ? payload.toString() : payload;
        if (typeof text !== 'string') return payload;
        const body = JSON.parse(text) as { total: unknown; rows: Record<string, unknown>[] };
        for (const row of body.rows) delete row.name;
        body.total = String(body.total);
        return JSON.stringify(body);
      });
    });
  });
  afterAll(async () => broken.stop());

  it('fails and names the endpoint and the JSON paths', async () => {
    const results = await runContract({
      target: { baseUrl: broken.url, token: await tokenFor(broken.url) },
      write: false,
      strict: false,
      template: false,
      endpoints: endpoints.filter((e) => e.resource === 'companies' || e.resource === 'locations'),
    });
    const failed = results.filter((r) => r.status === 'fail');
    expect(failed.map((r) => r.id)).toEqual(['companies.list']);
    const mismatches = failed[0]!.failures.flatMap((f) => f.mismatches ?? []);
    expect(mismatches).toContainEqual({
      path: 'total',
      expected: 'number',
      received: expect.stringMatching(/^string/),
    });
    expect(mismatches).toContainEqual({ path: 'rows[0].name', expected: 'string', received: 'missing' });
  });
});

describe('npm run contract', () => {
  it('starts the mock behind Prism, passes, and writes JUnit XML', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmms-junit-'));
    const junit = join(dir, 'contract.xml');
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const run = spawnSync('npm', ['run', 'contract', '--', '--write', '--junit', junit], {
      cwd: root,
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Prism validating proxy/);
    expect(run.stdout).toMatch(/prism\.violations\s+\*\s+PASS/);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuite name="contract" tests="\d+" failures="0"/);
    rmSync(dir, { recursive: true, force: true });
  });
});
