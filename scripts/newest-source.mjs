import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const entry of readdirSync(p)) visit(join(p, entry));
    else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

/** Whether `output` is missing or older than anything under `sources` (paths relative to `root`). */
export function isStale(root, output, sources) {
  const built = join(root, output);
  return !existsSync(built) || statSync(built).mtimeMs < newest(sources.map((p) => join(root, p)));
}
