import { getEndpoint } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import { dashboard } from '../domain/dashboard/tiles.js';

/** `GET /dashboard`: the home page's tiles for the signed-in caller. */
export function registerDashboard(app: FastifyInstance): void {
  registerEndpoint(app, getEndpoint('dashboard'), async (request) => dashboard(app, request.principal!));
}
