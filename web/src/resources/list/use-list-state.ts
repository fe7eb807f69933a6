import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceDecl } from '@cmms/contracts';
import type { TableStore } from '../table/use-table';
import { resourcePath } from '../resource-path';
import { readListState, writeListState, type ListState } from './list-state';
import { rememberListSearch } from './list-return';

/**
 * The resource list's table state (spec point 4). It is React state (so quick successive changes
 * compose) mirrored into the URL, which makes reload and shared links land on the same page.
 */
export function useListState(r: ResourceDecl): TableStore<ListState> & { setDeleted: (deleted: boolean) => void } {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => readListState(r, params));

  useEffect(() => {
    const next = writeListState(r, state).toString();
    rememberListSearch(resourcePath(r), next);
    // Only while this list is the page: leaving it (a link to another list, whose screen loads while
    // this one is still mounted) must not have this list's query written over the new page's.
    if (!window.location.pathname.endsWith(resourcePath(r))) return;
    if (next !== new URLSearchParams(window.location.search).toString()) setParams(next, { replace: true });
  }, [r, state, setParams]);

  return {
    state,
    update: setState,
    setDeleted: useCallback((deleted: boolean) => setState((s) => ({ ...s, deleted, offset: 0 })), []),
  };
}
