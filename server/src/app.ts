import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_MAX_ROWS, UPLOAD_LIMIT_BYTES, scopedLists, type AssetTagSettings } from '@cmms/contracts';
import { SEEDED_ASSET_TAG_SETTINGS, writeSeedDocuments } from '@cmms/seeds';
import { openDatabase, type Connection } from '@cmms/db';
import type { AppContext } from './context.js';
import { setClock, systemClock, type Clock } from './clock.js';
import { createEventBus } from './domain/events.js';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from './auth/login-throttle.js';
import { frameworkErrors, registerErrorHandling } from './http/errors.js';
import { registerServerTexts } from './i18n/server-texts.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { BODY_LIMIT_BYTES } from './http/body-limits.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { WriteGate } from './http/write-gate.js';
import type { RateLimit } from './auth/rate-limit.js';
import { registerConsole } from './http/console.js';
import { registerDocs } from './http/docs.js';
import { registerQueryCount } from './http/query-count.js';
import { createEngine } from './engine/engine.js';
import { registerResource } from './engine/resource-routes.js';
import { registerScopedLists } from './engine/scoped-list-routes.js';
import { resourceHooks } from './hooks/registry.js';
import { registerAuthRoutes } from './routes/auth-routes.js';
import { registerUsersMe } from './routes/users-me.js';
import { registerGroupMembers } from './routes/group-members.js';
import { registerUserSublists } from './routes/user-sublists.js';
import { registerUploads } from './routes/uploads.js';
import { registerActivityReport } from './routes/activity-report.js';
import { registerFieldsetRoutes } from './routes/fieldset-routes.js';
import { registerTemplatePermissions } from './routes/template-permissions.js';
import { registerHealth } from './routes/health.js';
import { registerHardwareActions } from './routes/hardware-actions.js';
import { registerLicenseSeats } from './routes/license-seats.js';
import { registerAccessoryCheckouts } from './routes/accessory-checkouts.js';
import { registerComponentCheckouts } from './routes/component-checkouts.js';
import { registerConsumableCheckouts } from './routes/consumable-checkouts.js';
import { registerImports } from './routes/imports.js';
import { registerAssetReports } from './routes/asset-reports.js';
import { registerHardwareLookups } from './routes/hardware-lookups.js';
import { registerLabels } from './routes/labels.js';
import { registerStatuslabelAssets } from './routes/statuslabel-assets.js';
import { registerAcceptances } from './routes/acceptances.js';
import { registerV8Extras } from './routes/v8-extras.js';
import { registerFieldsetFields } from './routes/fieldset-fields.js';
import { registerAssignedLists } from './routes/assigned-lists.js';
import { registerAssetRequests } from './routes/asset-requests.js';
import { registerRecordImages } from './routes/record-images.js';
import { registerMaintenanceReports } from './routes/maintenance-reports.js';
import { registerPeople } from './routes/people.js';
import { registerDashboard } from './routes/dashboard.js';
import { scheduleClockTick, type TickJob } from './clock-tick.js';
import { SERVER_MODULES } from './modules/index.js';

export interface AppOptions {
  /** An open connection, or a file path (':memory:' for tests). */
  connection?: Connection;
  dbFile?: string;
  /** Uploads live under it; without one the app uses a private temp folder, removed on close. */
  dataDir?: string;
  /** Built console to serve (web/dist); omitted in API tests. */
  webDist?: string;
  jwtSecret?: Uint8Array;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Failed logins allowed per account and per address within the window (defaults 5, 20, 15 minutes). */
  loginThrottle?: Partial<LoginThrottle>;
  /** Largest accepted upload; tests lower it, the product's limit is the default. */
  uploadLimitBytes?: number;
  /** Report each request's SQL statement count in the `x-query-count` header (tests, benchmark). */
  countQueries?: boolean;
  /** Fastify's logger: false (tests), true, or pino options (`server.ts` logs warnings and errors). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' `X-Forwarded-For` to believe (TRUST_PROXY: true, or addresses and subnets such as
   * 'loopback, 10.0.0.0/8'): none by default, so the address is the socket's and a forged header can
   * neither dodge the login throttle nor fill its log.
   */
  trustProxy?: boolean | string;
  /** Whether `/jwt/register` creates accounts; off unless asked (server.ts turns it on for loopback). */
  allowRegistration?: boolean;
  /** Registrations allowed per address (default 10 an hour). */
  registrationLimit?: RateLimit;
  /** Most data rows one CSV import takes (tests lower it). */
  importMaxRows?: number;
  /** Whether the published demo password still signs the demo accounts in (the sign-in page offers it). */
  demoPasswordWorks?: boolean;
  /** Socket and request time limits in ms (tests lower them). */
  timeouts?: Partial<Timeouts>;
  /** The time work orders are judged by (due, overdue, escalation targets); the system clock by default. */
  clock?: Clock;
  /**
   * Run the feature modules' work at start and their clock jobs on the minute tick (the started server
   * does): the escalation sweep, preventive plans' work orders, missed logbook entries, expired demo
   * sessions. Tests leave it off and drive them (`POST maintenance/workorders/escalations/run`,
   * `POST /Scheduler/{id}/generate`, their clock), or turn it on to test a restart.
   */
  moduleJobs?: boolean;
  /** Asset tag auto-increment (Snipe-IT's settings); the seeded series `AST-000001` by default. */
  assetTags?: AssetTagSettings;
}

export interface Timeouts {
  /** A socket with no traffic for this long is closed (a stalled upload). */
  idleMs: number;
  /** A request must have arrived whole within this (a trickling upload). */
  requestMs: number;
  /** Its headers within this. */
  headersMs: number;
}

const DEFAULT_TIMEOUTS: Timeouts = { idleMs: 60_000, requestMs: 300_000, headersMs: 20_000 };

/** Builds the whole server without listening; `server.ts` listens, tests inject. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const conn = options.connection ?? openDatabase(options.dbFile ?? ':memory:');
  const ownDataDir = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'cmms-data-'));
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    frameworkErrors,
  });
  app.server.headersTimeout = timeouts.headersMs;
  const ctx: AppContext = {
    conn,
    // The composition root hands each resource's hooks to the engine; the engine imports no feature.
    engine: createEngine(conn.sqlite, resourceHooks),
    dataDir: options.dataDir ?? ownDataDir!,
    tokens: {
      secret: options.jwtSecret ?? randomBytes(32),
      accessTtlSeconds: options.accessTtlSeconds ?? 60 * 60,
      refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 60 * 60,
    },
    loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
    uploadLimitBytes: options.uploadLimitBytes ?? UPLOAD_LIMIT_BYTES,
    allowRegistration: options.allowRegistration ?? false,
    registrationLimit: options.registrationLimit ?? { max: 10, windowSeconds: 60 * 60 },
    importMaxRows: options.importMaxRows ?? IMPORT_MAX_ROWS,
    demoPasswordWorks: options.demoPasswordWorks ?? true,
    writeGate: new WriteGate(),
    clock: options.clock ?? systemClock,
    assetTags: options.assetTags ?? SEEDED_ASSET_TAG_SETTINGS,
    events: createEventBus(),
  };
  setClock(conn.sqlite, ctx.clock);
  // The seed's signed contract PDFs are written into this data folder where missing (its photos on first read).
  writeSeedDocuments(conn.sqlite, ctx.dataDir);
  app.decorate('ctx', ctx);
  app.decorateRequest('principal', null);
  app.decorateRequest('writeLease', null);
  if (!options.connection) app.addHook('onClose', async () => conn.close());
  if (ownDataDir) app.addHook('onClose', async () => rmSync(ownDataDir, { recursive: true, force: true }));

  if (options.countQueries) registerQueryCount(app, conn.sqlite);
  registerErrorHandling(app);
  registerServerTexts(app);
  registerSecurityHeaders(app);
  await registerBodyParsers(app, { dataDir: ctx.dataDir, uploadLimitBytes: ctx.uploadLimitBytes });
  registerHealth(app);
  await registerDocs(app);
  registerAuthRoutes(app);
  registerUsersMe(app);
  // Custom actions first: their fixed segments (`/users/:id/uploads`) are registered before `/users/:id/:type`.
  registerGroupMembers(app);
  registerUploads(app);
  registerUserSublists(app);
  registerActivityReport(app);
  registerFieldsetRoutes(app);
  registerTemplatePermissions(app);
  registerHardwareActions(app);
  registerHardwareLookups(app);
  registerLabels(app);
  registerStatuslabelAssets(app);
  registerAcceptances(app);
  registerV8Extras(app);
  registerFieldsetFields(app);
  registerAssignedLists(app);
  registerScopedLists(app, scopedLists);
  registerAssetRequests(app);
  registerRecordImages(app);
  registerLicenseSeats(app);
  registerAccessoryCheckouts(app);
  registerComponentCheckouts(app);
  registerConsumableCheckouts(app);
  registerImports(app);
  registerAssetReports(app);
  registerMaintenanceReports(app);
  registerPeople(app);
  registerDashboard(
    app,
    SERVER_MODULES.flatMap((module) => module.dashboardTiles ?? []),
  );
  for (const module of SERVER_MODULES) await module.register(app);
  for (const resource of ctx.engine.all) registerResource(app, resource);
  await registerConsole(app, options.webDist);
  const jobs: TickJob[] = [];
  if (options.moduleJobs) {
    for (const module of SERVER_MODULES) module.start?.(app);
    for (const module of SERVER_MODULES) jobs.push(...(module.jobs?.(app) ?? []));
  }
  if (jobs.length) scheduleClockTick(app, jobs);
  return app;
}
