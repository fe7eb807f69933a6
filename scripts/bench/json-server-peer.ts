import { createRequire } from 'node:module';

/** json-server 0.17 over an exported db.json, as the peer a front-end developer would otherwise reach for. */
const require = createRequire(import.meta.url);
const jsonServer = require('json-server') as {
  create(): {
    use(m: unknown): void;
    listen(port: number, host: string, cb: () => void): { address(): { port: number } };
  };
  router(file: string): unknown;
  defaults(opts: { logger: boolean }): unknown;
};
const file = process.argv[2]!;
const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use(jsonServer.router(file));
const server = app.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
