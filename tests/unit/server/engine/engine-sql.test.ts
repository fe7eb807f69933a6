import { describe, expect, it } from 'vitest';
import { getResource } from '@cmms/contracts';
import { filterClauses, searchClause } from '@cmms/server/engine/sql';
import { engineDb, noWhere, selectIds } from '../../../support/engine-db';

/** The list engine's SQL pieces, run against real tables: which rows a filter, search or sort gives. */
const { sqlite, insert } = engineDb();
const companies = getResource('companies');
const locations = getResource('locations');
const users = getResource('users');
const hardware = getResource('hardware');

const acme = insert('companies', { name: 'Acme Ltd', email: 'Office@Acme.test', phone: '555-0100' });
const bolt = insert('companies', { name: 'Bolt_Works', email: 'hello@bolt.test', created_at: '2025-03-04 10:00:00' });
const crane = insert('companies', { name: '100% Crane', email: 'crane@crane.test' });
const hq = insert('locations', { name: 'Head office', company_id: acme, city: 'Manama' });
const depot = insert('locations', { name: 'Depot', company_id: bolt, parent_id: hq, city: 'Muharraq' });
insert('locations', { name: 'Annex', company_id: acme, parent_id: hq, city: 'manama' });
const ana = insert('users', {
  first_name: 'Ana',
  username: 'ana',
  password: 'x',
  role_type: 'technician',
  activated: 1,
});
const ben = insert('users', { first_name: 'Ben', username: 'ben', password: 'x', role_type: 'viewer', activated: 0 });
const group = insert('permission_groups', { name: 'Night shift', permissions: '{}' });
insert('users_groups', { user_id: ben, group_id: group });

const filtered = (r: typeof companies, input: Record<string, unknown>) => {
  const where = noWhere();
  filterClauses(r, input, where);
  return selectIds(sqlite, r, where, { sort: 'id', order: 'asc' });
};
const searched = (r: typeof companies, terms: string[]) => {
  const where = noWhere();
  searchClause(r, terms, where);
  return selectIds(sqlite, r, where, { sort: 'id', order: 'asc' });
};

describe('filterClauses', () => {
  it('matches a text filter exactly, ignoring case', () => {
    expect(filtered(companies, { email: 'office@acme.test' })).toEqual([acme]);
    expect(filtered(companies, { email: 'office@acme' })).toEqual([]);
  });

  it('matches any value of a repeated filter, in either spelling', () => {
    expect(filtered(locations, { company_id: [String(acme), String(bolt)] })).toHaveLength(3);
    expect(filtered(locations, { 'company_id[]': [String(bolt)] })).toEqual([depot]);
  });

  it('ignores filters the declaration does not name, and empty values', () => {
    expect(filtered(companies, { phone: '555-0100', notes: 'x', name: '' })).toEqual([acme, bolt, crane]);
  });

  it('reads a filter under its column name and types booleans', () => {
    expect(filtered(users, { type: 'viewer' })).toEqual([ben]);
    expect(filtered(users, { activated: 'true' })).toEqual([ana]);
    expect(filtered(users, { activated: '0' })).toEqual([ben]);
  });

  it('matches a multi-reference filter through its join table', () => {
    expect(filtered(users, { group_id: String(group) })).toEqual([ben]);
    expect(filtered(users, { group_id: 'nine' })).toEqual([ana, ben]);
  });

  it('filters through a referenced row (assets by their model’s category)', () => {
    const where = noWhere();
    filterClauses(hardware, { category_id: '7' }, where);
    expect(where.clauses[0]).toMatch(/IN \(SELECT j\.id FROM "models" j WHERE j\."category_id" = \?\)/);
    expect(where.params).toEqual([7]);
  });
});

describe('searchClause', () => {
  it('finds a term in any searchable column, and ORs the terms', () => {
    expect(searched(companies, ['acme'])).toEqual([acme]);
    expect(searched(companies, ['555-0100', 'bolt'])).toEqual([acme, bolt]);
  });

  it('takes % and _ literally', () => {
    expect(searched(companies, ['100%'])).toEqual([crane]);
    expect(searched(companies, ['t_W'])).toEqual([bolt]);
    expect(searched(companies, ['%'])).toEqual([crane]);
  });

  it('searches dates only with terms that look like dates', () => {
    expect(searched(locations, ['2026-01-02'])).toHaveLength(3);
    const where = noWhere();
    searchClause(locations, ['Jan'], where);
    expect(where.clauses[0]).not.toContain('created_at');
  });

  it('leaves the list alone without terms', () => {
    const where = noWhere();
    searchClause(companies, [], where);
    expect(where.clauses).toEqual([]);
  });

  it('finds nothing when no column can hold the term', () => {
    const where = noWhere();
    searchClause({ ...companies, search: ['created_at'] }, ['acme'], where);
    expect(selectIds(sqlite, companies, where)).toEqual([]);
  });
});

describe('orderBy', () => {
  const ids = (query: Record<string, unknown>) => selectIds(sqlite, locations, noWhere(), query);

  it('sorts text without regard to case, breaking ties on the id', () => {
    expect(ids({ sort: 'city', order: 'asc' })).toEqual([hq, depot + 1, depot]);
    expect(ids({ sort: 'city', order: 'desc' })).toEqual([depot, depot + 1, hq]);
  });

  it('falls back to the declared default for an unknown sort', () => {
    expect(ids({ sort: 'nope', order: 'asc' })).toEqual(ids({ sort: 'created_at', order: 'asc' }));
  });

  it('sorts a reference by the referenced row’s title', () => {
    expect(ids({ sort: 'company', order: 'asc' })).toEqual([hq, depot + 1, depot]);
  });

  it('sorts by a count', () => {
    expect(ids({ sort: 'children_count', order: 'desc' })[0]).toBe(hq);
  });

  it('sorts by an expression a hook names', () => {
    const byCityLength = { city: 'length(t.city)' };
    expect(selectIds(sqlite, locations, noWhere(), { sort: 'city', order: 'desc' }, byCityLength)).toEqual([
      depot,
      depot + 1,
      hq,
    ]);
  });
});
