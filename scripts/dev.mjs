import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run dev`: the API restarts on server changes (tsx watch, port API_PORT or 3001) and Vite
 * serves the console with hot reload on PORT (3000), proxying API calls to the server. The API runs in
 * development mode (MOCK_DEV=1: the dev switches of issue 30 are honoured) unless MOCK_DEV says otherwise.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { MOCK_DEV: '1', ...process.env, PORT: apiPort, WEB_DIST: 'none' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    cwd: `${root}/web`,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
