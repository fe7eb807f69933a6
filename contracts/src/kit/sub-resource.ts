import type { z } from 'zod';
import type { Ability, TypedEndpoint } from './endpoint.js';

/**
 * Records that live under one parent record and are served by the engine's sub-resource routes
 * (`server/src/engine/sub-resource-routes.ts`): a work order's watchers and comments, a link... The
 * declaration names the table, the parent column, how each row key is read (plain, a reference with its
 * title, a date-time), the verbs (each optional, each its own endpoint with its own path and id), who
 * may use them beyond the endpoint's auth, the guards and the action-log wording. The engine gives the
 * paging, the parent's visibility, the transaction, the log and the row's `available_actions`; the
 * endpoints go in the endpoint table like any other (`subResourceEndpoints`), so OpenAPI and the
 * registry-driven suites see them.
 */

/** How a row key is read from the stored row (the table's alias is `t`). */
export type SubColumn =
  /** A column as stored. */
  | { column: string }
  /**
   * `{ id, name }` of a referenced row, plus the `extra` columns of it; `title` is `person` (first + last
   * name: null only when the column is) or a column (null when no row is joined or its title is null).
   */
  | { ref: { column: string; table: string; title: 'person' | string; extra?: readonly string[] } }
  /** A stored date-time as `{ datetime, formatted }`. */
  | { datetime: string }
  /** `[{ id, name }]` of the ids a JSON array column holds, in its order (ids of no row are left out). */
  | { refs: { column: string; table: string; title: 'person' | string } }
  /** A path of the row's own (`/api/v1/maintenance/workorders/media/{id}`). */
  | { path: string }
  /** A flag stored as 0/1, shown as a boolean (a body's boolean is stored as 0/1). */
  | { boolean: string };

/**
 * Who may use a verb once the endpoint's declared auth let the call in (all given parts must hold):
 * `parent: 'write'` asks the parent's own rule (a work order's worker); `owners`/`abilities` allow the
 * row's own people (its author, the watcher) or holders of any one of the abilities.
 */
export interface SubWho {
  parent?: 'write';
  owners?: readonly string[];
  abilities?: readonly Ability[];
}

export interface SubListVerb<E extends TypedEndpoint<string> = TypedEndpoint<string>> extends SubVerb<E> {
  /** The parent's id from a query key instead of the path's `:id` (required: its absence is a field error). */
  parentFrom?: { query: string };
  /** Query keys filtering a column by any of their values; values not matching `pattern` are ignored. */
  filters?: Readonly<Record<string, { column: string; pattern: string }>>;
}

export interface SubVerb<E extends TypedEndpoint<string> = TypedEndpoint<string>> {
  endpoint: E;
  /** The success message (add, edit, remove). */
  message?: string;
  who?: SubWho;
}

export interface SubAddVerb<E extends TypedEndpoint<string> = TypedEndpoint<string>> extends SubVerb<E> {
  /**
   * Where the parent's id comes from: the path's `:id` (default) or a body key (`work_order_id`); with
   * `invalid`, an unknown parent is that key's "invalid" text (`The selected checklist id is invalid.`)
   * instead of the parent's not-found text.
   */
  parentFrom?: { body: string; invalid?: boolean };
  /** Body keys checked to name a live row of the table (the field's "invalid" text otherwise). */
  references?: Readonly<Record<string, string>>;
  /** Refused when a row of the parent already has the same values in these body keys. */
  unique?: { keys: readonly string[]; message: string };
}

export interface SubRemoveVerb<E extends TypedEndpoint<string> = TypedEndpoint<string>> extends SubVerb<E> {
  /** Refused with `message` while a row of `table` points at this one by `column` (a reading of a parameter). */
  inUse?: readonly { table: string; column: string; message: string }[];
}

/**
 * The action-log row on the parent for each change: either one action for every verb with `{ [key]: { old,
 * new } }` of one row key (a reference by its title), or (`changes`) each verb's own action, a note from
 * the stored row (`Parameter {name}`: `{column}` reads a column) and, on an edit, the changed columns as
 * stored; with `changes`, an edit that changes nothing writes and logs nothing.
 */
export type SubLog =
  | { action: string; key: string; value: string; target?: boolean }
  | { actions: { add: string; edit: string; remove: string }; note: string; changes: true };

/** A rule across a row's values, on the row as it would be stored (an edit's merged with the stored one). */
export type SubCheck = (row: Readonly<Record<string, unknown>>) => Record<string, string[]> | null;

export interface SubResourceDecl {
  /** A name for messages and logs: `workorders.watchers`. */
  name: string;
  /** The parent's registry name; the server provides its access (`SubResourceParent`). */
  parent: string;
  table: string;
  parentColumn: string;
  /** Deleting stamps `deleted_at` instead; deleted rows are not listed or found. */
  softDelete?: boolean;
  /** Columns stamped on add/edit: who added (`created_by`), when (`created_at`, `updated_at`). */
  stamps?: { createdBy?: string; createdAt?: string; updatedAt?: string };
  /** Body keys written as columns of the same name on add and edit (a key left out is not written). */
  writes?: readonly string[];
  /** Body keys the endpoint's schema does not name are refused (Laravel's `prohibited` text), not dropped. */
  strict?: boolean;
  /** Refuses an add or an edit whose row breaks a rule across its values (`min` not above `max`). */
  check?: SubCheck;
  row: z.ZodObject;
  columns: Readonly<Record<string, SubColumn>>;
  /**
   * The list's order: sortable keys (SQL over `t`; `{dir}` stands for the direction, else it follows the
   * expression), the default key and direction, and a tie-break.
   */
  sort: {
    columns: Readonly<Record<string, string>>;
    default: string;
    order: 'asc' | 'desc';
    /** The order stays the default whatever `order` says. */
    fixed?: boolean;
    then?: string;
  };
  /** Gives each row `available_actions` from the edit (`update`) and remove (`delete`) verbs. */
  actions?: boolean;
  log?: SubLog;
  notFound: string;
  list?: SubListVerb;
  add?: SubAddVerb;
  edit?: SubVerb;
  remove?: SubRemoveVerb;
}

/** Keeps the verbs' literal endpoint ids in the declaration's type. */
export const defineSubResource = <const D extends SubResourceDecl>(d: D): D => d;

type VerbName = 'list' | 'add' | 'edit' | 'remove';
const VERBS: ReadonlySet<string> = new Set<VerbName>(['list', 'add', 'edit', 'remove']);
type VerbIds<D> = {
  [K in VerbName]: K extends keyof D ? (D[K] extends { endpoint: { id: infer I extends string } } ? I : never) : never;
}[VerbName];

/** A sub-resource's endpoints for the endpoint table (in the order the verbs are declared), marked as generated. */
export const subResourceEndpoints = <const D extends SubResourceDecl>(d: D): TypedEndpoint<VerbIds<D>>[] =>
  Object.entries(d).flatMap(([key, v]) =>
    VERBS.has(key) && v ? [{ ...(v as SubVerb).endpoint, declared: 'sub-resource' } as TypedEndpoint<VerbIds<D>>] : [],
  );

/**
 * Rows of another resource attached to a parent through a join table (a group's members): listed as the
 * member resource lists them (its search, sort and paging, scoped to the parent), added and taken off one
 * at a time; each change answers the parent's row with its "updated" message and logs an `update` on
 * the parent aimed at the member. Adding a member twice or taking off a non-member changes nothing.
 */
export interface MembershipDecl {
  name: string;
  parent: string;
  member: string;
  table: string;
  parentColumn: string;
  memberColumn: string;
  /** The member's id: this body key on add, this path parameter on remove. */
  bodyKey: string;
  pathParam: string;
  /** The member's column naming it in the log's note: `Added {name} to the group`. */
  memberTitle: string;
  notes: { added: string; removed: string };
  list?: SubVerb;
  add?: SubVerb;
  remove?: SubVerb;
}

export const defineMembership = <const D extends MembershipDecl>(d: D): D => d;

/** A membership's endpoints for the endpoint table, marked as generated from its declaration. */
export const membershipEndpoints = <const D extends MembershipDecl>(d: D): TypedEndpoint<VerbIds<D>>[] =>
  Object.entries(d).flatMap(([key, v]) =>
    VERBS.has(key) && v ? [{ ...(v as SubVerb).endpoint, declared: 'sub-resource' } as TypedEndpoint<VerbIds<D>>] : [],
  );
