import { API_BASE, DEMO_ACCOUNTS } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken } from '../../auth/tokens.js';
import { acceptedLanguage } from '../../i18n/languages.js';
import { translateText } from '../../i18n/translator.js';
import type { DemoSession, DemoSessions } from './manager.js';
import { DEMO_TEXT } from './texts.js';

/** The cookie that carries a visitor's session id (the console sends it on every call, same origin). */
export const DEMO_COOKIE = 'cmms_demo';
/** The header alternative, for API clients that keep no cookies. */
export const DEMO_HEADER = 'x-demo-session';

const LOGIN_PATHS = new Set(['/jwt/login', `${API_BASE}/login`]);
/** A sign-in body is small: more than this is not a demo login (and goes to the lobby untouched). */
const LOGIN_BODY_MAX = 16 * 1024;

const cookieOf = (req: IncomingMessage): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEMO_COOKIE) return value.join('=');
  }
  return undefined;
};

const isDemoLogin = (body: Buffer, contentType: string | undefined): boolean => {
  let login = '';
  try {
    if (contentType?.includes('json')) {
      const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      login = String(parsed.email ?? parsed.username ?? '');
    } else {
      const form = new URLSearchParams(body.toString('utf8'));
      login = form.get('email') ?? form.get('username') ?? '';
    }
  } catch {
    return false;
  }
  const name = login.trim().toLowerCase();
  return DEMO_ACCOUNTS.some((a) => a.email === name || a.username === name);
};

const readBody = (req: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LOGIN_BODY_MAX) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= LOGIN_BODY_MAX ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });

export interface DemoDispatcher {
  (req: IncomingMessage, res: ServerResponse): void;
  /** The session a request would go to (tests). */
  sessionOf(req: IncomingMessage): Promise<DemoSession | undefined>;
}

/**
 * The front of a DEMO_SESSIONS server: a request goes to its visitor's session app (by the cookie, the
 * header, or a bearer token one of the sessions signed), a demo account's sign-in without one opens a
 * session (or answers 503 when all are taken), and everything else (the console's files, the sign-in
 * page's calls, other accounts) goes to the lobby app on the server's own database.
 */
export function createDemoDispatcher(sessions: DemoSessions, lobby: FastifyInstance): DemoDispatcher {
  // Which session signed a token: checked against each session's key once, then remembered.
  const signedBy = new Map<string, string | null>();
  const bySignature = async (req: IncomingMessage): Promise<DemoSession | undefined> => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return undefined;
    const token = header.slice(7).trim();
    if (signedBy.has(token)) return sessions.get(signedBy.get(token) ?? undefined);
    let found: DemoSession | undefined;
    for (const session of sessions.all) {
      if (await verifyToken(session.app.ctx.tokens, token, 'access')) found = session;
      if (found) break;
    }
    if (signedBy.size > 5000) signedBy.clear();
    signedBy.set(token, found?.id ?? null);
    return found && sessions.get(found.id);
  };

  const sessionOf = async (req: IncomingMessage): Promise<DemoSession | undefined> => {
    const named = req.headers[DEMO_HEADER];
    return (
      sessions.get(cookieOf(req)) ?? sessions.get(typeof named === 'string' ? named : undefined) ?? bySignature(req)
    );
  };

  /** 503 in the caller's language: every place taken, or a session that could not be opened. */
  const unavailable = (req: IncomingMessage, res: ServerResponse, text: string, retryAfter: number) => {
    const language = acceptedLanguage(req.headers['accept-language']);
    const message = language && language !== 'en' ? translateText(text, language) : text;
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(retryAfter) });
    res.end(JSON.stringify({ message }));
  };

  /** A sign-in whose body was read to see who it is: handed to the app whole, its answer copied back. */
  const forward = async (
    app: FastifyInstance,
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    cookie?: string,
  ) => {
    const answer = await app.inject({
      method: req.method as 'POST',
      url: req.url ?? '/',
      headers: req.headers,
      payload: body,
      remoteAddress: req.socket.remoteAddress ?? '127.0.0.1',
    });
    const headers = { ...answer.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    delete headers.connection;
    if (cookie) headers['set-cookie'] = `${DEMO_COOKIE}=${cookie}; Path=/; HttpOnly; SameSite=Lax`;
    res.writeHead(answer.statusCode, headers as Record<string, string>);
    res.end(answer.rawPayload);
  };

  const dispatch = async (req: IncomingMessage, res: ServerResponse) => {
    const session = await sessionOf(req);
    if (session) return session.app.routing(req, res);
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'POST' || !LOGIN_PATHS.has(path)) return lobby.routing(req, res);
    const body = await readBody(req);
    if (body === null || !isDemoLogin(body, req.headers['content-type']))
      return forward(lobby, req, res, body ?? Buffer.alloc(0));
    let created: DemoSession | null;
    try {
      created = await sessions.create();
    } catch (error) {
      lobby.log.error({ err: error }, 'demo session could not be opened');
      return unavailable(req, res, DEMO_TEXT.failed, 5);
    }
    if (!created) return unavailable(req, res, DEMO_TEXT.full, sessions.retryAfterSeconds());
    return forward(created.app, req, res, body, created.id);
  };

  const handler = ((req, res) => {
    dispatch(req, res).catch((error: unknown) => {
      lobby.log.error({ err: error }, 'demo dispatcher failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Server Error' }));
    });
  }) as DemoDispatcher;
  handler.sessionOf = sessionOf;
  return handler;
}
