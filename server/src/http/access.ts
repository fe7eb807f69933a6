import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { FORBIDDEN_TEXT, UNAUTHORIZED_TEXT, authAbilities, type EndpointAuth } from '@cmms/contracts';
import { verifyToken } from '../auth/tokens.js';
import { findActiveUser, loadPrincipal } from '../auth/principal.js';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** Resolves the caller from its bearer token; null when there is none or it is not valid. */
export async function authenticate(request: FastifyRequest): Promise<boolean> {
  const token = bearer(request);
  if (!token) return false;
  const { ctx } = request.server;
  const claims = await verifyToken(ctx.tokens, token, 'access');
  if (!claims) return false;
  const user = findActiveUser(ctx.conn.sqlite, claims.userId);
  if (!user || !user.activated) return false;
  request.principal = loadPrincipal(ctx.conn.sqlite, user);
  return true;
}

const deny = (reply: FastifyReply, status: 401 | 403) =>
  reply.status(status).send(status === 401 ? { error: UNAUTHORIZED_TEXT } : { message: FORBIDDEN_TEXT });

/** The server enforces every endpoint's declared access, not only the console. */
export function access(auth: EndpointAuth): preHandlerAsyncHookHandler | undefined {
  if (auth === 'public') return undefined;
  return async function checkAccess(request, reply) {
    if (!(await authenticate(request))) return deny(reply, 401);
    if (auth === 'user') return;
    const ability = request.principal?.ability;
    if (!authAbilities(auth).some((a) => ability?.can(a.action, a.subject))) return deny(reply, 403);
  };
}
