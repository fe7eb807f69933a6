import { useCallback, useState } from 'react';
import type { EndpointId, ListResponse } from '@cmms/contracts';
import { apiKey, type ApiKey } from '../../api/api-key';
import type { Query } from '../../api/http';
import { useApiQuery } from '../../api/use-api-query';
import { initialTableState, tableTransitions, type TableState } from './table-state';

/** Where a table's state lives: component state by default, or a store its screen owns (the URL). */
export interface TableStore<S extends TableState = TableState> {
  state: S;
  update: (change: (current: S) => S) => void;
}

/** The request's parameters by default: search, sort and order when set, paging, filters. */
export const tableQuery = (s: TableState): Query => ({
  ...s.filters,
  search: s.search || undefined,
  sort: s.sort || undefined,
  order: s.order,
  offset: s.offset,
  limit: s.limit,
});

export interface UseTableOptions<T, S extends TableState, D> {
  /** The list endpoint; null waits (a tree view shows instead). */
  endpoint: EndpointId | null;
  params?: Record<string, string | number>;
  /** Fixed parameters of every request (a related list's scope, a report's own); they win over the state. */
  query?: Query;
  /** The state's parameters when they are not `tableQuery`'s (the template app pages by `page`). */
  request?: (state: S) => Query;
  /** Starting state of a table that keeps its own. */
  initial?: Partial<TableState>;
  /** A store the screen owns instead (the resource list keeps its state in the URL). */
  store?: TableStore<S>;
  /** Rows and total of an answer that is not `{ total, rows }`. */
  rowsOf?: (data: D) => T[] | undefined;
  totalOf?: (data: D) => number;
  /** Keep the last page on screen while the next one loads (default); off for lists whose rows change kind. */
  keepPreviousData?: boolean;
}

/** What every table of the console needs, refine's `useTable` style: data, state and its transitions. */
export interface TableController<T, S extends TableState = TableState, D = unknown> {
  state: S;
  /** Undefined until the first answer arrives (the view shows skeleton rows). */
  rows: T[] | undefined;
  total: number;
  /** The request failed and there is nothing to show (the view offers a retry). */
  failed: boolean;
  /** The failure of the last read (its server message). */
  error: unknown;
  /** A request is on its way (the search box shows a spinner). */
  validating: boolean;
  retry: () => void;
  /** The parameters of the rows on show (a CSV of the same rows sends them again). */
  query: Query;
  key: ApiKey | null;
  /** Reads the rows again and answers the fresh data (after an upload or a delete). */
  refresh: () => Promise<D | undefined>;
  setSearch: (search: string) => void;
  toggleSort: (sort: string) => void;
  setPage: (pageIndex: number) => void;
  setLimit: (limit: number) => void;
  setFilter: (param: string, value: string) => void;
  clearFilters: () => void;
  firstPage: () => void;
  /** `ListPagination`'s props. */
  pagination: {
    offset: number;
    limit: number;
    rowCount: number;
    total: number;
    onPage: (pageIndex: number) => void;
    onLimit: (limit: number) => void;
  };
}

const defined = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));

/**
 * The headless controller of every table that reads a list: it keeps the state (or uses the screen's
 * store), builds the request, reads it through SWR and the request cycle, and says what to show.
 * The view is `DataTable` (+ `ListPagination`).
 */
export function useTable<T = Record<string, unknown>, S extends TableState = TableState, D = ListResponse<T>>(
  options: UseTableOptions<T, S, D>,
): TableController<T, S, D> {
  const [local, setLocal] = useState(() => initialTableState(options.initial) as S);
  const store: TableStore<S> = options.store ?? { state: local, update: setLocal };
  const { state, update } = store;
  const request = options.request ?? tableQuery;
  const query = defined({ ...request(state), ...options.query });
  const key = options.endpoint ? apiKey(options.endpoint, options.params ?? {}, query) : null;
  const { data, error, isValidating, isLoading, mutate } = useApiQuery<D>(key, {
    keepPreviousData: options.keepPreviousData ?? true,
  });
  // While the next page loads, the previous rows stay on screen: the footer counts those rows, so it
  // keeps the offset they were asked with until the new answer arrives.
  const [shownOffset, setShownOffset] = useState(state.offset);
  if (!isLoading && shownOffset !== state.offset) setShownOffset(state.offset);
  const rowsOf = options.rowsOf ?? ((answer: D) => (answer as ListResponse<T> | undefined)?.rows);
  const totalOf = options.totalOf ?? ((answer: D) => (answer as ListResponse<T> | undefined)?.total ?? 0);
  const rows = data === undefined ? undefined : rowsOf(data);
  const total = data === undefined ? 0 : totalOf(data);

  const setSearch = useCallback((search: string) => update((s) => tableTransitions.search(s, search)), [update]);
  const toggleSort = useCallback((sort: string) => update((s) => tableTransitions.sort(s, sort)), [update]);
  const setPage = useCallback((pageIndex: number) => update((s) => tableTransitions.page(s, pageIndex)), [update]);
  const setLimit = useCallback((limit: number) => update((s) => tableTransitions.limit(s, limit)), [update]);
  const setFilter = useCallback(
    (param: string, value: string) => update((s) => tableTransitions.filter(s, param, value)),
    [update],
  );
  const clearFilters = useCallback(() => update((s) => tableTransitions.clearFilters(s)), [update]);
  const firstPage = useCallback(() => update((s) => tableTransitions.firstPage(s)), [update]);

  return {
    state,
    rows,
    total,
    failed: error !== undefined && data === undefined,
    error,
    validating: isValidating,
    retry: () => void mutate(),
    query,
    key,
    refresh: () => mutate(),
    setSearch,
    toggleSort,
    setPage,
    setLimit,
    setFilter,
    clearFilters,
    firstPage,
    pagination: {
      offset: isLoading ? shownOffset : state.offset,
      limit: state.limit,
      rowCount: rows?.length ?? 0,
      total,
      onPage: setPage,
      onLimit: setLimit,
    },
  };
}
