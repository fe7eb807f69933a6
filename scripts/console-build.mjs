import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

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

/** Builds the console when web/dist is missing or older than its sources (or the contracts it reads). */
export function ensureConsoleBuilt(root) {
  const index = join(root, 'web', 'dist', 'index.html');
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src'].map((p) =>
    join(root, p),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= newest(sources)) return;
  console.log('Building the console (web/dist)…');
  // A test runner's NODE_ENV=test must not turn the console into a development build.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
