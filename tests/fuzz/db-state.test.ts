import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { fingerprint, soundness } from './db-state.js';

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

  it('reports a sound seeded database', () => {
    expect(soundness(t.conn.sqlite)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });
});
