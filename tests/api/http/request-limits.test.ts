import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE, authAbilities, endpoints } from '@cmms/contracts';
import type { AppOptions } from '@cmms/server';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * An anonymous request is answered before its body is read; bodies are capped in size and depth; an
 * upload that stalls or is abandoned leaves nothing behind. Real sockets: `inject` cannot stall.
 */
let t: TestApp;
let dataDir: string;
let port: number;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (options: Omit<AppOptions, 'connection' | 'dataDir'> = {}) => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-limits-'));
  t = await createTestApp({ dataDir, ...options });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
};
const tempFiles = () => {
  const dir = join(dataDir, 'uploads', 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Sends a request's head and the first part of a body that claims to be much longer; never finishes it. */
function openRequest(head: string[], firstChunk: string): { socket: Socket; response: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let text = '';
  const response = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) resolve(text);
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  socket.write(`${head.join('\r\n')}\r\n\r\n${firstChunk}`);
  return { socket, response };
}

const BOUNDARY = 'limits-boundary';
const uploadHead = (path: string, token?: string) => [
  `POST ${API_BASE}${path} HTTP/1.1`,
  'Host: localhost',
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length: 200000000',
  ...(token ? [`Authorization: Bearer ${token}`] : []),
];
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(64 * 1024)}`;
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('request limits', () => {
  it('answers an anonymous upload with 401 before reading its body, writing nothing', async () => {
    await start();
    const { response } = openRequest(uploadHead('/users/1/uploads'), filePart);
    const answer = await Promise.race([response, sleep(5000).then(() => 'no answer')]);
    expect(statusOf(answer)).toBe(401);
    expect(tempFiles()).toEqual([]);
  });

  it('answers an anonymous JSON body with 401 before parsing it', async () => {
    await start();
    const head = [
      `POST ${API_BASE}/companies HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 9000000',
    ];
    const { response } = openRequest(head, '{"a":'.repeat(10_000));
    const answer = await Promise.race([response, sleep(5000).then(() => 'no answer')]);
    expect(statusOf(answer)).toBe(401);
  });

  it('answers every work-order, checklist, preventive-plan and people write it refuses before reading the body', async () => {
    await start();
    const requester = await t.token('requester');
    const writes = endpoints.filter(
      (e) =>
        e.method !== 'GET' &&
        e.auth !== 'public' &&
        /^(workorders|checklists|schedulers|schedules|people)\./.test(e.id),
    );
    // A requester holds only `workorders.request`: every rule without it is refused (403) up front.
    const refusedToRequester = (auth: (typeof writes)[number]['auth']) =>
      auth !== 'user' && !authAbilities(auth).some((a) => a.action === 'request' && a.subject === 'workorders');
    expect(writes.filter((e) => refusedToRequester(e.auth)).length).toBeGreaterThan(20);
    for (const e of writes) {
      const path = e.path.replace(/:\w+/g, '1');
      const head = (token?: string) => [
        `${e.method} ${path} HTTP/1.1`,
        'Host: localhost',
        'Content-Type: application/json',
        'Content-Length: 9000000',
        ...(token ? [`Authorization: Bearer ${token}`] : []),
      ];
      const answered = async (token?: string) =>
        statusOf(await Promise.race([openRequest(head(token), '{"a":[').response, sleep(5000).then(() => '')]));
      expect([e.id, await answered()]).toEqual([e.id, 401]);
      if (refusedToRequester(e.auth)) expect([e.id, await answered(requester)]).toEqual([e.id, 403]);
    }
    const { response } = openRequest(uploadHead('/files/upload', requester), filePart);
    expect(statusOf(await Promise.race([response, sleep(5000).then(() => '')]))).toBe(403);
    expect(tempFiles()).toEqual([]);
  });

  it('removes the temp file of an upload the client abandons', async () => {
    await start();
    const { socket } = openRequest(uploadHead('/users/1/uploads', await t.token('superuser')), filePart);
    for (let i = 0; i < 50 && tempFiles().length === 0; i++) await sleep(50);
    expect(tempFiles()).toHaveLength(1);
    socket.destroy();
    for (let i = 0; i < 50 && tempFiles().length > 0; i++) await sleep(50);
    expect(tempFiles()).toEqual([]);
  });

  it('closes a stalled upload after the idle timeout and removes its temp file', async () => {
    await start({ timeouts: { idleMs: 400 } });
    const { response } = openRequest(uploadHead('/users/1/uploads', await t.token('superuser')), filePart);
    await Promise.race([response, sleep(5000)]);
    for (let i = 0; i < 50 && tempFiles().length > 0; i++) await sleep(50);
    expect(tempFiles()).toEqual([]);
  });

  it('clears temp files left by an earlier run when it starts', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cmms-limits-'));
    mkdirSync(join(dataDir, 'uploads', 'tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'tmp', 'left-over'), 'partial upload');
    t = await createTestApp({ dataDir });
    expect(tempFiles()).toEqual([]);
  });
});

describe('body caps', () => {
  it('refuses deeply nested JSON with 422 and a text saying so', async () => {
    await start();
    for (const payload of ['{"name":'.repeat(1000) + '1' + '}'.repeat(1000), '['.repeat(5000) + ']'.repeat(5000)]) {
      const res = await t.call('superuser', {
        method: 'POST',
        url: `${API_BASE}/companies`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        messages: 'The request body is nested deeper than 32 levels.',
        payload: null,
      });
    }
  });

  it('refuses a JSON body over a megabyte with 413', async () => {
    await start();
    const res = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/companies`,
      payload: { name: 'Big', notes: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().messages).toBe('The request body is too large.');
    expect(t.count('companies', "name = 'Big'")).toBe(0);
  });

  it('takes files only where an endpoint takes uploads', async () => {
    await start();
    const body = `${filePart.slice(0, 400)}\r\n--${BOUNDARY}--\r\n`;
    const res = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/companies`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(res.statusCode).toBe(413);
    expect(tempFiles()).toEqual([]);
  });
});
