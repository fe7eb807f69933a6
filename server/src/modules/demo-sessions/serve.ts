import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import { attachDemo } from './handle.js';
import { createDemoDispatcher } from './dispatcher.js';
import { DemoSessions, type DemoSessionOptions } from './manager.js';

export interface DemoServer {
  server: Server;
  sessions: DemoSessions;
  close(): Promise<void>;
}

/** How often idle sessions are looked for. */
const SWEEP_EVERY_MS = 30_000;

/**
 * DEMO_SESSIONS=1: an HTTP server whose requests the dispatcher hands to the visitors' session apps or to
 * the lobby (the server's own app and database), and the sweep that ends idle sessions. Not listening yet.
 */
export function demoServer(lobby: FastifyInstance, options: DemoSessionOptions): DemoServer {
  const sessions = new DemoSessions(options);
  attachDemo(lobby.ctx.conn.sqlite, { session: null });
  const dispatch = createDemoDispatcher(sessions, lobby);
  const server = createServer({ requestTimeout: 300_000, headersTimeout: 20_000, keepAliveTimeout: 5_000 }, dispatch);
  server.setTimeout(60_000);
  const sweep = setInterval(() => void sessions.sweep(), SWEEP_EVERY_MS);
  sweep.unref();
  return {
    server,
    sessions,
    async close() {
      clearInterval(sweep);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sessions.close();
    },
  };
}
