import type { BodyMode, ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import type { ResourceHooks } from './hooks.js';
import { createRow, updateRow } from './mutations.js';
import type { RawRow } from './rows.js';
import { validateBody, type Validated } from './validate.js';
import { hashSecrets } from './secrets.js';

/**
 * Validation and writes of one resource as the API does them: the declared rules, then the resource's
 * own cross-field rules (hooks), then one transaction with its hooks and action-log row. Routes and
 * the CSV importer share it, so an imported row passes exactly the rules a form's body does.
 */
export class ResourceWriter {
  constructor(
    private readonly sqlite: Sqlite,
    readonly r: ResourceDecl,
    private readonly hooks: ResourceHooks,
  ) {}

  private context(request: FastifyRequest) {
    return { sqlite: this.sqlite, r: this.r, request };
  }

  validate(request: FastifyRequest, body: Record<string, unknown>, mode: BodyMode, existing?: RawRow): Validated {
    const filled = !existing && this.hooks.fillDefaults ? this.hooks.fillDefaults(this.context(request), body) : body;
    const result = validateBody(this.sqlite, this.r, filled, mode, existing);
    if (!result.ok) return result;
    const refused = this.hooks.beforeSave?.(this.context(request), result.values, existing);
    return refused ? { ok: false, messages: refused as Record<string, string[]> } : result;
  }

  /**
   * {@link validate}, the hooks' asynchronous checks, then any password hashed off the event loop. The database may have moved while
   * it hashed, so the rules run again before the values are handed back to be written at once.
   */
  async prepare(
    request: FastifyRequest,
    body: Record<string, unknown>,
    mode: BodyMode,
    existing?: RawRow,
  ): Promise<Validated> {
    const first = this.validate(request, body, mode, existing);
    if (!first.ok) return first;
    const refused = await this.hooks.checkAsync?.(this.context(request), first.values, existing);
    if (refused) return { ok: false, messages: refused as Record<string, string[]> };
    const secrets = await hashSecrets(this.r, first.values);
    if (!secrets) return first;
    const again = this.validate(request, body, mode, existing);
    return again.ok ? { ok: true, values: { ...again.values, ...secrets } } : again;
  }

  create(request: FastifyRequest, values: Record<string, unknown>, note?: string): number {
    const after = this.hooks.afterSave;
    return createRow(
      this.sqlite,
      this.r,
      values,
      request,
      after ? (id) => after(this.context(request), id, values) : undefined,
      note,
    );
  }

  update(request: FastifyRequest, existing: RawRow, values: Record<string, unknown>): void {
    const after = this.hooks.afterSave;
    updateRow(
      this.sqlite,
      this.r,
      existing,
      values,
      request,
      after ? (id) => after(this.context(request), id, values, existing) : undefined,
    );
  }
}
