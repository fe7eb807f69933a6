import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.mjs';
import { ensureServerBuilt } from './server-build.mjs';

/** `npm start`: build the console and the server bundle if needed, then run the server (API + console on one port). */
const root = fileURLToPath(new URL('..', import.meta.url));
ensureConsoleBuilt(root);
const child = spawn(process.execPath, [ensureServerBuilt(root)], { cwd: root, stdio: 'inherit' });
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // Asked to stop: quiet. Otherwise say so plainly, so nobody takes a dead demo for a slow one.
  if (!stopping) {
    const why = signal ? `it was killed by ${signal}` : `it exited with code ${code}`;
    console.error(`\nThe server stopped: ${why}. The lines above say what happened; run npm start to start it again.`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
