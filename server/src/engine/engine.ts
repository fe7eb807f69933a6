import { resources, type Checked, type ResourceDecl, type ResourceName, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../principal.js';
import type { HookRegistry, ResourceHooks } from './hooks.js';
import { Repository } from './repository.js';
import { toRows, type RawRow } from './rows.js';
import { ResourceWriter } from './writer.js';

/** One declared resource as the engine serves it, with the hooks the composition root gave it. */
export interface ResourceEngine {
  readonly r: ResourceDecl;
  readonly hooks: ResourceHooks;
  /** Lists with the real backend's paging rules, and single rows. */
  readonly repo: Repository;
  /** Validation (declared rules, then the hooks') and transactional writes with their log rows. */
  readonly writer: ResourceWriter;
  /**
   * Stored rows as the contract's rows, with the keys the resource's hooks compute (assignees, seats);
   * `query` is the request's when a client may ask for more keys (an asset's `components=true`).
   */
  present(raws: readonly RawRow[], principal: Principal | null, query?: Readonly<Record<string, unknown>>): Row[];
  presentOne(raw: RawRow, principal: Principal | null, query?: Readonly<Record<string, unknown>>): Row;
}

/**
 * Every declared resource's repository, writer and row presenter, built once by the composition root
 * (`buildApp`) and reached by routes as `app.ctx.engine`. The engine imports no feature: the hooks
 * come in as a parameter.
 */
export interface Engine {
  resource<S extends string>(name: Checked<S, ResourceName>): ResourceEngine;
  readonly all: readonly ResourceEngine[];
}

function resourceEngine(sqlite: Sqlite, r: ResourceDecl, hooks: ResourceHooks): ResourceEngine {
  const present = (raws: readonly RawRow[], principal: Principal | null, query?: Readonly<Record<string, unknown>>) =>
    toRows(sqlite, r, raws, principal, hooks.decorateRows, query);
  return {
    r,
    hooks,
    repo: new Repository(sqlite, r, hooks),
    writer: new ResourceWriter(sqlite, r, hooks),
    present,
    presentOne: (raw, principal, query) => present([raw], principal, query)[0]!,
  };
}

export function createEngine(sqlite: Sqlite, hooks: HookRegistry): Engine {
  const byName = new Map(
    resources.map((r) => [r.name, resourceEngine(sqlite, r, hooks[r.name as ResourceName] ?? {})]),
  );
  return {
    resource(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`Unknown resource '${name}'`);
      return found;
    },
    all: [...byName.values()],
  };
}
