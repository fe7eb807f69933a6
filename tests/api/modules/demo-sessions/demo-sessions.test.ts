import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD, endpoints } from '@cmms/contracts';
import { openCopy, openDatabase, type Sqlite } from '@cmms/db';
import { buildApp } from '@cmms/server';
import type { FastifyInstance } from 'fastify';
import { demoServer, type DemoServer } from '@cmms/server/modules/demo-sessions/serve';
import { DEMO_COOKIE } from '@cmms/server/modules/demo-sessions/dispatcher';
import { sessionImage, type DemoSession } from '@cmms/server/modules/demo-sessions/manager';
import { runContract } from '../../../contract/runner.js';
import { seededTemplate } from '../../../support/template.js';

/**
 * DEMO_SESSIONS (issue 30): each demo sign-in works on a private copy of the pristine data, through the
 * real HTTP front (the dispatcher) in front of one app per session. Session apps are built without their
 * minute tick, so nothing but the test's own calls writes to them.
 */

// Sign-in bookkeeping every sign-in writes (the reset answers with one): left out of the data's hash.
const BOOKKEEPING = new Set(['auth_sessions', 'refresh_tokens', 'login_attempts']);

/** A hash of every row of every table (the users' last sign-in left out): equal means the same data. */
function rowsHash(sqlite: Sqlite): string {
  const hash = createHash('sha256');
  const tables = sqlite
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    if (BOOKKEEPING.has(table)) continue;
    hash.update(`\n${table}\n`);
    for (const row of sqlite.prepare(`SELECT * FROM "${table}"`).iterate() as Iterable<Record<string, unknown>>) {
      if (table === 'users') delete row.last_login;
      hash.update(JSON.stringify(row, (_, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)));
    }
  }
  return hash.digest('hex');
}

const template = seededTemplate();
const pristine = (() => {
  const copy = openCopy(template.bytes);
  try {
    return rowsHash(copy.sqlite);
  } finally {
    copy.close();
  }
})();

let lobby: FastifyInstance;
let demo: DemoServer;
let base: string;
let dir: string;
let now = Date.now();
const MAX = 3;
const IDLE_MS = 10 * 60_000;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cmms-demo-'));
  lobby = await buildApp({ connection: template.open(), dataDir: join(dir, 'lobby') });
  demo = demoServer(lobby, {
    template: template.bytes,
    dir: join(dir, 'sessions'),
    idleMs: IDLE_MS,
    max: MAX,
    now: () => now,
    build: (session) => buildApp(session),
  });
  await lobby.ready();
  await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
  const address = demo.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await demo.close();
  await lobby.close();
  lobby.ctx.conn.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}
async function call(path: string, { method = 'GET', body, token, cookie, headers = {} }: Call = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie: `${DEMO_COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // Answers of many shapes, read field by field as a client would.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, json };
}

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

/** Signs a demo account in without a session: a new session; its id comes back as the cookie. */
async function newSession(role = 'superuser') {
  const res = await call('/jwt/login', { method: 'POST', body: { email: email(role), password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  const cookie = /cmms_demo=([a-f0-9]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeDefined();
  return { id: cookie!, token: res.json.accessToken as string, session: demo.sessions.get(cookie)! };
}
const filesOf = (folder: string) => (readdirSync(folder, { recursive: true }) as string[]).sort();
const sqliteOf = (session: DemoSession) => session.app.ctx.conn.sqlite;

let a: Awaited<ReturnType<typeof newSession>>;
let b: Awaited<ReturnType<typeof newSession>>;

describe('demo sessions', () => {
  it('gives each demo sign-in its own session; other sign-ins and anonymous calls stay in the lobby', async () => {
    a = await newSession();
    b = await newSession();
    expect(a.id).not.toBe(b.id);
    expect(demo.sessions.size).toBe(2);
    const status = await call(`${API_BASE}/demo/status`, { cookie: a.id });
    expect(status.json).toMatchObject({ enabled: true, session: { id: a.id, clock_offset_ms: 0 } });
    expect(status.json.personas.map((p: { role: string }) => p.role)).toEqual(DEMO_ACCOUNTS.map((x) => x.role));
    // The token alone finds its session (an API client that keeps no cookie).
    const byToken = await call(`${API_BASE}/demo/status`, { token: a.token });
    expect(byToken.json.session.id).toBe(a.id);
    expect((await call(`${API_BASE}/demo/status`)).json).toMatchObject({ enabled: true, session: null });
    // A session's token is nobody in another session or in the lobby.
    expect((await call(`${API_BASE}/users/me`, { token: a.token, cookie: b.id })).status).toBe(401);
  });

  it('keeps every write of one session out of the other, the lobby and the template', async () => {
    const bBefore = rowsHash(sqliteOf(b.session));
    const lobbyBefore = rowsHash(lobby.ctx.conn.sqlite);
    const bFiles = filesOf(b.session.dir);
    // Every write route of the registry, through the contract runner's round trips, in session A
    // (a front that names session A on every call: the runner keeps no cookie).
    const front: Server = createServer((req, res) => {
      req.headers['x-demo-session'] = a.id;
      demo.server.emit('request', req, res);
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const address = front.address();
    const frontUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const results = await runContract({
        target: { baseUrl: frontUrl, token: a.token },
        write: true,
        strict: false,
        template: true,
        mockTools: true,
        credentials: { username: email('superuser'), password: DEMO_PASSWORD },
        endpoints: endpoints.filter((e) => !e.id.startsWith('demo.')),
      });
      const writes = results.filter((r) => r.method !== 'GET' && r.status === 'pass' && r.passed.length > 0);
      expect(writes.length).toBeGreaterThan(100);
    } finally {
      await new Promise<void>((resolve) => front.close(() => resolve()));
    }
    expect(rowsHash(sqliteOf(a.session))).not.toBe(pristine);
    expect(rowsHash(sqliteOf(b.session))).toBe(bBefore);
    expect(rowsHash(lobby.ctx.conn.sqlite)).toBe(lobbyBefore);
    expect(createHash('sha256').update(template.bytes).digest('hex')).toBe(
      createHash('sha256').update(seededTemplate().bytes).digest('hex'),
    );
    // Files too: what session A uploaded is in its own folder only.
    expect(filesOf(b.session.dir)).toEqual(bFiles);
    expect(filesOf(a.session.dir).length).toBeGreaterThan(bFiles.length);
  }, 120_000);

  it('reset brings back the pristine data in that session only, and answers a new sign-in of the same persona', async () => {
    const manufacturers = (session: DemoSession) =>
      Number(sqliteOf(session).prepare('SELECT count(*) FROM manufacturers WHERE deleted_at IS NULL').pluck().get());
    const before = manufacturers(b.session);
    // The first maker the delete accepts (one nothing refers to).
    const ids = sqliteOf(a.session)
      .prepare('SELECT id FROM manufacturers WHERE deleted_at IS NULL ORDER BY id')
      .pluck()
      .all() as number[];
    let id = 0;
    for (const candidate of ids) {
      const deleted = await call(`${API_BASE}/manufacturers/${candidate}`, {
        method: 'DELETE',
        cookie: a.id,
        token: a.token,
      });
      if (deleted.json.status === 'success') {
        id = candidate;
        break;
      }
    }
    expect(id).toBeGreaterThan(0);
    expect(manufacturers(a.session)).toBe(before - 1);
    const bHash = rowsHash(sqliteOf(b.session));
    const reset = await call(`${API_BASE}/demo/reset`, { method: 'POST', cookie: a.id, token: a.token });
    expect(reset.json).toMatchObject({ status: 'success', payload: { userData: { email: email('superuser') } } });
    a.session = demo.sessions.get(a.id)!;
    expect(rowsHash(sqliteOf(a.session))).toBe(pristine);
    expect(manufacturers(a.session)).toBe(before);
    expect(rowsHash(sqliteOf(b.session))).toBe(bHash);
    // The token from before the reset belongs to data that is gone; the new one works.
    expect((await call(`${API_BASE}/users/me`, { cookie: a.id, token: a.token })).status).toBe(401);
    a.token = reset.json.payload.accessToken;
    const row = await call(`${API_BASE}/manufacturers/${id}`, { cookie: a.id, token: a.token });
    expect(row.json.id).toBe(id);
  });

  it('switches persona within the same session, for demo accounts only', async () => {
    const switched = await call(`${API_BASE}/demo/persona`, {
      method: 'POST',
      cookie: a.id,
      token: a.token,
      body: { persona: 'technician' },
    });
    expect(switched.json.status).toBe('success');
    expect(switched.json.payload.userData.email).toBe(email('technician'));
    const tech = switched.json.payload.accessToken as string;
    expect((await call(`${API_BASE}/users/me`, { token: tech })).json.email).toBe(email('technician'));
    // Same session (the token alone finds it), and the persona left is signed out.
    expect((await call(`${API_BASE}/demo/status`, { token: tech })).json.session.id).toBe(a.id);
    expect((await call(`${API_BASE}/users/me`, { cookie: a.id, token: a.token })).status).toBe(401);
    const back = await call(`${API_BASE}/demo/persona`, {
      method: 'POST',
      cookie: a.id,
      token: tech,
      body: { persona: 'superuser' },
    });
    a.token = back.json.payload.accessToken;
    // Outside a session (the lobby), the demo writes are refused.
    const lobbyLogin = await lobby.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: email('superuser'), password: DEMO_PASSWORD },
    });
    const lobbyToken = lobbyLogin.json().payload.accessToken as string;
    for (const path of ['reset', 'persona', 'clock']) {
      const refused = await lobby.inject({
        method: 'POST',
        url: `${API_BASE}/demo/${path}`,
        headers: { authorization: `Bearer ${lobbyToken}` },
        payload: { persona: 'viewer', advance: 'day' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it('time travel fires escalations and generates preventive work in that session only', async () => {
    const counts = (session: DemoSession) =>
      sqliteOf(session)
        .prepare(
          "SELECT (SELECT count(*) FROM work_order_escalations) AS escalations, (SELECT count(*) FROM work_orders WHERE source = 'preventive') AS preventive",
        )
        .get() as { escalations: number; preventive: number };
    // The first move runs the jobs over what was already due; the week after brings new work.
    await call(`${API_BASE}/demo/clock`, { method: 'POST', cookie: a.id, token: a.token, body: { advance: 'hour' } });
    const aBefore = counts(a.session);
    const bBefore = counts(b.session);
    const moved = await call(`${API_BASE}/demo/clock`, {
      method: 'POST',
      cookie: a.id,
      token: a.token,
      body: { advance: 'week' },
    });
    expect(moved.json.status).toBe('success');
    expect(moved.json.payload.clock_offset_ms).toBe(60 * 60_000 + 7 * 24 * 60 * 60_000);
    expect(moved.json.payload.escalated).toBeGreaterThan(0);
    expect(moved.json.payload.generated).toBeGreaterThan(0);
    const aAfter = counts(a.session);
    expect(aAfter.escalations).toBe(aBefore.escalations + moved.json.payload.escalated);
    expect(aAfter.preventive).toBe(aBefore.preventive + moved.json.payload.generated);
    expect(counts(b.session)).toEqual(bBefore);
    const status = await call(`${API_BASE}/demo/status`, { cookie: a.id });
    expect(Date.parse(status.json.session.now) - Date.now()).toBeGreaterThan(7 * 24 * 60 * 60_000);
    expect((await call(`${API_BASE}/demo/status`, { cookie: b.id })).json.session.clock_offset_ms).toBe(0);
  });

  it('ends idle sessions and removes their files', async () => {
    const c = await newSession('viewer');
    expect(readdirSync(c.session.dir).length).toBeGreaterThan(0);
    now += IDLE_MS / 2;
    // A and B are used again; C stays idle.
    await call(`${API_BASE}/demo/status`, { cookie: a.id });
    await call(`${API_BASE}/demo/status`, { cookie: b.id });
    now += IDLE_MS / 2 + 1000;
    expect(await demo.sessions.sweep()).toBe(1);
    expect(existsSync(c.session.dir)).toBe(false);
    expect(demo.sessions.get(c.id)).toBeUndefined();
    // Its cookie now leads to the lobby, where its token means nothing.
    expect((await call(`${API_BASE}/demo/status`, { cookie: c.id })).json.session).toBeNull();
    expect((await call(`${API_BASE}/users/me`, { cookie: c.id, token: c.token })).status).toBe(401);
  });

  it('answers a clear 503 and leaves nothing behind when a session cannot be opened', async () => {
    const sessions = join(dir, 'sessions');
    const live = demo.sessions.size;
    // Its folder cannot be made: where the sessions' folder was, a file.
    renameSync(sessions, `${sessions}-away`);
    writeFileSync(sessions, '');
    try {
      const refused = await call('/jwt/login', {
        method: 'POST',
        headers: { 'accept-language': 'de' },
        body: { email: email('manager'), password: DEMO_PASSWORD },
      });
      expect(refused.status).toBe(503);
      expect(refused.json).toEqual({
        message: 'Eine Demo-Sitzung konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(demo.sessions.size).toBe(live);
    } finally {
      rmSync(sessions);
      renameSync(`${sessions}-away`, sessions);
    }
    // The next sign-in opens its session as before.
    const next = await newSession('manager');
    expect(demo.sessions.size).toBe(live + 1);
    await demo.sessions.end(next.session);
  });

  it('answers a clear 503 with Retry-After when every session is taken', async () => {
    await newSession('requester');
    expect(demo.sessions.size).toBe(MAX);
    const refused = await call('/jwt/login', {
      method: 'POST',
      body: { email: email('manager'), password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({ message: 'All demo sessions are in use. Please try again in a few minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const french = await call(`${API_BASE}/login`, {
      method: 'POST',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: { email: email('manager'), password: DEMO_PASSWORD },
    });
    expect(french.status).toBe(503);
    expect(french.json.message).toMatch(/^Toutes les sessions de démonstration sont occupées/);
    expect(demo.sessions.size).toBe(MAX);
  });

  it("copies a server's WAL-mode database file (the image a started server takes)", () => {
    const file = join(dir, 'wal.sqlite');
    template.writeTo(file);
    const served = openDatabase(file);
    try {
      expect(served.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      const copy = openCopy(sessionImage(served.sqlite));
      expect(rowsHash(copy.sqlite)).toBe(pristine);
      copy.close();
    } finally {
      served.close();
    }
  });
});
