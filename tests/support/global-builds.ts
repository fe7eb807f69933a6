import { ensureServerBuilt } from '../../scripts/server-build.mjs';
import { ROOT } from './spawn-listening';

/** scripts/console-build.mjs has no type declarations: its one export, as it is. */
type ConsoleBuild = { ensureConsoleBuilt(root: string): void };
const CONSOLE_BUILD: string = new URL('../../scripts/console-build.mjs', import.meta.url).href;

/**
 * Vitest global setup of the e2e layer: brings the console (web/dist) and the server bundle up to date
 * once, before any worker starts a server. With files in parallel, two `scripts/start.mjs` would
 * otherwise each find a stale web/dist and rebuild it under the other's feet.
 */
export default async function setup() {
  const { ensureConsoleBuilt } = (await import(CONSOLE_BUILD)) as ConsoleBuild;
  ensureConsoleBuilt(ROOT);
  ensureServerBuilt(ROOT);
}
