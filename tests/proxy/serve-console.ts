import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built console from `dir` (web/dist): a file when the path names one inside it, otherwise
 * index.html, so the console's own routes survive a reload. False when there is no build.
 */
export function serveConsole(dir: string, pathname: string, res: ServerResponse): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const wanted = normalize(join(dir, decodeURIComponent(pathname)));
  const file = wanted.startsWith(dir + sep) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : index;
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': file === index ? 'no-cache' : 'public, max-age=300',
  });
  createReadStream(file).pipe(res);
  return true;
}
