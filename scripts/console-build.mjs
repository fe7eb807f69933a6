import { spawnSync } from 'node:child_process';
import { isStale } from './newest-source.mjs';

const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'contracts/src'];

/** Builds the console when web/dist is missing or older than its sources (or the contracts it reads). */
export function ensureConsoleBuilt(root) {
  if (!isStale(root, 'web/dist/index.html', SOURCES)) return;
  console.log('Building the console (web/dist)…');
  // A test runner's NODE_ENV=test must not turn the console into a development build.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
