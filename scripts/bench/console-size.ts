import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './processes.js';

export interface ConsoleSize {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  /** The layout, menu and shared screen code, fetched once signed in. */
  shellGzipKb: number;
  /** What opening each screen first adds on top of the shell. */
  routes: { route: string; gzipKb: number; files: number }[];
}

/** Vite's build manifest: a chunk per source entry, with the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The console's screens as `web/src/app/app.tsx` loads them, by source module. */
const ROUTES: [string, string][] = [
  ['home', 'src/pages/home-page.tsx'],
  ['resource list', 'src/resources/list/resource-list-page.tsx'],
  ['resource detail', 'src/resources/detail/resource-detail-page.tsx'],
  ['resource form', 'src/resources/form/resource-form-page.tsx'],
  ['imports', 'src/imports/imports-page.tsx'],
  ['reports', 'src/reports/report-page.tsx'],
  ['template permissions', 'src/template-apps/template-permissions-page.tsx'],
  ['work order detail', 'src/features/work-orders/detail/work-order-detail-page.tsx'],
  ['work order requests', 'src/features/work-orders/requests/requests-page.tsx'],
  ['kanban', 'src/features/work-orders/kanban/kanban-page.tsx'],
  ['calendar', 'src/features/work-orders/calendar/calendar-page.tsx'],
  ['service report', 'src/features/work-orders/service-report-page.tsx'],
];

/** What the login page loads (index.html's files and the login app's chunk), the signed-in shell, and each screen's chunks. */
export function measureConsole(): ConsoleSize {
  const dist = join(ROOT, 'web', 'dist');
  const gzipKb = (files: Iterable<string>) =>
    [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length / 1024, 0);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]!));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  /** A chunk and everything it imports statically (its own CSS too). */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const loaded = (files: Set<string>, before: Set<string>) => new Set([...files].filter((f) => !before.has(f)));
  // The login page: what index.html references and the login-only app main.tsx fetches at once.
  const initial = closure('src/app/login-app.tsx', new Set(referenced));
  // Once signed in: the router (app.tsx), Chakra's full system and the layout, menu and shared screen code.
  const shell = loaded(
    closure('src/app/signed-in-shell.tsx', closure('src/app/system.ts', closure('src/app/app.tsx'))),
    initial,
  );
  const ready = new Set([...initial, ...shell]);
  return {
    initialJsGzipKb: gzipKb([...initial].filter((f) => f.endsWith('.js'))),
    initialCssGzipKb: gzipKb([...initial].filter((f) => f.endsWith('.css'))),
    shellGzipKb: gzipKb(shell),
    routes: ROUTES.map(([route, key]) => {
      if (!manifest[key]) throw new Error(`${key} is not a chunk of the console build`);
      const files = loaded(closure(key), ready);
      return { route, gzipKb: gzipKb(files), files: files.size };
    }),
  };
}
