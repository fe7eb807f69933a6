import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text the server sends often enough to be worth a compressed copy; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this a compressed copy saves less than the header it needs. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, once, at the best
 * settings: the server (@fastify/static `preCompressed`) picks one by Accept-Encoding and never
 * compresses per request.
 */
export function precompress(): { name: string; apply: 'build'; writeBundle(options: { dir?: string }): void } {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      const visit = (folder: string) => {
        for (const entry of readdirSync(folder)) {
          const path = join(folder, entry);
          if (statSync(path).isDirectory()) visit(path);
          else if (COMPRESSIBLE.test(entry) && statSync(path).size >= MIN_BYTES) {
            const body = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      visit(dir);
    },
  };
}
