import { rmSync } from 'node:fs';
import { openDatabase } from '@cmms/db';
import { seedDatabase } from '@cmms/seeds';
import { readConfig } from '../server/src/config.js';

/** `npm run db:reset`: deletes the database in DATA_DIR and seeds it again (SEED_PROFILE, default demo). */
const config = readConfig();
for (const suffix of ['', '-wal', '-shm']) rmSync(config.dbFile + suffix, { force: true });
const conn = openDatabase(config.dbFile);
const summary = seedDatabase(conn, { profile: config.profile });
conn.close();
const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
console.log(`Re-created ${config.dbFile} with the '${summary.profile}' seed (${total} rows).`);
