import { getEndpoint } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { dashboard, TILES, type TileDecl } from '../domain/dashboard/tiles.js';

/** `GET /dashboard`: the home page's tiles for the signed-in caller, for one site and/or customer when asked. */
export function registerDashboard(app: FastifyInstance, moduleTiles: readonly TileDecl[] = []): void {
  const tiles = [...TILES, ...moduleTiles];
  registerEndpoint(app, getEndpoint('dashboard'), async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const id = (key: string) => {
      const value = query[key];
      return typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
    };
    return dashboard(
      app,
      request.principal!,
      { location_id: id('location_id'), customer_id: id('customer_id') },
      tiles,
    );
  });
}
