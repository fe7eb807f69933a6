import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { UNUSABLE_PASSWORD, hashPassword, verifyPassword, type Sqlite } from '@cmms/db';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { revokeUserSessions } from './auth/sessions.js';

/** Where generated demo passwords are kept between starts (readable by the owner only). */
export const DEMO_PASSWORDS_FILE = 'demo-passwords.json';

const DEMO_EMAILS: readonly string[] = DEMO_ACCOUNTS.map((a) => a.email);

export interface DemoLogin {
  email: string;
  password: string;
}

const readKept = (file: string): Record<string, string> => {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/**
 * For a server reachable from the network: no account keeps the published demo password. Each demo
 * account gets a generated one (kept in the data folder, so it is printed again at every start) and
 * its sessions end; every other account that still has the published password is locked until
 * someone sets it a new one. Seeded accounts share one hash, so only shared hashes and the demo
 * accounts' own are tried. Returns how many other accounts were locked.
 */
export function secureDemoPasswords(sqlite: Sqlite, dataDir: string): number {
  const file = join(dataDir, DEMO_PASSWORDS_FILE);
  const kept = readKept(file);
  const candidates = sqlite
    .prepare(
      `SELECT DISTINCT password FROM users WHERE deleted_at IS NULL AND (
         lower(email) IN (${DEMO_EMAILS.map(() => '?').join(', ')})
         OR password IN (SELECT password FROM users GROUP BY password HAVING count(*) > 1))`,
    )
    .pluck()
    .all(...DEMO_EMAILS) as string[];
  const published = candidates.filter((hash) => verifyPassword(DEMO_PASSWORD, hash));
  if (published.length === 0) return 0;
  const accounts = sqlite
    .prepare(`SELECT id, email FROM users WHERE password IN (${published.map(() => '?').join(', ')})`)
    .all(...published) as { id: number; email: string | null }[];
  let locked = 0;
  sqlite.transaction(() => {
    const setPassword = sqlite.prepare('UPDATE users SET password = ? WHERE id = ?');
    for (const account of accounts) {
      const email = account.email?.toLowerCase() ?? '';
      if (DEMO_EMAILS.includes(email)) {
        kept[email] = randomBytes(12).toString('base64url');
        setPassword.run(hashPassword(kept[email]), account.id);
      } else {
        setPassword.run(UNUSABLE_PASSWORD, account.id);
        locked++;
      }
      revokeUserSessions(sqlite, account.id);
    }
  })();
  writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  return locked;
}

/**
 * The demo accounts and the password each signs in with now: a generated one kept in the data
 * folder, or the published one. Once passwords were generated, an account whose password someone
 * has changed since is left out.
 */
export function demoLogins(sqlite: Sqlite, dataDir: string): DemoLogin[] {
  const kept = readKept(join(dataDir, DEMO_PASSWORDS_FILE));
  // Never exposed: nothing was generated, and a start need not spend a hash per account finding that out.
  if (Object.keys(kept).length === 0) return DEMO_EMAILS.map((email) => ({ email, password: DEMO_PASSWORD }));
  const stored = sqlite.prepare('SELECT password FROM users WHERE lower(email) = ? AND deleted_at IS NULL').pluck();
  return DEMO_EMAILS.flatMap((email) => {
    const hash = stored.get(email) as string | undefined;
    if (!hash) return [];
    const password = [kept[email], DEMO_PASSWORD].find((p) => p !== undefined && verifyPassword(p, hash));
    return password ? [{ email, password }] : [];
  });
}

/** Whether the address only this machine can reach (127.0.0.0/8, ::1, localhost). */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
