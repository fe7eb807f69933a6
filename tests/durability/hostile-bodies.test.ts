import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_PASSWORD, endpoints, type Endpoint } from '@cmms/contracts';
import { SERVER_ARGS, spawnListening, type Listening } from '../support/spawn-listening.js';

/**
 * Hostile bodies over real sockets to the real server process: nested past the depth limit, wider than
 * the member cap, past the size limit, trickled in slowly, announced with `Expect: 100-continue`, with
 * and without a Content-Length. Whatever answers, the process lives on and keeps answering; in-process
 * injection cannot show this (bytes reach a stream before anyone listens to it only on a socket).
 */

let server: Listening;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-hostile-'));
  server = await spawnListening(SERVER_ARGS, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: 'none' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** Sends the chunks with `gapMs` between them; resolves with the answer, or null if the server cut the line first. */
function send(
  method: string,
  path: string,
  chunks: readonly (string | Buffer)[],
  headers: Record<string, string>,
  gapMs = 0,
): Promise<Answer | null> {
  return new Promise((resolve) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    // The server may answer and close while chunks are still going out: a write then fails on the socket
    // after the request let go of it, which is the cut this test expects, not an error of the run.
    req.on('socket', (socket) => socket.on('error', () => resolve(null)));
    const write = async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        req.write(chunk);
        if (gapMs) await new Promise((done) => setTimeout(done, gapMs));
      }
      req.end();
    };
    if (headers.expect === '100-continue') req.on('continue', () => void write());
    else void write();
  });
}

const health = async () => (await fetch(`${server.url}/health`)).status;
const JSON_TYPE = { 'content-type': 'application/json' };
const deep = (levels: number) => '['.repeat(levels);
const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 1])));
const megabytes = (n: number) => Array.from({ length: n * 16 }, () => deep(64 * 1024));

/** Each shape: its chunks, headers and pace. Without a Content-Length, node sends the body chunked. */
const shapes: { name: string; chunks: (string | Buffer)[]; headers: Record<string, string>; gapMs?: number }[] = [
  { name: '33 brackets', chunks: [deep(33)], headers: { ...JSON_TYPE, 'content-length': '33' } },
  { name: '40 brackets', chunks: [deep(40)], headers: { ...JSON_TYPE, 'content-length': '40' } },
  { name: '40 brackets, chunked and slow', chunks: deep(40).split(''), headers: JSON_TYPE, gapMs: 5 },
  { name: '90,000 keys', chunks: [wide], headers: { ...JSON_TYPE, 'content-length': String(wide.length) } },
  { name: '6 MB nested, chunked', chunks: megabytes(6), headers: JSON_TYPE },
  {
    name: '2 MB nested, announced',
    chunks: megabytes(2),
    headers: { ...JSON_TYPE, 'content-length': String(2 * 1024 * 1024) },
  },
  {
    name: '40 brackets after Expect: 100-continue',
    chunks: [deep(40)],
    headers: { ...JSON_TYPE, 'content-length': '40', expect: '100-continue' },
  },
];

/** Every public endpoint, and paths no route serves (the not-found answer reads no body either). */
const publicRoutes = [
  ...endpoints.filter((e: Endpoint) => e.auth === 'public').map((e) => ({ method: e.method, path: e.path })),
  { method: 'POST', path: '/jwt/no-such-route' },
  { method: 'PUT', path: `${API_BASE}/no-such-resource/1` },
];
const pathOf = (route: { path: string }) => route.path.replace(/:\w+/g, '1');

/**
 * An answer, when one arrives, is JSON and never a 5xx; a body-taking call refuses with the error envelope (a
 * GET reads no body, so it answers as usual).
 */
function expectRefusal(answer: Answer | null, where: string, method = 'POST') {
  if (!answer) return;
  expect(answer.status, where).toBeLessThan(500);
  const body: unknown = JSON.parse(answer.body);
  if (method === 'GET') return;
  expect(answer.status, where).toBeGreaterThanOrEqual(400);
  expect(body, where).toMatchObject({ status: 'error' });
}

describe('hostile bodies against the running server', () => {
  it('refuses a body nested past the limit on /jwt/login with the 422 envelope', async () => {
    const answer = await send('POST', '/jwt/login', [deep(40)], { ...JSON_TYPE, 'content-length': '40' });
    expect(answer).toEqual({
      status: 422,
      body: JSON.stringify({
        status: 'error',
        messages: 'The request body is nested deeper than 32 levels.',
        payload: null,
      }),
    });
    expect(await health()).toBe(200);
  });

  it('lives through every hostile shape on every public route', async () => {
    expect(publicRoutes.length).toBeGreaterThan(3);
    for (const route of publicRoutes) {
      for (const shape of shapes) {
        const where = `${route.method} ${route.path}: ${shape.name}`;
        const answer = await send(route.method, pathOf(route), shape.chunks, shape.headers, shape.gapMs);
        expectRefusal(answer, where, route.method);
        expect(await health(), where).toBe(200);
      }
    }
    expect(server.child.exitCode).toBeNull();
  });

  it('lives through a 6 MB nested body sent with a valid token', async () => {
    const login = await fetch(`${server.url}${API_BASE}/login`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { payload: { accessToken: string } }).payload.accessToken;
    const headers = { ...JSON_TYPE, authorization: `Bearer ${token}` };
    expectRefusal(await send('POST', `${API_BASE}/companies`, megabytes(6), headers), 'companies, chunked');
    const wideAnswer = await send('POST', `${API_BASE}/companies`, [wide], {
      ...headers,
      'content-length': String(wide.length),
    });
    expectRefusal(wideAnswer, 'companies, 90,000 keys');
    expect(await health()).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
