import Database from 'better-sqlite3';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { connect, openDatabase, type Connection } from './connection.js';

/**
 * A pristine database image: migrated and filled once, then opened as many private copies as wanted.
 * Deserialising the image takes milliseconds where seeding the demo estate takes most of a second, so
 * tests open a fresh seeded database per app, and a demo session can start from a clean estate.
 */
export interface PristineTemplate {
  /** SQLite's serialised form of the filled database (what a database file holds). */
  readonly bytes: Buffer;
  /** A private, writable in-memory copy with the settings {@link openDatabase} gives; the image is untouched. */
  open(): Connection;
  /** Writes the image as a database file (e.g. a server's `DATA_DIR/app.sqlite`), replacing any there. */
  writeTo(file: string): void;
}

/** Builds the image: a fresh migrated in-memory database handed to `fill` (a seeding function), then serialised. */
export function buildTemplate(fill: (conn: Connection) => void): PristineTemplate {
  const conn = openDatabase(':memory:');
  try {
    fill(conn);
    return templateFrom(conn.sqlite.serialize());
  } finally {
    conn.close();
  }
}

/** A template over an image built earlier (read from a file, or handed over by another process). */
export function templateFrom(bytes: Buffer): PristineTemplate {
  return {
    bytes,
    open: () => openCopy(bytes),
    writeTo(file) {
      mkdirSync(dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half an image.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, bytes);
      renameSync(part, file);
    },
  };
}

/** A private in-memory database from an image (better-sqlite3 copies the bytes: the image stays pristine). */
export function openCopy(bytes: Buffer): Connection {
  return connect(new Database(bytes));
}
