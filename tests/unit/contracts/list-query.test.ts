import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_CHARS, normalizeListQuery } from '@cmms/contracts';

const sorts = ['id', 'name', 'created_at'];
const parse = (input: Record<string, unknown>) => normalizeListQuery(input, sorts, 'created_at', 'desc');

describe('list query rules of the real backend', () => {
  it('falls back to the default sort and order', () => {
    expect(parse({})).toEqual({ search: [], sort: 'created_at', order: 'desc', offset: 0, limit: 500 });
    expect(parse({ sort: 'password' }).sort).toBe('created_at');
  });

  it('is ascending only when order says asc', () => {
    expect(parse({ order: 'asc' }).order).toBe('asc');
    expect(parse({ order: 'ASC' }).order).toBe('desc');
    expect(parse({ order: 'up' }).order).toBe('desc');
  });

  it('caps the limit at 500 and reads missing, zero or junk as the cap', () => {
    expect(parse({ limit: '10' }).limit).toBe(10);
    expect(parse({ limit: '-20' }).limit).toBe(20);
    for (const limit of ['0', '501', 'ten', undefined]) expect(parse({ limit }).limit).toBe(500);
  });

  it('never goes below offset 0', () => {
    expect(parse({ offset: '-5' }).offset).toBe(0);
    expect(parse({ offset: '30' }).offset).toBe(30);
  });

  it('splits search on the literal " OR "', () => {
    expect(parse({ search: 'dell OR  hp ' }).search).toEqual(['dell', 'hp']);
    expect(parse({ search: 'door or window' }).search).toEqual(['door or window']);
  });

  it('keeps the terms within the search length cap, and always the first', () => {
    const term = (c: string) => c.repeat(600);
    const terms = parse({ search: ['a', 'b', 'c', 'd'].map(term).join(' OR ') }).search;
    expect(terms).toEqual(['a', 'b', 'c'].map(term));
    expect(terms.join('').length).toBeLessThanOrEqual(MAX_SEARCH_CHARS);
    const huge = 'x'.repeat(MAX_SEARCH_CHARS + 1);
    expect(parse({ search: `${huge} OR y` }).search).toEqual([huge]);
  });
});
