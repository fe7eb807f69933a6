/** Paging math shared by the console and the tests (spec point 4 and 9). */

/** Total pages is total divided by limit, rounded up (0 rows still show one empty page). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** Offset equals page index times limit. */
export const offsetForPage = (pageIndex: number, limit: number): number => Math.max(0, pageIndex) * limit;

export const pageIndexForOffset = (offset: number, limit: number): number =>
  Math.floor(Math.max(0, offset) / Math.max(1, limit));

/** Changing the limit keeps the first visible row on the page that contains it. */
export const offsetAfterLimitChange = (offset: number, newLimit: number): number =>
  offsetForPage(pageIndexForOffset(offset, newLimit), newLimit);

/** The footer's 'Showing {from} to {to} of {total} rows' numbers (1-based, 0 when empty). */
export function visibleRange(
  offset: number,
  rowCount: number,
  total: number,
): { from: number; to: number; total: number } {
  if (rowCount === 0 || total === 0) return { from: 0, to: 0, total };
  return { from: offset + 1, to: Math.min(total, offset + rowCount), total };
}
