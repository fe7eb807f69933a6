import type { FastifyInstance } from 'fastify';
import type { TickJob } from '../clock-tick.js';
import type { TileDecl } from '../domain/dashboard/tiles.js';

/**
 * A feature module of the server (issue 25): one folder under `server/src/modules/<name>/` exporting one
 * of these, and one line in `modules/index.ts`. The app registers every module's routes before the
 * generic resource routes and, in the started server, runs its jobs. Its texts go in a leaf file of its
 * folder (`texts.ts`, no imports of routes), listed in `modules/texts.ts` for the catalogue.
 */
export interface ServerModule {
  name: string;
  /** Its routes and hooks. */
  register(app: FastifyInstance): void | Promise<void>;
  /** Work at start, before the first request, where the server runs its jobs (what fell due while it was down). */
  start?: (app: FastifyInstance) => void;
  /** Clock-driven work (missed logbook entries, a session's expiry), run on the server's minute tick. */
  jobs?: (app: FastifyInstance) => TickJob[];
  /** Its dashboard tiles, after the core's; GET /dashboard shows them to whom their ability allows. */
  dashboardTiles?: readonly TileDecl[];
}
