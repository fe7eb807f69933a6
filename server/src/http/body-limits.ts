import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import { SECURITY_TEXT, type EndpointKind } from '@cmms/contracts';
import { rateLimiter } from '../auth/rate-limit.js';

/** The largest JSON or form body any endpoint takes: a record's fields, a permission matrix. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Sign-in, registration and refresh bodies hold a few short fields: anything larger is refused unread. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;
/** Deeper than any body the API takes (a permission map is two levels). */
export const MAX_BODY_DEPTH = 32;
/** More object members than any body holds (a permission matrix has a few hundred): parsing more costs CPU. */
export const MAX_BODY_KEYS = 10_000;
/** Members a sign-in, registration or refresh body may have. */
export const AUTH_BODY_KEYS = 64;

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Object members a JSON body of this route may hold. */
    bodyKeys?: number;
  }
}

/**
 * Per-route options: the JSON/form body size and member count, the multipart part limits busboy
 * enforces, and whether the answer is a session's (`Cache-Control: no-store`). Session routes are
 * anonymous, so their bodies are kept small: refused before parsing, they cost a caller nothing to send
 * and the server nothing to read.
 */
export function routeOptionsFor(app: FastifyInstance, takesFiles: boolean, kind?: EndpointKind) {
  const files = takesFiles ? { files: 10, fileSize: app.ctx.uploadLimitBytes } : { files: 0 };
  const session = kind !== undefined && SESSION_KINDS.has(kind);
  return {
    bodyLimit: session ? AUTH_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES,
    config: {
      multipartOptions: { limits: { ...FIELD_LIMITS, ...files } },
      noStore: session,
      bodyKeys: session ? AUTH_BODY_KEYS : MAX_BODY_KEYS,
    },
  };
}

const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);
const COLON = 0x3a;

/**
 * Counts bracket depth and object members over the raw JSON bytes as they arrive (outside strings).
 * At the first byte past a limit it keeps the refusal, ends what the parser reads and drops the rest
 * as it comes: a deep or wide document costs nothing to refuse. It never emits an error of its own —
 * bytes may flow before Fastify listens (an anonymous route has no access hook to wait for), and an
 * unheard stream error would end the process; the error handler asks {@link bodyRefusal} instead.
 */
class ShapeGuard extends Transform {
  refusal: BodyRefused | null = null;
  /** Past a refusal, or once the parser stopped reading (a 413): bytes are read and dropped. */
  private dropping = false;
  private depth = 0;
  private keys = 0;
  private inString = false;
  private escaped = false;

  constructor(
    private readonly maxDepth: number,
    private readonly maxKeys: number,
  ) {
    super();
    this.on('error', () => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.dropping) return done();
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === 0x5c) this.escaped = true;
        else if (byte === 0x22) this.inString = false;
      } else if (byte === 0x22) this.inString = true;
      else if (OPEN.has(byte) && ++this.depth > this.maxDepth) {
        return this.refuse(chunk.subarray(0, i), SECURITY_TEXT.tooDeep(this.maxDepth), done);
      } else if (byte === COLON && ++this.keys > this.maxKeys) {
        return this.refuse(chunk.subarray(0, i), SECURITY_TEXT.tooManyKeys(this.maxKeys), done);
      } else if (CLOSE.has(byte)) this.depth--;
    }
    done(null, chunk);
  }

  /** Passes on what came before the offending byte (never valid JSON on its own) and ends the parser's input. */
  private refuse(before: Buffer, text: string, done: TransformCallback): void {
    this.refusal = new BodyRefused(422, text);
    this.dropping = true;
    if (before.length) this.push(before);
    this.push(null);
    done();
  }

  /** The parser stopped reading (the body passed the size limit): read on and drop, so the sender is not stalled. */
  discard(): void {
    this.dropping = true;
    this.resume();
  }
}

const guards = new WeakMap<FastifyRequest, ShapeGuard>();

/** Refused bodies an address may send anonymously in a minute before its bodies are refused unread (429). */
export const REFUSED_BODIES_PER_MINUTE = 20;
/** What an address past that count may still send: a sign-in or a refresh. */
const SMALL_BODY_BYTES = 2 * 1024;
const refusedBodies = new WeakMap<object, ReturnType<typeof rateLimiter>>();
const refusalsOf = (request: FastifyRequest) => {
  const key = request.server.ctx;
  let limiter = refusedBodies.get(key);
  if (!limiter) refusedBodies.set(key, (limiter = rateLimiter({ max: REFUSED_BODIES_PER_MINUTE, windowSeconds: 60 })));
  return limiter;
};
const anonymous = (request: FastifyRequest) => !request.headers.authorization;

/** Counts a body refused for its size or shape against the sender's address, when it came without a token. */
export function countRefusedBody(request: FastifyRequest): void {
  if (anonymous(request)) refusalsOf(request).take(request.ip);
}

/** The refusal a request's body met while streaming in, if any: it answers whatever error the cut body then caused. */
export const bodyRefusal = (request: FastifyRequest): BodyRefused | null => guards.get(request)?.refusal ?? null;

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

/**
 * JSON bodies pass through the shape guard on their way to the parser. A client that goes away or a
 * transport error ends the guard's input rather than erroring it: Fastify may not be listening yet.
 */
export function registerShapeGuard(app: FastifyInstance): void {
  // An address that keeps sending refused bodies without a token gets its next large or unsized ones refused
  // before a byte is read. Small bodies still pass: behind a proxy one address is everyone, and a sign-in is small.
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    const unsized = length === undefined && request.headers['transfer-encoding'] !== undefined;
    const large = unsized || Number(length) > SMALL_BODY_BYTES;
    if (large && anonymous(request) && refusalsOf(request).spent(request.ip)) {
      throw new BodyRefused(429, SECURITY_TEXT.tooManyRequests);
    }
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^application\/(.+\+)?json\b/i.test(type.trim())) return payload;
    const guard = new ShapeGuard(MAX_BODY_DEPTH, request.routeOptions.config?.bodyKeys ?? MAX_BODY_KEYS);
    guards.set(request, guard);
    payload.on('error', () => guard.end());
    return payload.pipe(guard);
  });
  // Answered before the parser read it all (a 413): the rest of the body is drained, not left stalled.
  app.addHook('onResponse', async (request) => {
    const guard = guards.get(request);
    if (guard && !guard.readableEnded) guard.discard();
  });
}
