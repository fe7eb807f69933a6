import { join } from 'node:path';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { buildApp } from '@cmms/server';
import { QUERY_COUNT_HEADER } from '@cmms/server/http/query-count';

export interface AppRequest {
  path: string;
  method?: 'GET' | 'POST';
  body?: () => string;
  /** Sent with the admin's token. */
  auth?: boolean;
}

/**
 * SQL statements per request for each target, counted by the server itself (`countQueries`) on the
 * same database the load ran on. The second call is counted: the first reads the catalog once.
 */
export async function queriesPerRequest(dataDir: string, targets: Record<string, AppRequest>) {
  const conn = openDatabase(join(dataDir, 'app.sqlite'));
  const app = await buildApp({ connection: conn, dataDir, countQueries: true });
  try {
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE}/login`,
      payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
    });
    const authorization = `Bearer ${login.json().payload.accessToken as string}`;
    const counts: Record<string, number> = {};
    for (const [name, t] of Object.entries(targets)) {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({
          method: t.method ?? 'GET',
          url: t.path,
          headers: { 'content-type': 'application/json', ...(t.auth ? { authorization } : {}) },
          ...(t.body ? { payload: t.body() } : {}),
        });
        if (res.statusCode !== 200) throw new Error(`${t.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        counts[name] = Number(res.headers[QUERY_COUNT_HEADER]);
      }
    }
    return counts;
  } finally {
    await app.close();
    conn.close();
  }
}
