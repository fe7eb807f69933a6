import { fork } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { ROOT, SERVER_ARGS, adminToken, spawnListening } from './processes.js';

/**
 * What one user feels while others do the heaviest things the API allows: the latency of a cheap
 * request (GET /health, polled every 20 ms from a process of its own) while a large CSV import runs,
 * 50 logins arrive at once and a large file uploads. Each of them would stall the event loop if it
 * were done on it.
 */
export interface Contention {
  /** The same poll for a few seconds before the load: what the machine gives an idle server. */
  idleP99: number;
  /** Latency of the cheap request during the load (ms). */
  cheapP50: number;
  cheapP99: number;
  cheapMax: number;
  cheapSamples: number;
  importRows: number;
  importSeconds: number;
  logins: number;
  loginsP99: number;
  uploadMegabytes: number;
  uploadSeconds: number;
}

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 100);
const LOGINS = 50;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const BOUNDARY = '----bench-boundary';
const partHead = (name: string, filename: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const PART_TAIL = `\r\n--${BOUNDARY}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Streams a multipart file upload from disk (the client holds no copy of it), resolving with the answer. */
function streamUpload(url: string, headers: Record<string, string>, path: string, bytes: number): Promise<string> {
  const head = partHead('file', 'bench.png', 'image/png');
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': MULTIPART, 'content-length': head.length + bytes + PART_TAIL.length },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(PART_TAIL));
  });
}

/** Latencies of GET `url`, polled from a separate process until `stop` is called. */
export function pollLatency(url: string): { stop: () => Promise<number[]> } {
  const child = fork(join(ROOT, 'scripts/bench/poll-latency.ts'), [url], { execArgv: ['--import', 'tsx'] });
  const samples = new Promise<number[]>((resolve) => child.once('message', (m) => resolve(m as number[])));
  return {
    stop: async () => {
      child.send('stop');
      return samples;
    },
  };
}

/** Runs the scenario against a server at `url` (admin `token`); resolves once every part is done. */
export async function measureContention(url: string, token: string): Promise<Contention> {
  const auth = { authorization: `Bearer ${token}` };
  const csv = ['Name,City,Country', ...Array.from({ length: IMPORT_ROWS }, (_, i) => `Bench site ${i},Manama,BH`)];
  const csvBody = `${partHead('file', 'bench.csv', 'text/csv')}${csv.join('\n')}${PART_TAIL}`;
  const uploaded = (await (
    await fetch(`${url}${API_BASE}/imports`, {
      method: 'POST',
      headers: { ...auth, 'content-type': MULTIPART },
      body: csvBody,
    })
  ).json()) as { payload: { id: number } };
  const work = mkdtempSync(join(tmpdir(), 'cmms-contention-upload-'));
  const imagePath = join(work, 'bench.png');
  writeFileSync(imagePath, Buffer.alloc(UPLOAD_MB * 1024 * 1024, 7));

  const idle = pollLatency(`${url}/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleSamples = await idle.stop();
  const poll = pollLatency(`${url}/health`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const started = performance.now();
  const importRun = fetch(`${url}${API_BASE}/imports/process/${uploaded.payload.id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      import_type: 'locations',
      column_mappings: { Name: 'name', City: 'city', Country: 'country' },
    }),
  }).then(async (res) => {
    const body = (await res.json()) as { payload?: { created?: number } };
    if (body.payload?.created !== IMPORT_ROWS) throw new Error(`import did not complete: ${JSON.stringify(body)}`);
    return (performance.now() - started) / 1000;
  });
  const logins = Promise.all(
    Array.from({ length: LOGINS }, async (_, i) => {
      const start = performance.now();
      const account = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length]!;
      await fetch(`${url}${API_BASE}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      }).then((r) => r.arrayBuffer());
      return performance.now() - start;
    }),
  );
  const upload = streamUpload(`${url}${API_BASE}/users/1/uploads`, auth, imagePath, UPLOAD_MB * 1024 * 1024).then(
    (text) => {
      if ((JSON.parse(text) as { status: string }).status !== 'success') throw new Error(`upload failed: ${text}`);
      return (performance.now() - started) / 1000;
    },
  );

  const [importSeconds, loginTimes, uploadSeconds] = await Promise.all([importRun, logins, upload]);
  const samples = await poll.stop();
  rmSync(work, { recursive: true, force: true });
  return {
    idleP99: percentile(idleSamples, 99),
    cheapP50: percentile(samples, 50),
    cheapP99: percentile(samples, 99),
    cheapMax: Math.max(...samples),
    cheapSamples: samples.length,
    importRows: IMPORT_ROWS,
    importSeconds,
    logins: LOGINS,
    loginsP99: percentile(loginTimes, 99),
    uploadMegabytes: UPLOAD_MB,
    uploadSeconds,
  };
}

/** A fresh demo database, the server on it, the scenario, and the server stopped again. */
export async function contentionRun(): Promise<Contention> {
  const dir = mkdtempSync(join(tmpdir(), 'cmms-contention-'));
  const server = await spawnListening(SERVER_ARGS, { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, WEB_DIST: 'none' });
  try {
    return await measureContention(server.url, await adminToken(server.url));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/contention.ts`: this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await contentionRun());
