import { notFoundText } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { failure, success } from '../http/envelope.js';
import { registerAction } from '../http/register-action.js';

const idOf = (raw: string | undefined) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : 0);

/**
 * `DELETE /fields/fieldsets/:fieldsetId/disassociate/:fieldId`: takes a field out of a fieldset.
 * Like the real backend it succeeds when the field was not in it, and answers the fieldset.
 */
export function registerFieldsetRoutes(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const fieldsetEngine = app.ctx.engine.resource('fieldsets');
  const { r: fieldsets, repo: fieldsetRepo } = fieldsetEngine;
  const { r: fields, repo: fieldRepo } = app.ctx.engine.resource('fields');

  registerAction(app, 'fieldsets.disassociate', async ({ request }) => {
    const params = request.params as Record<string, string | undefined>;
    const fieldsetId = idOf(params.fieldsetId);
    if (!fieldsetRepo.find(fieldsetId)) return failure(notFoundText(fieldsets));
    const field = fieldRepo.find(idOf(params.fieldId));
    if (!field) return failure(notFoundText(fields));
    sqlite.transaction(() => {
      const removed = sqlite
        .prepare('DELETE FROM custom_field_fieldset WHERE fieldset_id = ? AND field_id = ?')
        .run(fieldsetId, field.id).changes;
      if (removed)
        writeActionLog(sqlite, request, {
          action: 'update',
          itemType: fieldsets.name,
          itemId: fieldsetId,
          target: { type: fields.name, id: field.id },
          note: `Removed the field ${String(field.name)}`,
        });
    })();
    return success(
      fieldsets.messages.updated,
      fieldsetEngine.presentOne(fieldsetRepo.find(fieldsetId)!, request.principal),
    );
  });
}
