import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { seedIfEmpty, writeSeedMedia } from '@cmms/seeds';
import { join } from 'node:path';
import { buildApp, type AppOptions } from './app.js';
import { readConfig } from './config.js';
import { demoLogins, secureDemoPasswords } from './demo-passwords.js';
import { demoServer, type DemoServer } from './modules/demo-sessions/serve.js';
import { sessionImage } from './modules/demo-sessions/manager.js';

/** Starts the mock: opens (and seeds, when empty) the database, serves API and console on one port. */
const config = readConfig();
const connection = openDatabase(config.dbFile);
const seeded = seedIfEmpty(connection, { profile: config.profile });
// A new database's photos and signed PDFs go into the data folder with it.
if (seeded) writeSeedMedia(connection.sqlite, config.dataDir);
// Reachable from the network: the published demo password stops working unless asked to keep it.
const secure = config.exposed && !config.keepDemoPasswords;
const locked = secure ? secureDemoPasswords(connection.sqlite, config.dataDir) : 0;
const logins = demoLogins(connection.sqlite, config.dataDir);
const common: AppOptions = {
  webDist: config.webDist,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  allowRegistration: config.allowRegistration,
  demoPasswordWorks: logins.some((login) => login.password === DEMO_PASSWORD),
  moduleJobs: true,
};
const app = await buildApp({ ...common, connection, dataDir: config.dataDir, jwtSecret: config.jwtSecret });
// DEMO_SESSIONS=1: the server's app becomes the lobby; each demo visitor gets an app on a private copy of
// this database as it is now (seeded, generated up to today), made from one image taken here.
let demo: DemoServer | null = null;
if (config.demoSessions) {
  demo = demoServer(app, {
    template: sessionImage(connection.sqlite),
    dir: join(config.dataDir, 'demo-sessions'),
    idleMs: config.demoSessionIdleMinutes * 60_000,
    max: config.demoSessionsMax,
    build: (session) => buildApp({ ...common, ...session, allowRegistration: false }),
  });
  await app.ready();
  await new Promise<void>((resolve) => demo!.server.listen(config.port, config.host, resolve));
} else {
  await app.listen({ port: config.port, host: config.host });
}

// Defence in depth: a fault that escapes every request handler (an error event no one listened to, a
// rejected promise no one awaited) is logged and the server goes on serving everyone else's requests.
process.on('uncaughtException', (err) => app.log.error({ err }, 'uncaught error: the server keeps running'));
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection: the server keeps running'));

const address = (demo?.server ?? app.server).address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const label = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.label ?? '';
const lines = [
  seeded ? `Seeded a new '${seeded.profile}' database in ${config.dbFile}` : `Using the database in ${config.dbFile}`,
  `Console and API listening on http://${shownHost}:${port}`,
  ...(config.exposed
    ? [
        '',
        `WARNING: bound to ${config.host}, so anyone who can reach this machine can reach the console and the API.`,
        config.keepDemoPasswords
          ? `  DEMO_PASSWORDS=keep: the published demo password (${DEMO_PASSWORD}) still works from the network.`
          : '  The published demo password does not work here: the demo accounts have the generated passwords below.',
        ...(locked ? [`  ${locked} other accounts had the demo password and cannot sign in until one is set.`] : []),
        `  Self-registration is ${config.allowRegistration ? 'ON (ALLOW_REGISTRATION)' : 'off'}.`,
        '',
      ]
    : []),
  'Demo logins:',
  ...logins.map((login) => `  ${login.email.padEnd(20)} ${login.password.padEnd(18)} ${label(login.email)}`),
  ...(config.demoSessions
    ? [
        `Demo sessions ON: each demo sign-in gets a private copy of this data (at most ${config.demoSessionsMax}, ` +
          `gone after ${config.demoSessionIdleMinutes} idle minutes).`,
      ]
    : []),
];
console.log(lines.join('\n'));

const shutdown = async () => {
  await demo?.close();
  await app.close();
  connection.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
