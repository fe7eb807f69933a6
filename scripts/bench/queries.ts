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
 * same database the load ran on: `cold`, a request after a write dropped every kept figure (totals, pages,
 * the caller), which is what a list's statements cost; `kept`, the same request repeated with nothing written
 * between (what the load mostly measures). The first call only reads the catalog, and is not counted.
 */
export async function queriesPerRequest(
  dataDir: string,
  targets: Record<string, AppRequest>,
): Promise<Record<string, number> & { kept: Record<string, number> }> {
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
    const kept: Record<string, number> = {};
    const send = async (t: AppRequest) => {
      const res = await app.inject({
        method: t.method ?? 'GET',
        url: t.path,
        headers: { 'content-type': 'application/json', ...(t.auth ? { authorization } : {}) },
        ...(t.body ? { payload: t.body() } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`${t.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return Number(res.headers[QUERY_COUNT_HEADER]);
    };
    for (const [name, t] of Object.entries(targets)) {
      await send(t);
      // A statement the write tracker cannot attribute counts as a write to every table.
      conn.sqlite.exec('SELECT 1');
      counts[name] = await send(t);
      kept[name] = await send(t);
    }
    return Object.assign(counts, { kept });
  } finally {
    await app.close();
    conn.close();
  }
}
