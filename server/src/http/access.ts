import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { FORBIDDEN_TEXT, UNAUTHORIZED_TEXT, authAbilities, type EndpointAuth } from '@cmms/contracts';
import { verifyToken } from '../auth/tokens.js';
import { sessionPrincipal } from '../auth/principal-cache.js';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  // The template's client sends the token as it stored it, JSON-quoted after a login (`Bearer "eyJ…"`).
  return match?.[1]?.replace(/^"(.+)"$/, '$1') ?? null;
};

/**
 * Resolves the caller from its bearer token: a valid access token of a session that is still open,
 * of an account that is active and not deleted. False when there is none or it is not valid.
 */
export async function authenticate(request: FastifyRequest): Promise<boolean> {
  if (request.principal) return true;
  const token = bearer(request);
  if (!token) return false;
  const { ctx } = request.server;
  const claims = await verifyToken(ctx.tokens, token, 'access');
  if (!claims) return false;
  const principal = sessionPrincipal(ctx.conn.sqlite, claims.sessionId, claims.userId);
  if (!principal) return false;
  request.principal = principal;
  return true;
}

const deny = (reply: FastifyReply, status: 401 | 403) =>
  reply.status(status).send(status === 401 ? { error: UNAUTHORIZED_TEXT } : { message: FORBIDDEN_TEXT });

/** Any one of the rule's abilities will do (an `anyOf` rule: a requester's request or a full work order). */
const allows = (request: FastifyRequest, auth: EndpointAuth) =>
  auth === 'public' ||
  auth === 'user' ||
  authAbilities(auth).some((a) => request.principal?.ability.can(a.action, a.subject) === true);

/**
 * The server enforces every endpoint's declared access, not only the console. It runs as an
 * `onRequest` hook: an anonymous or forbidden caller is answered before a byte of its body is read
 * (no JSON parsed, no upload written to disk). Passing several rules allows any of them (a POST whose
 * `_method` is only known once its body is read); the handler then checks the one that applies.
 */
export function access(...auths: EndpointAuth[]): onRequestAsyncHookHandler | undefined {
  if (auths.every((auth) => auth === 'public')) return undefined;
  return async function checkAccess(request, reply) {
    if (!(await authenticate(request))) return deny(reply, 401);
    if (!auths.some((auth) => allows(request, auth))) return deny(reply, 403);
  };
}

/** Inside a handler: answers 403 and returns false when the caller lacks the rule. */
export function permits(request: FastifyRequest, reply: FastifyReply, auth: EndpointAuth): boolean {
  if (allows(request, auth)) return true;
  void deny(reply, 403);
  return false;
}
