import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/**
 * Failed logins allowed within the window. `maxPerUser` is per account and address (Laravel's
 * ThrottlesLogins key, `username|ip`): past it that pair is refused, even the right password, until
 * its failures leave the window. `maxPerIp` is per address across every name, and `maxPerUser` is
 * also counted per account across every address: past either, attempts wait a growing delay
 * (`delayMs`, doubling, at most `maxDelayMs`) and a failure from an address past its cap answers
 * the throttled text, but the right password still signs in. Failures elsewhere, or on names that
 * are no one's, never lock an account's owner out.
 */
export interface LoginThrottle {
  maxPerUser: number;
  maxPerIp: number;
  windowSeconds: number;
  delayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottle = {
  maxPerUser: 5,
  maxPerIp: 20,
  windowSeconds: 15 * 60,
  delayMs: 250,
  maxDelayMs: 3000,
};

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

/** What the throttle says of one attempt, before its password is checked. */
export interface ThrottleState {
  /** Seconds until this account may try again from this address; 0 when it may now. */
  pairLocked: number;
  /** Milliseconds this attempt waits before its check (many failures on the account or from the address). */
  delayMs: number;
  /** Seconds until the address is back under its cap, 0 when it is: a failure then answers the throttled text. */
  addressCapped: number;
}

/**
 * The throttle's view of an attempt on an account (every name it signs in with: its e-mail and its
 * username count as one; an unknown name is an account of its own) from an address. Like Laravel's
 * throttle, a success does not wipe earlier failures: a limit lifts when the max-th most recent
 * failure leaves the window. Rows stamped after now (a seeded future) do not count.
 */
export function throttleState(
  sqlite: Sqlite,
  limits: LoginThrottle,
  names: readonly string[],
  ip: string,
): ThrottleState {
  const now = Date.now();
  const since = toStoredDateTime(new Date(now - limits.windowSeconds * 1000));
  const until = toStoredDateTime(new Date(now));
  // SQLite's lower() folds ASCII letters only: so must the names, or 'Émile' would never match its rows.
  const lowered = [...new Set(names.map((name) => name.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())))];
  const byName = `lower(username) IN (${lowered.map(() => '?').join(', ')})`;
  const failures = (match: string, values: readonly unknown[], limit: number): string[] =>
    sqlite
      .prepare(
        `SELECT created_at FROM login_attempts
         WHERE ${match} AND successful = 0 AND created_at > ? AND created_at <= ?
         ORDER BY created_at DESC, id DESC LIMIT ?`,
      )
      .pluck()
      .all(...values, since, until, limit) as string[];
  const secondsLeft = (stamps: readonly string[], max: number): number => {
    const stamp = stamps[max - 1];
    if (!stamp) return 0;
    return Math.max(0, Math.ceil((toMs(stamp) + limits.windowSeconds * 1000 - now) / 1000));
  };
  // Counted up to the point where the delay stops growing.
  const steps = Math.ceil(Math.log2(Math.max(1, limits.maxDelayMs / Math.max(1, limits.delayMs)))) + 1;
  const delayFor = (count: number, max: number) =>
    count < max ? 0 : Math.min(limits.maxDelayMs, limits.delayMs * 2 ** (count - max));

  const pair = failures(`${byName} AND remote_ip = ?`, [...lowered, ip], limits.maxPerUser);
  const account = failures(byName, lowered, limits.maxPerUser + steps);
  const address = failures('remote_ip = ?', [ip], limits.maxPerIp + steps);
  return {
    pairLocked: secondsLeft(pair, limits.maxPerUser),
    delayMs: Math.max(delayFor(account.length, limits.maxPerUser), delayFor(address.length, limits.maxPerIp)),
    addressCapped: secondsLeft(address, limits.maxPerIp),
  };
}
