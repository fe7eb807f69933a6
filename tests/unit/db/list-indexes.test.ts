import { describe, expect, it } from 'vitest';
import { filterName, resources, sortColumns, type ResourceDecl } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';

const { sqlite } = openDatabase(':memory:');

/**
 * Tables the `large` profile fills with thousands of rows: every filter and sort of their lists is
 * answered by an index. The settings tables stay at a few dozen rows even there; reading one whole is
 * cheaper than keeping an index per column on every write, so the benchmark never called for them.
 */
const LARGE = new Set(['assets', 'users', 'locations', 'suppliers', 'asset_maintenances', 'work_orders']);
const TEXT = new Set(['text', 'textarea', 'email', 'url', 'phone', 'color', 'enum']);

const columnsOf = (table: string) =>
  new Set((sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name));

/** The first two key columns of each index on the table, with their collations. */
function leadingKeys(table: string): { column: string; coll: string; position: number }[] {
  const indexes = sqlite.prepare(`PRAGMA index_list("${table}")`).all() as { name: string; partial: number }[];
  return indexes
    .filter((i) => !i.partial)
    .flatMap((i) =>
      (sqlite.prepare(`PRAGMA index_xinfo("${i.name}")`).all() as { name: string; coll: string; key: number }[])
        .filter((c) => c.key === 1)
        .slice(0, 2)
        .map((c, position) => ({ column: c.name, coll: c.coll, position })),
    );
}

/** The table column an exact-match filter reads (a declared join filters its `via` column). */
function filterColumn(r: ResourceDecl, key: string): string {
  return r.filterJoins?.[key]?.via ?? r.filterColumns?.[key] ?? key;
}

const large = resources.filter((r) => LARGE.has(r.table));

it('cover every large table', () => {
  expect(new Set(large.map((r) => r.table))).toEqual(LARGE);
});

describe.each(large.map((r) => [r.name, r] as const))('indexes of %s', (_name, r) => {
  const columns = columnsOf(r.table);
  const keys = leadingKeys(r.table);

  // A filter may come second after the column it is always filtered with (assigned_type, assigned_to).
  // A `contains` filter on a column of the trigram search index is answered by that index.
  const byTrigrams = (key: string) =>
    r.filterModes?.[key] === 'contains' && r.searchIndex !== undefined && r.search.includes(filterColumn(r, key));
  it('lead with every filter column', () => {
    const missing = r.filters
      .map(filterName)
      .filter((key) => !byTrigrams(key))
      .map((key) => filterColumn(r, key))
      .filter((column) => columns.has(column) && column !== 'id')
      .filter((column) => !keys.some((k) => k.column === column));
    expect(missing).toEqual([]);
  });

  // Extra sorts are expressions (a model's category), counts are subqueries: neither is a column.
  it('lead with every plain sort column, in the order lists sort it', () => {
    const missing = sortColumns(r)
      .filter((column) => columns.has(column) && column !== 'id' && !r.counts?.[column])
      .filter((column) => !r.sort.extra?.includes(column))
      .filter((column) => {
        const coll = TEXT.has(r.fields[column]?.kind ?? '') ? 'NOCASE' : 'BINARY';
        return !keys.some((k) => k.column === column && k.coll === coll && k.position === 0);
      });
    expect(missing).toEqual([]);
  });
});
