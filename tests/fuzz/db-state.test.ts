import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { createTestApp, type TestApp } from '../support/app.js';
import { fingerprint, fullFingerprint, soundness } from './db-state.js';

/** The "wrote nothing" oracle must see every kind of write, including one that changes no value. */
describe('fingerprint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  // Any declared table with a `name` column (the work orders, first in the registry, have a title).
  const table = resources.find((r) => r.titleField === 'name')?.table ?? 'companies';

  it('stays put for reads and moves for any write', () => {
    const { sqlite } = t.conn;
    const before = fingerprint(sqlite, { table, id: 1 });
    sqlite.prepare(`SELECT * FROM "${table}"`).all();
    expect(fingerprint(sqlite, { table, id: 1 })).toBe(before);

    sqlite.prepare(`UPDATE "${table}" SET name = name WHERE id = 2`).run();
    const same = fingerprint(sqlite, { table, id: 1 });
    expect(same, 'an update that keeps the value').not.toBe(before);

    sqlite.prepare(`UPDATE "${table}" SET updated_at = updated_at || '' WHERE id = 1`).run();
    expect(fingerprint(sqlite, { table, id: 1 })).not.toBe(same);
  });

  it('moves for a schema change, which changes no row', () => {
    const { sqlite } = t.conn;
    const before = fingerprint(sqlite);
    sqlite.exec('CREATE INDEX fuzz_probe ON companies (name)');
    const created = fingerprint(sqlite);
    expect(created, 'an index created').not.toBe(before);
    sqlite.exec('DROP INDEX fuzz_probe');
    expect(fingerprint(sqlite), 'an index dropped').not.toBe(created);
  });

  it('agrees with the full fingerprint, and soundness catches a write the counters missed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmms-fingerprint-'));
    try {
      const watched = openDatabase(join(dir, 'app.sqlite'));
      watched.sqlite.exec(
        "INSERT INTO companies (name, created_at, updated_at) VALUES ('A', '2026-01-01', '2026-01-01')",
      );
      const cheap = fingerprint(watched.sqlite);
      const full = fullFingerprint(watched.sqlite);
      expect(fingerprint(watched.sqlite)).toBe(cheap);
      expect(fullFingerprint(watched.sqlite)).toBe(full);
      expect(soundness(watched.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
      // Another connection's write: this connection's total_changes() cannot see it, the tables can.
      const other = openDatabase(join(dir, 'app.sqlite'));
      other.sqlite.exec(
        "INSERT INTO companies (name, created_at, updated_at) VALUES ('B', '2026-01-01', '2026-01-01')",
      );
      other.close();
      expect(fingerprint(watched.sqlite)).toBe(cheap);
      expect(fullFingerprint(watched.sqlite)).not.toBe(full);
      expect(soundness(watched.sqlite).integrity).toEqual(['ok', 'a table changed while total_changes() stood still']);
      watched.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a sound seeded database', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
