import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as schema from './schema/index.js';
import { cacheStatements } from './statement-cache.js';

export type Sqlite = Database.Database;
export type Db = BetterSQLite3Database<typeof schema>;

export interface Connection {
  sqlite: Sqlite;
  db: Db;
  close(): void;
}

/** Found through the package (not this file's URL), so the server's prebuilt bundle finds it too. */
const MIGRATIONS = join(dirname(createRequire(import.meta.url).resolve('@cmms/db')), '..', 'migrations');

/**
 * Opens (creating if needed) a SQLite database in WAL mode with foreign keys on and applies the
 * committed migrations. `':memory:'` gives a private database for tests.
 */
export function openDatabase(file: string): Connection {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  const conn = connect(sqlite);
  migrate(conn.db, { migrationsFolder: MIGRATIONS });
  return conn;
}

/**
 * The connection settings every opened database gets (foreign keys on, the statement cache, drizzle)
 * around an open better-sqlite3 handle: {@link openDatabase}'s, and a pristine template's copies'.
 */
export function connect(sqlite: Sqlite): Connection {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  cacheStatements(sqlite);
  const db = drizzle(sqlite, { schema });
  return { sqlite, db, close: () => sqlite.close() };
}
