import { describe, expect, it } from 'vitest';
import { createEngine } from '@cmms/server/engine/engine';
import { engineDb } from '../../../support/engine-db';

/** The composition root hands each resource its hooks; the engine applies them wherever it reads or writes. */
describe('createEngine', () => {
  const { sqlite, insert } = engineDb();
  const sales = insert('departments', { name: 'Sales', phone: '1' });
  insert('departments', { name: 'Support', phone: '2' });
  const engine = createEngine(sqlite, {
    departments: {
      listScope: (input, where) => {
        if (input.only === 'phone-1') where.clauses.push("t.phone = '1'");
      },
      decorateRows: (_sqlite, _raws, rows) => {
        for (const row of rows) row.badge = `#${row.id}`;
      },
    },
  });

  it('lists with the resource’s own filters and presents rows with its own keys', () => {
    const departments = engine.resource('departments');
    const { total, rows } = departments.repo.list({ only: 'phone-1' });
    expect(total).toBe(1);
    expect(departments.present(rows, null)).toEqual([expect.objectContaining({ id: sales, badge: `#${sales}` })]);
  });

  it('gives a resource without hooks the plain engine', () => {
    const companies = engine.resource('companies');
    expect(companies.hooks).toEqual({});
    expect(companies.repo.list({}).total).toBe(0);
  });

  it('serves every declared resource once', () => {
    const names = engine.all.map((resource) => resource.r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('hardware');
  });
});
