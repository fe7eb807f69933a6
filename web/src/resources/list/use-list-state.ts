import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { offsetAfterLimitChange, offsetForPage, type ResourceDecl } from '@cmms/contracts';
import { readListState, writeListState, type ListState } from './list-state';

/** List state transitions from the spec (point 4), applied to the URL. */
export function useListState(r: ResourceDecl) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(r, params), [r, params]);

  const update = useCallback(
    (change: (current: ListState) => ListState) =>
      setParams((current) => writeListState(r, change(readListState(r, current))), { replace: true }),
    [r, setParams],
  );

  return {
    state,
    /** Changing search resets offset to 0. */
    setSearch: (search: string) => update((s) => (s.search === search ? s : { ...s, search, offset: 0 })),
    /** Clicking the sorted column flips the order; another column starts ascending. */
    toggleSort: (sort: string) =>
      update((s) => ({ ...s, sort, order: s.sort === sort && s.order === 'asc' ? 'desc' : 'asc', offset: 0 })),
    /** Offset equals page index times limit. */
    setPage: (pageIndex: number) => update((s) => ({ ...s, offset: offsetForPage(pageIndex, s.limit) })),
    /** The first visible row stays on screen. */
    setLimit: (limit: number) => update((s) => ({ ...s, limit, offset: offsetAfterLimitChange(s.offset, limit) })),
    setDeleted: (deleted: boolean) => update((s) => ({ ...s, deleted, offset: 0 })),
  };
}
