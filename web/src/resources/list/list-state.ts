import { LIST_DEFAULTS, sortColumns, type ResourceDecl } from '@cmms/contracts';
import { PAGE_SIZES, type SortOrder, type TableState } from '../table/table-state';
import { resourceExtension } from '../extensions/resource-extensions';
import { listFilters, multiValues } from './list-filters';

/** A resource list's state: a table's, always sorted, plus the deleted toggle. */
export interface ListState extends TableState {
  order: SortOrder;
  deleted: boolean;
}

/**
 * Spec defaults (search '', sort name asc, offset 0, limit 10); a resource without `name` uses its own
 * sort, and one that declares a paging default (the SLA list pages by 5) uses that limit.
 */
export function defaultListState(r: ResourceDecl): ListState {
  const named = sortColumns(r).includes(LIST_DEFAULTS.sort);
  // A feature may open its list otherwise (work orders: still to do, by due date).
  const own = resourceExtension(r.name).listDefaults;
  const ownSort = own?.sort && sortColumns(r).includes(own.sort) ? own.sort : undefined;
  return {
    search: LIST_DEFAULTS.search,
    sort: ownSort ?? (named ? LIST_DEFAULTS.sort : r.sort.default),
    // The declared default sort comes with its declared order (newest work orders first).
    order: ownSort ? (own?.order ?? 'asc') : named ? LIST_DEFAULTS.order : r.sort.order,
    offset: LIST_DEFAULTS.offset,
    limit: r.paging?.defaultLimit ?? LIST_DEFAULTS.limit,
    deleted: false,
    filters: { ...own?.filters },
  };
}

/** The page sizes offered: the standard ones plus the resource's own default. */
export const pageSizes = (defaultLimit: number): number[] =>
  [...new Set<number>([defaultLimit, ...PAGE_SIZES])].sort((a, b) => a - b);

const toInt = (text: string | null, fallback: number): number => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The list state lives in the URL so back, reload and 'save and close' return to the same page. */
export function readListState(r: ResourceDecl, params: URLSearchParams): ListState {
  const defaults = defaultListState(r);
  const sort = params.get('sort');
  const limit = toInt(params.get('limit'), defaults.limit);
  return {
    search: params.get('search') ?? defaults.search,
    sort: sort && sortColumns(r).includes(sort) ? sort : defaults.sort,
    order: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaults.order,
    offset: toInt(params.get('offset'), defaults.offset),
    limit: pageSizes(defaults.limit).includes(limit) ? limit : defaults.limit,
    deleted: Boolean(r.restorable) && params.get('deleted') === 'true',
    filters: Object.fromEntries(
      listFilters(r).flatMap((f) => {
        // A repeatable filter arrives once per value (`category_id=1&category_id=2`).
        const value = f.kind === 'multi' ? params.getAll(f.param).join(',') : params.get(f.param);
        // A default filter's empty value in the URL is its "Any"; absent, the default holds.
        const fallback = defaults.filters[f.param];
        if (fallback !== undefined && !params.has(f.param)) return [[f.param, fallback]];
        return value || fallback !== undefined ? [[f.param, value ?? '']] : [];
      }),
    ),
  };
}

export function writeListState(r: ResourceDecl, state: ListState): URLSearchParams {
  const defaults = defaultListState(r);
  const params = new URLSearchParams();
  if (state.search !== defaults.search) params.set('search', state.search);
  if (state.sort !== defaults.sort) params.set('sort', state.sort);
  if (state.order !== defaults.order) params.set('order', state.order);
  if (state.offset !== defaults.offset) params.set('offset', String(state.offset));
  if (state.limit !== defaults.limit) params.set('limit', String(state.limit));
  if (state.deleted) params.set('deleted', 'true');
  const multi = new Set(
    listFilters(r)
      .filter((f) => f.kind === 'multi')
      .map((f) => f.param),
  );
  // A default filter is written only when it differs from its default: cleared ("Any"), as an empty value.
  for (const [param, fallback] of Object.entries(defaults.filters)) {
    const value = state.filters[param] ?? '';
    if (value !== fallback) params.set(param, value);
  }
  for (const [param, value] of Object.entries(state.filters)) {
    if (!value || param in defaults.filters) continue;
    if (multi.has(param)) for (const item of multiValues(value)) params.append(param, item);
    else params.set(param, value);
  }
  return params;
}
