import { API_BASE } from '@cmms/contracts';
import type { Role, TestApp } from './app.js';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** JSON calls against the test app under the API base, as the given role (superuser by default). */
export function requests(app: () => TestApp) {
  const api = (path: string) => `${API_BASE}${path}`;
  return {
    api,
    get: (path: string, role: Role = 'superuser'): Promise<Json> =>
      app()
        .call(role, { url: api(path) })
        .then((r) => r.json()),
    send: (
      method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      path: string,
      payload?: object,
      role: Role = 'superuser',
    ): Promise<Json> =>
      app()
        .call(role, { method, url: api(path), payload })
        .then((r) => r.json()),
    /** One column of one row, straight from the database. */
    value: <T = unknown>(sql: string, ...params: unknown[]): T =>
      app()
        .conn.sqlite.prepare(sql)
        .pluck()
        .get(...params) as T,
    ids: (sql: string, ...params: unknown[]): number[] =>
      app()
        .conn.sqlite.prepare(sql)
        .pluck()
        .all(...params) as number[],
  };
}
