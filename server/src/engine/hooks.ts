import type { Messages, ResourceDecl, ResourceName, Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../principal.js';
import type { RawRow } from './raw-row.js';
import type { SearchExtra, Where } from './sql.js';

export interface HookContext {
  sqlite: Sqlite;
  r: ResourceDecl;
  request: FastifyRequest;
}

/**
 * A resource's own rules, beside the declaration: the engine stays generic and calls these at fixed
 * points. Each returns messages to refuse with (the envelope's `messages`), or null to go on.
 */
export interface ResourceHooks {
  /** Before the declared rules, on create: values the server supplies when the body leaves them out. */
  fillDefaults?(ctx: HookContext, body: Record<string, unknown>): Record<string, unknown>;
  /**
   * After the declared rules passed: cross-field rules. May change `values` (clear a field the
   * others make irrelevant). `existing` is the stored row on update.
   */
  beforeSave?(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages;
  /**
   * After the declared rules and `beforeSave` passed, before any password is hashed (routes and imports):
   * a rule that needs the thread pool, such as checking the caller's current password.
   */
  checkAsync?(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Promise<Messages>;
  /** Inside the write's transaction, once the row exists: columns the server maintains itself. */
  afterSave?(ctx: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow): void;
  /** Before the declared in-use guards; a refusal here replaces them. */
  beforeDelete?(ctx: HookContext, existing: RawRow): Messages;
  /** Inside the delete's transaction: what goes with the row (an asset is checked in, a license's seats). */
  afterDelete?(ctx: Omit<HookContext, 'r'>, existing: RawRow): void;
  /** Inside the restore's transaction: what comes back with the row (a license's seats). */
  afterRestore?(ctx: Omit<HookContext, 'r'>, existing: RawRow): void;
  /**
   * Filters of the resource's own beyond the declared exact matches (an asset's `status` group), and
   * what the caller may see at all (a requester: the work orders it raised).
   */
  listScope?(input: Record<string, unknown>, where: Where, principal: Principal | null, sqlite: Sqlite): void;
  /** Whether the caller may see this row; a row it may not reads as not found (detail, update, delete). */
  visible?(sqlite: Sqlite, raw: RawRow, principal: Principal | null): boolean;
  /** Narrows the select list by the query keys the declaration's `selectList.filters` names. */
  selectListScope?(sqlite: Sqlite, input: Record<string, unknown>, principal: Principal | null): Where | null;
  /** Per-term search conditions beyond the declared columns. */
  searchExtra?: SearchExtra;
  /**
   * Values a page's statement reads with its rows for `decorateRows` (issue 27: one statement per page),
   * by column name: SQL expressions over `t`. Rows read otherwise (a detail) lack them: the hook reads
   * what it needs itself then.
   */
  rowSelects?: Record<string, string>;
  /** Sort keys that are expressions over `t` (an asset's category, through its model). */
  sortExpressions?: Record<string, string>;
  /**
   * Fills the declaration's `rowExtras` (and may refine `available_actions`) for one page of rows;
   * `query` is the request's, for keys a client asks for (an asset's `components=true`).
   */
  decorateRows?(
    sqlite: Sqlite,
    raws: readonly RawRow[],
    rows: Row[],
    principal: Principal | null,
    query: Readonly<Record<string, unknown>>,
  ): void;
}

/** Hooks by registry name, handed to `createEngine` by the composition root; a typo is a type error. */
export type HookRegistry = Readonly<Partial<Record<ResourceName, ResourceHooks>>>;
