import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi, endpoints } from '@cmms/contracts';
import { buildApp } from '@cmms/server';
import { parse } from 'yaml';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp();
});
afterAll(async () => app.close());

describe('OpenAPI', () => {
  it('matches the committed docs/openapi.json (run `npm run openapi` after changing a contract)', () => {
    const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(committed)).toEqual(buildOpenApi());
  });

  it('documents every registered endpoint once', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { operationId: string }>> };
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.sort()).toEqual(endpoints.map((e) => e.id).sort());
  });

  it('serves the document and the docs UI at /docs', async () => {
    const page = await app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    const doc = await app.inject({ url: '/docs/json' });
    expect(doc.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('serves the same document as YAML at /docs/yaml', async () => {
    const res = await app.inject({ url: '/docs/yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/yaml/);
    expect(parse(res.body)).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });
});
