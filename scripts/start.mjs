import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureConsoleBuilt } from './console-build.mjs';

/** `npm start`: build the console if needed, then run the server (API + console on one port). */
const root = fileURLToPath(new URL('..', import.meta.url));
ensureConsoleBuilt(root);
const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
