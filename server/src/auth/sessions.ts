import { toStoredDateTime, type Session } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { UserRecord } from '../context.js';
import { loadPrincipal, toUserData } from './principal.js';
import { signToken, tokenHash, verifyToken, type TokenConfig } from './tokens.js';

const now = () => toStoredDateTime(new Date());

/** A new access token and a stored (hashed) refresh token, both bound to the session. */
async function issuePair(
  sqlite: Sqlite,
  tokens: TokenConfig,
  userId: number,
  sessionId: number,
): Promise<{ accessToken: string; refreshToken: string }> {
  const access = await signToken(tokens, userId, sessionId, 'access');
  const refresh = await signToken(tokens, userId, sessionId, 'refresh');
  sqlite
    .prepare(
      'INSERT INTO refresh_tokens (user_id, session_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, sessionId, tokenHash(refresh.token), toStoredDateTime(refresh.expiresAt), now());
  return { accessToken: access.token, refreshToken: refresh.token };
}

/** Signs the user in: a new session, its first token pair and the console's `userData`. */
export async function openSession(sqlite: Sqlite, tokens: TokenConfig, user: UserRecord): Promise<Session> {
  const sessionId = Number(
    sqlite.prepare('INSERT INTO auth_sessions (user_id, created_at) VALUES (?, ?)').run(user.id, now()).lastInsertRowid,
  );
  const pair = await issuePair(sqlite, tokens, user.id, sessionId);
  return { ...pair, userData: toUserData(loadPrincipal(sqlite, user)) };
}

/** The signed-in user behind an open session, or undefined once it is closed or the account is gone. */
export function sessionUser(sqlite: Sqlite, sessionId: number, userId: number): UserRecord | undefined {
  return sqlite
    .prepare(
      `SELECT u.* FROM auth_sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND u.deleted_at IS NULL AND u.activated = 1`,
    )
    .get(sessionId, userId) as UserRecord | undefined;
}

/** Closes one session: its access tokens stop working and none of its refresh tokens can be used. */
export function revokeSession(sqlite: Sqlite, sessionId: number): void {
  const stamp = now();
  sqlite.transaction(() => {
    sqlite.prepare('UPDATE auth_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(stamp, sessionId);
    sqlite
      .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL')
      .run(stamp, sessionId);
  })();
}

/**
 * Closes every session of a user (password change, deactivation, deletion), except the caller's own
 * when it changes its own password and stays signed in.
 */
export function revokeUserSessions(sqlite: Sqlite, userId: number, keepSessionId?: number): void {
  const stamp = now();
  const keep = keepSessionId ?? 0;
  sqlite
    .prepare('UPDATE auth_sessions SET revoked_at = ? WHERE user_id = ? AND id != ? AND revoked_at IS NULL')
    .run(stamp, userId, keep);
  sqlite
    .prepare(
      `UPDATE refresh_tokens SET revoked_at = ?
       WHERE user_id = ? AND coalesce(session_id, 0) != ? AND revoked_at IS NULL`,
    )
    .run(stamp, userId, keep);
}

interface StoredRefresh {
  id: number;
  user_id: number;
  session_id: number | null;
  revoked_at: string | null;
}

/**
 * A refresh token works once: using it revokes it and gives a new pair in the same session
 * (rotation). A token that was already used means a copy is in someone else's hands: the whole
 * session (the token family) is closed, so neither holder can go on.
 */
export async function rotateRefresh(
  sqlite: Sqlite,
  tokens: TokenConfig,
  token: string,
): Promise<{ accessToken: string; refreshToken: string } | null> {
  const claims = await verifyToken(tokens, token, 'refresh');
  if (!claims) return null;
  const stored = sqlite
    .prepare('SELECT id, user_id, session_id, revoked_at FROM refresh_tokens WHERE token_hash = ?')
    .get(tokenHash(token)) as StoredRefresh | undefined;
  if (!stored || stored.user_id !== claims.userId || stored.session_id !== claims.sessionId) return null;
  if (stored.revoked_at) {
    revokeSession(sqlite, claims.sessionId);
    return null;
  }
  sqlite.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE id = ?').run(now(), stored.id);
  if (!sessionUser(sqlite, claims.sessionId, claims.userId)) return null;
  return issuePair(sqlite, tokens, claims.userId, claims.sessionId);
}

/** The session a refresh token belongs to, when it is the user's (logout with the refresh token). */
export async function refreshSession(
  sqlite: Sqlite,
  tokens: TokenConfig,
  token: string,
  userId: number,
): Promise<number | null> {
  const claims = await verifyToken(tokens, token, 'refresh');
  return claims && claims.userId === userId ? claims.sessionId : null;
}
