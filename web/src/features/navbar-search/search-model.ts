/**
 * The navbar search's pure part (issue 29): which pages match what was typed, how found records rank, and
 * the flat order the arrow keys walk through. No React, no fetch: tests/unit/web/features/navbar-search.test.ts.
 */

/** Folded for matching: lower case, accents and Arabic diacritics dropped, spaces collapsed. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * How well a text matches a folded query: 4 equal, 3 starts with it, 2 a word starts with it, 1 contains
 * it, 0 not at all. Word starts count after spaces and the separators of tags and numbers (`-`, `/`, `_`).
 */
export function matchScore(text: string | null | undefined, query: string): number {
  if (!text || !query) return 0;
  const folded = fold(text);
  if (folded === query) return 4;
  if (folded.startsWith(query)) return 3;
  const at = folded.indexOf(query);
  if (at < 0) return 0;
  let from = at;
  while (from >= 0) {
    if (/[\s\-/_.#(]/.test(folded[from - 1] ?? ' ')) return 2;
    from = folded.indexOf(query, from + 1);
  }
  return 1;
}

/** A page of the menu as the search offers it: its link, its label and the section it sits in. */
export interface PageItem {
  key: string;
  to: string;
  label: string;
  section: string | null;
}

/**
 * Pages whose label (or, weaker, whose section) matches the query, best first; ties keep menu order.
 * Every page without a query.
 */
export function matchPages(pages: readonly PageItem[], query: string): PageItem[] {
  const q = fold(query);
  if (!q) return [...pages];
  return pages
    .map((page, index) => {
      const own = matchScore(page.label, q);
      // A section match ("settings") lists that section's pages, below the pages named so.
      const score = own > 0 ? 10 + own : matchScore(page.section, q) >= 2 ? 1 : 0;
      return { page, index, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.page);
}

/**
 * Records the server found, ranked for the person who typed: a row whose main field (an asset's tag, a
 * work order's number) equals the query comes first, then one that starts with it, then the rest in the
 * server's order. `fields` in order of weight: an equal tag beats an equal serial beats a name match.
 */
export function rankRecords<T>(rows: readonly T[], query: string, fields: readonly ((row: T) => unknown)[]): T[] {
  const q = fold(query);
  const scoreOf = (row: T): number => {
    let best = 0;
    fields.forEach((field, i) => {
      const value = field(row);
      const score = matchScore(typeof value === 'string' || typeof value === 'number' ? String(value) : null, q);
      // Earlier fields weigh more: an exact tag (4) outranks an exact serial, which outranks a tag prefix.
      if (score > 0) best = Math.max(best, score * 10 - i);
    });
    return best;
  };
  return rows
    .map((row, index) => ({ row, index, score: scoreOf(row) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.row);
}

/** One option the keyboard can reach: a page, a record, or a group's "see all". */
export interface SearchOption {
  id: string;
  to: string;
}

export interface SearchGroup<O extends SearchOption = SearchOption> {
  key: string;
  options: readonly O[];
  /** The list filtered by the query, when the group shows only the first few of more. */
  seeAll?: O;
}

/** The options in the order they show: each group's options, then its "see all". */
export const flatOptions = <O extends SearchOption>(groups: readonly SearchGroup<O>[]): O[] =>
  groups.flatMap((group) => [...group.options, ...(group.seeAll ? [group.seeAll] : [])]);

/** The next active option for an arrow key (wrapping), Home or End; -1 with nothing to choose. */
export function moveActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(current, count - 1);
  }
}
