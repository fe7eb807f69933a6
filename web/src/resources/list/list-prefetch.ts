import { mutate, preload } from 'swr';
import { endpointIdOf, endpointPath, findResource, type ResourceDecl } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { apiRequest, type Query } from '../../api/http';
import { appAbility } from '../../auth/ability';
import { isSignedIn } from '../../auth/session-storage';
import { filterQuery, listFilters } from './list-filters';
import { readListState, type ListState } from './list-state';

/** The list endpoint's query for a state: the screen's request and this prefetch build the same key. */
export function listQuery(resource: ResourceDecl, s: ListState): Query {
  return {
    search: s.search,
    sort: s.sort,
    order: s.order,
    offset: s.offset,
    limit: s.limit,
    deleted: s.deleted ? 'true' : undefined,
    ...filterQuery(listFilters(resource), s.filters),
  };
}

/** How long a navigation waits for the page's rows before the screen shows with its skeleton rows. */
const WAIT_MS = 400;

/**
 * The list route's loader: a page of rows asked for as the navigation starts, not once the screen has
 * rendered its skeleton and run its effects. When the rows arrive in time they are in SWR's cache before
 * the screen first renders, so it renders once, with them (and SWR's revalidation on mount reuses this
 * answer instead of asking again). Anything else (not signed in, not allowed, a failure, a slow answer)
 * leaves the screen to ask as before, with its skeleton, errors and retry.
 */
export async function prefetchListPage(resourceName: string | undefined, url: URL, signal: AbortSignal): Promise<null> {
  const resource = resourceName ? findResource(resourceName) : undefined;
  if (!resource || !url.pathname.startsWith(`/${resource.area}/`)) return null;
  if (!isSignedIn() || !appAbility.can('read', resource.permission)) return null;
  const query = Object.fromEntries(
    Object.entries(listQuery(resource, readListState(resource, url.searchParams))).filter(([, v]) => v !== undefined),
  );
  const key = apiKey(endpointIdOf(resource, 'list'), {}, query);
  const aborted = new AbortController();
  const abort = () => aborted.abort();
  signal.addEventListener('abort', abort);
  const timer = window.setTimeout(abort, WAIT_MS);
  try {
    const data = await apiRequest<unknown>(endpointPath<string>(key[0], key[1]), { query, signal: aborted.signal });
    if (aborted.signal.aborted) return null;
    await preload(key, () => Promise.resolve(data));
    await mutate(key, data, { revalidate: false });
  } catch {
    // The screen asks again and shows the failure its own way.
  } finally {
    window.clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
  return null;
}
