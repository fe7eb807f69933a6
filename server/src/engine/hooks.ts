import type { Messages, ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import type { RawRow } from './rows.js';

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
  /**
   * After the declared rules passed: cross-field rules. May change `values` (clear a field the
   * others make irrelevant). `existing` is the stored row on update.
   */
  beforeSave?(ctx: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages;
  /** Inside the write's transaction, once the row exists: columns the server maintains itself. */
  afterSave?(ctx: HookContext, id: number, values: Record<string, unknown>): void;
  /** Before the declared in-use guards; a refusal here replaces them. */
  beforeDelete?(ctx: HookContext, existing: RawRow): Messages;
}

export type HookRegistry = Readonly<Record<string, ResourceHooks>>;
