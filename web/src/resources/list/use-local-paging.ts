import { useState } from 'react';

/**
 * Paging held in component state, for tables inside a screen (detail tabs, sub-lists, reports); the
 * resource list keeps its paging in the URL instead. A new page size keeps the first row in view.
 */
export function useLocalPaging(initialLimit = 10) {
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(initialLimit);
  return {
    offset,
    limit,
    /** Back to the first page (a new filter, search or tab). */
    reset: () => setOffset(0),
    /** `ListPagination`'s props for the rows a request returned. */
    bar: (data?: { rows: readonly unknown[]; total: number }) => ({
      offset,
      limit,
      rowCount: data?.rows.length ?? 0,
      total: data?.total ?? 0,
      onPage: (page: number) => setOffset(page * limit),
      onLimit: (next: number) => {
        setLimit(next);
        setOffset(Math.floor(offset / next) * next);
      },
    }),
  };
}
