import { z } from 'zod';
import { getResource } from '../registry.js';
import { API_BASE } from './api.js';
import type { EndpointAuth, TypedEndpoint } from './endpoint.js';
import { listEnvelope, mutationEnvelope } from './envelopes.js';
import { listQuerySchema } from './list-query.js';
import { rowSchema } from './row-schema.js';

/**
 * A resource's own list narrowed by a parent record: the users at a location, the assets checked out to
 * an asset, the assets with a status label. The engine's generic route (`server/src/engine/scoped-list-routes.ts`)
 * finds the parent (its not-found text in a 200 error envelope), then serves the list resource's own list
 * (its search, sort, paging and archived rules) narrowed by one clause, each row as that resource shows it.
 */

/** How the list is narrowed: a column equal to the parent's id, or the polymorphic pair naming it. */
export type ScopedBy =
  /** `t.<column> = :id`. */
  | { column: string }
  /** `t.assigned_type = '<assigned>' AND t.assigned_to = :id` (checked out to a location, an asset). */
  | { assigned: string };

export interface ScopedListDecl<I extends string = string> {
  id: I;
  /** Under the API base, the parent's id as `:id`. */
  path: string;
  summary: string;
  /** Registry name of the record in the path (its not-found text answers an unknown id). */
  parent: string;
  /** Registry name of the resource whose list is narrowed (its rows, search, sort and paging). */
  list: string;
  by: ScopedBy;
  auth: EndpointAuth;
  /**
   * Where the call reads its query unlike the list's own (Snipe-IT's status label asset list): only the
   * paging and sort keys reach the list; `sort` among `sorts` else `sort.default` (`order` as given);
   * `limit` rows unless one is asked; `filter` set to the parent's id (a list that shows archived assets
   * only when asked by status).
   */
  query?: {
    sort: { columns: readonly string[]; default: string };
    limit: number;
    filter?: string;
  };
}

/** Keeps the literal id in the declaration's type. */
export const defineScopedList = <const I extends string>(d: ScopedListDecl<I>): ScopedListDecl<I> => d;

/** A scoped list's endpoint for the endpoint table, its rows the list resource's, marked as generated. */
export const scopedListEndpoint = <const I extends string>(d: ScopedListDecl<I>): TypedEndpoint<I> => ({
  id: d.id,
  method: 'GET',
  path: `${API_BASE}${d.path}`,
  kind: 'action',
  resource: d.parent,
  summary: d.summary,
  auth: d.auth,
  query: listQuerySchema,
  response: z.union([listEnvelope(rowSchema(getResource(d.list))), mutationEnvelope(z.null())]),
  declared: 'scoped-list',
});
