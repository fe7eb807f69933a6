import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** Failed logins allowed within the window, per account (by any of its names) and per address. */
export interface LoginThrottle {
  maxPerUser: number;
  maxPerIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = { maxPerUser: 5, maxPerIp: 20, windowSeconds: 15 * 60 };

export const throttledText = (seconds: number): string =>
  `Too many login attempts. Please try again in ${seconds} seconds.`;

export interface Attempt {
  username: string;
  ip: string;
  userAgent: string | null;
  successful: boolean;
}

/** Every login that reached the credential check, successful or not (the login attempts screen). */
export function recordAttempt(sqlite: Sqlite, attempt: Attempt): void {
  const at = toStoredDateTime(new Date());
  sqlite
    .prepare(
      `INSERT INTO login_attempts (username, remote_ip, user_agent, successful, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(attempt.username, attempt.ip, attempt.userAgent, attempt.successful ? 1 : 0, at, at);
}

const toMs = (stored: string) => Date.parse(`${stored.replace(' ', 'T')}Z`);

/**
 * Seconds until the account or the address may try again, 0 when it may now. An account is every
 * name it signs in with (its e-mail and its username count as one). Like Laravel's throttle, a
 * success does not wipe earlier failures: the lock lifts when the max-th most recent failure leaves
 * the window. Rows stamped after now (a seeded future) do not count.
 */
export function lockoutSeconds(sqlite: Sqlite, limits: LoginThrottle, names: readonly string[], ip: string): number {
  const now = Date.now();
  const since = toStoredDateTime(new Date(now - limits.windowSeconds * 1000));
  const until = toStoredDateTime(new Date(now));
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  const nthFailure = (match: string, values: readonly string[], max: number): string | undefined =>
    sqlite
      .prepare(
        `SELECT created_at FROM login_attempts
         WHERE ${match} AND successful = 0 AND created_at > ? AND created_at <= ?
         ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(...values, since, until, max - 1) as string | undefined;
  let wait = 0;
  for (const stamp of [
    nthFailure(`lower(username) IN (${lowered.map(() => '?').join(', ')})`, lowered, limits.maxPerUser),
    nthFailure('remote_ip = ?', [ip], limits.maxPerIp),
  ]) {
    if (stamp) wait = Math.max(wait, Math.ceil((toMs(stamp) + limits.windowSeconds * 1000 - now) / 1000));
  }
  return wait > 0 ? wait : 0;
}
