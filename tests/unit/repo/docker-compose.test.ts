import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Service {
  build: string;
  image: string;
  environment: Record<string, string>;
  ports: string[];
  volumes: string[];
  healthcheck: { test: string[] };
  restart?: string;
}

const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
const compose = parse(readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

/** There is no Docker engine here, so the file is checked for the promises the README makes. */
describe('docker-compose.yml', () => {
  const service = compose.services['cmms-mock']!;

  it('runs the README commands on a Node 20 image, built from this repository', () => {
    expect(service.build).toBe('.');
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(stages.length).toBeGreaterThan(0);
    expect(stages.every((image) => /^node:20/.test(image!))).toBe(true);
    expect(dockerfile).toMatch(/^RUN [^]*npm ci/m);
    // `npm start` is `node scripts/start.mjs` (package.json).
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/start\.mjs"\]$/m);
  });

  it('listens on all interfaces and maps the port it listens on', () => {
    expect(service.environment.HOST).toBe('0.0.0.0');
    expect(service.ports).toContain(`${service.environment.PORT}:${service.environment.PORT}`);
  });

  it('keeps the data folder in a named volume', () => {
    const dataVolume = service.volumes.find((v) => v.endsWith(`:${service.environment.DATA_DIR}`));
    expect(dataVolume).toBeDefined();
    expect(Object.keys(compose.volumes)).toContain(dataVolume!.split(':')[0]);
  });

  it('checks health on the route the server serves, in the image too', () => {
    expect(service.healthcheck.test.join(' ')).toContain(`127.0.0.1:${service.environment.PORT}/health`);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^]*127\.0\.0\.1:3000\/health/m);
    expect(dockerfile).toMatch(/^ENV [^]*PORT=3000/m);
  });

  it('starts the server again when it stops', () => {
    expect(['always', 'unless-stopped', 'on-failure']).toContain(service.restart);
  });
});
