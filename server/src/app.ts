import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { resources } from '@cmms/contracts';
import { openDatabase, type Connection } from '@cmms/db';
import type { AppContext } from './context.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { registerConsole } from './http/console.js';
import { registerDocs } from './http/docs.js';
import { registerResource } from './engine/resource-routes.js';
import { registerAuthRoutes } from './routes/auth-routes.js';
import { registerHealth } from './routes/health.js';

export interface AppOptions {
  /** An open connection, or a file path (':memory:' for tests). */
  connection?: Connection;
  dbFile?: string;
  dataDir?: string;
  /** Built console to serve (web/dist); omitted in API tests. */
  webDist?: string;
  jwtSecret?: Uint8Array;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  logger?: boolean;
}

/** Builds the whole server without listening; `server.ts` listens, tests inject. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const conn = options.connection ?? openDatabase(options.dbFile ?? ':memory:');
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: true,
    frameworkErrors,
  });
  const ctx: AppContext = {
    conn,
    dataDir: options.dataDir ?? '.',
    tokens: {
      secret: options.jwtSecret ?? randomBytes(32),
      accessTtlSeconds: options.accessTtlSeconds ?? 60 * 60,
      refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 60 * 60,
    },
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('principal', null);
  if (!options.connection) app.addHook('onClose', async () => conn.close());

  registerErrorHandling(app);
  await registerBodyParsers(app);
  registerHealth(app);
  await registerDocs(app);
  registerAuthRoutes(app);
  for (const r of resources) registerResource(app, r);
  await registerConsole(app, options.webDist);
  return app;
}
