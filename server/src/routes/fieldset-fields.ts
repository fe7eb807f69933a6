import { FIELDSET_NOT_FOUND, getEndpoint } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint } from '../http/register-endpoint.js';

const idOf = (raw: unknown) =>
  typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : 0;
const truthy = (v: unknown) => v === true || v === 1 || ['1', 'on', 'true'].includes(String(v));

/**
 * Snipe-IT's fieldset editor calls: attach a field to a fieldset and take it out again (`POST
 * /fields/{id}/associate|disassociate` with `fieldset_id`), a fieldset's fields (with a model's defaults),
 * and their order. Each answers the fieldset, as the real backend does.
 */
export function registerFieldsetFields(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const fieldsetEngine = app.ctx.engine.resource('fieldsets');
  const fieldEngine = app.ctx.engine.resource('fields');
  const { r: fieldsets, repo: fieldsetRepo } = fieldsetEngine;
  const { r: fields, repo: fieldRepo } = fieldEngine;
  const fieldsetRow = (request: FastifyRequest, id: number) =>
    fieldsetEngine.presentOne(fieldsetRepo.find(id)!, request.principal);
  const fieldIds = (fieldsetId: number) =>
    sqlite
      .prepare('SELECT field_id FROM custom_field_fieldset WHERE fieldset_id = ? ORDER BY "order", field_id')
      .pluck()
      .all(fieldsetId) as number[];
  const log = (request: FastifyRequest, fieldsetId: number, fieldId: number, note: string) =>
    writeActionLog(sqlite, request, {
      action: 'update',
      itemType: fieldsets.name,
      itemId: fieldsetId,
      target: { type: fields.name, id: fieldId },
      note,
    });

  registerEndpoint(app, getEndpoint('fields.associate'), async (request) => {
    const field = fieldRepo.find(idParam(request));
    if (!field) return failure(getEndpoint('fields.associate').notFound!);
    const body = bodyOf(request);
    const fieldsetId = idOf(body.fieldset_id);
    if (!fieldsetRepo.find(fieldsetId)) return failure(FIELDSET_NOT_FOUND);
    const present = fieldIds(fieldsetId);
    if (!present.includes(field.id)) {
      const order = idOf(body.order) || present.length;
      sqlite.transaction(() => {
        sqlite
          .prepare('INSERT INTO custom_field_fieldset (fieldset_id, field_id, required, "order") VALUES (?, ?, ?, ?)')
          .run(fieldsetId, field.id, truthy(body.required) ? 1 : 0, order);
        log(request, fieldsetId, field.id, `Added the field ${String(field.name)}`);
      })();
    }
    return success(fieldsets.messages.updated, fieldsetRow(request, fieldsetId));
  });

  // Succeeds when the field was not in the fieldset, as the real backend's does.
  registerEndpoint(app, getEndpoint('fields.disassociate'), async (request) => {
    const field = fieldRepo.find(idParam(request));
    if (!field) return failure(getEndpoint('fields.disassociate').notFound!);
    const fieldsetId = idOf(bodyOf(request).fieldset_id);
    if (!fieldsetRepo.find(fieldsetId)) return failure(FIELDSET_NOT_FOUND);
    sqlite.transaction(() => {
      const removed = sqlite
        .prepare('DELETE FROM custom_field_fieldset WHERE fieldset_id = ? AND field_id = ?')
        .run(fieldsetId, field.id).changes;
      if (removed) log(request, fieldsetId, field.id, `Removed the field ${String(field.name)}`);
    })();
    return success(fieldsets.messages.updated, fieldsetRow(request, fieldsetId));
  });

  registerEndpoint(app, getEndpoint('fieldsets.fields'), async (request) => {
    const id = idParam(request);
    if (!fieldsetRepo.find(id)) return failure(FIELDSET_NOT_FOUND);
    const rows = fieldEngine.present(fieldRepo.rowsFor(fieldIds(id)), request.principal);
    const required = new Set(
      sqlite
        .prepare('SELECT field_id FROM custom_field_fieldset WHERE fieldset_id = ? AND required = 1')
        .pluck()
        .all(id) as number[],
    );
    // In a fieldset a field's `required` is the fieldset's.
    return { total: rows.length, rows: rows.map((row) => ({ ...row, required: required.has(row.id) })) };
  });

  // No model keeps default values here: each field's default is null.
  registerEndpoint(app, getEndpoint('fieldsets.fields-defaults'), async (request) => {
    const id = idParam(request);
    if (!fieldsetRepo.find(id)) return failure(FIELDSET_NOT_FOUND);
    const rows = fieldRepo.rowsFor(fieldIds(id)).map((f) => ({
      id: f.id,
      name: String(f.name),
      type: String(f.element),
      field_values_array:
        typeof f.field_values === 'string' && f.field_values !== '' ? f.field_values.split(/\r?\n/) : null,
      default_value: null,
    }));
    return { total: rows.length, rows };
  });

  // `item` lists the fieldset's field ids in their new order; fields it leaves out keep theirs.
  registerEndpoint(app, getEndpoint('fields.order'), async (request) => {
    const id = idParam(request);
    if (!fieldsetRepo.find(id)) return failure(FIELDSET_NOT_FOUND);
    const body = bodyOf(request);
    const raw = body.item ?? body['item[]'];
    const order = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(idOf);
    const set = sqlite.prepare('UPDATE custom_field_fieldset SET "order" = ? WHERE fieldset_id = ? AND field_id = ?');
    sqlite.transaction(() => order.forEach((fieldId, position) => set.run(position, id, fieldId)))();
    return success(fieldsets.messages.updated, fieldsetRow(request, id));
  });
}
