import type { FastifyInstance } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { SECURITY_TEXT, type EndpointKind } from '@cmms/contracts';

/** The largest JSON or form body any endpoint takes: a record's fields, a permission matrix. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Deeper than any body the API takes (a permission map is two levels). */
export const MAX_BODY_DEPTH = 32;

/** Multipart limits: text fields stay small; files only on endpoints that take uploads. */
const FIELD_LIMITS = { fieldSize: 128 * 1024, fields: 50, parts: 60 };

/** Raised while a body streams in; the error handler answers it with its status and text. */
export class BodyRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Answers that carry or end a session: never kept by a browser or a proxy cache. */
const SESSION_KINDS = new Set<EndpointKind>(['login', 'jwt-login', 'jwt-register', 'jwt-refresh', 'jwt-logout', 'me']);

/**
 * Per-route options: the JSON/form body size, the multipart part limits busboy enforces, and whether
 * the answer is a session's (`Cache-Control: no-store`).
 */
export function routeOptionsFor(app: FastifyInstance, takesFiles: boolean, kind?: EndpointKind) {
  const files = takesFiles ? { files: 10, fileSize: app.ctx.uploadLimitBytes } : { files: 0 };
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    config: {
      multipartOptions: { limits: { ...FIELD_LIMITS, ...files } },
      noStore: kind !== undefined && SESSION_KINDS.has(kind),
    },
  };
}

const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * Counts bracket depth over the raw JSON bytes as they arrive (outside strings) and stops the body at
 * the first level past the limit, before the parser sees it: a deeply nested document costs nothing.
 */
class DepthGuard extends Transform {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x22) this.inString = false;
      } else if (byte === 0x22) this.inString = true;
      else if (OPEN.has(byte) && ++this.depth > this.max) {
        return done(new BodyRefused(422, SECURITY_TEXT.tooDeep(this.max)));
      } else if (CLOSE.has(byte)) this.depth--;
    }
    done(null, chunk);
  }
}

/** True when a parsed value (a multipart JSON field, say) nests deeper than the limit. Iterative. */
export function nestedDeeperThan(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth + 1 > max) return true;
    for (const item of Object.values(value)) stack.push([item, depth + 1]);
  }
  return false;
}

/** JSON bodies pass through the depth guard on their way to the parser. */
export function registerDepthGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/(.+\+)?json\b/i.test(type.trim())) return payload;
    const guard = new DepthGuard(MAX_BODY_DEPTH);
    payload.on('error', (error) => guard.destroy(error));
    return payload.pipe(guard);
  });
}
