import { z } from 'zod';
import { MAX_LIMIT } from './api.js';

/** The list parameters every list call takes; all arrive as query strings. */
export const listQuerySchema = z.object({
  search: z.string().optional(),
  sort: z.string().optional(),
  order: z.string().optional(),
  offset: z.union([z.string(), z.number()]).optional(),
  limit: z.union([z.string(), z.number()]).optional(),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;

/** Distinct " OR " terms a search takes; more are dropped (each one is a condition of its own). */
export const MAX_SEARCH_TERMS = 50;
/** Characters a search's terms hold together; the terms past it are dropped (each costs its length on every row). */
export const MAX_SEARCH_CHARS = 2_000;

/** NUL and the other C0 control characters mean nothing in a search term (and SQLite's FTS refuses NUL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

export interface ListQuery {
  search: string[];
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const toInt = (value: unknown): number => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Reads list parameters the way the real backend does: an unknown sort falls back to the default,
 * `order` is ascending only when it says `asc`, a missing/zero/oversized limit means the cap,
 * and search terms are split on the literal " OR " (control characters dropped, repeats once, at most
 * {@link MAX_SEARCH_TERMS}, together at most {@link MAX_SEARCH_CHARS} characters).
 */
export function normalizeListQuery(
  input: Record<string, unknown>,
  allowedSorts: readonly string[],
  defaultSort: string,
  defaultOrder: 'asc' | 'desc' = 'desc',
  defaultLimit?: number,
): ListQuery {
  const sortParam = typeof input.sort === 'string' ? input.sort : '';
  const sort = allowedSorts.includes(sortParam) ? sortParam : defaultSort;
  const order = input.order === undefined ? defaultOrder : input.order === 'asc' ? 'asc' : 'desc';
  const rawLimit = Math.abs(toInt(input.limit));
  // A few lists (login attempts) have their own default when no limit is sent.
  const missing = input.limit === undefined || input.limit === '';
  const limit = missing && defaultLimit ? defaultLimit : rawLimit > 0 && rawLimit <= MAX_LIMIT ? rawLimit : MAX_LIMIT;
  const offset = Math.max(0, toInt(input.offset));
  const text = typeof input.search === 'string' ? input.search : '';
  const seen = new Set<string>();
  const search = text
    .split(' OR ')
    .map((term) => term.replace(CONTROL, '').trim())
    .filter((term) => {
      const key = term.toLowerCase();
      if (term.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SEARCH_TERMS);
  let chars = 0;
  // The first term stays whatever its length: dropping it would search for nothing and list every row.
  const kept = search.filter((term, i) => (chars += term.length) <= MAX_SEARCH_CHARS || i === 0);
  return { search: kept, sort, order, offset, limit };
}
