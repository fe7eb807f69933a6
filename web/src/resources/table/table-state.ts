import { offsetAfterLimitChange, offsetForPage } from '@cmms/contracts';

export type SortOrder = 'asc' | 'desc';

/**
 * What a table asks the server for, as the spec's list state (point 4): search, sort, order, paging
 * and filters. `sort` empty and `order` absent leave the server's own order.
 */
export interface TableState {
  search: string;
  sort: string;
  order?: SortOrder;
  offset: number;
  limit: number;
  /** Filters in use, by query parameter. */
  filters: Record<string, string>;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export const initialTableState = (initial: Partial<TableState> = {}): TableState => ({
  search: '',
  sort: '',
  offset: 0,
  limit: PAGE_SIZES[0],
  filters: {},
  ...initial,
});

/** The list state transitions of the spec (point 4), shared by the URL list and in-screen tables. */
export const tableTransitions = {
  /** Changing search resets offset to 0. */
  search: <S extends TableState>(s: S, search: string): S => (s.search === search ? s : { ...s, search, offset: 0 }),
  /** Clicking the sorted column flips the order; another column starts ascending. */
  sort: <S extends TableState>(s: S, sort: string): S => ({
    ...s,
    sort,
    order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc',
    offset: 0,
  }),
  /** Offset equals page index times limit. */
  page: <S extends TableState>(s: S, pageIndex: number): S => ({ ...s, offset: offsetForPage(pageIndex, s.limit) }),
  /** The first visible row stays on screen. */
  limit: <S extends TableState>(s: S, limit: number): S => ({
    ...s,
    limit,
    offset: offsetAfterLimitChange(s.offset, limit),
  }),
  /** A filter change is a new result set: back to the first page. An empty value removes it. */
  filter: <S extends TableState>(s: S, param: string, value: string): S => {
    const filters = { ...s.filters };
    if (value) filters[param] = value;
    else delete filters[param];
    return { ...s, filters, offset: 0 };
  },
  clearFilters: <S extends TableState>(s: S): S => ({ ...s, filters: {}, offset: 0 }),
  /** Back to the first page (another tab or sub-list). */
  firstPage: <S extends TableState>(s: S): S => (s.offset === 0 ? s : { ...s, offset: 0 }),
};
