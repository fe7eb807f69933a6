import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { seedIfEmpty } from '@cmms/seeds';
import { buildApp } from './app.js';
import { readConfig } from './config.js';

/** Starts the mock: opens (and seeds, when empty) the database, serves API and console on one port. */
const config = readConfig();
const connection = openDatabase(config.dbFile);
const seeded = seedIfEmpty(connection, { profile: config.profile });
const app = await buildApp({
  connection,
  dataDir: config.dataDir,
  webDist: config.webDist,
  jwtSecret: config.jwtSecret,
  escalationSweep: true,
});
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  seeded ? `Seeded a new '${seeded.profile}' database in ${config.dbFile}` : `Using the database in ${config.dbFile}`,
  `Console and API listening on http://${shownHost}:${port}`,
  `Demo logins (password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(20)} ${a.label}`),
];
console.log(lines.join('\n'));

const shutdown = async () => {
  await app.close();
  connection.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
