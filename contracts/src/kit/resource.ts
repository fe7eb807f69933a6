import type { z } from 'zod';
import type { FieldMap } from './fields.js';
import type { PermissionSubject } from '../permission-catalog.js';
import type { FilterDecl } from './filter-decl.js';

/** A count of rows elsewhere that point at this row; `guard` blocks deletion while it is above zero. */
export interface CountDecl {
  table: string;
  column: string;
  /**
   * The other table points here through a middle table: `column` holds ids of `through.table` rows
   * whose `through.column` is this row (a category's assets, through their models).
   */
  through?: { table: string; column: string };
  /** An extra condition on the counted rows (`c.` is the counted table): seats that are assigned. */
  when?: string;
  /** Add up this column instead of counting rows (components checked out, by quantity). */
  sum?: string;
  /** The other table soft-deletes: only undeleted rows count. */
  softDelete?: boolean;
  guard?: boolean;
  /** What the `{type}` placeholder of the in-use text says for this count. */
  type?: string;
  /** The real backend sends a few counts as strings (departments.users_count). */
  asString?: boolean;
  /** Its own in-use text instead of the resource's; `{count}` is filled in. */
  message?: string;
  /**
   * A finance figure (a customer's contracts, its overdue invoices): rows show it only to callers who
   * may read this subject, null to others, and the list does not sort by it for them.
   */
  readableBy?: PermissionSubject;
}

export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  restored?: string;
  /** May hold `{type}`, filled from the guard that blocked the delete. */
  inUse?: string;
  notFound?: string;
  /**
   * What show, delete and restore answer for a missing id when the real backend words it apart from
   * the route binding's `<Entity> not found` (an asset: 'Asset does not exist.').
   */
  doesNotExist?: string;
}

export interface ResourceDecl<F extends FieldMap = FieldMap> {
  /** Registry key, i18n prefix and console route segment. */
  name: string;
  /** URL below the API base, e.g. '/companies' or '/maintenance/statuses'. */
  path: string;
  /** The list's own URL when it is not `path` (work orders list at '/maintenance/workorders/index'). */
  listPath?: string;
  table: string;
  /** Class name the real backend puts in 'X not found'. */
  entity: string;
  /** Permission area: `${permission}.view|create|edit|delete`, CASL subject; must be in the catalogue. */
  permission: PermissionSubject;
  /**
   * Permission verbs of the same area beyond the generic ones that also open these endpoints: a
   * requester's `workorders.request` opens the list, the detail and create. The server's hooks scope
   * what such a caller sees and writes.
   */
  alsoAllowedBy?: Partial<Record<'read' | 'create', readonly string[]>>;
  /** Console area the screens live in. */
  area: 'maintenance' | 'settings' | 'people' | 'assets' | 'service';
  /** Only list and detail: the server writes these rows itself (login attempts). */
  readOnly?: boolean;
  /** A read-only resource whose rows may still be deleted one by one (login attempts, spec point 7). */
  deletable?: boolean;
  /** List defaults the real backend uses for this resource (login attempts: 20, uncapped). */
  paging?: { defaultLimit?: number };
  /** Lists filter on a column under another name (users `type` → `role_type`). */
  filterColumns?: Record<string, string>;
  /**
   * Filters that do not match exactly: `contains` finds the text anywhere (any case), `day` matches
   * the calendar day of a date-time column (`created_at=2026-10-05`). The column may be a timestamp.
   */
  filterModes?: Record<string, 'contains' | 'day'>;
  /**
   * Filters on a column of a referenced row (assets `?category_id=` through their model): matches rows
   * whose `via` column points at a `table` row whose `column` equals the value.
   */
  filterJoins?: Record<string, { via: string; table: string; column: string }>;
  /**
   * Filters named like a field that the resource's hooks answer alone (`listScope`), the exact match
   * skipped: an invoice's `status=overdue` matches a computed status, not the stored one.
   */
  hookFilters?: readonly string[];
  fields: F;
  /**
   * Body keys beyond the fields, validated with the body but not columns: the resource's hooks store
   * them (a work order's `due_date` becomes its `due_at`; a checklist's `items` fill their own table).
   */
  bodyExtras?: Record<string, z.ZodType>;
  /** Field whose value names the row in `{id, name}` objects and select lists. */
  titleField: string;
  /**
   * SQL over the row's columns that names it in `{id, name}` objects and its select list when the title
   * field does not (a quotation is known by its number); the select list's search also matches the title.
   */
  refTitle?: string;
  sort: { default: string; order: 'asc' | 'desc'; extra?: readonly string[] };
  search: readonly string[];
  /**
   * An FTS5 trigram table over (at least) the text columns of `search`, with the table's ids as rowids:
   * terms of three characters or more are looked up there instead of LIKE-scanning every row (assets
   * at 100k, users at 5k). Its extra columns match too (the users' full name).
   */
  searchIndex?: string;
  /** Query keys that filter the list; a spec (kit/filter-decl) says which values a key accepts. */
  filters: readonly FilterDecl[];
  /**
   * Fields unique together among undeleted rows (a model's name and number); a clash puts `text` on
   * each of them. A missing value counts as empty.
   */
  uniqueTogether?: { fields: readonly string[]; text: string };
  softDelete: boolean;
  /** Offer `?deleted=true`, the deleted toggle and restore. */
  restorable?: boolean;
  /**
   * `?all=1` answers every matching row at once, streamed, and the console's list offers "Download CSV"
   * (every importable list). Only `1`: users' `all=true` keeps the real backend's meaning (with trashed).
   */
  streamAll?: boolean;
  /**
   * Each row may keep a picture (an `image` column): `{path}/{id}/image` uploads (multipart `image`),
   * serves and deletes it, and rows show its URL in `image` (null without one).
   */
  image?: boolean;
  /** `GET /{id}` still shows a soft-deleted row, with its `deleted_at` (the real backend's asset show). */
  showDeleted?: boolean;
  /**
   * `GET /{id}` with list parameters (offset, limit, search, sort, order) also answers `items`: the rows
   * of the resource its `typeField` names that point at it through `filter`, paged by those parameters
   * (a category's assets, accessories...; spec point 7).
   */
  detailItems?: { typeField: string; resources: Record<string, string>; filter: string };
  /** `filters`: query keys the select list takes beyond search and page (a server hook reads them). */
  /** `orderBy`: a column the picker orders by before its title (a priority's rank: Critical first, not alphabetical). */
  selectList?: { perPage: number; tree?: boolean; filters?: readonly string[]; orderBy?: string };
  /** Rows carry `children: [{id,name}]` of rows whose `parent_id` is this row. */
  treeParent?: string;
  counts?: Record<string, CountDecl>;
  /**
   * Row keys the server computes beyond fields and counts (an asset's `assigned_to`, `book_value`), with
   * their shapes; a server hook fills them for each page of rows. A key a field also shows (a reference's
   * `rowKey`) takes this richer shape instead: the hook replaces the field's `{id, name}`.
   */
  rowExtras?: Record<string, z.ZodType>;
  /**
   * Snipe-IT v8 answers this resource's create and update with the saved model (raw columns), not the
   * row: the payload is the row plus each reference field's raw id under its own key (`category_id`).
   */
  payloadIds?: boolean;
  messages: ResourceMessages;
}

/** The options that decide which endpoints a declaration gets (see `ResourceEndpointId`). */
export type ResourceOptions = Pick<ResourceDecl, 'readOnly' | 'restorable' | 'selectList'>;

/**
 * Identity helper that keeps the literal name, fields, endpoint and row options in the declaration's
 * type, so the registry can derive `ResourceName`, the endpoint ids and each row's type from it.
 */
export const defineResource = <const N extends string, const F extends FieldMap, O extends ResourceOptions>(
  decl: ResourceDecl<F> & { name: N } & O,
): ResourceDecl<F> & { name: N } & O => decl;

const SHOW_KINDS = new Set(['detail', 'delete', 'restore']);

/** The not-found text of a call of `kind` (detail, update...): the resource's own, or `<Entity> not found`. */
export const notFoundText = (r: ResourceDecl, kind?: string): string =>
  (kind && SHOW_KINDS.has(kind) ? r.messages.doesNotExist : undefined) ??
  r.messages.notFound ??
  `${r.entity} not found`;

/** The entity as the real backend's texts name it: `AssetModel` → `Asset Model`. */
export const entityLabel = (r: ResourceDecl): string => r.entity.replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * Columns the list may sort by: declared fields, references by their row key (`model` sorts by the
 * model's name, through a join), counts, timestamps, extras.
 */
export function sortColumns(r: ResourceDecl): string[] {
  const fieldSorts = Object.entries(r.fields)
    .filter(([, f]) => !['textarea', 'password', 'multi-reference', 'permissions'].includes(f.kind))
    .map(([k, f]) => (f.kind === 'reference' ? f.rowKey : f.kind === 'money' ? `${k}_fils` : k));
  return ['id', ...fieldSorts, ...Object.keys(r.counts ?? {}), 'created_at', 'updated_at', ...(r.sort.extra ?? [])];
}
