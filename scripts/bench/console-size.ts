import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './processes.js';

export interface ConsoleSize {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  chunks: { file: string; gzipKb: number }[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/** What the first page load transfers (files index.html references), and each lazy chunk. */
export function measureConsole(): ConsoleSize {
  const dist = join(ROOT, 'web', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]!));
  const initial = [...referenced];
  const js = initial.filter((f) => f.endsWith('.js'));
  const css = initial.filter((f) => f.endsWith('.css'));
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !referenced.has(`assets/${f}`))
    .map((f) => ({ file: f, gzipKb: gzipKb(join(dist, 'assets', f)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    initialJsGzipKb: js.reduce((n, f) => n + gzipKb(join(dist, f)), 0),
    initialCssGzipKb: css.reduce((n, f) => n + gzipKb(join(dist, f)), 0),
    chunks,
  };
}
