import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { Sqlite } from '@cmms/db';

/** The response header that says how many SQL statements a request ran (with `countQueries`). */
export const QUERY_COUNT_HEADER = 'x-query-count';

const counted = Symbol('counted');

/**
 * Counts the SQL statements each request runs and reports them in a response header, so the tests
 * and the benchmark can see that a page's queries do not grow with its rows (no N+1). Off by
 * default: it wraps every statement's run, get, all and iterate.
 */
export function registerQueryCount(app: FastifyInstance, sqlite: Sqlite): void {
  const requests = new AsyncLocalStorage<{ queries: number }>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((sql: string) => {
    const statement = prepare(sql) as unknown as Record<string | symbol, unknown>;
    if (statement[counted]) return statement;
    statement[counted] = true;
    for (const method of ['run', 'get', 'all', 'iterate']) {
      const original = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      statement[method] = (...args: unknown[]) => {
        const store = requests.getStore();
        if (store) store.queries++;
        return original(...args);
      };
    }
    return statement;
  }) as unknown as typeof sqlite.prepare;
  // `run(…, done)`: the handler and everything it starts see this request's counter.
  app.addHook('onRequest', (_request, _reply, done) => requests.run({ queries: 0 }, done));
  app.addHook('onSend', async (_request, reply) => {
    const store = requests.getStore();
    if (store) reply.header(QUERY_COUNT_HEADER, store.queries);
  });
}
