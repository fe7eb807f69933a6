import {
  AUTH_TEXT,
  SECURITY_TEXT,
  apiLoginBodySchema,
  getEndpoint,
  jwtLoginBodySchema,
  jwtRegisterBodySchema,
  refreshBodySchema,
  validationText as t,
} from '@cmms/contracts';
import { checkPassword, hashPasswordAsync } from '@cmms/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../context.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, registerEndpoint } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';
import { openSession, refreshSession, revokeSession, rotateRefresh, sessionUser } from '../auth/sessions.js';
import { loadPrincipal, toUserData } from '../auth/principal.js';
import { verifyToken } from '../auth/tokens.js';
import { isLoopback } from '../demo-passwords.js';
import { rateLimiter } from '../auth/rate-limit.js';
import { pageParam } from '../engine/select-list.js';
import { escapeLike } from '../engine/sql.js';
import { keyedQueue } from '../auth/keyed-queue.js';
import { recordAttempt, throttleState, throttledText } from '../auth/login-throttle.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { storedNow } from '../clock.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A stranger who signs up may report faults and follow its own requests, and read nothing else. */
const DEFAULT_SIGNUP_GROUP = 'Requesters';
/**
 * Compared against when no account matches, so an unknown name costs the same time as a wrong
 * password. Made on the thread pool at the first need, not while the server starts.
 */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPasswordAsync('decoy password'));

/** The form two names share when a reader would take them for one: NFKC (full-width letters, ligatures), lower case. */
const lookAlike = (name: string) => name.normalize('NFKC').toLowerCase();

const locked = (reply: FastifyReply, seconds: number) => reply.status(429).send(failure(throttledText(seconds)));

export function registerAuthRoutes(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { tokens } = app.ctx;

  const findByLogin = (login: string): UserRecord | undefined =>
    sqlite
      .prepare(
        'SELECT * FROM users WHERE (lower(email) = lower(?) OR lower(username) = lower(?)) AND deleted_at IS NULL',
      )
      .get(login, login) as UserRecord | undefined;

  /**
   * The account behind the credentials, or null: one answer, and the same hashing time, for an unknown
   * user, a disabled one and a wrong password.
   */
  const checkCredentials = async (user: UserRecord | undefined, password: string): Promise<UserRecord | null> => {
    const matches = await checkPassword(password, user?.password ?? (await decoyHash()));
    if (!user || !user.activated || !matches) return null;
    sqlite.prepare('UPDATE users SET last_login = ? WHERE id = ?').run(storedNow(sqlite), user.id);
    return user;
  };

  /**
   * Both login endpoints. An account (its e-mail and username are one) is throttled per address: after
   * its failures from this address reach the limit, that pair is refused even the right password, and
   * the answer is the seconds left. Failures from other addresses, or on names that are no one's, only
   * slow an attempt down (and a failure from an address past its cap answers the throttled text): the
   * owner's right password still signs in. Attempts of one pair queue, so each check sees the one
   * before it though hashing is asynchronous; an unknown name gets the same treatment as an account.
   */
  const oneAtATime = keyedQueue();
  const attemptLogin = (
    request: FastifyRequest,
    login: string,
    password: string,
  ): Promise<UserRecord | null | number> => {
    const account = findByLogin(login);
    const names = account ? [login, account.username, account.email ?? ''].filter(Boolean) : [login];
    const key = account ? `account:${account.id}` : `name:${login.toLowerCase()}`;
    return oneAtATime(`${key}|${request.ip}`, async () => {
      const state = throttleState(sqlite, app.ctx.loginThrottle, names, request.ip);
      if (state.pairLocked > 0) return state.pairLocked;
      if (state.delayMs > 0) await sleep(state.delayMs);
      const user = await checkCredentials(findByLogin(login), password);
      recordAttempt(sqlite, {
        username: login,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        successful: user !== null,
      });
      return user ?? (state.addressCapped > 0 ? state.addressCapped : null);
    });
  };

  registerEndpoint(app, getEndpoint('auth.login'), async (request, reply) => {
    const parsed = apiLoginBodySchema.safeParse(bodyOf(request));
    const body = parsed.success ? parsed.data : {};
    const login = (body.email ?? body.username ?? '').trim();
    const messages: Record<string, string[]> = {};
    if (!login) messages.username = [t.required('username')];
    if (!body.password) messages.password = [t.required('password')];
    if (!parsed.success || Object.keys(messages).length)
      return failure(Object.keys(messages).length ? messages : t.string('username'));
    const user = await attemptLogin(request, login, body.password ?? '');
    if (typeof user === 'number') return locked(reply, user);
    if (!user) return failure(AUTH_TEXT.failed);
    return success(AUTH_TEXT.loggedIn, await openSession(sqlite, tokens, user));
  });

  registerAction(app, 'auth.options', async () => ({
    demo_password: app.ctx.demoPasswordWorks,
    registration: app.ctx.allowRegistration,
  }));
  registerEndpoint(app, getEndpoint('jwt.login'), async (request, reply) => {
    const parsed = jwtLoginBodySchema.safeParse(bodyOf(request));
    const user =
      parsed.success && parsed.data.email?.trim() && parsed.data.password
        ? await attemptLogin(request, parsed.data.email.trim(), parsed.data.password)
        : null;
    if (typeof user === 'number') return locked(reply, user);
    // One text: the template's login screen shows `error` under the e-mail field as it is (reference §1).
    if (!user) return reply.status(400).send({ error: AUTH_TEXT.jwtInvalid });
    return openSession(sqlite, tokens, user);
  });

  /**
   * Open self-registration, when the setting allows it (on for local development, off when bound
   * beyond loopback), rate-limited per address. A well-formed request always hashes. On loopback (the
   * server bound there, or not listening, and the caller on this machine), where the person running the
   * mock owns every account, it answers as the template's screen reads (reference §1): a taken e-mail
   * or username as a field text in a 200, a new account signed in. Anywhere else it always gets the
   * same answer, whether or not the e-mail or username is taken, so it cannot tell who has an account.
   */
  const onLoopback = (request: FastifyRequest) => {
    const bound = app.server.address();
    const host = typeof bound === 'object' && bound ? bound.address : null;
    const local = (ip: string) => isLoopback(ip.replace(/^::ffff:/, ''));
    return (host === null || local(host)) && local(request.ip);
  };
  const registrations = rateLimiter(app.ctx.registrationLimit);
  sqlite.function('look_alike', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? lookAlike(value) : null,
  );
  registerEndpoint(app, getEndpoint('jwt.register'), async (request, reply) => {
    if (!app.ctx.allowRegistration) return reply.status(403).send({ error: SECURITY_TEXT.registrationClosed });
    if (!registrations.take(request.ip)) return reply.status(429).send({ error: SECURITY_TEXT.tooManyRequests });
    const parsed = jwtRegisterBodySchema.safeParse(bodyOf(request));
    const { username = '', email = '', password = '' } = parsed.success ? parsed.data : {};
    const error: Record<string, string> = {};
    if (!username.trim()) error.username = t.required('username');
    if (!email.trim()) error.email = t.required('email');
    else if (!EMAIL.test(email.trim())) error.email = t.email('email');
    if (!password) error.password = t.required('password');
    else if (password.length < 8) error.password = t.minChars('password', 8);
    const reveal = onLoopback(request);
    // The template's screen shows field texts only from a 2xx answer.
    if (Object.keys(error).length) return reply.status(reveal ? 200 : 400).send({ error });
    const hash = await hashPasswordAsync(password);
    // Either name is taken when it reads as any account's username or e-mail once NFKC-normalised and
    // lower-cased: `ａｄｍｉｎ` is admin, and another's e-mail is no one's new username.
    const wanted = [...new Set([lookAlike(username.trim()), lookAlike(email.trim())])];
    const marks = wanted.map(() => '?').join(', ');
    const taken = sqlite
      .prepare(
        `SELECT 1 FROM users WHERE look_alike(email) IN (${marks}) OR look_alike(username) IN (${marks}) LIMIT 1`,
      )
      .get(...wanted, ...wanted);
    if (taken && reveal) {
      const nameOf = (column: 'email' | 'username', value: string) =>
        sqlite
          .prepare(`SELECT 1 FROM users WHERE look_alike(email) = ? OR look_alike(username) = ? LIMIT 1`)
          .get(lookAlike(value.trim()), lookAlike(value.trim()))
          ? column === 'email'
            ? AUTH_TEXT.emailTaken
            : AUTH_TEXT.usernameTaken
          : null;
      return { error: { email: nameOf('email', email), username: nameOf('username', username) } };
    }
    let created = 0;
    if (!taken) {
      const stamp = storedNow(sqlite);
      sqlite.transaction(() => {
        const result = sqlite
          .prepare(
            `INSERT INTO users (first_name, username, email, password, activated, permissions, role_type, created_at, updated_at)
             VALUES (?, ?, ?, ?, 1, '{}', 'requester', ?, ?)`,
          )
          .run(username.trim(), username.trim(), email.trim(), hash, stamp, stamp);
        created = Number(result.lastInsertRowid);
        sqlite
          .prepare('INSERT INTO users_groups (user_id, group_id) SELECT ?, id FROM permission_groups WHERE name = ?')
          .run(created, DEFAULT_SIGNUP_GROUP);
      })();
    }
    if (reveal && created) {
      // Signed in at once: the template's screen stores `{...user, accessToken}`; our console the refresh token too.
      const user = sqlite.prepare('SELECT * FROM users WHERE id = ?').get(created) as UserRecord;
      const session = await openSession(sqlite, tokens, user);
      return { user: session.userData, ...session };
    }
    return success(SECURITY_TEXT.registrationReceived, null);
  });

  registerEndpoint(app, getEndpoint('jwt.refresh'), async (request, reply) => {
    const parsed = refreshBodySchema.safeParse(bodyOf(request));
    // The template's client sends the token as it stored it: JSON-quoted after a login (reference §12 #2).
    const token = parsed.success ? parsed.data.refreshToken?.trim().replace(/^"(.*)"$/, '$1') : undefined;
    const pair = token ? await rotateRefresh(sqlite, tokens, token) : null;
    const claims = pair ? await verifyToken(tokens, pair.accessToken, 'access') : null;
    const user = claims ? sessionUser(sqlite, claims.sessionId, claims.userId) : undefined;
    if (!pair || !user) return reply.status(401).send({ error: AUTH_TEXT.invalidRefresh });
    return { ...pair, userData: toUserData(loadPrincipal(sqlite, user)) };
  });

  /** Signing out closes the session: its access token stops working at once, its refresh tokens too. */
  registerEndpoint(app, getEndpoint('jwt.logout'), async (request) => {
    const principal = request.principal!;
    if (principal.sessionId !== null) revokeSession(sqlite, principal.sessionId);
    const parsed = refreshBodySchema.safeParse(bodyOf(request));
    const other =
      parsed.success && parsed.data.refreshToken
        ? await refreshSession(sqlite, tokens, parsed.data.refreshToken, principal.user.id)
        : null;
    if (other !== null) revokeSession(sqlite, other);
    return success(AUTH_TEXT.loggedOut, null);
  });

  registerEndpoint(app, getEndpoint('users.selectlist'), async (request) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const perPage = 50;
    const page = pageParam(q.page);
    const search = typeof q.search === 'string' ? q.search.replaceAll('\u0000', '').trim() : '';
    const like = `%${escapeLike(search)}%`;
    const match = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
    const where = search
      ? `AND (${['first_name', 'last_name', 'username', 'email', "(first_name || ' ' || last_name)"].map(match).join(' OR ')})`
      : '';
    const params = search ? [like, like, like, like, like] : [];
    const { total } = sqlite
      .prepare(`SELECT count(*) AS total FROM users WHERE deleted_at IS NULL ${where}`)
      .get(...params) as { total: number };
    const rows = sqlite
      .prepare(
        `SELECT id, first_name, last_name, username FROM users WHERE deleted_at IS NULL ${where}
         ORDER BY last_name COLLATE NOCASE, first_name COLLATE NOCASE LIMIT ? OFFSET ?`,
      )
      .all(...params, perPage, (page - 1) * perPage) as Pick<
      UserRecord,
      'id' | 'first_name' | 'last_name' | 'username'
    >[];
    return {
      results: rows.map((u) => ({
        id: u.id,
        text: `${u.last_name ? `${u.last_name}, ` : ''}${u.first_name} (${u.username})`,
        image: null,
      })),
      pagination: { more: page * perPage < total, per_page: perPage },
      total_count: total,
      page,
      page_count: Math.max(1, Math.ceil(total / perPage)),
    };
  });
}
