import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built console. Files are looked up per request (a rebuild is picked up without a
 * restart); unknown client routes get index.html so they survive a reload.
 */
export async function registerConsole(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: distDir, wildcard: true, index: ['index.html'] });
  app.decorate('sendConsole', (reply: FastifyReply) => reply.type('text/html').sendFile('index.html'));
}
