import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { buildApp } from '@cmms/server';
import { startMock, type Started } from '../../contract/targets.js';
import { Anonymiser } from '../../proxy/anonymise.js';
import { FakeValues } from '../../proxy/fake-values.js';
import { importRecording, type ImportSummary } from '../../proxy/import-recording.js';
import { startProxy, type RunningProxy } from '../../proxy/proxy-server.js';
import { readRecording, Recorder } from '../../proxy/recording.js';

type Row = Record<string, unknown> & { id: number };

let mock: Started;
let proxy: RunningProxy;
let dir: string;
let summary: ImportSummary;
/** What the backend really answered, read straight from it (not through the proxy). */
const original: Record<string, Row[]> = {};
/** What the recording holds, by the path read. */
const recorded: Record<string, Row[]> = {};
/** The lists a QA session's console would read; the models and status labels assets need come along. */
const READS = [
  '/users?limit=500',
  '/companies',
  '/locations',
  '/suppliers',
  '/hardware?limit=100',
  '/models',
  '/statuslabels',
  '/categories',
  '/manufacturers',
  '/groups',
];

const login = async (base: string): Promise<string> => {
  const res = await fetch(`${base}${API_BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { payload: { accessToken: string } }).payload.accessToken;
};
const rowsOf = async (base: string, token: string, path: string) =>
  (
    (await (await fetch(`${base}${API_BASE}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      rows: Row[];
    }
  ).rows;

beforeAll(async () => {
  mock = await startMock();
  dir = mkdtempSync(join(tmpdir(), 'cmms-recording-'));
  const fake = new FakeValues('test-key');
  const recorder = new Recorder(join(dir, 'rec'), new Anonymiser(fake), fake);
  proxy = await startProxy({ target: mock.url, onCall: (c) => recorder.add(c) });
  const direct = await login(mock.url);
  const viaProxy = await login(proxy.url);
  for (const path of READS) {
    original[path] = await rowsOf(mock.url, direct, path);
    // The client gets the backend's answer unchanged; the recording gets it anonymised.
    expect(await rowsOf(proxy.url, viaProxy, path)).toEqual(original[path]);
  }
  recorder.finish();
  for (const call of readRecording(join(dir, 'rec')))
    if (call.kind === 'list')
      recorded[READS.find((p) => p.startsWith(call.path.slice(API_BASE.length)))!] = (
        call.body as { rows: Row[] }
      ).rows;
  summary = importRecording(join(dir, 'rec'), join(dir, 'data', 'app.sqlite'));
});
afterAll(async () => {
  await proxy?.close();
  await mock?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Every name, e-mail, phone, serial and address the backend sent (the demo logins the import adds aside). */
function personalValues(): string[] {
  const demo = new Set<string>(DEMO_ACCOUNTS.flatMap((a) => [a.email, a.username]));
  const values = new Set<string>();
  const keys = /^(first_name|last_name|email|username|phone|serial|address|employee_num)$/;
  for (const u of original['/users?limit=500']!)
    for (const [k, v] of Object.entries(u)) if (keys.test(k) && typeof v === 'string') values.add(v);
  for (const path of ['/companies', '/locations', '/suppliers'])
    for (const r of original[path]!)
      for (const k of ['name', 'email', 'phone', 'address']) values.add(String(r[k] ?? ''));
  for (const a of original['/hardware?limit=100']!) values.add(String(a.serial ?? ''));
  return [...values].filter((v) => v.length >= 5 && !demo.has(v));
}

describe('recording to a seed', () => {
  it('records each call anonymised, one file per call and an index', () => {
    const calls = readRecording(join(dir, 'rec'));
    expect(calls.map((c) => c.endpoint)).toEqual([
      'auth.login',
      'users.list',
      'companies.list',
      'locations.list',
      'suppliers.list',
      'hardware.list',
      'models.list',
      'statuslabels.list',
      'categories.list',
      'manufacturers.list',
      'groups.list',
    ]);
    expect(readdirSync(join(dir, 'rec', 'calls'))).toHaveLength(11);
    // Same person, same fake, in every file: a user's company is named as the companies list names it.
    const companies = new Map(recorded['/companies']!.map((c) => [c.id, c.name]));
    const users = recorded['/users?limit=500']!.filter((u) => u.company);
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) {
      const company = u.company as { id: number; name: string };
      expect(company.name).toBe(companies.get(company.id));
    }
    // A full name reads as its first and last names do.
    for (const u of recorded['/users?limit=500']!.filter(
      (r) => !/\s/.test(`${String(r.first_name)}${String(r.last_name)}`),
    ))
      expect(u.name).toBe(`${String(u.first_name)} ${String(u.last_name)}`);
    // Ids are kept as the backend gave them.
    expect(recorded['/users?limit=500']!.map((u) => u.id)).toEqual(original['/users?limit=500']!.map((u) => u.id));
  });

  it('leaves none of the original personal data in the recording nor in the seed', () => {
    const values = personalValues();
    expect(values.length).toBeGreaterThan(100);
    const recording = readdirSync(join(dir, 'rec', 'calls'))
      .map((f) => readFileSync(join(dir, 'rec', 'calls', f), 'utf8'))
      .join('\n');
    const seed = readFileSync(join(dir, 'data', 'app.sqlite')).toString('utf8');
    expect(values.filter((v) => recording.includes(v))).toEqual([]);
    expect(values.filter((v) => seed.includes(v))).toEqual([]);
  });

  it('writes the recorded rows back with their ids, references kept', () => {
    expect(summary.refused).toEqual([]);
    const db = new Database(join(dir, 'data', 'app.sqlite'), { readonly: true });
    try {
      const users = db.prepare('SELECT id, first_name, company_id FROM users ORDER BY id').all() as Row[];
      for (const u of recorded['/users?limit=500']!) {
        const row = users.find((r) => r.id === u.id)!;
        expect(row.first_name).toBe(u.first_name);
        expect(row.company_id).toBe((u.company as { id: number } | null)?.id ?? null);
      }
      const assets = db.prepare('SELECT id, serial, location_id FROM assets').all() as Row[];
      expect(assets.map((a) => a.id).sort()).toEqual(recorded['/hardware?limit=100']!.map((a) => a.id).sort());
    } finally {
      db.close();
    }
  });

  it('the mock starts on the seed: a demo login reads the recorded people by their fake names', async () => {
    const conn = openDatabase(join(dir, 'data', 'app.sqlite'));
    const app = await buildApp({ connection: conn });
    try {
      const login = await app.inject({
        method: 'POST',
        url: `${API_BASE}/login`,
        payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
      });
      const token = (login.json() as { payload: { accessToken: string } }).payload.accessToken;
      const res = await app.inject({
        url: `${API_BASE}/users?limit=500`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const { total, rows } = res.json() as { total: number; rows: Row[] };
      expect(total).toBe(recorded['/users?limit=500']!.length + DEMO_ACCOUNTS.length);
      const someone = recorded['/users?limit=500']![10]!;
      expect(rows.find((r) => r.id === someone.id)).toMatchObject({
        email: someone.email,
        first_name: someone.first_name,
      });
    } finally {
      await app.close();
      conn.close();
    }
  });
});
