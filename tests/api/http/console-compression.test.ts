import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@cmms/server';
import { precompress } from '../../../web/precompress';

/** A build as Vite writes it (hashed names under assets/), compressed by the build's own plugin. */
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
const HTML = `<!doctype html><html><head><title>console</title></head><body>${'<p>loader</p>'.repeat(200)}</body></html>`;

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cmms-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'locales', 'en'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'assets', 'index-BakkYU6a.js'), SCRIPT);
  writeFileSync(join(dist, 'locales', 'en', 'translation.json'), JSON.stringify({ a: 'b'.repeat(2000) }));
  precompress().writeBundle({ dir: dist });
  app = await buildApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });

describe('console files compressed and cached', () => {
  it('sends brotli when the browser accepts it, gzip when only that, plain otherwise', async () => {
    const br = await get('/assets/index-BakkYU6a.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-BakkYU6a.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-BakkYU6a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year as immutable, and has index.html and translations revalidated', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await get('/assets/index-BakkYU6a.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/assets/hardware?limit=100', '/locales/en/translation.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const page = await get('/settings/companies', 'gzip');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(page.rawPayload).toString()).toBe(HTML);
  });

  it('answers a revalidation of index.html with 304 while it is unchanged', async () => {
    const first = await get('/index.html', 'br');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/index.html', 'br', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
