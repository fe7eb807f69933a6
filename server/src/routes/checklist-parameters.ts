import {
  getEndpoint,
  notFoundText,
  getResource,
  parameterBodySchema,
  parameterUpdateSchema,
  toStoredDateTime,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import { failure, success } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';
import { parameterRow } from '../domain/work-orders/checklist-detail.js';
import { listPage, parseBody } from './work-orders/route-kit.js';

const PARAMETER_NOT_FOUND = 'Parameter not found';

interface ParameterRecord {
  id: number;
  checklist_id: number;
  name: string;
  unit: string | null;
  min: number | null;
  max: number | null;
  required: number;
  created_at: string;
  updated_at: string;
}

/** `min` must not be above `max` (either may be left open). */
const rangeRefused = (min: unknown, max: unknown) =>
  typeof min === 'number' && typeof max === 'number' && min > max
    ? { max: ['The max field must be greater than or equal to min.'] }
    : null;

/** A checklist template's parameters: readings with a unit and an expected range (spec point 7). */
export function registerChecklistParameters(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const checklists = getResource('checklists');
  const find = (id: number) =>
    sqlite.prepare('SELECT * FROM checklist_parameters WHERE id = ?').get(id) as ParameterRecord | undefined;
  const log = (
    request: Parameters<typeof writeActionLog>[1],
    action: 'create' | 'update' | 'delete',
    p: ParameterRecord,
    meta?: Record<string, { old: unknown; new: unknown }>,
  ) =>
    writeActionLog(sqlite, request, {
      action,
      itemType: 'checklists',
      itemId: p.checklist_id,
      note: `Parameter ${p.name}`,
      meta: meta ?? null,
    });

  registerEndpoint(app, getEndpoint('checklists.parameters'), async (request) => {
    const id = idParam(request);
    if (!sqlite.prepare('SELECT 1 FROM checklists WHERE id = ?').get(id)) return failure(notFoundText(checklists));
    const q = listPage(request);
    const total = sqlite
      .prepare('SELECT count(*) FROM checklist_parameters WHERE checklist_id = ?')
      .pluck()
      .get(id) as number;
    const rows = sqlite
      .prepare('SELECT * FROM checklist_parameters WHERE checklist_id = ? ORDER BY id LIMIT ? OFFSET ?')
      .all(id, q.limit, Math.min(q.offset, total)) as ParameterRecord[];
    return { total, rows: rows.map(parameterRow) };
  });

  registerEndpoint(app, getEndpoint('checklists.parameter-create'), async (request) => {
    const body = parseBody(parameterBodySchema, request);
    if (!body.ok) return body.answer;
    const v = body.value as Record<string, unknown>;
    if (!sqlite.prepare('SELECT 1 FROM checklists WHERE id = ?').get(v.checklist_id)) {
      return failure({ checklist_id: ['The selected checklist id is invalid.'] });
    }
    const refused = rangeRefused(v.min, v.max);
    if (refused) return failure(refused);
    const now = toStoredDateTime(request.server.ctx.clock());
    const id = sqlite.transaction(() => {
      const newId = Number(
        sqlite
          .prepare(
            `INSERT INTO checklist_parameters (checklist_id, name, unit, min, max, required, created_by, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            v.checklist_id,
            v.name,
            v.unit ?? null,
            v.min ?? null,
            v.max ?? null,
            v.required ? 1 : 0,
            request.principal?.user.id ?? null,
            now,
            now,
          ).lastInsertRowid,
      );
      log(request, 'create', find(newId)!);
      return newId;
    })();
    return success('Parameter created successfully.', parameterRow(find(id)!));
  });

  registerEndpoint(app, getEndpoint('checklists.parameter-update'), async (request) => {
    const existing = find(idParam(request));
    if (!existing) return failure(PARAMETER_NOT_FOUND);
    const body = parseBody(parameterUpdateSchema, request);
    if (!body.ok) return body.answer;
    const v = Object.fromEntries(
      Object.entries(body.value as Record<string, unknown>).filter(([, x]) => x !== undefined),
    );
    if ('name' in v && v.name === null) return failure({ name: ['The name field is required.'] });
    if ('required' in v) v.required = v.required ? 1 : 0;
    const merged = { ...existing, ...v };
    const refused = rangeRefused(merged.min, merged.max);
    if (refused) return failure(refused);
    const keys = Object.keys(v).filter((k) => v[k] !== existing[k as keyof ParameterRecord]);
    sqlite.transaction(() => {
      if (keys.length === 0) return;
      sqlite
        .prepare(
          `UPDATE checklist_parameters SET ${keys.map((k) => `"${k}" = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
        )
        .run(...keys.map((k) => v[k]), toStoredDateTime(request.server.ctx.clock()), existing.id);
      log(
        request,
        'update',
        existing,
        Object.fromEntries(keys.map((k) => [k, { old: existing[k as keyof ParameterRecord], new: v[k] }])),
      );
    })();
    return success('Parameter updated successfully.', parameterRow(find(existing.id)!));
  });

  registerEndpoint(app, getEndpoint('checklists.parameter-delete'), async (request) => {
    const existing = find(idParam(request));
    if (!existing) return failure(PARAMETER_NOT_FOUND);
    // A template in use keeps what its readings point at.
    if (sqlite.prepare('SELECT 1 FROM work_order_readings WHERE parameter_id = ? LIMIT 1').get(existing.id)) {
      return failure('This parameter has readings on work orders and cannot be deleted.');
    }
    sqlite.transaction(() => {
      sqlite.prepare('DELETE FROM checklist_parameters WHERE id = ?').run(existing.id);
      log(request, 'delete', existing);
    })();
    return success('Parameter deleted successfully.', null);
  });
}
