import { describe, expect, it } from 'vitest';
import { getResource } from '@cmms/contracts';
import { defaultListState, readListState, writeListState } from '../../../../web/src/resources/list/list-state';
import { tableTransitions } from '../../../../web/src/resources/table/table-state';
import { registerResourceExtensions } from '../../../../web/src/resources/extensions/resource-extensions';
import { HARDWARE_FILTERS } from '../../../../web/src/assets/hardware-filters';

/** The list state of the spec (point 4) as the console keeps it in the URL. */
const manufacturers = getResource('manufacturers');
const loginAttempts = getResource('loginattempts');
const users = getResource('users');
const hardware = getResource('hardware');
registerResourceExtensions({ hardware: { filters: HARDWARE_FILTERS } });

const url = (text: string) => new URLSearchParams(text);

describe('list state in the URL', () => {
  it('starts from the spec defaults, or the resource’s own sort when it has no name', () => {
    expect(defaultListState(manufacturers)).toEqual({
      search: '',
      sort: 'name',
      order: 'asc',
      offset: 0,
      limit: 10,
      deleted: false,
      filters: {},
    });
    expect(defaultListState(loginAttempts).sort).toBe(loginAttempts.sort.default);
  });

  it('reads what the URL says and falls back to the defaults for what it cannot use', () => {
    expect(readListState(manufacturers, url('search=acme&sort=url&order=desc&offset=20&limit=25'))).toMatchObject({
      search: 'acme',
      sort: 'url',
      order: 'desc',
      offset: 20,
      limit: 25,
    });
    expect(readListState(manufacturers, url('sort=secret&limit=7&offset=-3&order=up'))).toMatchObject({
      sort: 'name',
      limit: 10,
      offset: 0,
      order: 'asc',
    });
  });

  it('shows deleted rows only for a restorable resource', () => {
    expect(readListState(manufacturers, url('deleted=true')).deleted).toBe(true);
    expect(readListState(getResource('companies'), url('deleted=true')).deleted).toBe(false);
  });

  it('keeps only the filters the list offers, a repeated one as one value', () => {
    expect(readListState(users, url('type=viewer&group_id=2&password=x')).filters).toEqual({
      type: 'viewer',
      group_id: '2',
    });
    expect(readListState(hardware, url('category_id=1&category_id=4')).filters).toEqual({ category_id: '1,4' });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(writeListState(manufacturers, defaultListState(manufacturers)).toString()).toBe('');
    const state = {
      ...defaultListState(hardware),
      search: 'drill',
      order: 'desc' as const,
      offset: 30,
      deleted: true,
      filters: { category_id: '1,4' },
    };
    const written = writeListState(hardware, state);
    expect(written.getAll('category_id')).toEqual(['1', '4']);
    expect(readListState(hardware, written)).toEqual(state);
  });
});

describe('table transitions', () => {
  const page3 = { ...defaultListState(manufacturers), offset: 20 };

  it('starts a new search, filter or sort from the first page', () => {
    expect(tableTransitions.search(page3, 'x').offset).toBe(0);
    expect(tableTransitions.filter(page3, 'type', 'viewer')).toMatchObject({ offset: 0, filters: { type: 'viewer' } });
    expect(tableTransitions.sort(page3, 'url')).toMatchObject({ offset: 0, sort: 'url', order: 'asc' });
  });

  it('keeps the state when the search did not change', () => {
    expect(tableTransitions.search(page3, '')).toBe(page3);
  });

  it('flips the order of the sorted column, and starts another column ascending', () => {
    const ascending = tableTransitions.sort(page3, 'name');
    expect(ascending.order).toBe('desc');
    expect(tableTransitions.sort(ascending, 'name').order).toBe('asc');
  });

  it('pages by the limit, and keeps the first visible row when the limit changes', () => {
    expect(tableTransitions.page(page3, 4).offset).toBe(40);
    expect(tableTransitions.limit(page3, 25)).toMatchObject({ limit: 25, offset: 0 });
    expect(tableTransitions.limit({ ...page3, offset: 30 }, 25)).toMatchObject({ limit: 25, offset: 25 });
  });

  it('removes a filter set to nothing', () => {
    const filtered = tableTransitions.filter(page3, 'type', 'viewer');
    expect(tableTransitions.filter(filtered, 'type', '').filters).toEqual({});
    expect(tableTransitions.clearFilters(filtered).filters).toEqual({});
  });
});
