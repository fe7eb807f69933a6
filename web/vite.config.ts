import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { trimmedPreloads } from './preload-deps';
import { staticGlobalCss } from './static-global-css';
import { loginTheme } from './login-theme';

// The console talks to the mock API on the same origin; in dev the Vite server forwards those paths.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';
const proxied = ['/admin', '/jwt', '/api', '/apps'];

export default defineConfig(({ command }) => {
  // A build is always the production console, even when started from a test run (NODE_ENV=test), so
  // React's development mode (strict-mode double effects, dev warnings, a bigger bundle) never ships.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const preloads = trimmedPreloads();
  return {
    plugins: [react(), staticGlobalCss(), loginTheme(), preloads.plugin, precompress()],
    server: {
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Which chunks each screen loads: the benchmark's per-route console figures read it.
      manifest: true,
      chunkSizeWarningLimit: 1500,
      // A lazy import preloads only what its chunk does not already import (see preload-deps.ts).
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      // What index.html loads comes as one file. Split automatically, the entry's modules came as about 35
      // chunks (React, i18next, a chunk per Chakra component a screen shares): all preloaded at once, but a
      // phone fetches six at a time over HTTP/1.1, and on slow 4G each six cost a 150 ms round trip before
      // the login form could show. Screens sharing those modules import them from the entry, loaded by then.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } } },
    },
  };
});
