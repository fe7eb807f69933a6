import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Endpoint } from '@cmms/contracts';
import { checkExchange, type Exchange, type Finding } from './check-exchange.js';
import { decoded, forward, jsonOf, readBody } from './forward.js';
import { effectiveMethod, endpointMatcher } from './match-endpoint.js';
import { serveConsole } from './serve-console.js';

/** Paths the proxy sends to the target; the rest is the console. */
const FORWARDED = ['/admin/public/', '/jwt/', '/apps/', '/api/', '/health', '/docs'];
/** Of those, the calls the contract declares (the others are forwarded unchecked). */
const CHECKED = ['/admin/public/api/v1/', '/jwt/', '/apps/', '/api/'];

export interface CheckedCall {
  endpoint: Endpoint | undefined;
  params: Record<string, string>;
  exchange: Exchange;
  findings: Finding[];
}

export interface ProxyOptions {
  target: string;
  /** The built console (web/dist); without a build only the API is served. */
  consoleDir?: string;
  port?: number;
  host?: string;
  /** Each checked call, after its answer went back to the client. */
  onCall(call: CheckedCall): void;
}

export interface RunningProxy {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The validating proxy: the console, and every API call forwarded to the target and checked on the way back. */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const target = new URL(options.target);
  const match = endpointMatcher();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.local');
    if (!FORWARDED.some((p) => url.pathname.startsWith(p) || url.pathname === p.replace(/\/$/, ''))) {
      if (options.consoleDir && serveConsole(options.consoleDir, url.pathname, res)) return;
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"No console build: run npm run build"}');
      return;
    }
    void (async () => {
      const body = await readBody(req);
      const upstream = await forward(target, req, body);
      res.writeHead(upstream.status, upstream.headers).end(upstream.body);
      if (!CHECKED.some((p) => url.pathname.startsWith(p))) return;
      const requestJson = jsonOf(req.headers['content-type'], body);
      const method = effectiveMethod(req.method ?? 'GET', requestJson);
      const contentType = String(upstream.headers['content-type'] ?? '');
      const exchange: Exchange = {
        method,
        url: url.pathname + url.search,
        requestJson,
        status: upstream.status,
        contentType,
        responseJson: jsonOf(contentType, decoded(upstream.headers['content-encoding'], upstream.body)),
      };
      const matched = match(method, url.pathname);
      const findings = matched ? checkExchange(matched.endpoint, exchange) : [];
      options.onCall({ endpoint: matched?.endpoint, params: matched?.params ?? {}, exchange, findings });
    })().catch((error: unknown) => {
      if (res.headersSent) console.error(`proxy: ${req.method} ${url.pathname}: ${String(error)}`);
      else
        res
          .writeHead(502, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: `The proxy could not reach ${target.origin}: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser keeps its connections open: end them, or close waits for them.
        server.closeAllConnections();
      }),
  };
}
