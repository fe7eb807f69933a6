import { toStoredDateTime, workOrderNumber } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { logChange } from './history.js';
import type { WorkOrderRecord } from './records.js';

/**
 * A rejected checklist answer or an out-of-range reading raises a follow-up work order: titled for the
 * item and the asset, on the same assets and places, linked `related_to` the work order it came from.
 * It goes through the work-order writer, so it starts like any other (open, or requested for a caller
 * who may not create work orders). Call inside the answer's transaction.
 */
export function raiseFollowUp(
  sqlite: Sqlite,
  request: FastifyRequest,
  wo: WorkOrderRecord,
  subject: string,
  title: string | null,
  description: string,
): { id: number; name: string; number: string } {
  const assets = sqlite
    .prepare(
      `SELECT a.id, coalesce(a.name, a.asset_tag) AS name FROM work_order_assets w JOIN assets a ON a.id = w.asset_id
       WHERE w.work_order_id = ? ORDER BY w.rowid`,
    )
    .all(wo.id) as { id: number; name: string }[];
  const locations = sqlite
    .prepare('SELECT location_id FROM work_order_locations WHERE work_order_id = ? ORDER BY rowid')
    .pluck()
    .all(wo.id) as number[];
  const fullTitle = (title ?? `${subject} — ${assets[0]?.name ?? wo.title}`).slice(0, 255);
  const { writer } = request.server.ctx.engine.resource('workorders');
  const checked = writer.validate(
    request,
    {
      title: fullTitle.length >= 3 ? fullTitle : `${fullTitle} …`,
      description,
      // A worker who may not raise work orders raises a request: its triager sets the priority.
      ...(request.principal?.ability.can('create', 'workorders') ? { priority_id: wo.priority_id } : {}),
      category_id: wo.category_id,
      inspectables: assets.map((a) => a.id),
      locations,
    },
    'create',
  );
  if (!checked.ok) throw new Error(`follow-up refused: ${JSON.stringify(checked.messages)}`);
  const id = writer.create(request, checked.values);
  const number = workOrderNumber(id);
  sqlite.prepare("UPDATE work_orders SET source = 'follow_up', follow_up_of = ? WHERE id = ?").run(wo.id, id);
  sqlite
    .prepare(
      'INSERT INTO work_order_links (work_order_id, linked_id, link_type, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(wo.id, id, 'related_to', request.principal?.user.id ?? null, toStoredDateTime(request.server.ctx.clock()));
  logChange(sqlite, request, wo.id, 'link', {
    link: { old: null, new: `related to ${number} ${checked.values.title as string}` },
  });
  return { id, name: checked.values.title as string, number };
}
