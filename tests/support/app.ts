import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import type { Connection } from '@cmms/db';
import type { SeedOptions } from '@cmms/seeds';
import { buildApp, type AppOptions } from '@cmms/server';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { seededTemplate } from './template.js';

export type Role = (typeof DEMO_ACCOUNTS)[number]['role'];

export interface TestApp {
  app: FastifyInstance;
  conn: Connection;
  token(role: Role): Promise<string>;
  /** A request as the given role (or anonymous with null). */
  call(role: Role | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  count(table: string, where?: string): number;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<AppOptions, 'connection'> {
  /** How the database is seeded (profile, seed, anchor, scale); the demo estate on TEST_ANCHOR by default. */
  seed?: SeedOptions;
}

/**
 * The real app on a private, freshly seeded in-memory SQLite database; `options` tune buildApp (limits,
 * dataDir) and `seed` the seeding. The database is a copy of a pristine template seeded once (per run for
 * the default seed, per worker for others): the same rows as seeding it here, in milliseconds.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { seed, ...appOptions } = options;
  // The seeded dates are offsets from a pinned day: the same rows whatever the date of the run.
  const conn = seededTemplate(seed).open();
  const app = await buildApp({ ...appOptions, connection: conn });
  const tokens = new Map<Role, string>();
  const token = async (role: Role) => {
    const cached = tokens.get(role);
    if (cached) return cached;
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    const value = res.json().payload.accessToken as string;
    tokens.set(role, value);
    return value;
  };
  return {
    app,
    conn,
    token,
    async call(role, options) {
      const headers = { ...(options.headers ?? {}), ...(role ? { authorization: `Bearer ${await token(role)}` } : {}) };
      return app.inject({ ...options, headers });
    },
    count(table, where = '1') {
      return (conn.sqlite.prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`).get() as { n: number }).n;
    },
    async close() {
      await app.close();
      conn.close();
    },
  };
}
