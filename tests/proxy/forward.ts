import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Headers that belong to one connection, not to the call (RFC 9110 §7.6.1), and the length we recompute. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
  'content-length',
  // Asked uncompressed, so the proxy can read the JSON it checks and records.
  'accept-encoding',
]);

export interface Upstream {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Sends one call to the target with the client's method, headers and body, and reads the whole answer. */
export function forward(target: URL, incoming: IncomingMessage, body: Buffer): Promise<Upstream> {
  const headers: OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(incoming.headers)) {
    if (!HOP_BY_HOP.has(key) && value !== undefined) headers[key] = value;
  }
  if (body.length) headers['content-length'] = body.length;
  const base = target.pathname.replace(/\/$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port || undefined,
        method: incoming.method,
        path: base + (incoming.url ?? '/'),
        headers: { ...headers, host: target.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const out: Record<string, string | string[]> = {};
          for (const [key, value] of Object.entries(res.headers))
            if (!HOP_BY_HOP.has(key) && value !== undefined) out[key] = value;
          resolve({ status: res.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads a request body whole (the proxy checks it before it forwards it). */
export const readBody = (incoming: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });

/** JSON when the content type says so and it parses; undefined otherwise. */
export const jsonOf = (contentType: string | undefined, body: Buffer): unknown => {
  if (!contentType?.includes('json') || !body.length) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/** The bytes of a body as sent, undone of its content encoding (a backend may compress though not asked to). */
export function decoded(encoding: string | string[] | undefined, body: Buffer): Buffer {
  try {
    if (encoding === 'gzip') return gunzipSync(body);
    if (encoding === 'br') return brotliDecompressSync(body);
    if (encoding === 'deflate') return inflateSync(body);
  } catch {
    return body;
  }
  return body;
}
