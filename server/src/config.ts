import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isProfileName, type ProfileName } from '@cmms/seeds';
import { isLoopback } from './demo-passwords.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  webDist: string;
  profile: ProfileName;
  jwtSecret: Uint8Array;
  /** Bound beyond loopback: reachable from the network. */
  exposed: boolean;
  /** ALLOW_REGISTRATION; on by default only on loopback. */
  allowRegistration: boolean;
  /** TRUST_PROXY: whose X-Forwarded-For to believe (none by default). */
  trustProxy: boolean | string;
  /** DEMO_PASSWORDS=keep: an exposed server keeps the published demo password anyway. */
  keepDemoPasswords: boolean;
  /** LOG_LEVEL for the server's log (warn: every 5xx and warning, not every request). */
  logLevel: string;
  /** DEMO_SESSIONS=1: each visitor signing in with a demo account gets a private copy of the seeded data. */
  demoSessions: boolean;
  /** DEMO_SESSION_IDLE_MINUTES (30): a demo session with no request for this long goes, with its files. */
  demoSessionIdleMinutes: number;
  /** DEMO_SESSIONS_MAX (20): live demo sessions at most; one more sign-in answers 503 with Retry-After. */
  demoSessionsMax: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const flag = (value: string | undefined): boolean | undefined => {
  const text = value?.trim().toLowerCase();
  if (text === undefined || text === '') return undefined;
  return ['1', 'true', 'on', 'yes'].includes(text);
};

/** TRUST_PROXY: true/1 (any proxy), false/0/unset (none), or addresses and subnets ('10.0.0.0/8, loopback'). */
const trustProxy = (value: string | undefined): boolean | string => {
  const text = value?.trim() ?? '';
  if (/^(|0|false|off|no)$/i.test(text)) return false;
  if (/^(1|true|on|yes)$/i.test(text)) return true;
  return text;
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The signing key survives restarts (kept in the data folder) so sessions do too. */
function loadSecret(dataDir: string): Uint8Array {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * PORT, HOST, DATA_DIR, SEED_PROFILE and the security settings (ALLOW_REGISTRATION, TRUST_PROXY,
 * DEMO_PASSWORDS, LOG_LEVEL) and demo sessions (DEMO_SESSIONS...) from the environment, with the README's defaults.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const profile = env.SEED_PROFILE ?? 'demo';
  if (!isProfileName(profile)) throw new Error(`SEED_PROFILE must be demo or large, not '${profile}'`);
  const host = env.HOST ?? '127.0.0.1';
  const exposed = !isLoopback(host);
  return {
    port: Number.parseInt(env.PORT ?? '3000', 10),
    host,
    exposed,
    allowRegistration: flag(env.ALLOW_REGISTRATION) ?? !exposed,
    trustProxy: trustProxy(env.TRUST_PROXY),
    keepDemoPasswords: env.DEMO_PASSWORDS?.trim().toLowerCase() === 'keep',
    logLevel: env.LOG_LEVEL ?? 'warn',
    demoSessions: flag(env.DEMO_SESSIONS) ?? false,
    demoSessionIdleMinutes: positive(env.DEMO_SESSION_IDLE_MINUTES, 30),
    demoSessionsMax: Math.floor(positive(env.DEMO_SESSIONS_MAX, 20)),
    dataDir,
    dbFile: join(dataDir, 'app.sqlite'),
    webDist: resolve(env.WEB_DIST ?? join(ROOT, 'web', 'dist')),
    profile,
    jwtSecret: loadSecret(dataDir),
  };
}
