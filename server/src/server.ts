import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { seedIfEmpty, writeSeedMedia } from '@cmms/seeds';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { demoLogins, secureDemoPasswords } from './demo-passwords.js';

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
const app = await buildApp({
  connection,
  dataDir: config.dataDir,
  webDist: config.webDist,
  jwtSecret: config.jwtSecret,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  allowRegistration: config.allowRegistration,
  demoPasswordWorks: logins.some((login) => login.password === DEMO_PASSWORD),
  escalationSweep: true,
  preventiveGeneration: true,
  moduleJobs: true,
});
await app.listen({ port: config.port, host: config.host });

// Defence in depth: a fault that escapes every request handler (an error event no one listened to, a
// rejected promise no one awaited) is logged and the server goes on serving everyone else's requests.
process.on('uncaughtException', (err) => app.log.error({ err }, 'uncaught error: the server keeps running'));
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled rejection: the server keeps running'));

const address = app.server.address();
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
];
console.log(lines.join('\n'));

const shutdown = async () => {
  await app.close();
  connection.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
