import type { FastifyInstance } from 'fastify';

/**
 * What the console (and Swagger UI at /docs) may load: its own scripts, and of inline scripts only
 * web/index.html's boot script, by its hash (tests/unit/server/http/boot-script-hash.test.ts checks it matches); inline
 * styles, because Chakra's emotion writes style tags at run time; images from itself, data: and blob:
 * URLs (previews). Nothing may frame it.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  // sha256 of web/index.html's inline boot script: edit both together.
  "script-src 'self' 'sha256-sC3p+0YNFMaN07i9bSDbxoUtgpweNWYYtl1hGJI6Rrk='",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON and other non-page answers: nothing to load, nothing to frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries or ends a session: `Cache-Control: no-store`. */
    noStore?: boolean;
  }
}

/**
 * Headers on every answer, pages and API alike: a Content-Security-Policy (a route that set its own,
 * like a file download's sandbox, keeps it), no MIME sniffing, no framing, no referrer leaking the
 * URL, the request id to quote when something fails, and no caching of session answers.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('content-security-policy', type.startsWith('text/html') ? CONSOLE_CSP : API_CSP);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-request-id', request.id);
    // Answered before its body arrived (refused at onRequest): close rather than read what is left.
    if (!request.raw.complete && reply.statusCode >= 400) reply.header('connection', 'close');
    if (request.routeOptions.config?.noStore) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}
