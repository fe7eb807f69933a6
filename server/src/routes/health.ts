import type { FastifyInstance } from 'fastify';

/** Cheap liveness probe for start scripts, Docker and the benchmark's cold-start figure. */
export function registerHealth(app: FastifyInstance): void {
  app.get('/health', async () => ({ status: 'ok' }));
}
