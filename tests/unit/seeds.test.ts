import { describe, expect, it } from 'vitest';
import { openDatabase } from '@cmms/db';
import { seedDatabase } from '@cmms/seeds';
import { resources } from '@cmms/contracts';

const dump = (seed?: number) => {
  const conn = openDatabase(':memory:');
  seedDatabase(conn, seed === undefined ? {} : { seed });
  const tables = [...resources.map((r) => r.table), 'users', 'permission_groups', 'users_groups'];
  const out = Object.fromEntries(
    tables.map((t) => [t, conn.sqlite.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]),
  );
  conn.close();
  return out;
};

describe('deterministic seeds', () => {
  it('gives identical rows and ids for the same seed', () => {
    expect(dump()).toEqual(dump());
  });

  it('gives different generated rows for another seed, with the demo logins fixed', () => {
    const a = dump();
    const b = dump(7);
    expect(b.suppliers).not.toEqual(a.suppliers);
    const logins = (d: Record<string, unknown[]>) =>
      (d.users as { id: number; email: string }[]).slice(0, 4).map((u) => [u.id, u.email]);
    expect(logins(b)).toEqual(logins(a));
  });

  it('fills every settings resource', () => {
    const d = dump();
    for (const r of resources) expect(d[r.table]!.length, r.table).toBeGreaterThanOrEqual(4);
  });
});
