import {
  AUTH_TEXT,
  apiLoginBodySchema,
  getEndpoint,
  jwtLoginBodySchema,
  jwtRegisterBodySchema,
  refreshBodySchema,
  toStoredDateTime,
  validationText as t,
} from '@cmms/contracts';
import { checkPassword, hashPassword } from '@cmms/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../context.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, registerEndpoint } from '../http/register-endpoint.js';
import { findActiveUser } from '../auth/principal.js';
import { openSession, revokeRefresh, rotateRefresh } from '../auth/sessions.js';
import { pageParam } from '../engine/select-list.js';
import { keyedQueue } from '../auth/keyed-queue.js';
import { lockoutSeconds, recordAttempt, throttledText } from '../auth/login-throttle.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_SIGNUP_GROUP = 'Viewers';

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

  /** The account behind the credentials, or null: one answer for unknown user and wrong password. */
  const checkCredentials = async (login: string, password: string): Promise<UserRecord | null> => {
    const user = findByLogin(login);
    if (!user || !user.activated || !(await checkPassword(password, user.password))) return null;
    sqlite.prepare('UPDATE users SET last_login = ? WHERE id = ?').run(toStoredDateTime(new Date()), user.id);
    return user;
  };

  /**
   * Both login endpoints: while the account or the address is locked out (even with the right
   * password) the answer is the seconds left; otherwise the check, recorded as a login attempt.
   */
  const oneAtATime = keyedQueue();
  const attemptLogin = (
    request: FastifyRequest,
    login: string,
    password: string,
  ): Promise<UserRecord | null | number> =>
    oneAtATime(login.toLowerCase(), async () => {
      const wait = lockoutSeconds(sqlite, app.ctx.loginThrottle, login, request.ip);
      if (wait > 0) return wait;
      const user = await checkCredentials(login, password);
      recordAttempt(sqlite, {
        username: login,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        successful: user !== null,
      });
      return user;
    });

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

  registerEndpoint(app, getEndpoint('jwt.login'), async (request, reply) => {
    const parsed = jwtLoginBodySchema.safeParse(bodyOf(request));
    const user =
      parsed.success && parsed.data.email?.trim() && parsed.data.password
        ? await attemptLogin(request, parsed.data.email.trim(), parsed.data.password)
        : null;
    if (typeof user === 'number') return locked(reply, user);
    if (!user) return reply.status(400).send({ error: { email: [AUTH_TEXT.jwtInvalid] } });
    return openSession(sqlite, tokens, user);
  });

  registerEndpoint(app, getEndpoint('jwt.register'), async (request) => {
    const parsed = jwtRegisterBodySchema.safeParse(bodyOf(request));
    const { username = '', email = '', password = '' } = parsed.success ? parsed.data : {};
    const error: Record<string, string> = {};
    if (!username.trim()) error.username = t.required('username');
    if (!email.trim()) error.email = t.required('email');
    else if (!EMAIL.test(email.trim())) error.email = t.email('email');
    if (!password) error.password = t.required('password');
    else if (password.length < 8) error.password = t.minChars('password', 8);
    const taken = (column: 'email' | 'username', value: string) =>
      sqlite.prepare(`SELECT 1 FROM users WHERE lower(${column}) = lower(?) AND deleted_at IS NULL`).get(value.trim());
    if (!error.email && taken('email', email)) error.email = AUTH_TEXT.emailTaken;
    if (!error.username && taken('username', username)) error.username = AUTH_TEXT.usernameTaken;
    if (Object.keys(error).length) return { error };
    const stamp = toStoredDateTime(new Date());
    const id = sqlite.transaction(() => {
      const result = sqlite
        .prepare(
          `INSERT INTO users (first_name, username, email, password, activated, permissions, role_type, created_at, updated_at)
           VALUES (?, ?, ?, ?, 1, '{}', 'viewer', ?, ?)`,
        )
        .run(username.trim(), username.trim(), email.trim(), hashPassword(password), stamp, stamp);
      const userId = Number(result.lastInsertRowid);
      sqlite
        .prepare('INSERT INTO users_groups (user_id, group_id) SELECT ?, id FROM permission_groups WHERE name = ?')
        .run(userId, DEFAULT_SIGNUP_GROUP);
      return userId;
    })();
    return openSession(sqlite, tokens, findActiveUser(sqlite, id)!);
  });

  registerEndpoint(app, getEndpoint('jwt.refresh'), async (request, reply) => {
    const parsed = refreshBodySchema.safeParse(bodyOf(request));
    const token = parsed.success ? parsed.data.refreshToken : undefined;
    const rotated = token ? await rotateRefresh(sqlite, tokens, token) : null;
    const user = rotated ? findActiveUser(sqlite, rotated.userId) : undefined;
    if (!user || !user.activated) return reply.status(401).send({ error: AUTH_TEXT.invalidRefresh });
    const session = await openSession(sqlite, tokens, user);
    return { accessToken: session.accessToken, refreshToken: session.refreshToken };
  });

  registerEndpoint(app, getEndpoint('jwt.logout'), async (request) => {
    const parsed = refreshBodySchema.safeParse(bodyOf(request));
    if (parsed.success && parsed.data.refreshToken)
      revokeRefresh(sqlite, parsed.data.refreshToken, request.principal!.user.id);
    return success(AUTH_TEXT.loggedOut, null);
  });

  registerEndpoint(app, getEndpoint('users.selectlist'), async (request) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const perPage = 50;
    const page = pageParam(q.page);
    const search = typeof q.search === 'string' ? q.search.trim() : '';
    const like = `%${search}%`;
    const where = search
      ? `AND (first_name LIKE ? OR last_name LIKE ? OR username LIKE ? OR email LIKE ? OR (first_name || ' ' || last_name) LIKE ?)`
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
