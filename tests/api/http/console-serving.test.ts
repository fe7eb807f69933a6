import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@cmms/server';

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cmms-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  app = await buildApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('console serving', () => {
  it('serves index.html for client routes so a reload keeps the page', async () => {
    for (const url of ['/', '/settings/companies', '/settings/locations/3/edit?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('serves files written after start (a rebuild) and 404s missing ones', async () => {
    writeFileSync(join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    const fresh = await app.inject({ url: '/assets/app-2.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toMatch(/javascript/);
    const missing = await app.inject({ url: '/assets/app-0.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('keeps API misses as JSON', async () => {
    const res = await app.inject({ url: '/admin/public/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});
