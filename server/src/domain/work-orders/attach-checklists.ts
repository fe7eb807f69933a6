import { toStoredDateTime, type ChecklistStage } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { placeholders } from '../../engine/sql.js';
import { logChange } from './history.js';
import { completeIfDone, loadAttached } from './checklist-detail.js';

export interface WantedChecklist {
  stage: ChecklistStage;
  /** The template's id. */
  id: number;
}

/** Active templates among these ids, by id with their names. */
export function activeTemplates(sqlite: Sqlite, ids: readonly number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = sqlite
    .prepare(`SELECT id, name FROM checklists WHERE status = 1 AND id IN (${placeholders(unique.length)})`)
    .all(...unique) as { id: number; name: string }[];
  return new Map(rows.map((c) => [c.id, c.name]));
}

/**
 * Attaches templates to a work order at their stages (the caller has checked them), in the caller's
 * transaction: one revision entry names them all. A template with nothing to answer is complete at
 * once. Returns the attached rows' ids.
 */
export function attachChecklists(
  sqlite: Sqlite,
  request: FastifyRequest | null,
  workOrderId: number,
  wanted: readonly WantedChecklist[],
  names: ReadonlyMap<number, string>,
  now: Date,
): number[] {
  const userId = request?.principal?.user.id ?? null;
  const insert = sqlite.prepare(
    'INSERT INTO work_order_checklists (work_order_id, checklist_id, stage, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const rows = wanted.map((w) =>
    Number(insert.run(workOrderId, w.id, w.stage, userId, toStoredDateTime(now)).lastInsertRowid),
  );
  for (const id of rows) completeIfDone(sqlite, loadAttached(sqlite, id)!, userId, now);
  const labels = wanted.map((w) => `${names.get(w.id) ?? w.id} (${w.stage})`);
  logChange(sqlite, request, workOrderId, 'checklist', { checklist: { old: null, new: labels.join(', ') } });
  return rows;
}
