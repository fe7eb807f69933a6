import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTemplate, openDatabase, templateFrom, type Sqlite } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every table's rows, in rowid order, hashed: equal when two databases hold the same data. */
function contents(sqlite: Sqlite): Record<string, string> {
  const names = sqlite
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      createHash('sha1')
        .update(JSON.stringify(sqlite.prepare(`SELECT * FROM "${name}"`).raw().all()))
        .digest('hex'),
    ]),
  );
}

// Seeding the demo estate twice takes seconds on a busy machine: past the unit layer's 5 s default.
describe('pristine template', { timeout: 60_000 }, () => {
  const template = buildTemplate((c) => seedDatabase(c, { anchor: TEST_ANCHOR }));

  it('opens copies holding exactly what seeding a fresh database gives, with foreign keys on', () => {
    const fresh = openDatabase(':memory:');
    seedDatabase(fresh, { anchor: TEST_ANCHOR });
    const copy = template.open();
    expect(contents(copy.sqlite)).toEqual(contents(fresh.sqlite));
    expect(Object.keys(contents(copy.sqlite)).length).toBeGreaterThan(50);
    expect(copy.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() => copy.sqlite.prepare('UPDATE locations SET parent_id = 999999 WHERE id = 1').run()).toThrow(
      /FOREIGN KEY/,
    );
    fresh.close();
    copy.close();
  });

  it('keeps each copy private: a write to one is seen neither by the next copy nor by the image', () => {
    const a = template.open();
    const before = template.bytes.toString('base64');
    const users = a.sqlite.prepare('SELECT count(*) FROM users').pluck().get() as number;
    a.sqlite.prepare('DELETE FROM login_attempts').run();
    a.sqlite.prepare("UPDATE companies SET name = 'Changed' WHERE id = 1").run();
    const b = template.open();
    expect(b.sqlite.prepare('SELECT name FROM companies WHERE id = 1').pluck().get()).not.toBe('Changed');
    expect(b.sqlite.prepare('SELECT count(*) FROM users').pluck().get()).toBe(users);
    expect(template.bytes.toString('base64')).toBe(before);
    a.close();
    b.close();
  });

  it('writes a database file a server opens (and migrates) like one it seeded itself', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmms-template-test-'));
    try {
      const file = join(dir, 'data', 'app.sqlite');
      template.writeTo(file);
      const opened = openDatabase(file);
      expect(opened.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(contents(opened.sqlite)).toEqual(contents(template.open().sqlite));
      opened.close();
      expect(contents(templateFrom(template.bytes).open().sqlite)).toEqual(contents(template.open().sqlite));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
