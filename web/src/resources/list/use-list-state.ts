import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { offsetAfterLimitChange, offsetForPage, type ResourceDecl } from '@cmms/contracts';
import { readListState, writeListState, type ListState } from './list-state';

/**
 * List state transitions from the spec (point 4). The state is React state (so quick successive
 * changes compose) mirrored into the URL, which makes reload and shared links land on the same page.
 */
export function useListState(r: ResourceDecl) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => readListState(r, params));

  useEffect(() => {
    const next = writeListState(r, state).toString();
    if (next !== new URLSearchParams(window.location.search).toString()) setParams(next, { replace: true });
  }, [r, state, setParams]);

  const update = useCallback((change: (current: ListState) => ListState) => setState(change), []);

  return {
    state,
    /** Changing search resets offset to 0. */
    setSearch: useCallback(
      (search: string) => update((s) => (s.search === search ? s : { ...s, search, offset: 0 })),
      [update],
    ),
    /** Clicking the sorted column flips the order; another column starts ascending. */
    toggleSort: useCallback(
      (sort: string) =>
        update((s) => ({ ...s, sort, order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc', offset: 0 })),
      [update],
    ),
    /** Offset equals page index times limit. */
    setPage: useCallback(
      (pageIndex: number) => update((s) => ({ ...s, offset: offsetForPage(pageIndex, s.limit) })),
      [update],
    ),
    /** The first visible row stays on screen. */
    setLimit: useCallback(
      (limit: number) => update((s) => ({ ...s, limit, offset: offsetAfterLimitChange(s.offset, limit) })),
      [update],
    ),
    setDeleted: useCallback((deleted: boolean) => update((s) => ({ ...s, deleted, offset: 0 })), [update]),
    /** A filter change is a new result set: back to the first page. An empty value removes it. */
    setFilter: useCallback(
      (param: string, value: string) =>
        update((s) => {
          const filters = { ...s.filters };
          if (value) filters[param] = value;
          else delete filters[param];
          return { ...s, filters, offset: 0 };
        }),
      [update],
    ),
    clearFilters: useCallback(() => update((s) => ({ ...s, filters: {}, offset: 0 })), [update]),
  };
}
