import type { Connection } from '@cmms/db';
import type { AssetTagSettings } from '@cmms/contracts';
import type { TokenConfig } from './auth/tokens.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { RateLimit } from './auth/rate-limit.js';
import type { WriteGate } from './http/write-gate.js';
import type { Clock } from './clock.js';
import type { Engine } from './engine/engine.js';
import type { EventBus } from './domain/events.js';

/** What every route reaches through `app.ctx`. */
export interface AppContext {
  conn: Connection;
  /** Each declared resource's repository, writer and row presenter, with its hooks. */
  engine: Engine;
  tokens: TokenConfig;
  dataDir: string;
  loginThrottle: LoginThrottle;
  uploadLimitBytes: number;
  /** Whether `/jwt/register` creates accounts (ALLOW_REGISTRATION), and how often per address. */
  allowRegistration: boolean;
  registrationLimit: RateLimit;
  /** Most data rows one CSV import takes. */
  importMaxRows: number;
  /** The published demo password still works (not replaced at start on an exposed server). */
  demoPasswordWorks: boolean;
  /** Holds other writers back while an import's transaction is open. */
  writeGate: WriteGate;
  /** The time for due dates, overdue flags and escalations; tests pass their own. */
  clock: Clock;
  /** Whether new assets without a tag get the next one, and its prefix and digits. */
  assetTags: AssetTagSettings;
  /** What one part tells the others (a logged work order, to preventive maintenance). */
  events: EventBus;
}

export type { Principal, UserRecord } from './principal.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
