import { toStoredDateTime, type Session } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { UserRecord } from '../context.js';
import { loadPrincipal, toUserData } from './principal.js';
import { signToken, tokenHash, verifyToken, type TokenConfig } from './tokens.js';

/** Issues an access token and a stored (hashed) refresh token for the user. */
export async function openSession(sqlite: Sqlite, tokens: TokenConfig, user: UserRecord): Promise<Session> {
  const access = await signToken(tokens, user.id, 'access');
  const refresh = await signToken(tokens, user.id, 'refresh');
  sqlite
    .prepare('INSERT INTO refresh_tokens (user_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(user.id, tokenHash(refresh.token), toStoredDateTime(refresh.expiresAt), toStoredDateTime(new Date()));
  return { accessToken: access.token, refreshToken: refresh.token, userData: toUserData(loadPrincipal(sqlite, user)) };
}

interface StoredRefresh {
  id: number;
  user_id: number;
  revoked_at: string | null;
}

/** A refresh token works once: using it revokes it and issues a new pair (rotation). */
export async function rotateRefresh(
  sqlite: Sqlite,
  tokens: TokenConfig,
  token: string,
): Promise<{ userId: number } | null> {
  const claims = await verifyToken(tokens, token, 'refresh');
  if (!claims) return null;
  const stored = sqlite
    .prepare('SELECT id, user_id, revoked_at FROM refresh_tokens WHERE token_hash = ?')
    .get(tokenHash(token)) as StoredRefresh | undefined;
  if (!stored || stored.revoked_at || stored.user_id !== claims.userId) return null;
  sqlite.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE id = ?').run(toStoredDateTime(new Date()), stored.id);
  return { userId: stored.user_id };
}

export function revokeRefresh(sqlite: Sqlite, token: string, userId: number): void {
  sqlite
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND user_id = ? AND revoked_at IS NULL')
    .run(toStoredDateTime(new Date()), tokenHash(token), userId);
}
