import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';

/** Vite names every file under assets/ by its content hash: a new build gives new names, never new bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, translations, the favicon) may change under the same name: ask every time. */
export const REVALIDATE_CACHE = 'no-cache';

function cacheHeaders(res: SetHeadersResponse, path: string): void {
  const hashed = path.includes(`${sep}assets${sep}`) && /-[\w-]{8,}\.\w+(\.br|\.gz)?$/.test(basename(path));
  res.setHeader('cache-control', hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  // One URL has a brotli, a gzip and a plain answer: caches must key on what the client accepts.
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built console. Files are looked up per request (a rebuild is picked up without a
 * restart); unknown client routes get index.html so they survive a reload. The build writes a
 * `.br` and a `.gz` beside each text file (web/precompress.ts): the one Accept-Encoding allows is
 * sent as it is, so nothing is compressed per request. Revalidation answers 304 by ETag.
 */
export async function registerConsole(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.decorate('sendConsole', (reply: FastifyReply) => reply.type('text/html').sendFile('index.html'));
}
