import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.mjs';
import { ensureServerBuilt } from './server-build.mjs';

/** `npm start`: build the console and the server bundle if needed, then run the server (API + console on one port). */
const root = fileURLToPath(new URL('..', import.meta.url));
ensureConsoleBuilt(root);
const child = spawn(process.execPath, [ensureServerBuilt(root)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
