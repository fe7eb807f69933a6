import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built console; unknown non-API GETs get index.html so client routes survive a reload. */
export async function registerConsole(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  app.decorate('sendConsole', (reply: FastifyReply) => reply.type('text/html').sendFile('index.html'));
}
