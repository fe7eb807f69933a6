import { describe, expect, it } from 'vitest';
import { abilityRules, createAbility, formatDateTime, getResource, type ResourceDecl } from '@cmms/contracts';
import type { Principal, UserRecord } from '@cmms/server/context';
import { countSelects } from '@cmms/server/engine/sql';
import { toRows, type RawRow } from '@cmms/server/engine/rows';
import { engineDb } from '../../../support/engine-db';

/** Stored rows become the rows the contract declares: shapes, names of references, what the caller may do. */
const { sqlite, insert } = engineDb();
const departments = getResource('departments');
const locations = getResource('locations');
const users = getResource('users');
const manufacturers = getResource('manufacturers');

const admin = insert('users', { first_name: 'Amira', last_name: 'Haddad', username: 'amira', password: 'secret-hash' });
const acme = insert('companies', { name: 'Acme Ltd' });
const hq = insert('locations', { name: 'Head office', created_by: admin });
insert('locations', { name: 'Yard', parent_id: hq });
insert('locations', { name: 'Annex', parent_id: hq });
insert('locations', { name: 'Gone', parent_id: hq, deleted_at: '2026-01-01 00:00:00' });
const sales = insert('departments', { name: 'Sales', company_id: acme, location_id: hq, created_by: admin });
const empty = insert('departments', { name: 'Empty' });
insert('users', { first_name: 'Sam', username: 'sam', password: 'x', department_id: sales, activated: 1 });
const oldMaker = insert('manufacturers', { name: 'Old maker', deleted_at: '2026-01-01 00:00:00' });

const raws = (r: ResourceDecl, ...ids: number[]) =>
  ids.map((id) => sqlite.prepare(`SELECT t.*${countSelects(r)} FROM "${r.table}" t WHERE t.id = ?`).get(id) as RawRow);
const principal = (...keys: string[]): Principal => {
  const granted = new Set(keys);
  return { user: { id: admin } as UserRecord, sessionId: null, granted, ability: createAbility(abilityRules(granted)) };
};
const editor = principal('departments.view', 'departments.edit', 'departments.delete', 'locations.view');

describe('toRows', () => {
  it('keeps the backend’s key order: id, fields, counts, extras, then the common keys', () => {
    const [row] = toRows(sqlite, departments, raws(departments, sales), editor);
    expect(Object.keys(row!)).toEqual([
      'id',
      'name',
      'company',
      'manager',
      'location',
      'phone',
      'fax',
      'notes',
      'users_count',
      // A v8 key the mock has no value for (rowExtras) is null.
      'image',
      'created_by',
      'created_at',
      'updated_at',
      'available_actions',
    ]);
  });

  it('names references and the creator, sends counts as declared and formats dates', () => {
    const [row] = toRows(sqlite, departments, raws(departments, sales), editor);
    expect(row).toMatchObject({
      company: { id: acme, name: 'Acme Ltd' },
      manager: null,
      location: { id: hq, name: 'Head office' },
      users_count: '1',
      created_by: { id: admin, name: 'Amira Haddad' },
      created_at: formatDateTime('2026-01-02 03:04:05'),
    });
  });

  it('offers update and delete by the ability, and no delete while a guard counts rows', () => {
    const [inUse, free] = toRows(sqlite, departments, raws(departments, sales, empty), editor);
    expect(inUse!.available_actions).toEqual({ update: true, delete: false });
    expect(free!.available_actions).toEqual({ update: true, delete: true });
    const [readOnly] = toRows(sqlite, departments, raws(departments, empty), principal('departments.view'));
    expect(readOnly!.available_actions).toEqual({ update: false, delete: false });
    const [anonymous] = toRows(sqlite, departments, raws(departments, empty), null);
    expect(anonymous!.available_actions).toEqual({ update: false, delete: false });
  });

  it('offers restore, and only restore, on a deleted row of a restorable resource', () => {
    const [row] = toRows(sqlite, manufacturers, raws(manufacturers, oldMaker), principal('manufacturers.edit'));
    expect(row!.available_actions).toEqual({ update: false, delete: false, restore: true });
    expect(row!.deleted_at).toEqual(formatDateTime('2026-01-01 00:00:00'));
  });

  it('lists a tree row’s undeleted children by name', () => {
    const [row] = toRows(sqlite, locations, raws(locations, hq), editor);
    expect((row!.children as { name: string }[]).map((c) => c.name)).toEqual(['Annex', 'Yard']);
  });

  it('never sends a password, and sends booleans as booleans', () => {
    const sam = sqlite.prepare("SELECT id FROM users WHERE username = 'sam'").pluck().get() as number;
    const [row] = toRows(sqlite, users, raws(users, sam), editor);
    expect(row).not.toHaveProperty('password');
    expect(row!.activated).toBe(true);
    expect(row!.groups).toEqual({ total: 0, rows: [] });
  });

  it('lets the resource’s hook add its own keys to the page of rows', () => {
    const pages: number[] = [];
    const rows = toRows(sqlite, departments, raws(departments, sales, empty), editor, (_sqlite, page, out) => {
      pages.push(page.length);
      for (const row of out) row.extra = 'added';
    });
    expect(pages).toEqual([2]);
    expect(rows.map((row) => row.extra)).toEqual(['added', 'added']);
  });

  it('answers no rows for no rows without reading anything', () => {
    expect(toRows(sqlite, departments, [], editor)).toEqual([]);
  });
});
