import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isProfileName, type ProfileName } from '@cmms/seeds';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  dbFile: string;
  webDist: string;
  profile: ProfileName;
  jwtSecret: Uint8Array;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The signing key survives restarts (kept in the data folder) so sessions do too. */
function loadSecret(dataDir: string): Uint8Array {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

/** PORT, HOST, DATA_DIR and SEED_PROFILE from the environment, with the README's defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const profile = env.SEED_PROFILE ?? 'demo';
  if (!isProfileName(profile)) throw new Error(`SEED_PROFILE must be demo or large, not '${profile}'`);
  return {
    port: Number.parseInt(env.PORT ?? '3000', 10),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    dbFile: join(dataDir, 'app.sqlite'),
    webDist: resolve(env.WEB_DIST ?? join(ROOT, 'web', 'dist')),
    profile,
    jwtSecret: loadSecret(dataDir),
  };
}
