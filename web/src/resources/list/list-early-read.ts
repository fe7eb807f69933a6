import { mutate } from 'swr';
import { endpointIdOf, findResource, type ResourceDecl } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { startEarlyRead } from '../../api/early-reads';
import type { Query } from '../../api/http';
import { asEnvelope } from '../../api/request-cycle';
import { appAbility } from '../../auth/ability';
import { isSignedIn } from '../../auth/session-storage';
import { filterQuery, listFilters } from './list-filters';
import { readListState, type ListState } from './list-state';

/** The list endpoint's query for a state: the screen's read and the early one build the same key from it. */
export const listQuery = (resource: ResourceDecl, s: ListState): Query => ({
  search: s.search,
  sort: s.sort,
  order: s.order,
  offset: s.offset,
  limit: s.limit,
  deleted: s.deleted ? 'true' : undefined,
  ...filterQuery(listFilters(resource), s.filters),
});

/** How long a navigation waits for the rows before the screen shows its frame and skeleton rows. */
const WAIT_MS = 250;

const waited = () => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), WAIT_MS));

/**
 * The list route's loader: the page of rows its screen will ask for, asked for as the navigation starts.
 * Rows that arrive within WAIT_MS are put in SWR's cache, so the screen renders once, with them, instead of
 * skeleton rows and a second pass. Either way the screen's own read then takes this same answer inside its
 * request cycle (see api/early-reads.ts): one request, and a failure toasts and offers Retry as before.
 * A page load does not wait (`wait` false): its first render is the whole shell, and with the rows in it too
 * it would be one long task; the skeleton shows and the rows follow, the request already on its way.
 * Nothing is asked when the screen would not read it: an unknown resource, no session, no permission.
 */
export async function startListRead(resourceName: string | undefined, url: URL, wait: boolean): Promise<void> {
  const resource = resourceName ? findResource(resourceName) : undefined;
  if (!resource || !url.pathname.startsWith(`/${resource.area}/`)) return;
  if (!isSignedIn() || !appAbility.can('read', resource.permission)) return;
  const query = Object.fromEntries(
    Object.entries(listQuery(resource, readListState(resource, url.searchParams))).filter(([, v]) => v !== undefined),
  );
  const key = apiKey(endpointIdOf(resource, 'list'), {}, query);
  const answer = startEarlyRead(key);
  if (!wait) return;
  const arrived = await Promise.race([
    answer.then(
      (data) => ({ data }),
      () => null,
    ),
    waited(),
  ]);
  // An error envelope is left to the screen's request cycle, which shows it.
  if (arrived && arrived.data !== null && asEnvelope(arrived.data) === null) {
    await mutate(key, arrived.data, { revalidate: false });
  }
}
