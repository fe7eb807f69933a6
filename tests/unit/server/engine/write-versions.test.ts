import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Sqlite } from '@cmms/db';
import { writeVersions } from '@cmms/server/engine/write-versions';

/**
 * The write tracker behind every kept page, total and search: a figure that read a table must see
 * every write that reaches it, through a trigger too, however the trigger quotes its target.
 */
describe('write versions', () => {
  it('a write reaches the tables its triggers write, quoted with backticks or double quotes', () => {
    const sqlite = new Database(':memory:') as unknown as Sqlite;
    sqlite.exec(`
      CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT);
      CREATE TABLE ticks (id INTEGER PRIMARY KEY, n INTEGER);
      CREATE TABLE marks (id INTEGER PRIMARY KEY, n INTEGER);
      CREATE TRIGGER things_tick AFTER UPDATE OF name ON things BEGIN INSERT INTO \`ticks\` (n) VALUES (1); END;
      CREATE TRIGGER things_mark AFTER UPDATE ON things BEGIN INSERT INTO "marks" (n) VALUES (1); END;
      INSERT INTO things (name) VALUES ('a');
    `);
    const versions = writeVersions(sqlite);
    const ticks = versions.of(['ticks']);
    const marks = versions.of(['marks']);
    sqlite.prepare('UPDATE things SET name = ? WHERE id = 1').run('b');
    expect(versions.of(['ticks'])).not.toBe(ticks);
    expect(versions.of(['marks'])).not.toBe(marks);
    sqlite.close();
  });

  it('a kept figure checked while recording counts as read', () => {
    const sqlite = new Database(':memory:') as unknown as Sqlite;
    sqlite.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
    const versions = writeVersions(sqlite);
    const { tables } = versions.recording(() => versions.of(['things', 'others']));
    expect(tables.sort()).toEqual(['others', 'things']);
    sqlite.close();
  });
});
